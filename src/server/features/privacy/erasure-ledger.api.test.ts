import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../shared/search';
import { type AdminClient, signInAdmin, siteOrigin, testAdmin } from '../../testing/admin';
import { createTestApp, secondServer, type TestApp } from '../../testing/app';
import { dialects, testDataKey } from '../../testing/databases';
import { erasureLedgerPath, readErasures } from './erasure-ledger';

/**
 * Erased stays erased (issue 56, D36), on both databases, through the real scripts: a client erased
 * after a backup is erased again when that backup is restored (found by nobody by name, ID number,
 * e-mail or phone, their page gone), the restore says how many, the audit log and Today say so; an
 * erasure the backup already held is not applied twice; another client holding one of the erased
 * person's numbers is named, not erased; the ledger holds no readable personal data.
 */

const repo = resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);
const backupKey = randomBytes(32).toString('base64');
const json = { 'content-type': 'application/json' };

describe.each(dialects)('the ledger of erasures and db:restore (%s)', (dialect) => {
  let testApp: TestApp;
  let dataDir: string;
  let folder: string;
  let owner: AdminClient;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'adviser-ledger-data-'));
    folder = mkdtempSync(join(tmpdir(), 'adviser-ledger-backups-'));
    testApp = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
    owner = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.database.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  const databaseUrl = () =>
    testApp.database.target.dialect === 'sqlite'
      ? testApp.database.target.filename
      : testApp.database.target.connectionString;
  const script = (name: string, args: string[]) =>
    run('npx', ['tsx', `scripts/${name}.ts`, ...args], {
      cwd: repo,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl(),
        BACKUP_KEY: backupKey,
        DATA_DIR: dataDir,
        DATA_KEY: testDataKey.toString('base64'),
      },
    });
  const create = async (who: AdminClient, body: Record<string, unknown>) => {
    const response = await who.request({
      method: 'POST',
      url: '/api/admin/clients',
      headers: json,
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const erase = async (who: AdminClient, id: string) => {
    const response = await who.request({
      method: 'POST',
      url: `/api/admin/clients/${id}/erase`,
      headers: json,
      payload: JSON.stringify({ confirm: 'ERASE' }),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const before = {
    name: 'Aina Before',
    email: 'aina.before@example.com',
    phone: '081 300 0001',
    idNumber: '90010100011',
  };
  const erased = {
    name: 'Desirée Afterwards',
    email: 'desiree.after@example.com',
    phone: '081 300 0002',
    phones: ['+264 61 300 0003'],
    idNumber: '85041200123',
  };

  it('erases again, at restore, a client erased after the backup; says so in its output, the audit log and Today', async () => {
    const first = await create(owner, before);
    const gone = await create(owner, erased);
    // Someone else, typed by the adviser with one of her numbers (a shared landline).
    const other = await create(owner, {
      name: 'Petrus Neighbour',
      phone: '+264 61 300 0003',
      confirmedNew: true,
    });
    await erase(owner, first);

    const backup = join(folder, dialect === 'sqlite' ? 'app-before.db' : 'app-before.pgdump');
    await script('db-backup', [backup]);
    await erase(owner, gone);

    // The ledger: two erasures, nothing readable about either person.
    const ledgerText = readFileSync(erasureLedgerPath(dataDir), 'utf8');
    expect(readErasures(erasureLedgerPath(dataDir)).map((entry) => entry.clientIds[0])).toEqual([
      first,
      gone,
    ]);
    for (const value of [
      erased.name,
      'Desir',
      erased.email,
      '813000002',
      '613000003',
      erased.idNumber,
      before.email,
    ])
      expect(ledgerText).not.toContain(value);

    // The site stops; the backup from before the second erasure is put back.
    await testApp.app.close();
    await testApp.database.handle.close();
    const { stdout, stderr } = await script('db-restore', [
      backup,
      ...(dialect === 'postgres' ? ['--replace'] : []),
    ]);
    expect(stdout).toContain(
      `Applied again 1 erasure made after this backup (${erasureLedgerPath(dataDir)}): that person is erased again.`,
    );
    expect(stderr).toContain(
      `1 other client holds an e-mail, phone or ID number of an erased person: check them in the back office (/admin/clients/${other}).`,
    );

    const server = await secondServer(testApp, () => new Date());
    try {
      // The owner (made before the backup) signs in to the restored site.
      const origin = siteOrigin(testApp);
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { ...json, origin },
        payload: JSON.stringify(testAdmin),
      });
      expect(login.statusCode).toBe(200);
      const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
      const admin = {
        request: (options: { method: 'GET'; url: string }) =>
          server.app.inject({ ...options, headers: { origin, cookie } }),
      };
      for (const q of [
        erased.name,
        'Desirée',
        erased.idNumber,
        erased.email,
        erased.phone,
        '+264 61 300 0003',
        before.name,
        before.email,
      ]) {
        const search = await admin.request({
          method: 'GET',
          url: `/api/admin/search?q=${encodeURIComponent(q)}`,
        });
        expect(search.statusCode).toBe(200);
        const results = search.json() as SearchResults;
        const found = [
          ...results.clients.items.map((item) => item.id),
          ...results.enquiries.items.map((item) => item.clientId),
        ];
        expect(found, q).not.toContain(gone);
        expect(found, q).not.toContain(first);
        expect(JSON.stringify({ ...results, q: '' }), q).not.toContain('Desir');
      }
      expect((await admin.request({ method: 'GET', url: `/api/admin/clients/${gone}` })).statusCode).toBe(
        404,
      );
      // The neighbour stays, with their number.
      expect((await admin.request({ method: 'GET', url: `/api/admin/clients/${other}` })).statusCode).toBe(
        200,
      );

      const log = await admin.request({
        method: 'GET',
        url: '/api/admin/audit?action=client-erasure-reapplied',
      });
      expect(log.statusCode).toBe(200);
      expect(JSON.stringify(log.json())).toContain(gone);
      const restoredEntry = await admin.request({
        method: 'GET',
        url: '/api/admin/audit?action=database-restored',
      });
      expect(JSON.stringify(restoredEntry.json())).toContain(backup.split('/').at(-1) as string);

      const status = await admin.request({ method: 'GET', url: '/api/admin/site-status' });
      const warning = (status.json() as { warnings: { kind: string; message: string }[] }).warnings.find(
        (each) => each.kind === 'restored',
      );
      expect(warning?.message).toContain(`The database was restored from ${backup.split('/').at(-1)}`);
      expect(warning?.message).toContain(
        '1 erasure made after that backup was applied again: erased stays erased.',
      );
      expect(warning?.message).toContain(
        '1 other client still holds an e-mail, phone or ID number of an erased person',
      );
    } finally {
      await server.close();
    }
  }, 180_000);
});

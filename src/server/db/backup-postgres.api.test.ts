import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { validConsultation } from '../testing/enquiry-fixtures';
import { backupSqlite } from './backup';
import { migrateToLatest, openDatabase } from './index';

/**
 * PostgreSQL backups (issue 30): `npm run db:backup` runs pg_dump through the same AES-256-GCM
 * encryption as SQLite's; `npm run db:restore` checks the whole file before it touches the
 * database, refuses one that has tables unless told `--replace`, and restores every acknowledged
 * enquiry. Against the test cluster, through the commands themselves.
 */

const run = promisify(execFile);

// The scripts as an operator runs them (npx tsx, seconds each): more than the API project's 20 s on a busy machine.
describe('PostgreSQL backup and restore', { timeout: 90_000 }, () => {
  let testApp: TestApp;
  let directory: string;
  let sourceUrl: string;
  const key = randomBytes(32).toString('base64');
  const created: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp('postgres');
    directory = mkdtempSync(join(tmpdir(), 'adviser-pg-backup-'));
    if (testApp.database.target.dialect !== 'postgres') throw new Error('postgres expected');
    sourceUrl = testApp.database.target.connectionString;
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(directory, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** A new, empty database on the test cluster. */
  async function emptyDatabase(): Promise<string> {
    const name = `restore_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    created.push(name);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${name}`;
    return url.toString();
  }
  async function idsIn(url: string): Promise<Set<string>> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>('select id from consultation_requests');
      return new Set(rows.map((row) => row.id));
    } finally {
      await client.end();
    }
  }
  async function tableCount(url: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from pg_tables where schemaname = 'public'",
      );
      return Number(rows[0]?.n);
    } finally {
      await client.end();
    }
  }
  const command = (script: string, args: string[], env: Record<string, string>) =>
    run('npx', ['tsx', `scripts/${script}.ts`, ...args], {
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });

  let sequence = 0;
  async function submit(): Promise<string> {
    sequence += 1;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...validConsultation,
        fullName: `Pg Backup Visitor ${sequence}`,
        email: `pg.backup.${sequence}@example.com`,
        // A person each (issue 59: one person's requests of one need share a card).
        phone: `+264 81 3${String(sequence).padStart(6, '0')}`,
      }),
      remoteAddress: `10.78.0.${sequence}`,
    });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json().id as string;
  }

  let backupFile = '';
  let acknowledged: string[] = [];

  it('backs up with pg_dump, encrypted: no client data readable in the file; refused without BACKUP_KEY', async () => {
    acknowledged = [];
    for (let index = 0; index < 12; index += 1) acknowledged.push(await submit());
    backupFile = join(directory, 'app.pgdump');
    await expect(
      command('db-backup', [backupFile], { DATABASE_URL: sourceUrl, BACKUP_KEY: '' }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('BACKUP_KEY is required for PostgreSQL backups'),
    });
    expect(existsSync(backupFile)).toBe(false);

    const { stdout } = await command('db-backup', [backupFile], { DATABASE_URL: sourceUrl, BACKUP_KEY: key });
    expect(stdout).toContain(
      `Backed up the PostgreSQL database to ${backupFile} (pg_dump, encrypted with BACKUP_KEY).`,
    );
    const bytes = readFileSync(backupFile);
    expect(bytes.subarray(0, 8).toString('ascii')).toBe('ADVBAK1\n');
    expect(bytes.includes(Buffer.from('PGDMP'))).toBe(false);
    expect(bytes.includes(Buffer.from('pg.backup.1@example.com'))).toBe(false);
    expect(existsSync(`${backupFile}.partial-encrypted`)).toBe(false);
  });

  it('refuses a wrong key and a changed byte before touching the database', async () => {
    const target = await emptyDatabase();
    const wrong = command('db-restore', [backupFile], {
      DATABASE_URL: target,
      BACKUP_KEY: randomBytes(32).toString('base64'),
    });
    await expect(wrong).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `${backupFile} could not be decrypted: BACKUP_KEY is not the key it was made with, or the file was changed.`,
      ),
    });
    const tampered = join(directory, 'tampered.pgdump');
    const changed = Buffer.from(readFileSync(backupFile));
    const middle = Math.floor(changed.length / 2);
    changed[middle] = (changed[middle] ?? 0) ^ 1;
    writeFileSync(tampered, changed);
    await expect(
      command('db-restore', [tampered], { DATABASE_URL: target, BACKUP_KEY: key }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('could not be decrypted') });
    await expect(
      command('db-restore', [backupFile], { DATABASE_URL: target, BACKUP_KEY: '' }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('Set BACKUP_KEY') });
    // A SQLite backup is not a PostgreSQL one.
    const sqliteSource = openDatabase({ dialect: 'sqlite', filename: join(directory, 'site.db') });
    await migrateToLatest(sqliteSource.db);
    await sqliteSource.close();
    const sqliteBackup = join(directory, 'sqlite-backup.db');
    await backupSqlite(join(directory, 'site.db'), sqliteBackup, Buffer.from(key, 'base64'));
    await expect(
      command('db-restore', [sqliteBackup], { DATABASE_URL: target, BACKUP_KEY: key }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('is not a PostgreSQL backup') });
    expect(await tableCount(target)).toBe(0);
  });

  it('restores every acknowledged enquiry into an empty database; the site’s schema is current there', async () => {
    const target = await emptyDatabase();
    const { stdout } = await command('db-restore', [backupFile], { DATABASE_URL: target, BACKUP_KEY: key });
    expect(stdout).toContain(`Restored ${backupFile} to the PostgreSQL database.`);
    const ids = await idsIn(target);
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(acknowledged.length);
    const restored = openDatabase({ dialect: 'postgres', connectionString: target });
    try {
      expect(await migrateToLatest(restored.db), 'nothing left to migrate').toEqual([]);
      const cards = await restored.db
        .selectFrom('pipeline_leads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(cards.n)).toBe(acknowledged.length);
    } finally {
      await restored.close();
    }
  });

  it('refuses a database that has tables unless told --replace, which replaces it whole', async () => {
    const target = await emptyDatabase();
    await command('db-restore', [backupFile], { DATABASE_URL: target, BACKUP_KEY: key });
    const tables = await tableCount(target);
    // Changed since: one more enquiry there, and a table the backup does not have.
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    await client.query('delete from consultation_requests where id = $1', [acknowledged[0]]);
    await client.query('create table scratch (note text)');
    await client.end();

    await expect(
      command('db-restore', [backupFile], { DATABASE_URL: target, BACKUP_KEY: key }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `The database is not empty (${tables + 1} tables): add --replace to replace everything in it with the backup.`,
      ),
    });
    expect((await idsIn(target)).has(acknowledged[0] as string)).toBe(false);

    const { stdout } = await command('db-restore', [backupFile, '--replace'], {
      DATABASE_URL: target,
      BACKUP_KEY: key,
    });
    expect(stdout).toContain(`(replacing its ${tables + 1} tables)`);
    const ids = await idsIn(target);
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(acknowledged.length);
    expect(await tableCount(target)).toBe(tables);
  });

  it('removes its own backups older than BACKUP_KEEP_DAYS, printing each', async () => {
    const old = join(directory, 'app-old.pgdump');
    writeFileSync(old, readFileSync(backupFile));
    const monthsAgo = new Date(Date.now() - 60 * 24 * 60 * 60 * 1000);
    utimesSync(old, monthsAgo, monthsAgo);
    const next = join(directory, 'app-next.pgdump');
    const { stdout } = await command('db-backup', [next], { DATABASE_URL: sourceUrl, BACKUP_KEY: key });
    expect(stdout).toContain(`Removed ${old} (older than 35 days, BACKUP_KEEP_DAYS).`);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(backupFile)).toBe(true);
    expect(existsSync(next)).toBe(true);
  });
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { validConsultation } from '../testing/enquiry-fixtures';
import { backupSqlite, restoreSqlite } from './backup';
import { keyFromEnvironment } from './backup-crypto';
import { migrateToLatest, openDatabase } from './index';

/**
 * Backups (issue 10): a copy made while the site takes writes holds every record acknowledged
 * before it began, whole (each enquiry with its card and e-mails); restored, the site runs on it.
 */

const run = promisify(execFile);

// Each test runs the scripts as an operator does (npx tsx, seconds each): on a busy two-core
// machine a test of four of them passed the API project's 20 s.
describe('SQLite backup and restore', { timeout: 90_000 }, () => {
  let testApp: TestApp;
  let directory: string;
  let databaseFile: string;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    directory = mkdtempSync(join(tmpdir(), 'adviser-backup-'));
    const { target } = testApp.database;
    if (target.dialect !== 'sqlite') throw new Error('sqlite expected');
    databaseFile = target.filename;
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(directory, { recursive: true, force: true });
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
        details: `Backup test request ${sequence}`,
        fullName: `Backup Visitor ${sequence}`,
        email: `backup${sequence}@example.com`,
        // A person each (issue 59: one person's requests of one need share a card).
        phone: `+264 81 3${String(sequence).padStart(6, '0')}`,
      }),
      remoteAddress: `10.77.${Math.floor(sequence / 250) % 250}.${sequence % 250}`,
    });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json().id as string;
  }

  it('copies while writes go on, holding every acknowledged enquiry whole; the restored copy serves the site', async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 8 }, async () => {
      while (writing) acknowledged.push(await submit());
    });
    while (acknowledged.length < 300) await new Promise((done) => setTimeout(done, 10));

    const before = [...acknowledged];
    const copy = join(directory, 'copy.db');
    await backupSqlite(databaseFile, copy);
    writing = false;
    await Promise.all(writers);

    const backup = new SqliteDatabase(copy, { readonly: true });
    const ids = new Set(
      (backup.prepare('select id from consultation_requests').all() as { id: string }[]).map((row) => row.id),
    );
    const cards = backup
      .prepare("select count(*) as n from pipeline_leads where enquiry_type = 'consultation-request'")
      .get() as { n: number };
    const emails = backup.prepare('select count(*) as n from outbox_messages').get() as { n: number };
    backup.close();
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    // Nothing that was never written: at most the 8 requests on their way when the copy was made.
    expect(ids.size).toBeLessThanOrEqual(acknowledged.length + 8);
    // Whole units only: every stored request has its card and its two e-mails, nothing more.
    expect(cards.n).toBe(ids.size);
    expect(emails.n).toBe(ids.size * 2);

    // Restored over a different database, the site reads it.
    const target = join(directory, 'restored', 'app.db');
    writeFileSync(join(directory, 'not-a-backup.db'), 'plain text');
    await expect(restoreSqlite(join(directory, 'not-a-backup.db'), target)).rejects.toThrow();
    await expect(restoreSqlite(join(directory, 'missing.db'), target)).rejects.toThrow(
      `There is no backup at ${join(directory, 'missing.db')}.`,
    );
    await restoreSqlite(copy, target);
    const restored = openDatabase({ dialect: 'sqlite', filename: target });
    try {
      expect(await migrateToLatest(restored.db), 'the schema is current').toEqual([]);
      const count = await restored.db
        .selectFrom('consultation_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(ids.size);
    } finally {
      await restored.close();
    }
  });

  it('npm run db:backup and db:restore work from the command line', async () => {
    const backupFile = join(directory, 'cli', 'backup.db');
    const env = { ...process.env, DATABASE_URL: databaseFile, NODE_ENV: 'test' };
    const { stdout } = await run('npx', ['tsx', 'scripts/db-backup.ts', backupFile], { env });
    expect(stdout).toContain(`to ${backupFile}`);
    expect(existsSync(backupFile)).toBe(true);

    const target = join(directory, 'cli', 'restored.db');
    const restored = await run('npx', ['tsx', 'scripts/db-restore.ts', backupFile], {
      env: { ...env, DATABASE_URL: target },
    });
    expect(restored.stdout).toContain(`Restored ${backupFile} to ${target}`);
    // The backup it came from is a backup of what it holds: recorded there, as made when its file
    // was finished, so Today names it as the last backup (restored again: still one record).
    const runs = async () => {
      const handle = openDatabase({ dialect: 'sqlite', filename: target });
      try {
        return await handle.db.selectFrom('backup_runs').select(['file', 'made_at', 'bytes']).execute();
      } finally {
        await handle.close();
      }
    };
    expect((await runs()).filter((row) => row.file === 'backup.db')).toEqual([
      {
        file: 'backup.db',
        made_at: statSync(backupFile).mtime.toISOString(),
        bytes: statSync(backupFile).size,
      },
    ]);
    await run('npx', ['tsx', 'scripts/db-restore.ts', backupFile], { env: { ...env, DATABASE_URL: target } });
    expect((await runs()).filter((row) => row.file === 'backup.db')).toHaveLength(1);
    const missing = run('npx', ['tsx', 'scripts/db-restore.ts'], { env: { ...env, DATABASE_URL: target } });
    await expect(missing).rejects.toMatchObject({ stderr: expect.stringContaining('Name the backup') });
  });

  it('npm run db:backup records each backup, and runs BACKUP_COPY_COMMAND with its path, recording a failed copy and exiting 1', async () => {
    const folder = join(directory, 'copies');
    const offsite = join(directory, 'offsite');
    const env = {
      ...process.env,
      DATABASE_URL: databaseFile,
      NODE_ENV: 'test',
      BACKUP_KEY: '',
      BACKUP_DIR: folder,
      BACKUP_COPY_COMMAND: `mkdir -p '${offsite}' && cp "$BACKUP_FILE" '${offsite}/'`,
    };
    const { stdout } = await run('npx', ['tsx', 'scripts/db-backup.ts'], { env });
    expect(stdout).toContain('off the machine (BACKUP_COPY_COMMAND)');
    const db = testApp.database.handle.db;
    const copied = await db
      .selectFrom('backup_runs')
      .selectAll()
      .orderBy('made_at', 'desc')
      .executeTakeFirstOrThrow();
    // Written to BACKUP_DIR, under the name the record keeps; the copy is where the command put it.
    expect(copied.file).toMatch(/^app-.*\.db$/);
    expect(existsSync(join(folder, copied.file))).toBe(true);
    expect(existsSync(join(offsite, copied.file))).toBe(true);
    expect(Number(copied.bytes)).toBeGreaterThan(0);
    expect([copied.copy_wanted, copied.copy_error]).toEqual([1, null]);
    expect(copied.copied_at).not.toBeNull();

    const failing = run('npx', ['tsx', 'scripts/db-backup.ts'], {
      env: { ...env, BACKUP_COPY_COMMAND: 'echo "offsite: remote not found" >&2; exit 3' },
    });
    await expect(failing).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining(
        'The copy off the machine failed (BACKUP_COPY_COMMAND): exit status 3: offsite: remote not found',
      ),
    });
    const failed = await db
      .selectFrom('backup_runs')
      .selectAll()
      .orderBy('made_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(failed.id).not.toBe(copied.id);
    expect([failed.copied_at, failed.copy_error]).toEqual([null, 'exit status 3: offsite: remote not found']);
    // The backup itself is kept: only its copy failed.
    expect(existsSync(join(folder, failed.file))).toBe(true);
  });

  it('npm run db:backup removes its own backups older than BACKUP_KEEP_DAYS, and only those', async () => {
    const folder = join(directory, 'rotation');
    const first = join(folder, 'first.db');
    const env = { ...process.env, DATABASE_URL: databaseFile, NODE_ENV: 'test', BACKUP_KEY: '' };
    await run('npx', ['tsx', 'scripts/db-backup.ts', first], { env });
    writeFileSync(join(folder, 'notes.db'), 'not a backup');
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    utimesSync(first, tenDaysAgo, tenDaysAgo);
    utimesSync(join(folder, 'notes.db'), tenDaysAgo, tenDaysAgo);

    // 35 days by default: both stay.
    const second = join(folder, 'second.db');
    expect((await run('npx', ['tsx', 'scripts/db-backup.ts', second], { env })).stdout).not.toContain(
      'Removed',
    );
    expect(existsSync(first)).toBe(true);
    const third = join(folder, 'third.db');
    const { stdout } = await run('npx', ['tsx', 'scripts/db-backup.ts', third], {
      env: { ...env, BACKUP_KEEP_DAYS: '7' },
    });
    expect(stdout).toContain(`Removed ${first} (older than 7 days, BACKUP_KEEP_DAYS).`);
    expect([first, second, third, join(folder, 'notes.db')].map(existsSync)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    const refused = run('npx', ['tsx', 'scripts/db-backup.ts', join(folder, 'fourth.db')], {
      env: { ...env, BACKUP_KEEP_DAYS: 'a month' },
    });
    await expect(refused).rejects.toMatchObject({
      stderr: expect.stringContaining('BACKUP_KEEP_DAYS: a whole number of days (0 keeps every backup)'),
    });
  });

  it('encrypts a backup with BACKUP_KEY: no client data readable, a wrong key refused clearly, the right one restoring every enquiry', async () => {
    const acknowledged = [await submit(), await submit(), await submit()];
    const key = randomBytes(32);
    const encrypted = join(directory, 'encrypted', 'backup.db');
    await backupSqlite(databaseFile, encrypted, key);
    const bytes = readFileSync(encrypted);
    expect(bytes.subarray(0, 8).toString('ascii')).toBe('ADVBAK1\n');
    expect(bytes.includes(Buffer.from('SQLite format 3'))).toBe(false);
    expect(bytes.includes(Buffer.from(`backup${sequence}@example.com`))).toBe(false);
    expect(existsSync(`${encrypted}.partial`)).toBe(false);

    const target = join(directory, 'encrypted', 'restored.db');
    await expect(restoreSqlite(encrypted, target, randomBytes(32))).rejects.toThrow(
      `${encrypted} could not be decrypted: BACKUP_KEY is not the key it was made with, or the file was changed.`,
    );
    await expect(restoreSqlite(encrypted, target)).rejects.toThrow(
      'This backup is encrypted: set BACKUP_KEY to the key it was made with.',
    );
    expect(existsSync(target)).toBe(false);
    // One byte changed: GCM's tag refuses it.
    const tampered = join(directory, 'encrypted', 'tampered.db');
    const changed = Buffer.from(bytes);
    changed[100] = (changed[100] ?? 0) ^ 1;
    writeFileSync(tampered, changed);
    await expect(restoreSqlite(tampered, target, key)).rejects.toThrow('could not be decrypted');

    await restoreSqlite(encrypted, target, key);
    const restored = new SqliteDatabase(target, { readonly: true });
    try {
      const ids = new Set(
        (restored.prepare('select id from consultation_requests').all() as { id: string }[]).map(
          (row) => row.id,
        ),
      );
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      restored.close();
    }
  });

  it('reads BACKUP_KEY as 32 bytes in base64, naming the variable otherwise', () => {
    const key = randomBytes(32).toString('base64');
    expect(keyFromEnvironment('BACKUP_KEY', key)?.length).toBe(32);
    expect(keyFromEnvironment('BACKUP_KEY', undefined)).toBeUndefined();
    expect(() => keyFromEnvironment('BACKUP_KEY', 'short')).toThrow(
      'BACKUP_KEY must be 32 random bytes in base64: make one with `openssl rand -base64 32`.',
    );
    expect(() => keyFromEnvironment('BACKUP_KEY', randomBytes(16).toString('base64'))).toThrow(
      'BACKUP_KEY must be',
    );
  });

  it('npm run db:backup refuses to write a plain backup in production, and encrypts with BACKUP_KEY', async () => {
    const file = join(directory, 'cli-encrypted', 'backup.db');
    const { BACKUP_KEY: _unset, ...inherited } = process.env;
    const production = { ...inherited, DATABASE_URL: databaseFile, NODE_ENV: 'production' };
    await expect(
      run('npx', ['tsx', 'scripts/db-backup.ts', file], { env: production }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('BACKUP_KEY is required in production'),
    });
    expect(existsSync(file)).toBe(false);
    const key = randomBytes(32).toString('base64');
    const { stdout } = await run('npx', ['tsx', 'scripts/db-backup.ts', file], {
      env: { ...production, BACKUP_KEY: key },
    });
    expect(stdout).toContain('encrypted with BACKUP_KEY');
    const target = join(directory, 'cli-encrypted', 'restored.db');
    const wrong = run('npx', ['tsx', 'scripts/db-restore.ts', file], {
      env: { ...production, DATABASE_URL: target, BACKUP_KEY: randomBytes(32).toString('base64') },
    });
    await expect(wrong).rejects.toMatchObject({ stderr: expect.stringContaining('could not be decrypted') });
    const restored = await run('npx', ['tsx', 'scripts/db-restore.ts', file], {
      env: { ...production, DATABASE_URL: target, BACKUP_KEY: key },
    });
    expect(restored.stdout).toContain(`Restored ${file} to ${target}`);
  });

  it('leaves nothing beside its backups or the restored database, and removes what earlier backups left (issue 56)', async () => {
    const folder = join(directory, 'tidy');
    const key = randomBytes(32).toString('base64');
    const env = { ...process.env, DATABASE_URL: databaseFile, NODE_ENV: 'test', BACKUP_KEY: key };
    // What backups made before this left: old enough to be nobody's running now.
    mkdirSync(folder, { recursive: true });
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of ['app-old.db.partial-wal', 'app-old.db.partial-shm', 'app-old.db.partial']) {
      writeFileSync(join(folder, name), 'left over');
      utimesSync(join(folder, name), hoursAgo, hoursAgo);
    }
    writeFileSync(join(folder, 'notes.txt'), 'the operator’s own file');
    const { stdout } = await run('npx', ['tsx', 'scripts/db-backup.ts', join(folder, 'plain.db')], {
      env: { ...env, BACKUP_KEY: '' },
    });
    expect(stdout).toContain(
      `Removed ${join(folder, 'app-old.db.partial-wal')} (left by an earlier backup).`,
    );
    await run('npx', ['tsx', 'scripts/db-backup.ts', join(folder, 'sealed.db')], { env });
    expect(readdirSync(folder).sort()).toEqual(['notes.txt', 'plain.db', 'sealed.db']);

    const restoredFolder = join(directory, 'tidy-restored');
    const target = join(restoredFolder, 'app.db');
    for (const backup of ['plain.db', 'sealed.db'])
      await run('npx', ['tsx', 'scripts/db-restore.ts', join(folder, backup)], {
        env: { ...env, DATABASE_URL: target, DATA_DIR: restoredFolder },
      });
    expect(readdirSync(restoredFolder).filter((name) => /partial|decrypted|-wal$|-shm$/.test(name))).toEqual(
      [],
    );
    expect(readdirSync(folder).sort()).toEqual(['notes.txt', 'plain.db', 'sealed.db']);
  });
});

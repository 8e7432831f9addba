import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { BackupKeyError, decryptFile, encryptFile, isEncryptedBackup } from './backup-crypto';
import { backupApplicationId } from './backup-rotation';

/**
 * Backups of the SQLite database (issue 10) with SQLite's online backup API: the site keeps taking
 * writes while a consistent copy is made (each step of the backup reads one snapshot; a write by
 * the site between steps restarts it, and from the second step on the rest is copied in one step,
 * so the copy ends). PostgreSQL's are in backup-postgres.ts.
 */

/**
 * Removes a SQLite file with what SQLite may have made beside it: its write-ahead log and shared
 * memory (`-wal`, `-shm`, made by opening a copy of a WAL database) and a rollback journal (issue
 * 56: every backup left `.partial-shm` and `.partial-wal` in the backups folder, and a restore
 * `.decrypted-shm` and `.decrypted-wal` beside the database; rotation never removed them).
 */
export function removeSqliteFile(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
}

/** The tables a copy of this site's database must have, to be worth restoring. */
const expectedTables = ['kysely_migration', 'consultation_requests', 'pipeline_leads', 'outbox_messages'];

/**
 * Copies the live database at `source` to `destination` (replaced if it exists); the pages copied.
 * With a key (issue 21) the file written is the checked copy encrypted with AES-256-GCM: the
 * plain copy exists only beside it, briefly, and is removed.
 */
export async function backupSqlite(source: string, destination: string, key?: Buffer): Promise<number> {
  if (!existsSync(source)) throw new Error(`There is no database at ${source}.`);
  mkdirSync(dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  removeSqliteFile(partial);
  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    const result = await database.backup(partial, {
      // Everything that is left, in one step: a busy site cannot keep the copy restarting.
      progress: ({ remainingPages }) => Math.max(remainingPages, 100),
    });
    markAsBackup(partial);
    checkCopy(partial);
    // Only a whole, checked copy takes the backup's name.
    if (key) {
      const encrypted = `${destination}.partial-encrypted`;
      try {
        await encryptFile(partial, encrypted, key);
        renameSync(encrypted, destination);
      } finally {
        rmSync(encrypted, { force: true });
      }
    } else renameSync(partial, destination);
    return result.totalPages;
  } finally {
    database.close();
    removeSqliteFile(partial);
  }
}

/**
 * Sets this site's application id in the copy's header, by which `db:backup` knows its own files
 * (issue 30), and makes the copy a rollback-journal database: a copy of a WAL database opened
 * again (to check it, to restore it) makes `-wal` and `-shm` files beside itself.
 */
function markAsBackup(path: string): void {
  const copy = new SqliteDatabase(path, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    copy.pragma(`application_id = ${backupApplicationId}`);
  } finally {
    copy.close();
  }
}

/** Refuses a file that is not a sound copy of this site's database. */
export function checkCopy(path: string): void {
  const copy = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${path} is damaged: ${integrity}`);
    const tables = new Set(
      (copy.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = expectedTables.filter((table) => !tables.has(table));
    if (missing.length) throw new Error(`${path} is not a backup of this site (no ${missing.join(', ')}).`);
  } finally {
    copy.close();
  }
}

/**
 * Puts the backup at `backup` in place of the database at `target`. Stop the site first: the copy
 * is written through SQLite (so a stale write-ahead log of the old database cannot survive it),
 * and the old database is kept beside it as `<target>.before-restore`.
 */
export async function restoreSqlite(backup: string, target: string, key?: Buffer): Promise<void> {
  if (!existsSync(backup)) throw new Error(`There is no backup at ${backup}.`);
  if (isEncryptedBackup(backup)) {
    if (!key)
      throw new BackupKeyError('This backup is encrypted: set BACKUP_KEY to the key it was made with.');
    mkdirSync(dirname(target), { recursive: true });
    const decrypted = `${target}.decrypted`;
    try {
      await decryptFile(backup, decrypted, key);
      return await restoreSqlite(decrypted, target);
    } finally {
      removeSqliteFile(decrypted);
    }
  }
  checkCopy(backup);
  mkdirSync(dirname(target), { recursive: true });
  if (existsSync(target)) {
    const keep = `${target}.before-restore`;
    await backupSqlite(target, keep).catch(() => undefined);
  }
  const source = new SqliteDatabase(backup, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    source.close();
  }
  // The live database is not a backup: a copy of it in the backups folder is not one to expire.
  const restored = new SqliteDatabase(target, { fileMustExist: true });
  try {
    restored.pragma('application_id = 0');
  } finally {
    restored.close();
  }
  checkCopy(target);
}

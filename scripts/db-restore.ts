/**
 * `npm run db:restore -- <file> [--replace]`: puts a backup made by `npm run db:backup` in place of
 * the database (DATABASE_URL). Stop the site first. An encrypted backup is read whole and checked
 * (the key, every byte) before anything changes.
 * SQLite: the database it replaces is kept as `<database>.before-restore`.
 * PostgreSQL (issue 30): refuses a database that has tables unless `--replace`; the restore (and
 * with `--replace`, dropping what was there) is one transaction.
 * The backup is then recorded in the restored database as its last backup (issue 46).
 */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { restoreSqlite } from '../src/server/db/backup';
import { keyFromEnvironment } from '../src/server/db/backup-crypto';
import { restorePostgres } from '../src/server/db/backup-postgres';
import { recordRestoredBackup } from '../src/server/db/backup-record';
import { exitOnError } from './exit-on-error';

try {
  const { database } = loadConfig();
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--replace');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(', ')}: the only one is --replace.`);
    process.exit(1);
  }
  const backup = args.find((arg) => !arg.startsWith('--'));
  if (!backup) {
    console.error('Name the backup to restore: npm run db:restore -- backups/app-….db');
    process.exit(1);
  }
  const key = keyFromEnvironment('BACKUP_KEY', process.env.BACKUP_KEY);
  if (database.dialect === 'postgres') {
    const { tablesReplaced } = await restorePostgres(backup, database.connectionString, key, { replace });
    console.info(
      `Restored ${backup} to the PostgreSQL database${tablesReplaced > 0 ? ` (replacing its ${tablesReplaced} tables)` : ''}.`,
    );
  } else {
    // An encrypted backup is decrypted with BACKUP_KEY and checked (GCM's tag) before anything is replaced.
    await restoreSqlite(backup, database.filename, key);
    console.info(
      `Restored ${backup} to ${database.filename} (the previous database is kept as ${database.filename}.before-restore).`,
    );
  }
  // The backup holds what the database now holds: Today names it as the last backup.
  const handle = openDatabase(database);
  try {
    const file = statSync(backup);
    await recordRestoredBackup(handle, {
      file: basename(backup),
      bytes: file.size,
      madeAt: file.mtime.toISOString(),
    });
  } finally {
    await handle.close();
  }
} catch (error) {
  exitOnError('Restore', error);
}

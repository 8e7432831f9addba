/**
 * `npm run db:restore -- <file>`: puts a backup made by `npm run db:backup` in place of the SQLite
 * database (DATABASE_URL). Stop the site first; the database it replaces is kept as
 * `<database>.before-restore`.
 */
import { loadConfig } from '../src/server/config';
import { restoreSqlite } from '../src/server/db/backup';
import { keyFromEnvironment } from '../src/server/db/backup-crypto';
import { exitOnError } from './exit-on-error';

try {
  const { database } = loadConfig();
  if (database.dialect !== 'sqlite') {
    console.error('DATABASE_URL is PostgreSQL: restore it with pg_restore or psql.');
    process.exit(1);
  }
  const backup = process.argv[2];
  if (!backup) {
    console.error('Name the backup to restore: npm run db:restore -- backups/app-….db');
    process.exit(1);
  }
  // An encrypted backup is decrypted with BACKUP_KEY and checked (GCM's tag) before anything is replaced.
  await restoreSqlite(backup, database.filename, keyFromEnvironment('BACKUP_KEY', process.env.BACKUP_KEY));
  console.info(
    `Restored ${backup} to ${database.filename} (the previous database is kept as ${database.filename}.before-restore).`,
  );
} catch (error) {
  exitOnError('Restore', error);
}

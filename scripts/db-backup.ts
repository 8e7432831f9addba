/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the database (DATABASE_URL) while the site
 * runs, encrypted with BACKUP_KEY (AES-256-GCM; required in production, the default, and always
 * for PostgreSQL). SQLite: SQLite's online backup, default file backups/app-<date and time>.db.
 * PostgreSQL: pg_dump's custom format, default backups/app-<date and time>.pgdump. Then the
 * backups in that folder older than BACKUP_KEEP_DAYS days (default 35; 0 keeps all) are removed,
 * only files this command made (issue 30).
 */
import { dirname, join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { backupSqlite } from '../src/server/db/backup';
import { keyFromEnvironment } from '../src/server/db/backup-crypto';
import { backupPostgres } from '../src/server/db/backup-postgres';
import { removeExpiredBackups } from '../src/server/db/backup-rotation';
import { exitOnError } from './exit-on-error';

try {
  const { database, env, site } = loadConfig();
  const key = keyFromEnvironment('BACKUP_KEY', process.env.BACKUP_KEY);
  if (!key && (env === 'production' || database.dialect === 'postgres')) {
    console.error(
      `BACKUP_KEY is required ${database.dialect === 'postgres' ? 'for PostgreSQL backups' : 'in production'} (backups hold client data): make one with \`openssl rand -base64 32\`, keep it off this machine, and set it.`,
    );
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const extension = database.dialect === 'postgres' ? 'pgdump' : 'db';
  const destination = process.argv[2] ?? join('backups', `app-${stamp}.${extension}`);
  if (database.dialect === 'postgres') {
    await backupPostgres(database.connectionString, destination, key as Buffer);
    console.info(`Backed up the PostgreSQL database to ${destination} (pg_dump, encrypted with BACKUP_KEY).`);
  } else {
    const pages = await backupSqlite(database.filename, destination, key);
    console.info(
      `Backed up ${database.filename} to ${destination} (${pages} pages${key ? ', encrypted with BACKUP_KEY' : ', NOT encrypted: set BACKUP_KEY'}).`,
    );
  }
  // Only after a good backup: an erasure reaches the backups within BACKUP_KEEP_DAYS days.
  const keepDays = site.backupKeepDays;
  for (const removed of removeExpiredBackups(dirname(destination), keepDays, new Date()))
    console.info(`Removed ${removed} (older than ${keepDays} days, BACKUP_KEEP_DAYS).`);
} catch (error) {
  exitOnError('Backup', error);
}

/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the SQLite database (DATABASE_URL) while
 * the site runs, encrypted with BACKUP_KEY (AES-256-GCM; required when NODE_ENV is production,
 * the default); default file backups/app-<date and time>.db.
 */
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { backupSqlite } from '../src/server/db/backup';
import { keyFromEnvironment } from '../src/server/db/backup-crypto';
import { exitOnError } from './exit-on-error';

try {
  const { database, env } = loadConfig();
  const key = keyFromEnvironment('BACKUP_KEY', process.env.BACKUP_KEY);
  if (!key && env === 'production') {
    console.error(
      'BACKUP_KEY is required in production (backups hold client data): make one with `openssl rand -base64 32`, keep it off this machine, and set it.',
    );
    process.exit(1);
  }
  if (database.dialect !== 'sqlite') {
    console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump or your host’s snapshots.');
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = process.argv[2] ?? join('backups', `app-${stamp}.db`);
  const pages = await backupSqlite(database.filename, destination, key);
  console.info(
    `Backed up ${database.filename} to ${destination} (${pages} pages${key ? ', encrypted with BACKUP_KEY' : ', NOT encrypted: set BACKUP_KEY'}).`,
  );
} catch (error) {
  exitOnError('Backup', error);
}

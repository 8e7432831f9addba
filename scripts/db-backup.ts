/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the SQLite database (DATABASE_URL) while
 * the site runs; default file backups/app-<date and time>.db.
 */
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { backupSqlite } from '../src/server/db/backup';
import { exitOnError } from './exit-on-error';

try {
  const { database } = loadConfig();
  if (database.dialect !== 'sqlite') {
    console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump or your host’s snapshots.');
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = process.argv[2] ?? join('backups', `app-${stamp}.db`);
  const pages = await backupSqlite(database.filename, destination);
  console.info(`Backed up ${database.filename} to ${destination} (${pages} pages).`);
} catch (error) {
  exitOnError('Backup', error);
}

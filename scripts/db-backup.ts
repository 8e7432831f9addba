/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the database (DATABASE_URL) while the site
 * runs, encrypted with BACKUP_KEY (AES-256-GCM; required in production, the default, and always
 * for PostgreSQL). SQLite: SQLite's online backup, default file backups/app-<date and time>.db.
 * PostgreSQL: pg_dump's custom format, default backups/app-<date and time>.pgdump. Then the
 * backups in that folder older than BACKUP_KEEP_DAYS days (default 35; 0 keeps all) are removed,
 * only files this command made (issue 30).
 *
 * Each good backup is recorded in the database (issue 46: Today and the daily digest say when the
 * last was made), then BACKUP_COPY_COMMAND, when set, copies it off the machine with the file's
 * path in $BACKUP_FILE; a failed copy is recorded too and makes this command exit 1.
 */
import { statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { backupSqlite } from '../src/server/db/backup';
import { keyFromEnvironment } from '../src/server/db/backup-crypto';
import { backupPostgres } from '../src/server/db/backup-postgres';
import { recordBackup, recordCopy, runCopyCommand } from '../src/server/db/backup-record';
import { removeBackupLeftovers, removeExpiredBackups } from '../src/server/db/backup-rotation';
import { exitOnError } from './exit-on-error';

try {
  const { database, env, site, backup } = loadConfig();
  const key = keyFromEnvironment('BACKUP_KEY', process.env.BACKUP_KEY);
  if (!key && (env === 'production' || database.dialect === 'postgres')) {
    console.error(
      `BACKUP_KEY is required ${database.dialect === 'postgres' ? 'for PostgreSQL backups' : 'in production'} (backups hold client data): make one with \`openssl rand -base64 32\`, keep it off this machine, and set it.`,
    );
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const extension = database.dialect === 'postgres' ? 'pgdump' : 'db';
  const destination = process.argv[2] ?? join(backup.directory, `app-${stamp}.${extension}`);
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
  for (const removed of removeBackupLeftovers(dirname(destination), new Date()))
    console.info(`Removed ${removed} (left by an earlier backup).`);

  const handle = openDatabase(database);
  let copyFailure: string | null = null;
  try {
    let recorded: string | undefined;
    try {
      recorded = await recordBackup(handle, {
        file: basename(destination),
        bytes: statSync(destination).size,
        madeAt: new Date().toISOString(),
        copyWanted: backup.copyCommand !== undefined,
      });
    } catch (error) {
      // The backup is good; only Today will not know of it (a database the site has not migrated yet).
      console.warn(
        `The backup is made, but could not be recorded in the database (start the site once to bring it up to date): ${error instanceof Error ? error.message : error}`,
      );
    }
    if (backup.copyCommand) {
      copyFailure = await runCopyCommand(backup.copyCommand, destination);
      if (recorded)
        await recordCopy(
          handle,
          recorded,
          copyFailure === null ? { copiedAt: new Date().toISOString() } : { error: copyFailure },
        );
      console.info(
        copyFailure === null
          ? `Copied ${destination} off the machine (BACKUP_COPY_COMMAND).`
          : `The copy off the machine failed (BACKUP_COPY_COMMAND): ${copyFailure}`,
      );
    }
  } finally {
    await handle.close();
  }
  if (copyFailure !== null) process.exit(1);
} catch (error) {
  exitOnError('Backup', error);
}

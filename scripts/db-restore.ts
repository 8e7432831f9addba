/**
 * `npm run db:restore -- <file> [--replace]`: puts a backup made by `npm run db:backup` in place of
 * the database (DATABASE_URL). Stop the site first. An encrypted backup is read whole and checked
 * (the key, every byte) before anything changes.
 * SQLite: the database it replaces is kept as `<database>.before-restore`.
 * PostgreSQL (issue 30): refuses a database that has tables unless `--replace`; the restore (and
 * with `--replace`, dropping what was there) is one transaction.
 * The backup is then recorded in the restored database as its last backup (issue 46), and every
 * erasure made after it (the ledger in DATA_DIR, D36) is applied again, saying how many (issue 56).
 */
import { existsSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { restoreSqlite } from '../src/server/db/backup';
import { keyFromEnvironment } from '../src/server/db/backup-crypto';
import { restorePostgres } from '../src/server/db/backup-postgres';
import { recordRestoredBackup } from '../src/server/db/backup-record';
import { createFieldCipher, type FieldCipher, keyFilePath, loadDataKey } from '../src/server/db/field-crypto';
// The ledger's two modules, not the privacy feature's index: it brings the routes, and this script
// would start two seconds later for them.
import { erasureLedgerPath, readErasures } from '../src/server/features/privacy/erasure-ledger';
import { reapplyErasures } from '../src/server/features/privacy/erasure-restore';
import { exitOnError } from './exit-on-error';

/** The data key when it is at hand (DATA_KEY, or the key file), to check the ledger's hashes; never made here. */
function cipherIfAvailable(dataDir: string): FieldCipher | undefined {
  if (!process.env.DATA_KEY && !existsSync(keyFilePath(dataDir))) return undefined;
  return createFieldCipher(loadDataKey(process.env.DATA_KEY, dataDir, () => {}));
}

try {
  const { database, dataDir } = loadConfig();
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
    // Erased stays erased (D36): the erasures made after this backup, applied again.
    const ledgerPath = erasureLedgerPath(dataDir);
    const cipher = cipherIfAvailable(dataDir);
    const done = await reapplyErasures(handle, readErasures(ledgerPath), {
      now: new Date(),
      restoredFrom: basename(backup),
      cipher,
    });
    console.info(
      done.reapplied === 0
        ? `No erasure was made after this backup (${ledgerPath}).`
        : `Applied again ${done.reapplied} erasure${done.reapplied === 1 ? '' : 's'} made after this backup (${ledgerPath}): ${done.reapplied === 1 ? 'that person is' : 'those people are'} erased again.`,
    );
    if (!done.checked)
      console.warn(
        'No data key here (DATA_KEY or its key file): the restored clients were not checked against the erased people’s details.',
      );
    else if (done.stillHeld.length > 0)
      console.warn(
        `${done.stillHeld.length} other client${done.stillHeld.length === 1 ? ' holds' : 's hold'} an e-mail, phone or ID number of an erased person: check ${done.stillHeld.length === 1 ? 'them' : 'each'} in the back office (${done.stillHeld.map((id) => `/admin/clients/${id}`).join(', ')}).`,
      );
  } finally {
    await handle.close();
  }
} catch (error) {
  exitOnError('Restore', error);
}

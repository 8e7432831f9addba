import { closeSync, openSync, readdirSync, readSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isEncryptedBackup } from './backup-crypto';

/**
 * Backups that expire (issue 30): `npm run db:backup` keeps `BACKUP_KEEP_DAYS` days of backups in
 * its folder and removes older ones, so a person erased today has left every backup within that
 * many days, as the privacy page says. It removes only files it made itself, recognised by their
 * first bytes: an encrypted backup's header, or a plain SQLite copy carrying this site's
 * application id (set on every copy it makes). Anything else in the folder stays.
 */

/** SQLite's application id of this site's backups: 'ADVB' (the header's bytes 68-71). */
export const backupApplicationId = 0x41445642;

const sqliteHeader = Buffer.from('SQLite format 3\0', 'ascii');

/** True when the file at `path` is a backup `db:backup` made (by its header). */
export function isOwnBackup(path: string): boolean {
  try {
    if (isEncryptedBackup(path)) return true;
  } catch {
    return false;
  }
  const head = Buffer.alloc(72);
  try {
    const handle = openSync(path, 'r');
    try {
      if (readSync(handle, head, 0, head.length, 0) < head.length) return false;
    } finally {
      closeSync(handle);
    }
  } catch {
    return false; // not readable here: not ours to remove
  }
  return (
    head.subarray(0, sqliteHeader.length).equals(sqliteHeader) &&
    head.readUInt32BE(68) === backupApplicationId
  );
}

/**
 * Removes the backups in `folder` written more than `keepDays` days before `now` (0 keeps them
 * all); the paths removed, oldest first. Only the folder itself is read, not folders inside it.
 */
export function removeExpiredBackups(folder: string, keepDays: number, now: Date): string[] {
  if (keepDays === 0) return [];
  const cutoff = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const expired = names
    .map((name) => join(folder, name))
    .map((path) => ({ path, stat: statSync(path, { throwIfNoEntry: false }) }))
    .filter(({ stat }) => stat?.isFile() && stat.mtimeMs < cutoff)
    .filter(({ path }) => isOwnBackup(path))
    .sort((a, b) => (a.stat?.mtimeMs ?? 0) - (b.stat?.mtimeMs ?? 0));
  for (const { path } of expired) rmSync(path);
  return expired.map(({ path }) => path);
}

/** What a backup makes and removes on its way (a copy before its check, before its encryption). */
const leftoverSuffixes = [
  '.partial',
  '.partial-wal',
  '.partial-shm',
  '.partial-journal',
  '.partial-encrypted',
];

/**
 * Removes what earlier backups left in `folder` (issue 56: every run left `.partial-shm` and
 * `.partial-wal`, which the rotation, reading headers, never took): the files with those endings
 * older than an hour (a backup running now keeps its own). The paths removed.
 */
export function removeBackupLeftovers(folder: string, now: Date): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!leftoverSuffixes.some((suffix) => name.endsWith(suffix))) continue;
    const path = join(folder, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile() || now.getTime() - stat.mtimeMs < 60 * 60 * 1000) continue;
    rmSync(path, { force: true });
    removed.push(path);
  }
  return removed;
}

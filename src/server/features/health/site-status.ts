import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import {
  restoreToldForMs,
  type SiteFacts,
  type SiteHealth,
  siteHealth,
} from '../../../domain/site/site-health';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db';
import { siteRecords } from './repository';

/**
 * The facts behind what the adviser is told about the site (issue 46; the words and thresholds are
 * `domain/site/site-health.ts`): the last backup `npm run db:backup` recorded, the e-mails that are
 * failing or kept unsent, and how full the disk holding the data is.
 */

export interface DiskSpace {
  usedBytes: number;
  totalBytes: number;
}

/** Reads a folder's disk: the tests give their own. */
export type DiskReader = (path: string) => Promise<DiskSpace>;

/** As `df` counts: in use against what is in use plus what an unprivileged user may still take. */
export const readDisk: DiskReader = async (path) => {
  const stats = await statfs(path);
  const used = (stats.blocks - stats.bfree) * stats.bsize;
  return { usedBytes: used, totalBytes: used + stats.bavail * stats.bsize };
};

/** The folders that hold the site's data: the SQLite file's and the backups'. */
export function dataFolders(config: Pick<Config, 'database' | 'backup'>): string[] {
  const folders = [resolve(config.backup.directory)];
  if (config.database.dialect === 'sqlite' && config.database.filename !== ':memory:')
    folders.unshift(dirname(resolve(config.database.filename)));
  return folders;
}

/** The nearest folder at or above `path` that exists (a backups folder not made yet is on its parent's disk). */
function existing(path: string): string {
  let current = path;
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}

/** The fullest of the data's disks, or null when none could be read. */
async function fullestDisk(folders: string[], read: DiskReader): Promise<DiskSpace | null> {
  let fullest: DiskSpace | null = null;
  for (const folder of folders) {
    try {
      const disk = await read(existing(folder));
      if (
        disk.totalBytes > 0 &&
        (!fullest || disk.usedBytes / disk.totalBytes > fullest.usedBytes / fullest.totalBytes)
      )
        fullest = disk;
    } catch {
      // A disk that cannot be read says nothing; the others still count.
    }
  }
  return fullest;
}

/** E-mails are looked at this far back: an old failure is history, not the state of the site. */
const mailWindowMs = 2 * 24 * 60 * 60 * 1000;

export async function siteFacts(
  database: DatabaseHandle,
  now: Date,
  folders: string[],
  readDiskOf: DiskReader = readDisk,
): Promise<SiteFacts> {
  const { db } = database;
  const since = new Date(now.getTime() - mailWindowMs).toISOString();
  const restoreSince = new Date(now.getTime() - restoreToldForMs).toISOString();
  const [[backup, failing, lastError, lastSent, unsent, restore], disk] = await Promise.all([
    siteRecords(db, since, restoreSince),
    fullestDisk(folders, readDiskOf),
  ]);
  const failingCount = Number(failing?.count ?? 0);
  const unsentCount = Number(unsent?.count ?? 0);
  return {
    lastBackup: backup
      ? {
          madeAt: backup.made_at,
          copyWanted: Number(backup.copy_wanted) === 1,
          copiedAt: backup.copied_at,
          copyError: backup.copy_error,
        }
      : null,
    failingMail:
      failingCount > 0 && failing?.oldest
        ? { count: failingCount, oldestAt: failing.oldest, lastError: lastError?.last_error ?? null }
        : null,
    lastSentAt: lastSent?.last ?? null,
    unsentMail: unsentCount > 0 && unsent?.oldest ? { count: unsentCount, oldestAt: unsent.oldest } : null,
    disk,
    lastRestore: restore ? restoreFact(restore.created_at, restore.details) : null,
  };
}

/** The `database-restored` audit entry (features/privacy/erasure-restore.ts) as a fact for Today. */
function restoreFact(at: string, details: string | null): NonNullable<SiteFacts['lastRestore']> {
  let parsed: { restoredFrom?: unknown; erasuresReapplied?: unknown; stillHeld?: unknown } = {};
  try {
    parsed = JSON.parse(details ?? '{}') as typeof parsed;
  } catch {
    // An entry whose details were erased: the restore is still told.
  }
  return {
    at,
    file: typeof parsed.restoredFrom === 'string' ? parsed.restoredFrom : 'a backup',
    erasuresReapplied: typeof parsed.erasuresReapplied === 'number' ? parsed.erasuresReapplied : 0,
    stillHeld: Array.isArray(parsed.stillHeld) ? parsed.stillHeld.length : 0,
  };
}

export async function siteStatus(
  database: DatabaseHandle,
  now: Date,
  folders: string[],
  readDiskOf: DiskReader = readDisk,
): Promise<SiteHealth> {
  return siteHealth(await siteFacts(database, now, folders, readDiskOf), now);
}

import { windhoekDateLabel, windhoekTimeLabel } from '../windhoek-time';

/**
 * What the adviser is told about the site itself (issue 46), on Today and in the daily digest:
 * when the last backup was made, and a warning when backups stopped, e-mails stopped going out or
 * the disk holding the data is nearly full. Worked out here from facts the server gathers, so the
 * thresholds are tested with the clock moved.
 */

/** The heading over the warnings, on Today and in the daily digest (whose subject then ends with it). */
export const siteAttentionTitle = 'The site needs attention';

/** A backup older than this is a warning: the daily timer missed at least one run. */
export const backupWarnAfterMs = 2 * 24 * 60 * 60 * 1000;
/**
 * E-mails failing for longer than this are a warning on Today and make `GET /api/health` answer 503
 * (issue 56: with the mail server refusing every connection, health said "running" for ever).
 */
export const mailWarnAfterMs = 10 * 60 * 1000;
/** E-mails kept unsent (no SMTP_URL) for longer than this are a warning. */
export const unsentWarnAfterMs = 60 * 60 * 1000;

/** The same words on Today, in the digest and in the health check's 503. */
export function mailFailingMessage(elapsed: string, waiting: number, lastError: string | null): string {
  return `E-mails have not been going out for ${elapsed}: ${waiting} waiting${lastError ? `; the mail server said: ${lastError}` : ''}.`;
}
/** A restore is told on Today for this long after it. */
export const restoreToldForMs = 7 * 24 * 60 * 60 * 1000;
/** The share of the data's disk in use above which the adviser is warned. */
export const diskWarnAbove = 0.85;

export interface SiteFacts {
  /** The last backup `npm run db:backup` recorded, if any. */
  lastBackup: {
    madeAt: string;
    /** A copy off the machine was asked for (BACKUP_COPY_COMMAND). */
    copyWanted: boolean;
    copiedAt: string | null;
    copyError: string | null;
  } | null;
  /**
   * E-mails not sent after at least one failed attempt (queued for another try, or given up), made
   * in the last two days: how many, the oldest's time, the last error.
   */
  failingMail: { count: number; oldestAt: string; lastError: string | null } | null;
  /** The last time any e-mail went out. */
  lastSentAt: string | null;
  /** E-mails kept unsent because no SMTP server is set: how many and the oldest's time. */
  unsentMail: { count: number; oldestAt: string } | null;
  /** The disk holding the site's data: bytes in use and in all (null: could not be read). */
  disk: { usedBytes: number; totalBytes: number } | null;
  /**
   * The last `npm run db:restore` (issue 56, D36), if any: when, from which backup, how many
   * erasures made after it were applied again, and how many other clients still hold an erased
   * person's details.
   */
  lastRestore?: { at: string; file: string; erasuresReapplied: number; stillHeld: number } | null;
}

export type SiteWarningKind =
  | 'no-backup'
  | 'backup-old'
  | 'backup-not-copied'
  | 'mail-failing'
  | 'mail-unsent'
  | 'disk-full'
  | 'restored';

export interface SiteWarning {
  kind: SiteWarningKind;
  message: string;
}

export interface SiteHealth {
  /** When the last backup was made (ISO), or null: none recorded. */
  lastBackupAt: string | null;
  /** 'Last backup: 26 November 2026 at 3:00 AM.', or that none was made. */
  backupLine: string;
  /** The share of the data's disk in use (0 to 1), when it could be read. */
  diskUsed: number | null;
  warnings: SiteWarning[];
}

/** '26 November 2026 at 3:00 AM' in Windhoek. */
function when(instant: string): string {
  return `${windhoekDateLabel(instant)} at ${windhoekTimeLabel(instant)}`;
}

/** Whole days, hours or minutes between two instants, in words: '3 days', '5 hours', '12 minutes'. */
export function elapsedWords(fromMs: number, toMs: number): string {
  const minutes = Math.floor((toMs - fromMs) / 60_000);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor((toMs - fromMs) / 3_600_000);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

export function siteHealth(facts: SiteFacts, now: Date): SiteHealth {
  const nowMs = now.getTime();
  const warnings: SiteWarning[] = [];
  const backup = facts.lastBackup;
  if (!backup) {
    warnings.push({
      kind: 'no-backup',
      message:
        'No backup has been made yet. Backups run from a daily timer (deploy/install.sh sets it up) or with npm run db:backup.',
    });
  } else {
    const madeMs = Date.parse(backup.madeAt);
    if (nowMs - madeMs > backupWarnAfterMs)
      warnings.push({
        kind: 'backup-old',
        message: `The last backup was made ${elapsedWords(madeMs, nowMs)} ago, on ${when(backup.madeAt)}: the daily backup has stopped.`,
      });
    if (backup.copyWanted && !backup.copiedAt)
      warnings.push({
        kind: 'backup-not-copied',
        message: `The last backup was not copied off the machine${backup.copyError ? ` (${backup.copyError})` : ''}.`,
      });
  }
  const failing = facts.failingMail;
  if (failing && failing.count > 0) {
    const oldestMs = Date.parse(failing.oldestAt);
    const lastSentMs = facts.lastSentAt ? Date.parse(facts.lastSentAt) : Number.NEGATIVE_INFINITY;
    // Failing for an hour: the oldest failing e-mail is an hour old and nothing went out since it.
    if (nowMs - oldestMs > mailWarnAfterMs && lastSentMs < oldestMs)
      warnings.push({
        kind: 'mail-failing',
        message: mailFailingMessage(elapsedWords(oldestMs, nowMs), failing.count, failing.lastError),
      });
  }
  const unsent = facts.unsentMail;
  if (unsent && unsent.count > 0 && nowMs - Date.parse(unsent.oldestAt) > unsentWarnAfterMs)
    warnings.push({
      kind: 'mail-unsent',
      message: `${unsent.count} e-mail${unsent.count === 1 ? ' is' : 's are'} kept unsent: no mail server is set (SMTP_URL).`,
    });
  const diskUsed =
    facts.disk && facts.disk.totalBytes > 0 ? facts.disk.usedBytes / facts.disk.totalBytes : null;
  if (diskUsed !== null && diskUsed > diskWarnAbove)
    warnings.push({
      kind: 'disk-full',
      message: `The disk holding the site's data is ${Math.floor(diskUsed * 100)} % full: free some space or make it larger before it fills.`,
    });
  const restore = facts.lastRestore;
  if (restore && nowMs - Date.parse(restore.at) < restoreToldForMs) {
    const count = restore.erasuresReapplied;
    const erasures =
      count === 0
        ? 'No erasure had been made after that backup.'
        : `${count} erasure${count === 1 ? '' : 's'} made after that backup ${count === 1 ? 'was' : 'were'} applied again: erased stays erased.`;
    const held =
      restore.stillHeld > 0
        ? ` ${restore.stillHeld} other client${restore.stillHeld === 1 ? ' still holds' : 's still hold'} an e-mail, phone or ID number of an erased person: the audit log's entry names ${restore.stillHeld === 1 ? 'them' : 'each'}.`
        : '';
    warnings.push({
      kind: 'restored',
      message: `The database was restored from ${restore.file} on ${when(restore.at)}. ${erasures}${held}`,
    });
  }
  return {
    lastBackupAt: backup?.madeAt ?? null,
    backupLine: backup ? `Last backup: ${when(backup.madeAt)}.` : 'No backup has been made yet.',
    diskUsed,
    warnings,
  };
}

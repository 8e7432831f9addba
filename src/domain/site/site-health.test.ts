import { describe, expect, it } from 'vitest';
import { elapsedWords, type SiteFacts, siteHealth } from './site-health';

const now = new Date('2026-11-27T10:00:00.000Z'); // 12:00 in Windhoek (UTC+2)
const hour = 3_600_000;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

const quiet: SiteFacts = {
  lastBackup: { madeAt: ago(7 * hour), copyWanted: true, copiedAt: ago(7 * hour), copyError: null },
  failingMail: null,
  lastSentAt: ago(hour / 2),
  unsentMail: null,
  disk: { usedBytes: 40, totalBytes: 100 },
};

describe('siteHealth', () => {
  it('says when the last backup was made, in Windhoek time, and warns of nothing on a well site', () => {
    const health = siteHealth(quiet, now);
    // 10:00 UTC less 7 hours is 03:00 UTC, 5:00 AM in Windhoek.
    expect(health.backupLine).toBe('Last backup: 27 November 2026 at 5:00 AM.');
    expect(health.lastBackupAt).toBe('2026-11-27T03:00:00.000Z');
    expect(health.diskUsed).toBe(0.4);
    expect(health.warnings).toEqual([]);
  });

  const cases: Array<[string, Partial<SiteFacts>, string[]]> = [
    ['no backup ever', { lastBackup: null }, ['no-backup']],
    // Two days exactly is still fine; two days and a minute is not.
    [
      'a backup two days old',
      { lastBackup: { madeAt: ago(48 * hour), copyWanted: false, copiedAt: null, copyError: null } },
      [],
    ],
    [
      'a backup two days and a minute old',
      {
        lastBackup: { madeAt: ago(48 * hour + 60_000), copyWanted: false, copiedAt: null, copyError: null },
      },
      ['backup-old'],
    ],
    [
      'a backup whose copy failed',
      { lastBackup: { madeAt: ago(hour), copyWanted: true, copiedAt: null, copyError: 'exit status 1' } },
      ['backup-not-copied'],
    ],
    [
      'a backup without a copy command',
      { lastBackup: { madeAt: ago(hour), copyWanted: false, copiedAt: null, copyError: null } },
      [],
    ],
    // Issue 56: ten minutes, as the health check.
    [
      'e-mails failing for 9 minutes',
      { failingMail: { count: 3, oldestAt: ago(9 * 60_000), lastError: null }, lastSentAt: ago(2 * hour) },
      [],
    ],
    [
      'e-mails failing for 11 minutes, none sent since',
      { failingMail: { count: 3, oldestAt: ago(11 * 60_000), lastError: null }, lastSentAt: ago(2 * hour) },
      ['mail-failing'],
    ],
    [
      'one old failure but e-mails went out since (one bad address)',
      { failingMail: { count: 1, oldestAt: ago(5 * hour), lastError: null }, lastSentAt: ago(hour) },
      [],
    ],
    [
      'e-mails failing and none ever sent',
      { failingMail: { count: 2, oldestAt: ago(3 * hour), lastError: null }, lastSentAt: null },
      ['mail-failing'],
    ],
    ['e-mails kept unsent for 30 minutes', { unsentMail: { count: 4, oldestAt: ago(hour / 2) } }, []],
    [
      'e-mails kept unsent for two hours',
      { unsentMail: { count: 4, oldestAt: ago(2 * hour) } },
      ['mail-unsent'],
    ],
    ['the disk 85 % full', { disk: { usedBytes: 85, totalBytes: 100 } }, []],
    ['the disk 86 % full', { disk: { usedBytes: 86, totalBytes: 100 } }, ['disk-full']],
    ['the disk unreadable', { disk: null }, []],
    [
      'a restore six days ago',
      { lastRestore: { at: ago(6 * 24 * hour), file: 'app-1.db', erasuresReapplied: 1, stillHeld: 0 } },
      ['restored'],
    ],
    [
      'a restore seven days ago',
      { lastRestore: { at: ago(7 * 24 * hour), file: 'app-1.db', erasuresReapplied: 1, stillHeld: 0 } },
      [],
    ],
  ];
  it.each(cases)('%s', (_name, change, kinds) => {
    expect(siteHealth({ ...quiet, ...change }, now).warnings.map((warning) => warning.kind)).toEqual(kinds);
  });

  it('words each warning for the adviser', () => {
    const health = siteHealth(
      {
        lastBackup: {
          madeAt: '2026-11-24T01:00:00.000Z',
          copyWanted: true,
          copiedAt: null,
          copyError: 'exit status 1: rclone: no remote',
        },
        failingMail: { count: 5, oldestAt: ago(3 * hour), lastError: '421 Service not available' },
        lastSentAt: null,
        unsentMail: { count: 1, oldestAt: ago(2 * hour) },
        disk: { usedBytes: 913, totalBytes: 1000 },
      },
      now,
    );
    expect(health.warnings.map((warning) => warning.message)).toEqual([
      // 24 Nov 01:00 UTC to 27 Nov 10:00 UTC: 81 hours, 3 whole days; 3:00 AM in Windhoek.
      'The last backup was made 3 days ago, on 24 November 2026 at 3:00 AM: the daily backup has stopped.',
      'The last backup was not copied off the machine (exit status 1: rclone: no remote).',
      'E-mails have not been going out for 3 hours: 5 waiting; the mail server said: 421 Service not available.',
      '1 e-mail is kept unsent: no mail server is set (SMTP_URL).',
      // 913 / 1000 = 91.3 %, shown as 91.
      "The disk holding the site's data is 91 % full: free some space or make it larger before it fills.",
    ]);
    expect(health.backupLine).toBe('Last backup: 24 November 2026 at 3:00 AM.');
  });

  it.each([
    [0, 0, 'No erasure had been made after that backup.'],
    [1, 0, '1 erasure made after that backup was applied again: erased stays erased.'],
    [
      2,
      1,
      "2 erasures made after that backup were applied again: erased stays erased. 1 other client still holds an e-mail, phone or ID number of an erased person: the audit log's entry names them.",
    ],
  ])(
    'tells of a restore with %i erasures applied again and %i clients holding details',
    (reapplied, held, words) => {
      // 08:30 UTC is 10:30 AM in Windhoek.
      const health = siteHealth(
        {
          ...quiet,
          lastRestore: {
            at: '2026-11-27T08:30:00.000Z',
            file: 'app-2026-11-26.db',
            erasuresReapplied: reapplied,
            stillHeld: held,
          },
        },
        now,
      );
      expect(health.warnings).toEqual([
        {
          kind: 'restored',
          message: `The database was restored from app-2026-11-26.db on 27 November 2026 at 10:30 AM. ${words}`,
        },
      ]);
    },
  );
});

describe('elapsedWords', () => {
  it.each([
    [60_000, '1 minute'],
    [12 * 60_000 + 59_000, '12 minutes'],
    [59 * 60_000, '59 minutes'],
    [hour, '1 hour'],
    [47 * hour + 59 * 60_000, '47 hours'],
    [48 * hour, '2 days'],
    [73 * hour, '3 days'],
  ])('%d ms is %s', (ms, words) => {
    expect(elapsedWords(0, ms)).toBe(words);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBackup } from '../../db/backup-record';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';
import type { MailMessage } from '../notifications';
import type { DiskSpace } from './site-status';

/**
 * The site's health (issue 46): `GET /api/health` checks the database and the e-mail outbox;
 * `GET /api/admin/site-status` tells the adviser when the last backup was made and warns when it is
 * older than two days, when e-mails have been failing for an hour, or when the data's disk is over
 * 85 % full, each with the clock moved.
 */

const minute = 60_000;
const json = { 'content-type': 'application/json' };

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after 10 s`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

function enquire(testApp: TestApp, n: number) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/consultation-requests',
    headers: json,
    payload: JSON.stringify({ ...validConsultation, email: `health${n}@example.com` }),
    remoteAddress: `10.46.0.${n}`,
  });
}

describe.each(dialects)('GET /api/health (%s)', (dialect) => {
  let clock = new Date('2026-11-27T08:00:00.000Z');
  let release: () => void = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const sent: MailMessage[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, {
      env: { OUTBOX_POLL_MS: '30' },
      now: () => clock,
      // Each e-mail waits until the test lets it go: an SMTP server that holds the connection.
      mailTransport: {
        async sendMail(message) {
          await held;
          sent.push(message);
        },
      },
    });
  });
  afterAll(async () => {
    release();
    await testApp.close();
  });

  it('reports the database reachable and the outbox running', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable', outbox: 'running', dialect });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the outbox when a round of sending has run for over five minutes, and 200 once it ends', async () => {
    expect((await enquire(testApp, 1)).statusCode).toBe(201);
    await waitFor(async () => {
      const sending = await testApp.database.handle.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('status', '=', 'sending')
        .executeTakeFirst();
      return sending !== undefined;
    }, 'a round to claim the e-mails');
    clock = new Date(clock.getTime() + 4 * minute);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 2 * minute);
    const stalled = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The e-mail outbox has stopped: no round of sending has finished for too long.',
      },
      status: 'unhealthy',
      database: 'reachable',
      outbox: 'stalled',
    });

    release();
    await waitFor(async () => sent.length >= 2, 'the held e-mails to go');
    await waitFor(
      async () => (await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200,
      'the outbox to be well again',
    );
  });

  it('answers 503 naming the database once it is gone', async () => {
    const other = await createTestApp(dialect);
    await other.database.handle.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable.' },
      status: 'unhealthy',
      database: 'unreachable',
    });
    await other.app.close();
    await other.database.drop().catch(() => {});
  });
});

describe.each(dialects)('GET /api/admin/site-status (%s)', (dialect) => {
  let clock = new Date('2026-11-27T08:00:00.000Z');
  let disk: DiskSpace = { usedBytes: 40, totalBytes: 100 };
  let smtpDown = true;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, {
      env: { OUTBOX_POLL_MS: '30' },
      now: () => clock,
      readDisk: async () => disk,
      mailTransport: {
        async sendMail() {
          if (smtpDown)
            throw Object.assign(new Error('421 4.3.2 Service not available for someone@example.com'), {
              responseCode: 421,
            });
        },
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  let admin: AdminClient | undefined;
  const status = async () => {
    admin ??= await signInAdmin(testApp);
    let response = await admin.request({ method: 'GET', url: '/api/admin/site-status' });
    if (response.statusCode === 401) {
      // The session ended while the clock moved on by days.
      admin = await signInAdmin(testApp);
      response = await admin.request({ method: 'GET', url: '/api/admin/site-status' });
    }
    expect(response.statusCode).toBe(200);
    return response.json() as {
      backupLine: string;
      lastBackupAt: string | null;
      warnings: { kind: string; message: string }[];
    };
  };

  it('is for the team only, assistants included', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/site-status' })).statusCode).toBe(401);
    const assistant = await signInAdmin(testApp, testAccounts.assistant);
    expect((await assistant.request({ method: 'GET', url: '/api/admin/site-status' })).statusCode).toBe(200);
  });

  it('says no backup was made, then when the last was, and warns once it is over two days old', async () => {
    const fresh = await status();
    expect(fresh.backupLine).toBe('No backup has been made yet.');
    expect(fresh.warnings.map((warning) => warning.kind)).toEqual(['no-backup']);

    // 08:00 UTC is 10:00 AM in Windhoek.
    await recordBackup(testApp.database.handle, {
      file: 'app-test.db',
      bytes: 4096,
      madeAt: clock.toISOString(),
      copyWanted: false,
    });
    const made = await status();
    expect(made.backupLine).toBe('Last backup: 27 November 2026 at 10:00 AM.');
    expect(made.warnings).toEqual([]);

    clock = new Date(clock.getTime() + 2 * 24 * 60 * minute + minute);
    const old = await status();
    expect(old.warnings).toEqual([
      {
        kind: 'backup-old',
        message:
          'The last backup was made 2 days ago, on 27 November 2026 at 10:00 AM: the daily backup has stopped.',
      },
    ]);
    await recordBackup(testApp.database.handle, {
      file: 'app-test-2.db',
      bytes: 4096,
      madeAt: clock.toISOString(),
      copyWanted: false,
    });
    expect((await status()).warnings).toEqual([]);
  });

  it('warns when the disk holding the data is over 85 % full', async () => {
    disk = { usedBytes: 86, totalBytes: 100 };
    expect((await status()).warnings).toEqual([
      {
        kind: 'disk-full',
        message:
          "The disk holding the site's data is 86 % full: free some space or make it larger before it fills.",
      },
    ]);
    disk = { usedBytes: 40, totalBytes: 100 };
  });

  it('warns (and the health check is 503) when e-mails have been failing for ten minutes, naming the error without the address, and stops once they go', async () => {
    expect((await enquire(testApp, 2)).statusCode).toBe(201);
    const failed = async () => {
      const row = await testApp.database.handle.db
        .selectFrom('outbox_messages')
        .select('attempts')
        .where('attempts', '>', 0)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return row !== undefined;
    };
    await waitFor(failed, 'a failed attempt');
    expect((await status()).warnings).toEqual([]);

    const health = () => testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect((await health()).statusCode).toBe(200);

    // Issue 56: ten minutes of failures with e-mails waiting: Today warns and the health check is 503.
    clock = new Date(clock.getTime() + 11 * minute);
    const failing = await status();
    expect(failing.warnings.map((warning) => warning.kind)).toEqual(['mail-failing']);
    expect(failing.warnings[0]?.message).toMatch(
      /^E-mails have not been going out for 11 minutes: \d waiting; the mail server said: 421 4\.3\.2 Service not available for \[address\]\.$/,
    );
    // A round on the moved clock first (until one ends, the jump reads as a stalled sender).
    await waitFor(async () => (await health()).json().outbox !== 'stalled', 'a round after the clock moved');
    const unhealthy = await health();
    expect(unhealthy.statusCode).toBe(503);
    expect(unhealthy.json()).toMatchObject({
      status: 'unhealthy',
      database: 'reachable',
      outbox: 'failing',
      lastError: '421 4.3.2 Service not available for [address]',
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(
          /^The e-mail outbox is failing\. E-mails have not been going out for 11 minutes: \d waiting; the mail server said: 421 4\.3\.2 Service not available for \[address\]\.$/,
        ),
      },
    });

    clock = new Date(clock.getTime() + 50 * minute);
    expect((await status()).warnings[0]?.message).toMatch(/^E-mails have not been going out for 1 hour:/);
    // Read while a round retries them (claimed, 'sending'): still waiting, still warned of.
    const claim = (status: 'sending' | 'queued', until: string | null) =>
      testApp.database.handle.write([
        testApp.database.handle.db
          .updateTable('outbox_messages')
          .set({ status, claimed_until: until })
          .where('attempts', '>', 0)
          .where('status', 'in', ['queued', 'sending'])
          .compile(),
      ]);
    await claim('sending', new Date(clock.getTime() + 60 * minute).toISOString());
    expect((await status()).warnings.map((warning) => warning.kind)).toEqual(['mail-failing']);
    await claim('queued', null);

    smtpDown = false;
    // The retries fall due with the clock: moved past the longest back-off, they go.
    clock = new Date(clock.getTime() + 6 * 60 * minute);
    await waitFor(async () => !(await failed()), 'the e-mails to go');
    expect((await status()).warnings.filter((warning) => warning.kind === 'mail-failing')).toEqual([]);
    // Healthy once a round has ended on the moved clock: the round that sent them may still be
    // ending as they are marked sent, and until it has, the jump reads as a stalled sender (503).
    await waitFor(async () => (await health()).json().outbox !== 'stalled', 'a round after the clock moved');
    expect((await health()).statusCode).toBe(200);
  });
});

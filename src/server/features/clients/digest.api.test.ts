import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db';
import { recordBackup } from '../../db/backup-record';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';
import { renderEmail } from '../notifications';
import { runDailyDigest } from './digest';

/** The adviser's 07:00 digest (issue 18): once a day, only with something in it, even with two servers. */

describe.each(dialects)('daily digest (%s)', (dialect) => {
  let testApp: TestApp;
  let secondServer: DatabaseHandle;
  let clock = new Date('2026-11-24T04:00:00.000Z');
  beforeAll(async () => {
    // The app's outbox sender waits its longest between rounds (a minute): within this test's
    // seconds it does not mark the confirmations unsent (no SMTP_URL here), which the digest would
    // report as the site needing attention. It ran every second and did so on a busy machine.
    testApp = await createTestApp(dialect, { now: () => clock, env: { OUTBOX_POLL_MS: '60000' } });
    // Another server on the same database.
    secondServer = openDatabase(testApp.database.target);
  });
  afterAll(async () => {
    await secondServer.close();
    await testApp.close();
  });

  const digests = () =>
    testApp.database.handle.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('enquiry_type', '=', 'daily-digest')
      .orderBy('created_at')
      .execute();

  it('says nothing on a day with nothing in it', async () => {
    // A backup made the night before: the site needs nothing either.
    await recordBackup(testApp.database.handle, {
      file: 'app-night.db',
      bytes: 4096,
      madeAt: '2026-11-23T01:00:00.000Z',
      copyWanted: false,
    });
    // 07:30 in Windhoek on 23 November, before any enquiry.
    expect(await runDailyDigest(testApp.database.handle, new Date('2026-11-23T05:30:00.000Z'))).toBe(
      'nothing-to-send',
    );
    expect(await digests()).toEqual([]);
  });

  it('waits for 07:00 Windhoek time, then queues one digest a day across two servers', async () => {
    clock = new Date('2026-11-24T04:00:00.000Z'); // 06:00 in Windhoek
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validConsultation, fullName: 'Digest Person', phone: '081 555 0001' }),
    });
    expect(posted.statusCode).toBe(201);
    expect(await runDailyDigest(testApp.database.handle, new Date('2026-11-24T04:59:00.000Z'))).toBe(
      'not-yet',
    );

    // 07:00 in Windhoek: both servers check at once; one digest is queued.
    const at = new Date('2026-11-24T05:00:00.000Z');
    const outcomes = await Promise.all([
      runDailyDigest(testApp.database.handle, at),
      runDailyDigest(secondServer, at),
      runDailyDigest(secondServer, at),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => outcome !== 'queued').every((outcome) => outcome === 'done-already'),
    ).toBe(true);
    expect(await runDailyDigest(testApp.database.handle, new Date('2026-11-24T15:00:00.000Z'))).toBe(
      'done-already',
    );
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ audience: 'adviser', enquiry_id: '2026-11-24', status: 'queued' });

    const email = await renderEmail(digest!, {
      site: testApp.config.site,
      adviserEmail: 'adviser@example.com',
    });
    expect(email.to).toBe('adviser@example.com');
    expect(email.subject).toBe('Your day, 2026-11-24: 0 overdue, 0 due today, 1 not contacted');
    expect(email.text).toContain(
      '- Digest Person: Consultation request: Retirement Planning (since 2026-11-24 06:00, to contact by 2026-11-25 06:00)',
    );
    expect(email.text).toContain(`${testApp.config.site.siteUrl}/admin/today`);

    // The next morning: the "Contact" task is overdue since 06:00, and the enquiry still waits: said
    // once, under not contacted (issue 44), with when the contact was due by.
    await recordBackup(testApp.database.handle, {
      file: 'app-night-2.db',
      bytes: 4096,
      madeAt: '2026-11-24T01:00:00.000Z',
      copyWanted: false,
    });
    const next = new Date('2026-11-25T05:10:00.000Z');
    expect(await runDailyDigest(secondServer, next)).toBe('queued');
    const tomorrow = (await digests())[1]!;
    const text = (await renderEmail(tomorrow, { site: testApp.config.site, adviserEmail: 'a@example.com' }))
      .text;
    expect(text).toContain(
      'Not contacted yet, oldest first (1)\n\n- Digest Person: Consultation request: Retirement Planning (since 2026-11-24 06:00, to contact by 2026-11-25 06:00)',
    );
    expect(text).not.toContain('- Contact Digest Person');
    // When the last backup was made, at the foot (01:00 UTC is 3:00 AM in Windhoek).
    expect(text).toContain('Last backup: 24 November 2026 at 3:00 AM.');
    expect(text).not.toContain('The site needs attention');
  });

  it('is sent for a warning about the site alone: backups stopped, the disk nearly full', async () => {
    // 26 November, 07:05 in Windhoek: the last backup (24 November, 01:00 UTC) is 52 hours old.
    await testApp.database.handle.db.deleteFrom('tasks').execute();
    await testApp.database.handle.db.deleteFrom('client_enquiries').execute();
    const at = new Date('2026-11-26T05:05:00.000Z');
    expect(
      await runDailyDigest(testApp.database.handle, at, ['/data'], async () => ({
        usedBytes: 90,
        totalBytes: 100,
      })),
    ).toBe('queued');
    const digest = (await digests()).at(-1)!;
    expect(digest.enquiry_id).toBe('2026-11-26');
    const email = await renderEmail(digest, { site: testApp.config.site, adviserEmail: 'a@example.com' });
    expect(email.subject).toBe(
      'Your day, 2026-11-26: 0 overdue, 0 due today, 0 not contacted; the site needs attention',
    );
    expect(email.text).toContain(
      [
        'The site needs attention',
        '',
        '- The last backup was made 2 days ago, on 24 November 2026 at 3:00 AM: the daily backup has stopped.',
        "- The disk holding the site's data is 90 % full: free some space or make it larger before it fills.",
      ].join('\n'),
    );
  });
});

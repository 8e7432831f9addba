import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import {
  createSmtpServer,
  decodedMail,
  eventually,
  mailHeader,
  type TestSmtpServer,
} from '../../testing/smtp';
import { OutboxSender } from '../notifications';
import { queueNewsletter, runNewsletters } from './dispatch';
import { newsletterMailContext } from './mail-context';

/**
 * Writing and sending a newsletter (issue 33), against a real SMTP server on a loopback port: a
 * newsletter to 1,000 confirmed subscribers (none to pending or unsubscribed ones), at most
 * NEWSLETTER_PER_MINUTE a minute, its headers and one-click unsubscribe, a restart halfway
 * through (nobody gets it twice, nobody is skipped), a scheduled send, two servers queueing at
 * once, and the bad input the adviser can give.
 */

const subscribers = 1_000;
const perMinute = 400;

const newsletter = {
  subject: 'Tax season: three dates to keep',
  previewText: 'Provisional tax, your annual return and what your retirement fund saves you.',
  bodyMarkdown:
    '# Tax season\n\nFile by **30 June**. See [the dates](https://example.com/dates).\n\n- Provisional tax\n- Annual return\n\n![A calendar](https://example.com/calendar.png)',
  workshops: true,
  feature: 'service:retirement',
};

describe.each(dialects)('newsletters (%s)', (dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  function clock() {
    let time = Date.parse('2026-11-26T08:00:00.000Z');
    return {
      now: () => new Date(time),
      advance: (ms: number) => {
        time += ms;
      },
    };
  }

  async function setUp() {
    const smtp: TestSmtpServer = await createSmtpServer();
    await smtp.start();
    cleanup.push(() => smtp.stop());
    const time = clock();
    const testApp = await createTestApp(dialect, {
      now: time.now,
      env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '25', NEWSLETTER_PER_MINUTE: String(perMinute) },
    });
    cleanup.push(() => testApp.close());
    const admin = await signInAdmin(testApp);
    return { smtp, time, testApp, admin };
  }

  /** Confirmed, pending and unsubscribed subscribers, written as the double opt-in leaves them. */
  async function seed(testApp: TestApp, count: number) {
    const at = '2026-11-01T08:00:00.000Z';
    const rows = [
      ...Array.from({ length: count }, (_, index) => ({
        email: `reader${index}@example.com`,
        status: 'active',
      })),
      ...Array.from({ length: 20 }, (_, index) => ({
        email: `pending${index}@example.com`,
        status: 'pending',
      })),
      ...Array.from({ length: 20 }, (_, index) => ({
        email: `left${index}@example.com`,
        status: 'unsubscribed',
      })),
    ].map((row, index) => ({
      id: randomUUID(),
      email: row.email,
      status: row.status,
      is_active: row.status === 'active' ? 1 : 0,
      created_at: new Date(Date.parse(at) + index).toISOString(),
      updated_at: at,
    }));
    for (let start = 0; start < rows.length; start += 200)
      await testApp.database.handle.db
        .insertInto('newsletter_subscriptions')
        .values(rows.slice(start, start + 200))
        .execute();
  }

  const create = async (admin: AdminClient, body: Record<string, unknown> = newsletter) => {
    const response = await admin.request({ method: 'POST', url: '/api/admin/newsletters', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  const counts = async (admin: AdminClient, id: string) =>
    (await admin.request({ method: 'GET', url: `/api/admin/newsletters/${id}` })).json();

  it('sends 1,000 confirmed subscribers one copy each, at most the minute’s share, through a restart', async () => {
    const { smtp, time, testApp, admin } = await setUp();
    await seed(testApp, subscribers);
    await testApp.database.handle.db
      .insertInto('workshops')
      .values({
        id: 'ws-1',
        title: 'Retirement Masterclass',
        summary: 'Plan the years after work.',
        description: 'x',
        format: 'in-person',
        venue: 'Windhoek',
        join_url: '',
        starts_at: '2026-12-05T08:00:00.000Z',
        ends_at: '2026-12-05T11:00:00.000Z',
        registration_closes_at: '2026-12-04T08:00:00.000Z',
        price_cents: 0,
        capacity: null,
        status: 'published',
        created_at: '2026-11-01T08:00:00.000Z',
        updated_at: '2026-11-01T08:00:00.000Z',
      })
      .execute();
    const id = await create(admin);

    // A test copy to the adviser first.
    const test = await admin.request({ method: 'POST', url: `/api/admin/newsletters/${id}/test` });
    expect(test.statusCode).toBe(202);
    await eventually(() => smtp.received.length === 1, 'the test copy', 60_000);
    expect(smtp.received[0]?.to).toEqual([test.json().to]);

    const sent = await admin.request({
      method: 'POST',
      url: `/api/admin/newsletters/${id}/send`,
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ status: 'sending', recipients: subscribers, waiting: subscribers });
    // Spread over the minutes: 400, 400, then 200.
    const dueTimes = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select(['next_attempt_at'])
      .where('enquiry_type', '=', 'newsletter')
      .execute();
    const perDue = new Map<string, number>();
    for (const row of dueTimes) perDue.set(row.next_attempt_at, (perDue.get(row.next_attempt_at) ?? 0) + 1);
    expect([...perDue.values()].sort((a, b) => b - a)).toEqual([400, 400, 200]);

    // The first minute's copies go; the server stops halfway through them.
    await eventually(() => smtp.received.length > 150, 'the first copies', 60_000);
    await testApp.app.close();
    const afterStop = smtp.received.length;
    expect(afterStop).toBeLessThan(1 + perMinute + 10);
    // Back on the same database: the rest of the minute's share, then the next minutes'.
    const second = await buildApp({
      config: testApp.config,
      database: testApp.database.handle,
      now: time.now,
    });
    await second.ready();
    cleanup.push(() => second.close());
    const adviser = await signInAdmin({ ...testApp, app: second });
    await eventually(() => smtp.received.length === 1 + perMinute, 'the first minute’s share', 60_000);
    time.advance(60_000);
    await eventually(() => smtp.received.length === 1 + 2 * perMinute, 'the second minute’s share', 60_000);
    time.advance(60_000);
    await eventually(() => smtp.received.length === 1 + subscribers, 'every copy', 60_000);

    const copies = smtp.received.slice(1);
    const addresses = copies.flatMap((mail) => mail.to);
    expect(new Set(addresses).size).toBe(subscribers);
    expect(addresses.filter((address) => !/^reader\d+@example\.com$/.test(address))).toEqual([]);

    // What a subscriber receives: the text, the blocks, the unsubscribe link and headers.
    const copy = copies[0] as (typeof copies)[number];
    expect(mailHeader(copy.raw, 'Subject')).toBe(newsletter.subject);
    const oneClick = `${testApp.config.site.siteUrl}/api/newsletter/unsubscribe?token=`;
    expect(mailHeader(copy.raw, 'List-Unsubscribe')).toMatch(
      new RegExp(
        `^<${oneClick.replace(/[.?/]/g, '\\$&')}[\\w-]{43}>, <mailto:${testApp.config.site.email}\\?subject=Unsubscribe>$`,
      ),
    );
    expect(mailHeader(copy.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const body = decodedMail(copy.raw);
    expect(body).toContain('File by <strong>30 June</strong>');
    expect(body).toContain('max-width:100%');
    expect(body).toContain('Retirement Masterclass');
    expect(body).toContain(`${testApp.config.site.siteUrl}/services/retirement`);
    expect(body).toContain(`${testApp.config.site.siteUrl}/newsletter/unsubscribe?token=`);
    expect(body).toContain('Provisional tax');

    // Its counts, and sent once the minute's run sees every copy handled.
    await eventually(async () => (await counts(adviser, id)).sent === subscribers, 'marked sent', 60_000);
    await runNewsletters(testApp.database.handle, time.now(), perMinute);
    expect(await counts(adviser, id)).toMatchObject({
      status: 'sent',
      recipients: subscribers,
      sent: subscribers,
      failed: 0,
      waiting: 0,
      unsubscribed: 0,
    });

    // One click from the mail program unsubscribes; the next newsletter skips them.
    const token = /token=([\w-]{43})/.exec(mailHeader(copy.raw, 'List-Unsubscribe') ?? '')?.[1];
    const click = await second.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(click.statusCode).toBe(200);
    expect((await counts(adviser, id)).unsubscribed).toBe(1);
    const next = await create(adviser, {
      ...newsletter,
      subject: 'December',
      workshops: false,
      feature: null,
    });
    time.advance(60_000);
    const nextSend = await adviser.request({
      method: 'POST',
      url: `/api/admin/newsletters/${next}/send`,
      payload: {},
    });
    expect(nextSend.json().recipients).toBe(subscribers - 1);
    // Sending a sent newsletter again is refused.
    const again = await adviser.request({
      method: 'POST',
      url: `/api/admin/newsletters/${id}/send`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it('e-mails the confirmation link over SMTP; once followed, the address receives the next newsletter', async () => {
    const { smtp, testApp, admin } = await setUp();
    const subscribed = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter-subscriptions',
      payload: { email: 'new.reader@example.com' },
    });
    expect(subscribed.json()).toMatchObject({ status: 'pending' });
    await eventually(() => smtp.received.length === 1, 'the confirmation e-mail', 60_000);
    const confirmation = smtp.received[0] as (typeof smtp.received)[number];
    expect(confirmation.to).toEqual(['new.reader@example.com']);
    expect(mailHeader(confirmation.raw, 'Subject')).toBe(
      `Please confirm your subscription - ${testApp.config.site.businessName}`,
    );
    const token = new RegExp(
      `${testApp.config.site.siteUrl.replace(/[.?/]/g, '\\$&')}/newsletter/confirm\\?token=([\\w-]{43})`,
    ).exec(decodedMail(confirmation.raw))?.[1];
    expect(token).toBeDefined();
    // Once sent, the link leaves the outbox: only its hash is kept.
    await eventually(
      async () =>
        (
          await testApp.database.handle.db
            .selectFrom('outbox_messages')
            .select('content')
            .where('enquiry_type', '=', 'newsletter-confirmation')
            .executeTakeFirstOrThrow()
        ).content === '{}',
      'the link blanked',
      60_000,
    );
    const id = await create(admin, { ...newsletter, workshops: false, feature: null });
    const before = await admin.request({
      method: 'POST',
      url: `/api/admin/newsletters/${id}/send`,
      payload: {},
    });
    expect(before.json().recipients).toBe(0);
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
    });
    expect(confirmed.json()).toEqual({ status: 'active', email: 'new.reader@example.com' });
    const next = await create(admin, { ...newsletter, workshops: false, feature: null });
    const after = await admin.request({
      method: 'POST',
      url: `/api/admin/newsletters/${next}/send`,
      payload: {},
    });
    expect(after.json().recipients).toBe(1);
    await eventually(() => smtp.received.length === 2, 'the newsletter', 60_000);
    expect(smtp.received[1]?.to).toEqual(['new.reader@example.com']);
  });

  it('sends a backlog found after downtime at the minute’s pace, not all at once', async () => {
    const { time, testApp } = await setUp();
    await seed(testApp, 25);
    await testApp.app.close(); // down: the copies wait
    const id = await createDraft(testApp);
    await queueNewsletter(testApp.database.handle, id, time.now(), 100);
    time.advance(10 * 60_000); // back ten minutes later: every copy is due
    const sent: string[] = [];
    const sender = new OutboxSender(
      testApp.database.handle,
      { ...testApp.config, newsletter: { perMinute: 10, scheduler: false } },
      time.now,
      testApp.app.log,
      { sendMail: async (message) => void sent.push(message.to) },
      newsletterMailContext(testApp.database.handle, testApp.config.site.siteUrl, time.now),
    );
    try {
      expect(await sender.runOnce()).toBe(10);
      // The minute's ten are gone: nothing more until it has passed.
      expect(await sender.runOnce()).toBe(0);
      time.advance(30_000);
      expect(await sender.runOnce()).toBe(0);
      time.advance(31_000);
      expect(await sender.runOnce()).toBe(10);
      time.advance(61_000);
      expect(await sender.runOnce()).toBe(5);
    } finally {
      await sender.stop();
    }
    expect(new Set(sent).size).toBe(25);
  });

  it('skips a copy whose subscriber left after it was queued', async () => {
    const { time, testApp } = await setUp();
    await seed(testApp, 3);
    await testApp.app.close(); // no sender: the copies stay queued
    const id = await createDraft(testApp);
    await queueNewsletter(testApp.database.handle, id, time.now(), perMinute);
    const [first] = await testApp.database.handle.db
      .selectFrom('newsletter_deliveries')
      .select('subscription_id')
      .where('newsletter_id', '=', id)
      .execute();
    await testApp.database.handle.db
      .updateTable('newsletter_subscriptions')
      .set({ status: 'unsubscribed', is_active: 0, unsubscribed_at: time.now().toISOString() })
      .where('id', '=', first?.subscription_id ?? '')
      .execute();
    const second = await buildApp({
      config: testApp.config,
      database: testApp.database.handle,
      now: time.now,
    });
    await second.ready();
    cleanup.push(() => second.close());
    await eventually(
      async () =>
        (
          await testApp.database.handle.db
            .selectFrom('outbox_messages')
            .select('status')
            .where('enquiry_type', '=', 'newsletter')
            .where('status', 'in', ['queued', 'sending'])
            .execute()
        ).length === 0,
      'the copies handled',
      60_000,
    );
    const statuses = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select('status')
      .where('enquiry_type', '=', 'newsletter')
      .orderBy('status')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['sent', 'sent', 'skipped']);
  });

  /** A draft written straight through the service's table (the app may be stopped). */
  async function createDraft(testApp: TestApp) {
    const id = randomUUID();
    const stamp = '2026-11-26T07:00:00.000Z';
    await testApp.database.handle.db
      .insertInto('newsletters')
      .values({
        id,
        subject: 'Draft',
        preview_text: '',
        body_markdown: 'Hello',
        workshops: 0,
        feature: null,
        status: 'scheduled',
        send_at: stamp,
        claim: null,
        claimed_until: null,
        queued_at: null,
        created_by: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    return id;
  }

  it('queues a scheduled newsletter at its time, once, however many servers try', async () => {
    const { time, testApp, admin } = await setUp();
    await seed(testApp, 50);
    const id = await create(admin);
    const at = new Date(time.now().getTime() + 3_600_000).toISOString();
    const scheduled = await admin.request({
      method: 'POST',
      url: `/api/admin/newsletters/${id}/send`,
      payload: { at },
    });
    expect(scheduled.statusCode).toBe(202);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', sendAt: at, recipients: 0 });
    expect(await runNewsletters(testApp.database.handle, time.now(), perMinute)).toBe(0);
    // Back to a draft and scheduled again: nothing goes in between.
    const unscheduled = await admin.request({
      method: 'POST',
      url: `/api/admin/newsletters/${id}/unschedule`,
    });
    expect(unscheduled.json()).toMatchObject({ status: 'draft', sendAt: null });
    expect(
      (await admin.request({ method: 'POST', url: `/api/admin/newsletters/${id}/unschedule` })).statusCode,
    ).toBe(409);
    await admin.request({ method: 'POST', url: `/api/admin/newsletters/${id}/send`, payload: { at } });
    // Still a draft in all but name: it can be changed until it goes.
    const changed = await admin.request({
      method: 'PATCH',
      url: `/api/admin/newsletters/${id}`,
      payload: { subject: 'Changed before it went' },
    });
    expect(changed.json()).toMatchObject({ subject: 'Changed before it went', status: 'scheduled' });
    time.advance(3_600_000);
    const queued = await Promise.all(
      Array.from({ length: 4 }, () => queueNewsletter(testApp.database.handle, id, time.now(), perMinute)),
    );
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(50);
    const deliveries = await testApp.database.handle.db
      .selectFrom('newsletter_deliveries')
      .select('subscription_id')
      .where('newsletter_id', '=', id)
      .execute();
    expect(deliveries).toHaveLength(50);
    expect(
      await testApp.database.handle.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('enquiry_type', '=', 'newsletter')
        .execute(),
    ).toHaveLength(50);
    const late = await admin.request({
      method: 'PATCH',
      url: `/api/admin/newsletters/${id}`,
      payload: { subject: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
  });

  it.each([
    ['an empty subject', { ...newsletter, subject: '  ' }, 'subject', 'Enter a subject'],
    [
      'a script',
      { ...newsletter, bodyMarkdown: 'Hi <script>alert(1)</script>' },
      'bodyMarkdown',
      'Remove a <script> tag: a newsletter cannot carry code.',
    ],
    [
      'an onerror attribute',
      { ...newsletter, bodyMarkdown: '<img src="https://example.com/x.png" onerror="alert(1)">' },
      'bodyMarkdown',
      'Remove an event handler such as onerror=: a newsletter cannot carry code.',
    ],
    [
      'a body of 1 MB',
      { ...newsletter, bodyMarkdown: 'x'.repeat(1024 * 1024) },
      'bodyMarkdown',
      'The newsletter is too long: at most 100,000 characters',
    ],
    ['an empty body', { ...newsletter, bodyMarkdown: '   ' }, 'bodyMarkdown', 'Write the newsletter'],
    [
      'a page that is not there',
      { ...newsletter, feature: 'service:nope' },
      'feature',
      'Choose a page to feature, or none',
    ],
  ])('refuses %s, naming the field, and stores nothing', async (_label, body, field, message) => {
    const { testApp, admin } = await setUp();
    for (const url of ['/api/admin/newsletters', '/api/admin/newsletters/preview']) {
      const response = await admin.request({ method: 'POST', url, payload: body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
    }
    expect(await testApp.database.handle.db.selectFrom('newsletters').select('id').execute()).toEqual([]);
  });

  it('refuses a send time in the past, and an unknown newsletter', async () => {
    const { time, admin } = await setUp();
    const id = await create(admin);
    const past = await admin.request({
      method: 'POST',
      url: `/api/admin/newsletters/${id}/send`,
      payload: { at: new Date(time.now().getTime() - 3_600_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ at: 'Choose a time from now on' });
    const notATime = await admin.request({
      method: 'POST',
      url: `/api/admin/newsletters/${id}/send`,
      payload: { at: 'tomorrow' },
    });
    expect(notATime.json().error.fields).toEqual({ at: 'Choose the date and time to send it' });
    expect((await counts(admin, id)).status).toBe('draft');
    const unknown = await admin.request({ method: 'GET', url: `/api/admin/newsletters/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('previews the e-mail as a subscriber receives it', async () => {
    const { admin } = await setUp();
    const preview = await admin.request({
      method: 'POST',
      url: '/api/admin/newsletters/preview',
      payload: newsletter,
    });
    expect(preview.statusCode).toBe(200);
    const { subject, html, text } = preview.json();
    expect(subject).toBe(newsletter.subject);
    expect(html).toContain('<h1 style=');
    expect(html).toContain('Unsubscribe');
    expect(text).toContain('File by 30 June');
  });
});

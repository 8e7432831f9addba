import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';
import { createSmtpServer, decodedMail, eventually, type TestSmtpServer } from '../../testing/smtp';
import { OutboxSender } from './sender';

/**
 * The outbox against a real SMTP server on a loopback port (issue 10): delivery and content, the
 * SMTP server down then up, a restart with queued mail, no SMTP configured, a refused recipient
 * and its resend, and two senders on one database.
 */

const consultation = (email: string) => ({
  ...validConsultation,
  details: 'I am 52 and want to retire at 60.',
  fullName: 'Mail Test Visitor',
  email,
  phone: '081 000 0070',
});

describe.each(dialects)('e-mail notifications (%s)', (dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  /** A clock the test moves on (retry pauses are 30 s and more). */
  function clock() {
    let time = Date.now();
    return {
      now: () => new Date(time),
      advance: (ms: number) => {
        time += ms;
      },
    };
  }

  async function appWith(smtp: TestSmtpServer | null, now: () => Date): Promise<TestApp> {
    const testApp = await createTestApp(dialect, {
      now,
      env: {
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
        NOTIFY_EMAIL: 'adviser-inbox@example.com',
        OUTBOX_POLL_MS: '25',
      },
    });
    cleanup.push(() => testApp.close());
    return testApp;
  }

  const submit = (testApp: TestApp, email: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(consultation(email)),
    });

  /**
   * One whole sender round on the app's database at the test's time, run to its end: the number of
   * messages it handled (a duplicate would be one). The app's own sender polls beside it.
   */
  async function roundAfterwards(testApp: TestApp, now: () => Date): Promise<number> {
    const sender = new OutboxSender(testApp.database.handle, testApp.config, now, testApp.app.log);
    try {
      return await sender.runOnce();
    } finally {
      await sender.stop();
    }
  }

  const outbox = (testApp: TestApp) =>
    testApp.database.handle.db.selectFrom('outbox_messages').selectAll().orderBy('audience').execute();

  async function smtpServer(start = true) {
    const smtp = await createSmtpServer();
    if (start) await smtp.start();
    cleanup.push(() => smtp.stop());
    return smtp;
  }

  it('sends the adviser the essentials with a link, and the visitor a confirmation', async () => {
    const smtp = await smtpServer();
    const time = clock();
    const testApp = await appWith(smtp, time.now);
    const created = await submit(testApp, 'visitor@example.com');
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await eventually(() => smtp.received.length === 2, 'two e-mails');

    const adviser = smtp.received.find((mail) => mail.to.includes('adviser-inbox@example.com'))!;
    expect(adviser.raw).toContain('Subject: New consultation request: Mail Test Visitor');
    expect(adviser.raw).toContain('081 000 0070');
    expect(adviser.raw).toContain('I am 52 and want to retire at 60.');
    expect(decodedMail(adviser.raw)).toContain(`/admin?tab=consultations&record=${id}`);
    const visitor = smtp.received.find((mail) => mail.to.includes('visitor@example.com'))!;
    expect(visitor.raw).toContain('Subject: We received your consultation request');
    expect(visitor.raw).toContain('What happens next');
    expect(visitor.raw).toContain(testApp.config.site.phone);
    expect(visitor.raw).toContain(`wa.me/${testApp.config.site.whatsappNumber}`);
    expect(visitor.from).toBe(testApp.config.site.email);

    // The SMTP server has both; each is marked sent once its sendMail has returned.
    await eventually(
      async () => (await outbox(testApp)).every((row) => row.status === 'sent'),
      'marked sent',
    );
    const rows = await outbox(testApp);
    expect(rows.map((row) => [row.audience, row.status, row.attempts])).toEqual([
      ['adviser', 'sent', 1],
      ['visitor', 'sent', 1],
    ]);
    // A visitor without an e-mail address: the adviser alone hears of it.
    await submit(testApp, '');
    await eventually(() => smtp.received.length === 3, 'the third e-mail');
  });

  it('e-mails a portal sign-in code and keeps nothing of it in the outbox once sent (issue 32)', async () => {
    const smtp = await smtpServer();
    const time = clock();
    const testApp = await appWith(smtp, time.now);
    expect((await submit(testApp, 'portal.mail@example.com')).statusCode).toBe(201);
    await eventually(() => smtp.received.length === 2, 'the enquiry e-mails');
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/my/code',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'portal.mail@example.com' }),
    });
    expect(asked.statusCode).toBe(202);
    await eventually(() => smtp.received.length === 3, 'the code e-mail');
    const code = /Your sign-in code: (\d{6})/.exec(smtp.received[2]?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await eventually(
      async () => (await outbox(testApp)).every((row) => row.status === 'sent'),
      'marked sent',
    );
    const row = (await outbox(testApp)).find((each) => each.enquiry_type === 'portal-code');
    expect(row?.content).toBe('{}');
  });

  it('keeps the e-mails while the SMTP server is down and delivers each once when it is back', async () => {
    const smtp = await smtpServer(false);
    const time = clock();
    const testApp = await appWith(smtp, time.now);
    expect((await submit(testApp, 'visitor@example.com')).statusCode).toBe(201);
    await eventually(
      async () => (await outbox(testApp)).every((row) => row.attempts === 1 && row.status === 'queued'),
      'the first failed try',
    );
    const rows = await outbox(testApp);
    expect(rows[0]!.last_error).toBeTruthy();
    // 30 s later it is due again; still down: the next pause doubles.
    time.advance(31_000);
    await eventually(
      async () => (await outbox(testApp)).every((row) => row.attempts === 2),
      'the second try',
    );
    const second = await outbox(testApp);
    expect(Date.parse(second[0]!.next_attempt_at) - time.now().getTime()).toBe(60_000);

    await smtp.start();
    time.advance(61_000);
    await eventually(async () => (await outbox(testApp)).every((row) => row.status === 'sent'), 'delivery');
    // Past every claim and retry pause, a whole round finds nothing left to send.
    time.advance(10 * 60_000);
    expect(await roundAfterwards(testApp, time.now)).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('delivers mail queued before a restart exactly once', async () => {
    const smtp = await smtpServer(false);
    const time = clock();
    const first = await appWith(smtp, time.now);
    expect((await submit(first, 'visitor@example.com')).statusCode).toBe(201);
    await eventually(async () => (await outbox(first)).every((row) => row.attempts === 1), 'the failed try');
    await first.app.close();

    // The server comes back, on the same database, with the mail server up.
    await smtp.start();
    time.advance(31_000);
    const second = await buildApp({ config: first.config, database: first.database.handle, now: time.now });
    await second.ready();
    cleanup.push(() => second.close());
    await eventually(async () => (await outbox(first)).every((row) => row.status === 'sent'), 'delivery');
    time.advance(10 * 60_000);
    expect(await roundAfterwards(first, time.now)).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('without SMTP keeps the e-mails as unsent, says so in the log, and sends them once SMTP is set', async () => {
    const time = clock();
    const testApp = await appWith(null, time.now);
    expect((await submit(testApp, 'visitor@example.com')).statusCode).toBe(201);
    const keptLines = () =>
      testApp.logs.filter((line) => String(line.msg).includes('not sent: no SMTP configured'));
    // The line is written once the writer has answered, which can be a moment after the rows read
    // as unsent here: both are waited for.
    await eventually(
      async () => (await outbox(testApp)).every((row) => row.status === 'unsent') && keptLines().length > 0,
      'unsent, and said so in the log',
    );
    const lines = keptLines();
    // One line for the round, naming both messages (the adviser's and the visitor's).
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ count: 2 });
    const named = (lines[0] as { messages: { outboxId: string; audience: string }[] }).messages;
    expect(named.map((message) => message.audience).sort()).toEqual(['adviser', 'visitor']);
    expect(new Set(named.map((message) => message.outboxId))).toEqual(
      new Set((await outbox(testApp)).map((row) => row.id)),
    );
    // No address in the log.
    expect(JSON.stringify(lines)).not.toContain('visitor@example.com');

    // The server restarts with SMTP set: the old one stops first (left running, its sender would
    // mark the requeued e-mails unsent again before the new one sent them).
    await testApp.app.close();
    const smtp = await smtpServer();
    const configured = await buildApp({
      config: { ...testApp.config, mail: { ...testApp.config.mail, smtpUrl: smtp.url } },
      database: testApp.database.handle,
      now: time.now,
    });
    await configured.ready();
    cleanup.push(() => configured.close());
    await eventually(() => smtp.received.length === 2, 'the kept e-mails');
  });

  it('gives up on a refused recipient at once, lists it for the adviser, and sends it again on request', async () => {
    const smtp = await smtpServer();
    smtp.refuse.add('nobody@example.com');
    const time = clock();
    const testApp = await appWith(smtp, time.now);
    expect((await submit(testApp, 'nobody@example.com')).statusCode).toBe(201);
    await eventually(async () => {
      const statuses = (await outbox(testApp)).map((row) => row.status).sort();
      return statuses.join() === 'failed,sent';
    }, 'the refused e-mail to fail and the adviser’s to be sent');
    const admin = await signInAdmin(testApp);
    const failed = (await admin.request({ method: 'GET', url: '/api/admin/outbox' })).json();
    expect(failed.counts).toMatchObject({ failed: 1, sent: 1 });
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({
      audience: 'visitor',
      to: 'nobody@example.com',
      subject: 'We received your consultation request - Example Financial Advisers',
      status: 'failed',
      attempts: 1,
    });
    expect(failed.items[0].lastError).toContain('550');
    expect(failed.items[0].lastError).not.toContain('nobody@example.com');

    smtp.refuse.clear();
    const resend = await admin.request({
      method: 'POST',
      url: `/api/admin/outbox/${failed.items[0].id}/resend`,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    await eventually(() => smtp.received.length === 2, 'the resent e-mail');
    // Only a failed or unsent message is sent again.
    const again = await admin.request({
      method: 'POST',
      url: `/api/admin/outbox/${failed.items[0].id}/resend`,
    });
    expect(again.statusCode).toBe(409);
    const unknown = await admin.request({
      method: 'POST',
      url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000/resend',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('two senders on one database send each message once', async () => {
    const time = clock();
    const testApp = await appWith(null, time.now);
    // The app's own sender is stopped; two others race for the same rows.
    await testApp.app.close();
    cleanup.pop();
    cleanup.push(() => testApp.database.drop());
    const { database, config } = testApp;
    const { db } = database.handle;
    const sent: string[] = [];
    const transport = {
      async sendMail(message: { to: string; subject: string }) {
        await new Promise((done) => setTimeout(done, 5));
        sent.push(`${message.to} ${message.subject}`);
      },
    };
    const stamp = time.now().toISOString();
    for (let index = 0; index < 30; index += 1)
      await db
        .insertInto('outbox_messages')
        .values({
          id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          enquiry_type: 'consultation-request',
          enquiry_id: `enquiry-${index}`,
          audience: 'visitor',
          to_address: `visitor${index}@example.com`,
          content: JSON.stringify({ name: `Visitor ${index}`, email: '', phone: '', summary: 'A question' }),
          status: 'queued',
          attempts: 0,
          next_attempt_at: stamp,
          claimed_until: null,
          last_error: null,
          created_at: stamp,
          sent_at: null,
        })
        .execute();
    const log = testApp.app.log;
    const senders = [0, 1].map(() => new OutboxSender(database.handle, config, time.now, log, transport));
    for (let round = 0; round < 5; round += 1) await Promise.all(senders.map((sender) => sender.runOnce()));
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const statuses = await db.selectFrom('outbox_messages').select('status').execute();
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });
});

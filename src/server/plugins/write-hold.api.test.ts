import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUpdating } from '../../shared/api-error';
import { type MailMessage, OutboxSender } from '../features/notifications';
import { postLogin, signInAdmin, testAdmin } from '../testing/admin';
import { createTestApp, type TestApp } from '../testing/app';
import { dialects } from '../testing/databases';
import { validConsultation } from '../testing/enquiry-fixtures';
import { holdWritesFile, writesHeld } from './write-hold';

/**
 * The upgrade's hold on writes (issue 56): while `hold-writes` is in the data folder, a new release
 * on probation stores nothing (what it stored would be lost if the upgrade rolled back): every write
 * is 503 with Retry-After and the message the forms show; reads and the health check still answer.
 */
describe.each(dialects)('the write hold (%s)', (dialect) => {
  let testApp: TestApp;
  let hold: string;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    hold = holdWritesFile(testApp.config.dataDir);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const enquire = (email: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validConsultation, email }),
    });
  const stored = async () =>
    (
      await testApp.database.handle.db
        .selectFrom('consultation_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('refuses every write with 503 and Retry-After while the file is there, storing nothing, and takes them again once it is gone', async () => {
    const admin = await signInAdmin(testApp);
    writeFileSync(hold, '');
    try {
      const held = await enquire('held@example.com');
      expect(held.statusCode).toBe(503);
      expect(held.headers['retry-after']).toBe('60');
      expect(held.json()).toEqual({ error: { code: siteUpdating.code, message: siteUpdating.message } });
      expect(Number(await stored())).toBe(0);

      // A sign-in and a back-office change are writes too.
      expect((await postLogin(testApp, testAdmin)).statusCode).toBe(503);
      const note = await admin.request({
        method: 'POST',
        url: '/api/admin/clients',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          firstName: 'Held',
          lastName: 'Client',
          emails: ['held.client@example.com'],
        }),
      });
      expect(note.statusCode).toBe(503);

      // Reads and the health check answer as usual.
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await admin.request({ method: 'GET', url: '/api/admin/clients' })).statusCode).toBe(200);
    } finally {
      rmSync(hold, { force: true });
    }
    const taken = await enquire('after@example.com');
    expect(taken.statusCode).toBe(201);
    expect(Number(await stored())).toBe(1);
  });

  it('sends no e-mail while writes are held (a rollback would queue it again), and sends it once they are not', async () => {
    // An app of its own whose sender is stopped: the test's sender runs alone.
    const quiet = await createTestApp(dialect);
    await quiet.app.close();
    const held = holdWritesFile(quiet.config.dataDir);
    await quiet.database.handle.db
      .insertInto('outbox_messages')
      .values(
        [1, 2].map((n) => ({
          id: `00000000-0000-4000-8000-00000000000${n}`,
          enquiry_type: 'consultation-request',
          enquiry_id: `enquiry-${n}`,
          audience: 'visitor',
          to_address: `visitor${n}@example.com`,
          content: JSON.stringify({ name: `Visitor ${n}`, email: '', phone: '', summary: 'A question' }),
          status: 'queued',
          attempts: 0,
          next_attempt_at: new Date(0).toISOString(),
          claimed_until: null,
          last_error: null,
          created_at: new Date(0).toISOString(),
          sent_at: null,
        })),
      )
      .execute();
    const sent: string[] = [];
    const sender = new OutboxSender(
      quiet.database.handle,
      quiet.config,
      () => new Date(),
      quiet.app.log,
      {
        async sendMail(mail: MailMessage) {
          sent.push(mail.to);
        },
      },
      undefined,
      writesHeld(quiet.config.dataDir),
    );
    writeFileSync(held, '');
    try {
      expect(await sender.runOnce()).toBe(0);
      expect(sent).toEqual([]);
    } finally {
      rmSync(held, { force: true });
    }
    expect(await sender.runOnce()).toBe(2);
    expect(sent.sort()).toEqual(['visitor1@example.com', 'visitor2@example.com']);
    await quiet.database.drop();
    rmSync(quiet.config.dataDir, { recursive: true, force: true });
  });
});

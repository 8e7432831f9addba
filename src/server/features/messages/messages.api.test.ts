import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetails } from '../../../shared/clients';
import { type AdminClient, signInAdmin, testAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';
import { createSmtpServer, eventually, mailHeader, type TestSmtpServer } from '../../testing/smtp';

/**
 * The adviser's message templates and an e-mail written on a client's page (issue 33), on both
 * databases, sent through the outbox to a real SMTP server.
 */

describe.each(dialects)('message templates and e-mails to clients (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await createSmtpServer();
    await smtp.start();
    testApp = await createTestApp(dialect, {
      env: {
        SMTP_URL: smtp.url,
        OUTBOX_POLL_MS: '25',
        MAIL_FROM: '"Example Financial Advisers" <no-reply@example.com>',
      },
    });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  const templates = async () =>
    (await admin.request({ method: 'GET', url: '/api/admin/templates' })).json().items as {
      id: string;
      name: string;
      builtIn: boolean;
      body: string;
    }[];

  it('starts with the four templates, keeps the adviser’s own, and never deletes a built-in one', async () => {
    expect((await templates()).map((template) => [template.name, template.builtIn])).toEqual([
      ['Documents needed', true],
      ['Your quote', true],
      ['Thank you for your time', true],
      ['Time for your yearly review', true],
    ]);
    expect((await templates())[3]?.body).toContain('{bookingLink}');
    const created = await admin.request({
      method: 'POST',
      url: '/api/admin/templates',
      payload: {
        name: 'After the workshop',
        subject: 'Your workshop notes',
        body: 'Dear {firstName},\n\nThe notes.',
      },
    });
    expect(created.statusCode).toBe(201);
    const own = created.json().id as string;
    const changed = await admin.request({
      method: 'PATCH',
      url: `/api/admin/templates/${own}`,
      payload: { subject: 'Your notes from the workshop' },
    });
    expect(changed.json()).toMatchObject({ subject: 'Your notes from the workshop', builtIn: false });
    expect((await templates()).map((template) => template.name)).toEqual([
      'Documents needed',
      'Your quote',
      'Thank you for your time',
      'Time for your yearly review',
      'After the workshop',
    ]);
    const builtIn = (await templates())[0]?.id as string;
    const edited = await admin.request({
      method: 'PATCH',
      url: `/api/admin/templates/${builtIn}`,
      payload: { body: 'Dear {firstName},\n\nPlease send your ID.' },
    });
    expect(edited.statusCode).toBe(200);
    const refused = await admin.request({ method: 'DELETE', url: `/api/admin/templates/${builtIn}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('A built-in template can be changed, not deleted.');
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/templates/${own}` })).statusCode).toBe(
      204,
    );
    expect(await templates()).toHaveLength(4);
    const bad = await admin.request({
      method: 'POST',
      url: '/api/admin/templates',
      payload: { name: ' ', subject: '', body: 'x'.repeat(5001) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'Name the template',
      subject: 'Write a subject',
      body: 'Keep the message to 5,000 characters',
    });
  });

  it('sends an e-mail from the client’s page: Reply-To the adviser, on the timeline, counted as the contact', async () => {
    const clientId = await clientByEnquiry(testApp, 'Maria Shikongo');
    const client = (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` })
    ).json() as ClientDetails;
    expect(client.latestEnquiry?.firstContactedAt).toBeNull();
    const sent = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/emails`,
      payload: {
        subject: 'The documents we need from you',
        body: 'Dear Maria,\n\nPlease send us:\n- a copy of your ID\n\nKind regards,\nAlex',
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ to: client.email });
    const written = () =>
      smtp.received.filter(
        (received) =>
          mailHeader(received.raw, 'Subject') === 'The documents we need from you' &&
          received.to.includes(client.email),
      );
    await eventually(() => written().length === 1, 'the e-mail');
    const mail = written()[0] as (typeof smtp.received)[number];
    expect(mail.to).toEqual([client.email]);
    expect(mail.from).toBe('no-reply@example.com');
    expect(mailHeader(mail.raw, 'Reply-To')).toBe(testAdmin.email);
    expect(mailHeader(mail.raw, 'Subject')).toBe('The documents we need from you');
    expect(mail.raw).toContain('a copy of your ID');

    const after = (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` })
    ).json() as ClientDetails;
    const entry = after.timeline.find((item) => item.kind === 'contact');
    expect(entry?.detail).toContain('E-mail "The documents we need from you"');
    expect(entry?.detail).toContain('a copy of your ID');
    // The 24-hour promise and Today know it: the enquiry is contacted, its "Contact" task done.
    expect(after.latestEnquiry?.firstContactedAt).not.toBeNull();
    expect(after.tasks.filter((task) => task.title.startsWith('Contact'))).toEqual([]);
  });

  it('refuses an e-mail to a client without an address, and one without a subject, storing nothing', async () => {
    const clientId = await clientByEnquiry(testApp, 'Petrus Amukoto');
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${clientId}`,
      payload: { email: '' },
    });
    const contactsBefore = await testApp.database.handle.db
      .selectFrom('client_contacts')
      .select('id')
      .execute();
    const noAddress = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/emails`,
      payload: { subject: 'Hello', body: 'Hello' },
    });
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().error.message).toBe(
      'This client has no e-mail address: add it with Edit first, or call or WhatsApp them.',
    );
    const noSubject = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/emails`,
      payload: { subject: ' ', body: '' },
    });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().error.fields).toEqual({ subject: 'Write a subject', body: 'Write the message' });
    expect(
      await testApp.database.handle.db.selectFrom('client_contacts').select('id').execute(),
    ).toHaveLength(contactsBefore.length);
    const unknown = await admin.request({
      method: 'POST',
      url: '/api/admin/clients/00000000-0000-4000-8000-000000000999/emails',
      payload: { subject: 'Hello', body: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

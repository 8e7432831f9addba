import type { LightMyRequestResponse } from 'fastify';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsAnswer } from '../../../shared/booking';
import type { ClientDetails, TodayAnswer } from '../../../shared/clients';
import type { DocumentRequestCreated } from '../../../shared/document-requests';
import type { PortalHome } from '../../../shared/portal';
import { migrations } from '../../db/migrations';
import { type AdminClient, signInAdmin, siteOrigin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { createSmtpServer, eventually, type TestSmtpServer } from '../../testing/smtp';

/**
 * Who a person is (DECISIONS D31, issue 42), through HTTP on both databases with a real SMTP
 * server: a stranger who types a client's phone number with their own e-mail gets nothing of the
 * client (no code, nothing in their inbox about the client, no portal); a portal client who gives
 * someone else's number gets nothing of theirs; the adviser sees, confirms, separates or removes
 * such a detail; the migration marks the details that reached a client through a later enquiry.
 */
describe.each(dialects)('contact details a form only claims (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let smtp: TestSmtpServer;
  let clock = new Date('2026-11-25T08:00:00.000Z');
  /** One code e-mail a minute per address: each sign-in comes a few minutes later. */
  const later = () => {
    clock = new Date(clock.getTime() + 5 * 60_000);
  };
  beforeAll(async () => {
    smtp = await createSmtpServer();
    await smtp.start();
    testApp = await createTestApp(dialect, {
      now: () => clock,
      env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '25' },
    });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  const db = () => testApp.database.handle.db;
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.92.${Math.floor(address / 250)}.${address % 250}`;
  };
  const post = (url: string, body: unknown, cookie = '') =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        origin: siteOrigin(testApp),
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify(body),
      remoteAddress: nextAddress(),
    });
  const put = (url: string, body: unknown, cookie: string) =>
    testApp.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/json', origin: siteOrigin(testApp), cookie },
      payload: JSON.stringify(body),
      remoteAddress: nextAddress(),
    });
  const consultation = async (fullName: string, email: string, phone: string) => {
    const answer = await post('/api/consultation-requests', {
      topic: 'retirement-planning',
      customTopic: '',
      urgency: 'soon',
      details: 'Questions about my pension.',
      fullName,
      email,
      phone,
      consent: true,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as string;
  };
  const clientOf = async (consultationId: string) =>
    (
      await db()
        .selectFrom('consultation_requests')
        .select('client_id')
        .where('id', '=', consultationId)
        .executeTakeFirstOrThrow()
    ).client_id as string;
  const details = async (clientId: string) => {
    const answer = await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ClientDetails;
  };
  const act = (clientId: string, action: string, key: string) =>
    admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/contact-details/${action}`,
      payload: { key },
    });
  const codeFor = async (email: string) => {
    const row = await db()
      .selectFrom('outbox_messages')
      .select('content')
      .where('enquiry_type', '=', 'portal-code')
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row ? (JSON.parse(row.content).code as string) : null;
  };
  const cookieOf = (response: LightMyRequestResponse) =>
    String(response.headers['set-cookie'] ?? '').split(';')[0] as string;
  const signIn = async (email: string) => {
    later();
    expect((await post('/api/my/code', { email })).statusCode).toBe(202);
    const code = await codeFor(email);
    expect(code, `a code for ${email}`).not.toBeNull();
    const answer = await post('/api/my/sign-in', { email, code });
    expect(answer.statusCode, answer.body).toBe(200);
    return cookieOf(answer);
  };
  const home = async (cookie: string) => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/my', headers: { cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as PortalHome;
  };
  /** Everything the test SMTP server received for an address, as text. */
  const inboxOf = (email: string) =>
    smtp.received
      .filter((message) => message.to.includes(email))
      // Quoted-printable's soft line breaks undone, so a name or link reads whole.
      .map((message) => message.raw.replace(/=\r?\n/g, ''))
      .join('\n');
  /** Waits until the outbox has nothing left to send, so an inbox holds all it will get. */
  const outboxSent = () =>
    eventually(async () => {
      const waiting = await db()
        .selectFrom('outbox_messages')
        .select('id')
        .where('status', 'in', ['queued', 'sending'])
        .execute();
      return waiting.length === 0;
    }, 'the outbox sent everything');
  const book = async (fullName: string, email: string, phone: string, slot: number) => {
    const free = (
      await testApp.app.inject({ method: 'GET', url: '/api/booking/slots?from=2026-12-01&days=14' })
    ).json() as SlotsAnswer;
    const booked = await post('/api/bookings', {
      topic: 'retirement-planning',
      urgency: 'soon',
      details: 'Retirement questions.',
      fullName,
      email,
      phone,
      consent: true,
      start: free.slots[slot]?.start,
      kind: 'office',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().id as string;
  };

  it('gives a stranger who types a client’s phone number nothing of the client', async () => {
    const johanna = await clientOf(
      await consultation('Johanna Nghipondoka', 'johanna@example.com', '081 234 5671'),
    );
    // The client asks for documents: a payslip she sends is hers.
    const requested = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${johanna}/document-requests`,
      payload: { kinds: ['payslip'] },
    });
    expect(requested.statusCode, requested.body).toBe(201);

    // A stranger: their own e-mail, the client's phone number. The enquiry is stored and filed.
    const stranger = 'stranger.one@example.com';
    later();
    const enquiry = await consultation('Someone Else', stranger, '+264 81 234 5671');
    expect(await clientOf(enquiry)).toBe(johanna);

    // The stranger's code request answers as for an unknown address, and no code is made for them.
    const asked = await post('/api/my/code', { email: stranger });
    const unknown = await post('/api/my/code', { email: 'nobody.at.all@example.com' });
    expect([asked.statusCode, asked.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(await codeFor(stranger)).toBeNull();
    const guessed = await post('/api/my/sign-in', { email: stranger, code: '123456' });
    expect(guessed.statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/my' })).statusCode).toBe(401);

    // Nothing private goes to the unconfirmed address: a review invitation and an e-mail refuse it.
    const written = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${johanna}/emails`,
      payload: { subject: 'Your payslip', body: 'Dear Johanna, thank you.', to: stranger },
    });
    expect(written.statusCode).toBe(400);
    expect(written.json().error.fields).toHaveProperty('to');
    const again = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${johanna}/document-requests`,
      payload: { kinds: ['id-document'] },
    });
    expect(again.statusCode).toBe(201);
    // The client's own address gets the private link; by then, and once nothing else is waiting,
    // the stranger's inbox holds their own acknowledgement only: never the client's name or a link.
    await eventually(
      () => /\/documents\?token/.test(inboxOf('johanna@example.com')),
      'the document request reached the client',
    );
    await outboxSent();
    const inbox = inboxOf(stranger);
    expect(inbox).toContain('Dear Someone,');
    expect(inbox).not.toContain('Johanna');
    expect(inbox).not.toMatch(/token/);

    // The adviser sees the detail with the form and time it came from; Today lists it.
    const client = await details(johanna);
    expect(client.detailsToConfirm).toMatchObject([
      {
        key: `email:${stranger}`,
        channel: 'email',
        value: stranger,
        source: 'consultation-request',
        sourceLabel: 'Consultation request',
        enquiryId: enquiry,
        at: clock.toISOString(),
      },
    ]);
    expect(client.email).toBe('johanna@example.com');
    expect(client.emailAddresses).toEqual([
      { address: 'johanna@example.com', confirmed: true },
      { address: stranger, confirmed: false },
    ]);
    const today = (await admin.request({ method: 'GET', url: '/api/admin/today' })).json() as TodayAnswer;
    expect(today.detailsToConfirm).toContainEqual(
      expect.objectContaining({ clientId: johanna, clientName: 'Johanna Nghipondoka', value: stranger }),
    );

    // Filed as a new person: the enquiry, its card and follow-up go to a client of their own,
    // whose details are theirs; the stranger then signs in and sees only their own record.
    const separated = await act(johanna, 'new-person', `email:${stranger}`);
    expect(separated.statusCode, separated.body).toBe(200);
    const newPerson = separated.json() as ClientDetails;
    expect(newPerson.id).not.toBe(johanna);
    expect(newPerson).toMatchObject({ name: 'Someone Else', email: stranger, detailsToConfirm: [] });
    expect(await clientOf(enquiry)).toBe(newPerson.id);
    expect(newPerson.cards).toHaveLength(1);
    expect((await details(johanna)).detailsToConfirm).toEqual([]);
    const theirs = await home(await signIn(stranger));
    expect(theirs).toMatchObject({ name: 'Someone Else', email: stranger, documents: [], requests: [] });
  });

  it('lets the client sign in with a new address once the adviser confirms it, and removes one', async () => {
    const peter = await clientOf(await consultation('Peter Amukoto', 'peter@example.com', '081 555 0101'));
    await consultation('Peter Amukoto', 'peter.work@example.com', '081 555 0101');
    await consultation('Peter Amukoto', 'not.peter@example.com', '081 555 0101');
    expect((await post('/api/my/code', { email: 'peter.work@example.com' })).statusCode).toBe(202);
    expect(await codeFor('peter.work@example.com')).toBeNull();

    expect((await act(peter, 'confirm', 'email:nobody@example.com')).statusCode).toBe(404);
    const confirmed = await act(peter, 'confirm', 'email:peter.work@example.com');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as ClientDetails).emailAddresses).toContainEqual({
      address: 'peter.work@example.com',
      confirmed: true,
    });
    const cookie = await signIn('peter.work@example.com');
    expect((await home(cookie)).name).toBe('Peter Amukoto');
    // An e-mail the adviser writes may now go to the confirmed second address.
    const written = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${peter}/emails`,
      payload: { subject: 'Hello', body: 'Dear Peter.', to: 'peter.work@example.com' },
    });
    expect(written.statusCode, written.body).toBe(202);

    const removed = await act(peter, 'remove', 'email:not.peter@example.com');
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as ClientDetails).emailAddresses.map((each) => each.address)).toEqual([
      'peter@example.com',
      'peter.work@example.com',
    ]);
    // A confirmed detail is not removed this way (Edit changes it).
    expect((await act(peter, 'remove', 'email:peter@example.com')).statusCode).toBe(404);
  });

  it('gives a portal client who takes another person’s number neither that person’s data nor their enquiries', async () => {
    const anna = await clientOf(await consultation('Anna Haufiku', 'anna@example.com', '081 600 0001'));
    const annaCookie = await signIn('anna@example.com');
    // Anna gives a number nobody has yet.
    const changed = await put('/api/my/contact', { phone: '081 600 0999', address: '' }, annaCookie);
    expect(changed.statusCode, changed.body).toBe(200);
    // Its owner books with their own e-mail and that number.
    const booking = await book('Xavier Tjiueza', 'xavier@example.com', '+264 81 600 0999', 0);
    expect((await post('/api/my/code', { email: 'xavier@example.com' })).statusCode).toBe(202);
    expect(await codeFor('xavier@example.com')).toBeNull();
    const annasHome = await home(annaCookie);
    expect(annasHome.consultations).toEqual([]);
    expect(JSON.stringify(annasHome)).not.toContain('Xavier');
    expect(JSON.stringify(annasHome)).not.toContain('xavier@example.com');
    expect((await post(`/api/my/bookings/${booking}/cancel`, {}, annaCookie)).statusCode).toBe(404);
    // The adviser sees the number waiting, from her portal.
    expect((await details(anna)).detailsToConfirm).toMatchObject([
      { channel: 'phone', value: '+264816000999', source: 'portal', sourceLabel: 'Their portal' },
      { channel: 'email', value: 'xavier@example.com', source: 'consultation-request' },
    ]);

    // A number that is another client's stays theirs: the clash shows on both pages.
    const ben = await clientOf(await consultation('Ben Shipanga', 'ben@example.com', '081 600 0002'));
    const taken = await put('/api/my/contact', { phone: '081 600 0002', address: '' }, annaCookie);
    expect(taken.statusCode, taken.body).toBe(200);
    await book('Ben Shipanga', 'ben.new@example.com', '+264 81 600 0002', 1);
    expect(await clientOf(await consultation('Ben Shipanga', 'ben@example.com', '081 600 0002'))).toBe(ben);
    const annaAfter = await home(annaCookie);
    expect(JSON.stringify(annaAfter)).not.toContain('Ben');
    expect(annaAfter.consultations).toEqual([]);
    expect((await details(anna)).contactClashes).toMatchObject([
      { direction: 'gave', otherClientId: ben, otherClientName: 'Ben Shipanga', value: '081 600 0002' },
    ]);
    const [clash] = (await details(ben)).contactClashes;
    expect(clash).toMatchObject({
      direction: 'given',
      otherClientId: anna,
      otherClientName: 'Anna Haufiku',
      value: '081 600 0002',
    });

    // Dealt with (from either page): it leaves both. Only a page the clash is on can mark it, once.
    const resolve = (clientId: string, clashId: string) =>
      admin.request({
        method: 'POST',
        url: `/api/admin/clients/${clientId}/contact-clashes/${clashId}/resolve`,
      });
    const stranger = await clientOf(await consultation('Cleo Nambahu', 'cleo@example.com', '081 600 0003'));
    expect((await resolve(stranger, clash!.id)).statusCode).toBe(404);
    expect((await resolve(ben, 'no-such-clash')).statusCode).toBe(404);
    const resolved = await resolve(ben, clash!.id);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((resolved.json() as ClientDetails).contactClashes).toEqual([]);
    expect((await details(anna)).contactClashes).toEqual([]);
    expect((await resolve(anna, clash!.id)).statusCode).toBe(404);
    const audited = await db()
      .selectFrom('audit_log')
      .select(['entity_id', 'details'])
      .where('action', '=', 'resolve-contact-clash')
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]?.entity_id).toBe(ben);
    expect(JSON.parse(String(audited[0]?.details))).toEqual({
      phone: '081 600 0002',
      gaveIt: anna,
      hasIt: ben,
    });
    // Anna's record still holds the number she gave: not hers, so nothing about her goes to it.
    expect((await details(anna)).phoneConfirmed).toBe(false);
  });

  it('offers a private link by WhatsApp only to a number confirmed as the client’s, never to another client’s', async () => {
    const carla = await clientOf(await consultation('Carla Iipinge', 'carla@example.com', '081 610 0001'));
    const dan = await clientOf(await consultation('Dan Hamutenya', 'dan@example.com', '081 610 0002'));
    const requestFor = async (clientId: string) => {
      const answer = await admin.request({
        method: 'POST',
        url: `/api/admin/clients/${clientId}/document-requests`,
        payload: { kinds: ['payslip'] },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json() as DocumentRequestCreated;
    };
    // The number that made the client is theirs: the link may go by WhatsApp.
    expect((await details(carla)).phoneConfirmed).toBe(true);
    expect(await requestFor(carla)).toMatchObject({ emailed: true, whatsappTo: '+264816100001' });

    // A new number from her portal is her claim: no link by WhatsApp until the adviser confirms it.
    const cookie = await signIn('carla@example.com');
    const changed = await put('/api/my/contact', { phone: '081 610 0099', address: '' }, cookie);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await details(carla)).toMatchObject({ phone: '081 610 0099', phoneConfirmed: false });
    const unconfirmed = await requestFor(carla);
    expect(unconfirmed.whatsappTo).toBeNull();
    expect(unconfirmed.whatsappText).toContain(unconfirmed.link);
    const confirmed = await act(carla, 'confirm', 'phone:+264816100099');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as ClientDetails).phoneConfirmed).toBe(true);
    expect((await requestFor(carla)).whatsappTo).toBe('+264816100099');

    // Dan's number, given in her portal, stays Dan's: Carla's private link never goes to it.
    const taken = await put('/api/my/contact', { phone: '+264 81 610 0002', address: '' }, cookie);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await details(carla)).toMatchObject({ phone: '+264 81 610 0002', phoneConfirmed: false });
    expect((await requestFor(carla)).whatsappTo).toBeNull();
    // Dan's own page is as it was.
    expect((await details(dan)).phoneConfirmed).toBe(true);
    expect((await requestFor(dan)).whatsappTo).toBe('+264816100002');
  });

  it('marks, on a database made before, the details a later enquiry brought as unconfirmed', async () => {
    const maria = await clientOf(await consultation('Maria Nangolo', 'maria.n@example.com', '081 700 0001'));
    later();
    await consultation('Not Maria', 'claims.maria@example.com', '081 700 0001');
    const confirmedBefore = await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${maria}`,
      payload: { email: 'maria.n@example.com', phone: '081 700 0001', name: 'Maria Nangolo' },
    });
    expect(confirmedBefore.statusCode).toBe(200);
    const migrator = new Migrator({
      db: testApp.database.handle.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('0033_team')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const keys = await db()
      .selectFrom('client_keys')
      .select(['key', 'confirmed', 'source_kind'])
      .where('client_id', '=', maria)
      .orderBy('key')
      .execute();
    expect(keys.map((key) => [key.key, Number(key.confirmed), key.source_kind])).toEqual([
      ['email:claims.maria@example.com', 0, 'consultation-request'],
      ['email:maria.n@example.com', 1, null],
      ['phone:+264817000001', 1, null],
    ]);
    expect(await codeFor('claims.maria@example.com')).toBeNull();
    expect((await post('/api/my/code', { email: 'claims.maria@example.com' })).statusCode).toBe(202);
    expect(await codeFor('claims.maria@example.com')).toBeNull();
  });
});

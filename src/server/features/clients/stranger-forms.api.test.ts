import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsAnswer } from '../../../shared/booking';
import type { ClientDetails, TodayAnswer } from '../../../shared/clients';
import type { PortalHome } from '../../../shared/portal';
import { type AdminClient, signInAdmin, siteOrigin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { familyOfFour } from '../../testing/funeral-fixtures';

/**
 * A stranger's form never writes into a client's record (D35, issue 56), through HTTP on both
 * databases: a form's ID number fills nothing on an existing client until the adviser confirms it
 * (an assistant never sees it); a booking carrying one detail that is not the client's confirmed
 * own is in nobody's portal; the back office dials only confirmed numbers.
 */
describe.each(dialects)('a stranger’s form and a client’s record (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let clock = new Date('2026-11-25T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    owner = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.handle.db;
  let address = 0;
  const post = (url: string, body: unknown, cookie = '') => {
    address += 1;
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        origin: siteOrigin(testApp),
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify(body),
      remoteAddress: `10.93.${Math.floor(address / 250)}.${address % 250}`,
    });
  };
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
  const clientOf = async (table: 'consultation_requests' | 'funeral_applications', id: string) =>
    (await db().selectFrom(table).select('client_id').where('id', '=', id).executeTakeFirstOrThrow())
      .client_id as string;
  const details = async (clientId: string, who = owner) => {
    const answer = await who.request({ method: 'GET', url: `/api/admin/clients/${clientId}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ClientDetails;
  };
  const funeral = async (applicant: Partial<typeof familyOfFour.mainApplicant>) => {
    const answer = await post('/api/funeral-cover-applications', {
      ...familyOfFour,
      mainApplicant: { ...familyOfFour.mainApplicant, ...applicant },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as string;
  };

  it('keeps a stranger’s ID number off a client’s record until the adviser confirms it; an assistant never sees it', async () => {
    const martha = await clientOf(
      'consultation_requests',
      await consultation('Martha Shikongo', 'martha.s@example.com', '081 700 1001'),
    );
    // A stranger's funeral application with Martha's number, their own e-mail and an ID number.
    const application = await funeral({
      firstName: 'Somebody',
      lastName: 'Else',
      email: 'somebody.else@example.com',
      phone: '+264 81 700 1001',
      idNumber: '79123100456',
    });
    expect(await clientOf('funeral_applications', application)).toBe(martha);
    const before = await details(martha);
    expect(before.idNumber).toBe('');
    const waiting = before.detailsToConfirm.find((detail) => detail.channel === 'idNumber');
    expect(waiting).toMatchObject({
      channel: 'idNumber',
      value: '',
      idNumber: '79123100456',
      source: 'funeral-application',
      enquiryId: application,
    });
    const row = await db()
      .selectFrom('clients')
      .select(['id_number', 'id_number_hash'])
      .where('id', '=', martha)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id_number: '', id_number_hash: '' });

    // An assistant sees neither the ID number nor that one waits.
    const assistant = await signInAdmin(testApp, testAccounts.assistant);
    const theirView = await details(martha, assistant);
    expect(theirView.detailsToConfirm.filter((detail) => detail.channel === 'idNumber')).toEqual([]);
    expect(JSON.stringify(theirView)).not.toContain('79123100456');
    const today = (await assistant.request({ method: 'GET', url: '/api/admin/today' })).json() as TodayAnswer;
    expect(JSON.stringify(today)).not.toContain('79123100456');

    // Confirmed by the adviser: the record takes it.
    const confirmed = await owner.request({
      method: 'POST',
      url: `/api/admin/clients/${martha}/contact-details/confirm`,
      payload: { key: waiting?.key },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ idNumber: '79123100456' });
    expect(
      (confirmed.json() as ClientDetails).detailsToConfirm.filter((detail) => detail.channel === 'idNumber'),
    ).toEqual([]);

    // Someone new: the ID number that made them is theirs at once.
    const newcomer = await clientOf(
      'funeral_applications',
      await funeral({
        firstName: 'Nelao',
        lastName: 'Amupolo',
        email: 'nelao@example.com',
        phone: '+264 81 700 1002',
        idNumber: '85041200123',
      }),
    );
    expect(await details(newcomer)).toMatchObject({ idNumber: '85041200123', detailsToConfirm: [] });
  });

  it('shows a booking in a client’s portal only when every detail it carries is a confirmed one of theirs', async () => {
    const paulus = await clientOf(
      'consultation_requests',
      await consultation('Paulus Kandjii', 'paulus.k@example.com', '081 700 2001'),
    );
    const free = (
      await testApp.app.inject({ method: 'GET', url: '/api/booking/slots?from=2026-12-01&days=14' })
    ).json() as SlotsAnswer;
    const book = async (fullName: string, email: string, phone: string, slot: number) => {
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
      const bookingId = booked.json().id as string;
      const request = await db()
        .selectFrom('bookings')
        .select('consultation_request_id')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
      return { bookingId, id: request.consultation_request_id };
    };
    // A stranger: their own e-mail and Paulus's confirmed number. Filed under Paulus for the adviser.
    const strangers = await book('A Stranger', 'a.stranger@example.com', '+264 81 700 2001', 0);
    expect(await clientOf('consultation_requests', strangers.id)).toBe(paulus);
    // Paulus's own, with his own details.
    const his = await book('Paulus Kandjii', 'paulus.k@example.com', '081 700 2001', 1);

    clock = new Date(clock.getTime() + 5 * 60_000);
    expect((await post('/api/my/code', { email: 'paulus.k@example.com' })).statusCode).toBe(202);
    const code = await db()
      .selectFrom('outbox_messages')
      .select('content')
      .where('enquiry_type', '=', 'portal-code')
      .where('to_address', '=', 'paulus.k@example.com')
      .executeTakeFirstOrThrow();
    const signedIn = await post('/api/my/sign-in', {
      email: 'paulus.k@example.com',
      code: JSON.parse(code.content).code,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = String((signedIn as LightMyRequestResponse).headers['set-cookie'] ?? '').split(
      ';',
    )[0] as string;
    const home = (
      await testApp.app.inject({ method: 'GET', url: '/api/my', headers: { cookie } })
    ).json() as PortalHome;
    expect(JSON.stringify(home)).not.toContain('Stranger');
    expect(JSON.stringify(home)).not.toContain('a.stranger@example.com');
    expect(home.consultations.map((each) => each.id)).toEqual([his.bookingId]);
    const strangerBooking = await db()
      .selectFrom('bookings')
      .select('id')
      .where('consultation_request_id', '=', strangers.id)
      .executeTakeFirstOrThrow();
    expect((await post(`/api/my/bookings/${strangerBooking.id}/cancel`, {}, cookie)).statusCode).toBe(404);
    expect(
      (
        await db()
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', strangerBooking.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).not.toBe('cancelled');
  });

  it('dials from the back office only a number confirmed as the client’s own', async () => {
    const selma = await clientOf(
      'consultation_requests',
      await consultation('Selma Amutenya', 'selma.a@example.com', '081 700 3001'),
    );
    expect(await details(selma)).toMatchObject({ phoneE164: '+264817003001', phoneConfirmed: true });
    // A number she gives in her portal is on her record, not confirmed: shown, not dialled.
    clock = new Date(clock.getTime() + 5 * 60_000);
    expect((await post('/api/my/code', { email: 'selma.a@example.com' })).statusCode).toBe(202);
    const code = await db()
      .selectFrom('outbox_messages')
      .select('content')
      .where('enquiry_type', '=', 'portal-code')
      .where('to_address', '=', 'selma.a@example.com')
      .executeTakeFirstOrThrow();
    const signedIn = await post('/api/my/sign-in', {
      email: 'selma.a@example.com',
      code: JSON.parse(code.content).code,
    });
    const cookie = String(signedIn.headers['set-cookie'] ?? '').split(';')[0] as string;
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/my/contact',
      headers: { 'content-type': 'application/json', origin: siteOrigin(testApp), cookie },
      payload: JSON.stringify({ phone: '081 700 3999', address: '' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await details(selma)).toMatchObject({
      phone: '081 700 3999',
      phoneE164: '',
      phoneConfirmed: false,
    });
    const today = (await owner.request({ method: 'GET', url: '/api/admin/today' })).json() as TodayAnswer;
    const waiting = today.notContacted.flat().find((entry) => entry.clientId === selma);
    expect(waiting).toMatchObject({ phone: '081 700 3999', phoneE164: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequestInput, CreatedBooking, SlotsAnswer } from '../../../shared/booking';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, secondServer, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';

/**
 * Booking a consultation time (issue 20): a fresh install offers slots from the site's business
 * hours; a booking is a consultation request with its time, stored whole or not at all; one slot
 * is never booked twice, however many confirm it at once.
 */

// Monday 30 November 2026, 08:00 in Windhoek.
const now = new Date('2026-11-30T06:00:00.000Z');

const booking = (start: string, changes: Partial<BookingRequestInput> = {}): BookingRequestInput => ({
  ...validConsultation,
  fullName: 'Slot Booker',
  phone: '081 700 0001',
  email: 'slot.booker@example.com',
  start,
  kind: 'phone',
  ...changes,
});

const post = (app: TestApp['app'], body: unknown, index = 0) =>
  app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'content-type': 'application/json' },
    // Each from its own address: the per-address limit on public posts is not what is tested.
    remoteAddress: `10.20.${Math.floor(index / 200)}.${index % 200}`,
    payload: JSON.stringify(body),
  });

describe.each(dialects)('booking a consultation time (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => now });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const slots = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/booking/slots?${query}` });
    return { status: response.statusCode, body: response.json<SlotsAnswer>() };
  };
  const count = async (table: 'bookings' | 'consultation_requests' | 'pipeline_leads' | 'outbox_messages') =>
    Number(
      (
        await testApp.database.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('offers slots on a fresh install from the business hours, in Windhoek time', async () => {
    const { status, body } = await slots('from=2026-12-01&days=7');
    expect(status).toBe(200);
    // 30-minute meetings with 15 minutes between: 09:00, 09:45, 10:30 ... the last ending by 18:00.
    expect(body.slots.slice(0, 3)).toEqual([
      {
        start: '2026-12-01T09:00:00+02:00',
        end: '2026-12-01T09:30:00+02:00',
        kinds: ['phone', 'whatsapp-video', 'office'],
      },
      {
        start: '2026-12-01T09:45:00+02:00',
        end: '2026-12-01T10:15:00+02:00',
        kinds: ['phone', 'whatsapp-video', 'office'],
      },
      {
        start: '2026-12-01T10:30:00+02:00',
        end: '2026-12-01T11:00:00+02:00',
        kinds: ['phone', 'whatsapp-video', 'office'],
      },
    ]);
    const byDay: Record<string, unknown[]> = {};
    for (const slot of body.slots) {
      const day = slot.start.slice(0, 10);
      byDay[day] = [...(byDay[day] ?? []), slot];
    }
    // 09:00 to 18:00 is 540 minutes: 12 meetings of 30 + 15 (the 12th starts 17:15, ends 17:45).
    expect(byDay['2026-12-01']).toHaveLength(12);
    // Saturday 9 to 2: 09:00 ... 13:30 (ends 14:00) = 7; Sunday closed.
    expect(byDay['2026-12-05']).toHaveLength(7);
    expect(byDay['2026-12-06']).toBeUndefined();
  });

  it('closes public holidays, and refuses bad queries naming the field', async () => {
    // Thursday 10 December 2026 is Human Rights Day.
    expect((await slots('from=2026-12-10&days=1')).body.slots).toEqual([]);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/booking/slots?from=10-12-2026&days=500',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['days', 'from']);
  });

  it('books a slot as a consultation request with its card, client and e-mails, in one unit', async () => {
    const before = { requests: await count('consultation_requests'), cards: await count('pipeline_leads') };
    const response = await post(testApp.app, booking('2026-12-01T09:00:00+02:00'));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<CreatedBooking>();
    expect(created).toMatchObject({
      start: '2026-12-01T09:00:00+02:00',
      end: '2026-12-01T09:30:00+02:00',
      kind: 'phone',
    });
    const stored = await testApp.database.handle.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      consultation_request_id: created.consultationRequestId,
      starts_at: '2026-12-01T07:00:00.000Z',
      ends_at: '2026-12-01T07:30:00.000Z',
      status: 'booked',
    });
    expect(await count('consultation_requests')).toBe(before.requests + 1);
    expect(await count('pipeline_leads')).toBe(before.cards + 1);
    const card = await testApp.database.handle.db
      .selectFrom('pipeline_leads')
      .select('notes')
      .where('enquiry_id', '=', created.consultationRequestId)
      .executeTakeFirstOrThrow();
    expect(card.notes).toContain('Booked: Tuesday 1 December 2026, 09:00 (Windhoek time), Phone call');
    // The slot is gone; the next, 15 minutes after the booking ends, is still offered.
    const after = (await slots('from=2026-12-01&days=1')).body.slots.map((slot) => slot.start.slice(11, 16));
    expect(after.slice(0, 2)).toEqual(['09:45', '10:30']);
  });

  it('says on Today when a person waiting for a first contact booked their consultation, until it is cancelled', async () => {
    const response = await post(
      testApp.app,
      booking('2026-12-02T09:00:00+02:00', {
        fullName: 'Today Booker',
        email: 'today.booker@example.com',
        phone: '081 700 0999',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<CreatedBooking>();
    const waiting = async () =>
      (
        (await admin.request({ method: 'GET', url: '/api/admin/today/not-contacted?page=1' })).json() as {
          items: { summary: string; clientName: string; bookedFor?: string }[];
        }
      ).items.find((entry) => entry.clientName === 'Today Booker');
    // The first contact is arranged: Today says when (issue 59), not a time to call them by.
    expect((await waiting())?.bookedFor).toBe('2026-12-02T07:00:00.000Z');
    const cancelled = await admin.request({
      method: 'POST',
      url: `/api/admin/bookings/${created.id}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    // Waiting still, with no time booked.
    expect(await waiting()).toBeDefined();
    expect((await waiting())?.bookedFor).toBeUndefined();
  });

  it('refuses a time the availability does not offer, and a kind not offered, naming the field', async () => {
    const offGrid = await post(testApp.app, booking('2026-12-01T09:10:00+02:00'));
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().error.fields).toEqual({
      start: 'That time is not available. Please choose one of the times shown.',
    });
    const sunday = await post(testApp.app, booking('2026-12-06T09:00:00+02:00'));
    expect(sunday.statusCode).toBe(400);
    const missing = await post(testApp.app, {
      ...booking('2026-12-01T09:45:00+02:00'),
      kind: 'carrier-pigeon',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('kind');
  });

  it('books one of 20 confirmations of one slot sent at once; the others get 409 and nothing is half-stored', async () => {
    const before = {
      bookings: await count('bookings'),
      requests: await count('consultation_requests'),
      cards: await count('pipeline_leads'),
      mails: await count('outbox_messages'),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          testApp.app,
          booking('2026-12-02T11:15:00+02:00', {
            fullName: `Racer ${index}`,
            // A person each (issue 59: one person's requests of one need share a card).
            email: `racer${index}@example.com`,
            phone: `081 710 ${1000 + index}`,
          }),
          index,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.message).toBe(
      'Sorry, that time was just booked by someone else. Please choose another time.',
    );
    expect(await count('bookings')).toBe(before.bookings + 1);
    expect(await count('consultation_requests')).toBe(before.requests + 1);
    expect(await count('pipeline_leads')).toBe(before.cards + 1);
    // The adviser's notice and the visitor's confirmation of the one booking.
    expect(await count('outbox_messages')).toBe(before.mails + 2);
  });

  it('lets the adviser change the availability and block a day; slots follow', async () => {
    const current = await admin.request({ method: 'GET', url: '/api/admin/booking/availability' });
    expect(current.json()).toMatchObject({
      meetingMinutes: 30,
      bufferMinutes: 15,
      minimumNoticeMinutes: 120,
    });
    const refused = await admin.request({
      method: 'PUT',
      url: '/api/admin/booking/availability',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...current.json(), meetingMinutes: 50 }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('meetingMinutes');
    const saved = await admin.request({
      method: 'PUT',
      url: '/api/admin/booking/availability',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...current.json(), meetingMinutes: 60, bufferMinutes: 0, kinds: ['office'] }),
    });
    expect(saved.statusCode).toBe(200);
    const thursday = (await slots('from=2026-12-03&days=1')).body.slots;
    expect(thursday.map((slot) => slot.start.slice(11, 16))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(thursday[0]?.kinds).toEqual(['office']);
    const phone = await post(testApp.app, booking('2026-12-03T09:00:00+02:00', { kind: 'phone' }));
    expect(phone.json().error.fields).toHaveProperty('kind');

    const block = await admin.request({
      method: 'POST',
      url: '/api/admin/booking/blocks',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        startsAt: '2026-12-03T00:00:00+02:00',
        endsAt: '2026-12-04T00:00:00+02:00',
        reason: 'Day off',
      }),
    });
    expect(block.statusCode).toBe(201);
    expect((await slots('from=2026-12-03&days=1')).body.slots).toEqual([]);
    const removed = await admin.request({
      method: 'DELETE',
      url: `/api/admin/booking/blocks/${block.json().id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await slots('from=2026-12-03&days=1')).body.slots).toHaveLength(9);
  });
});

describe('one slot through two servers on one PostgreSQL database', () => {
  let first: TestApp;
  let other: Awaited<ReturnType<typeof secondServer>>;
  let second: TestApp['app'];
  beforeAll(async () => {
    first = await createTestApp('postgres', { now: () => now });
    other = await secondServer(first, () => now);
    second = other.app;
  });
  afterAll(async () => {
    await other.close();
    await first.close();
  });

  it('books it once of 20 confirmations sent to both; 19 answers 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          index % 2 ? second : first.app,
          booking('2026-12-01T14:15:00+02:00', { phone: `081 720 ${1000 + index}` }),
          index,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const rows = await first.database.handle.db.selectFrom('bookings').select('starts_at').execute();
    expect(rows).toEqual([{ starts_at: '2026-12-01T12:15:00.000Z' }]);
    const requests = await first.database.handle.db
      .selectFrom('consultation_requests')
      .select('id')
      .execute();
    expect(requests).toHaveLength(1);
  });
});

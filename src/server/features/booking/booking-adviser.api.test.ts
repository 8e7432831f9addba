import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarItem, CreatedBooking } from '../../../shared/booking';
import type { ClientAppointments } from '../../../shared/client-appointments';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';

/**
 * The adviser's side of bookings (issue 20): the calendar of bookings, workshops and blocked times
 * in Windhoek time; moving and cancelling a booking (the visitor told); the private calendar feed
 * that calendar programs subscribe to, whose address can be renewed.
 */

const now = new Date('2026-11-30T06:00:00.000Z');

describe.each(dialects)('the adviser’s calendar (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let booking: CreatedBooking;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => now });
    admin = await signInAdmin(testApp);
    const made = await testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...validConsultation,
        fullName: 'Cal Endar',
        email: 'cal.endar@example.com',
        phone: '081 740 0001',
        start: '2026-12-01T09:45:00+02:00',
        kind: 'whatsapp-video',
      }),
    });
    booking = made.json<CreatedBooking>();
    const json = { 'content-type': 'application/json' };
    await admin.request({
      method: 'POST',
      url: '/api/admin/booking/blocks',
      headers: json,
      payload: JSON.stringify({
        startsAt: '2026-12-02T12:00:00+02:00',
        endsAt: '2026-12-02T14:00:00+02:00',
        reason: 'Dentist',
      }),
    });
    await admin.request({
      method: 'POST',
      url: '/api/admin/workshops',
      headers: json,
      payload: JSON.stringify({
        title: 'Budgeting Basics',
        summary: 'A budget that lasts.',
        format: 'in-person',
        venue: 'Hall B, Windhoek',
        startsAt: '2026-12-03T09:00:00+02:00',
        endsAt: '2026-12-03T11:00:00+02:00',
        priceCents: 0,
        capacity: 10,
        status: 'published',
      }),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the week in Windhoek time: the booking, the blocked time and the workshop', async () => {
    const response = await admin.request({
      method: 'GET',
      url: '/api/admin/calendar?from=2026-11-30&days=7',
    });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: CalendarItem[] }>().items;
    expect(items.map((item) => [item.type, item.start, item.title])).toEqual([
      ['booking', '2026-12-01T09:45:00+02:00', 'Cal Endar'],
      ['block', '2026-12-02T12:00:00+02:00', 'Dentist'],
      ['workshop', '2026-12-03T09:00:00+02:00', 'Budgeting Basics'],
    ]);
    expect(items[0]).toMatchObject({
      kind: 'whatsapp-video',
      consultationRequestId: booking.consultationRequestId,
    });
    expect(items[0]?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await admin.request({ method: 'GET', url: '/api/admin/calendar?from=monday&days=7' });
    expect(bad.statusCode).toBe(400);
  });

  it('moves a booking to another free time and tells the visitor; refuses a taken or unoffered time', async () => {
    const json = { 'content-type': 'application/json' };
    const unoffered = await admin.request({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/reschedule`,
      headers: json,
      payload: JSON.stringify({ start: '2026-12-01T09:50:00+02:00', kind: 'phone' }),
    });
    expect(unoffered.statusCode).toBe(400);
    const moved = await admin.request({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/reschedule`,
      headers: json,
      payload: JSON.stringify({ start: '2026-12-01T11:15:00+02:00', kind: 'phone' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const told = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'audience'])
      .where('enquiry_type', '=', 'booking-changed')
      .execute();
    expect(told).toEqual([{ to_address: 'cal.endar@example.com', audience: 'visitor' }]);
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('entity_type', '=', 'booking')
      .execute();
    expect(audit).toEqual([{ action: 'reschedule', admin_id: expect.any(String) }]);
  });

  it('serves a private calendar feed with the bookings and workshops; a renewed address replaces the old', async () => {
    const first = (await admin.request({ method: 'GET', url: '/api/admin/booking/feed' })).json<{
      url: string;
    }>().url;
    expect(first).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await admin.request({ method: 'GET', url: '/api/admin/booking/feed' })).json().url).toBe(first);
    const path = new URL(first).pathname;
    const feed = await testApp.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString()])).toEqual([
      ['Cal Endar: Phone call', '2026-12-01T09:15:00.000Z'],
      ['Workshop: Budgeting Basics', '2026-12-03T07:00:00.000Z'],
    ]);
    expect(events[0]?.uid).toBe(`booking-${booking.id}@${new URL(testApp.config.site.siteUrl).hostname}`);

    const renewed = (await admin.request({ method: 'POST', url: '/api/admin/booking/feed/renew' })).json<{
      url: string;
    }>().url;
    expect(renewed).not.toBe(first);
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: new URL(renewed).pathname })).statusCode).toBe(
      200,
    );
  });

  it("shows the client's booked consultation (moved above to a phone call) and workshop seat on their page (issue 44)", async () => {
    const json = { 'content-type': 'application/json' };
    const clientId = (
      await testApp.database.handle.db
        .selectFrom('consultation_requests')
        .select('client_id')
        .where('full_name', '=', 'Cal Endar')
        .executeTakeFirstOrThrow()
    ).client_id as string;
    const workshop = await testApp.database.handle.db
      .selectFrom('workshops')
      .select('id')
      .where('title', '=', 'Budgeting Basics')
      .executeTakeFirst();
    const seat = await testApp.app.inject({
      method: 'POST',
      url: '/api/workshop-registrations',
      headers: json,
      payload: JSON.stringify({
        workshopId: workshop?.id,
        fullName: 'Cal Endar',
        email: 'cal.endar@example.com',
        phone: '081 740 0001',
      }),
    });
    expect(seat.statusCode, seat.body).toBe(201);
    const read = async () => {
      const answer = await admin.request({
        method: 'GET',
        url: `/api/admin/clients/${clientId}/appointments`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<ClientAppointments>();
    };
    const before = await read();
    expect(before.consultations).toMatchObject([
      { id: booking.id, kind: 'phone', status: 'booked', past: false, topic: 'Retirement Planning' },
    ]);
    expect(before.workshops).toMatchObject([{ title: 'Budgeting Basics', seat: 'confirmed', past: false }]);
    // The client's timeline says it was booked, with its time in Windhoek.
    const timeline = (await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` })).json<{
      timeline: { kind: string; title: string; detail: string }[];
    }>().timeline;
    expect(timeline.filter((entry) => entry.kind === 'booking').map((entry) => entry.title)).toContain(
      'Consultation booked',
    );
    const unknown = await admin.request({
      method: 'GET',
      url: '/api/admin/clients/no-such-client/appointments',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('cancels a booking and tells the visitor; the slot is free again', async () => {
    const cancelled = await admin.request({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/cancel`,
    });
    expect(cancelled.json()).toEqual({ id: booking.id, status: 'cancelled' });
    const again = await admin.request({ method: 'POST', url: `/api/admin/bookings/${booking.id}/cancel` });
    expect(again.statusCode).toBe(409);
    const slots = await testApp.app.inject({
      method: 'GET',
      url: '/api/booking/slots?from=2026-12-01&days=1',
    });
    expect(slots.json().slots.map((slot: { start: string }) => slot.start)).toContain(
      '2026-12-01T11:15:00+02:00',
    );
    const clientId = (
      await testApp.database.handle.db
        .selectFrom('consultation_requests')
        .select('client_id')
        .where('full_name', '=', 'Cal Endar')
        .executeTakeFirstOrThrow()
    ).client_id as string;
    const after = (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/appointments` })
    ).json<ClientAppointments>();
    expect(after.consultations.map((item) => item.status)).toEqual(['cancelled']);
    const timeline = (await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` })).json<{
      timeline: { title: string }[];
    }>().timeline;
    expect(timeline.map((entry) => entry.title)).toContain('Consultation cancelled');
  });
});

import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequestInput, CreatedBooking, ManagedBooking } from '../../../shared/booking';
import { type DatabaseHandle, openDatabase } from '../../db';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';
import { createMailbox } from '../../testing/mail';
import { runBookingReminders } from './reminders';

/**
 * A booking's e-mails and the visitor's own link (issue 20): the confirmation with a calendar
 * invitation (METHOD:REQUEST, one UID), moving the booking (the same UID, a higher SEQUENCE),
 * cancelling it (METHOD:CANCEL), the adviser told of each; reminders 24 hours and 1 hour before,
 * once across two servers; no change after the minimum notice. Calendar files read with ical.js.
 */

// Monday 30 November 2026, 08:00 in Windhoek.
let clock = new Date('2026-11-30T06:00:00.000Z');

function parseInvitation(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    zone: event.startDate.zone?.tzid,
    status: vevent.getFirstPropertyValue('status'),
  };
}

describe.each(dialects)('booking e-mails and the visitor’s own link (%s)', (dialect) => {
  let testApp: TestApp;
  const mailbox = createMailbox();
  let secondServer: DatabaseHandle;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, {
      now: () => clock,
      mailTransport: mailbox.transport,
      env: { NOTIFY_EMAIL: 'adviser-inbox@example.com', OUTBOX_POLL_MS: '25' },
    });
    secondServer = openDatabase(testApp.database.target);
  });
  afterAll(async () => {
    await secondServer.close();
    await testApp.close();
  });

  const deliver = () => mailbox.deliver(testApp, () => clock);
  const post = (url: string, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  let token = '';
  let uid = '';

  it('confirms the booking with an invitation in Windhoek time and a link to change it', async () => {
    const body: BookingRequestInput = {
      ...validConsultation,
      fullName: 'Ina Vite',
      email: 'ina.vite@example.com',
      phone: '081 730 0001',
      start: '2026-12-01T09:00:00+02:00',
      kind: 'office',
    };
    const created = await post('/api/bookings', body);
    expect(created.statusCode).toBe(201);
    const booking = created.json<CreatedBooking>();
    const mails = await deliver();
    const confirmation = mails.find((mail) => mail.to === 'ina.vite@example.com')!;
    expect(confirmation.subject).toBe(
      `Your consultation: Tuesday 1 December 2026 at 9:00 AM - ${testApp.config.site.businessName}`,
    );
    expect(confirmation.text).toContain(
      'When (Windhoek time): Tuesday 1 December 2026 at 9:00 AM to 9:30 AM',
    );
    expect(confirmation.text).toContain(`How: At the office: ${testApp.config.site.streetAddress}`);
    token = /\/booking\/manage\?token=([A-Za-z0-9_-]{43})/.exec(confirmation.text)?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(confirmation.icalEvent?.method).toBe('REQUEST');
    const invitation = parseInvitation(confirmation.icalEvent!.content);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: '2026-12-01T07:00:00.000Z',
      zone: 'Africa/Windhoek',
      status: 'CONFIRMED',
    });
    expect(invitation.uid).toBe(`booking-${booking.id}@${new URL(testApp.config.site.siteUrl).hostname}`);
    uid = invitation.uid;
    const adviser = mails.find((mail) => mail.to === 'adviser-inbox@example.com')!;
    expect(adviser.text).toContain('Booked: Tuesday 1 December 2026, 09:00 (Windhoek time), At the office');
  });

  it('moves the booking by the link: the same calendar entry, a higher sequence, the adviser told', async () => {
    expect((await post('/api/bookings/manage/lookup', { token: 'x'.repeat(43) })).statusCode).toBe(404);
    const looked = await post('/api/bookings/manage/lookup', { token });
    expect(looked.json<ManagedBooking>()).toEqual({
      name: 'Ina Vite',
      start: '2026-12-01T09:00:00+02:00',
      end: '2026-12-01T09:30:00+02:00',
      kind: 'office',
      status: 'booked',
      changeable: true,
    });
    // Off the grid: refused, naming the field.
    const offGrid = await post('/api/bookings/manage/reschedule', {
      token,
      start: '2026-12-02T09:05:00+02:00',
      kind: 'phone',
    });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().error.fields).toHaveProperty('start');
    // Someone else's time: 409.
    await post('/api/bookings', {
      ...validConsultation,
      fullName: 'Other Person',
      email: '',
      phone: '081 730 0002',
      start: '2026-12-02T09:00:00+02:00',
      kind: 'phone',
    });
    const clash = await post('/api/bookings/manage/reschedule', {
      token,
      start: '2026-12-02T09:00:00+02:00',
      kind: 'phone',
    });
    expect(clash.statusCode).toBe(409);
    await deliver();

    const moved = await post('/api/bookings/manage/reschedule', {
      token,
      start: '2026-12-02T10:30:00+02:00',
      kind: 'phone',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ManagedBooking>()).toMatchObject({ start: '2026-12-02T10:30:00+02:00', kind: 'phone' });
    // The old time is free again.
    const free = await testApp.app.inject({
      method: 'GET',
      url: '/api/booking/slots?from=2026-12-01&days=1',
    });
    expect(free.json().slots[0].start).toBe('2026-12-01T09:00:00+02:00');

    const mails = await deliver();
    const visitor = mails.find((mail) => mail.to === 'ina.vite@example.com')!;
    expect(visitor.subject).toBe(
      `New time for your consultation: Wednesday 2 December 2026 at 10:30 AM - ${testApp.config.site.businessName}`,
    );
    expect(parseInvitation(visitor.icalEvent!.content)).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      start: '2026-12-02T08:30:00.000Z',
    });
    const adviser = mails.find((mail) => mail.to === 'adviser-inbox@example.com')!;
    expect(adviser.subject).toBe('Booking moved: Ina Vite, now Wednesday 2 December 2026 at 10:30 AM');
    expect(adviser.text).toMatch(/\/admin\?tab=consultations&record=[0-9a-f-]{36}/);
  });

  it('reminds 24 hours and 1 hour before, once each across two servers', async () => {
    // Booked for 10:30 Windhoek on 2 December = 08:30 UTC.
    expect(await runBookingReminders(testApp.database.handle, new Date('2026-12-01T08:29:00.000Z'))).toBe(0);
    const dayBefore = new Date('2026-12-01T08:30:00.000Z');
    await Promise.all([
      runBookingReminders(testApp.database.handle, dayBefore),
      runBookingReminders(secondServer, dayBefore),
    ]);
    const hourBefore = new Date('2026-12-02T07:30:00.000Z');
    await Promise.all([
      runBookingReminders(testApp.database.handle, hourBefore),
      runBookingReminders(secondServer, hourBefore),
    ]);
    const reminders = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'content'])
      .where('enquiry_type', '=', 'booking-reminder')
      .orderBy('created_at')
      .execute();
    expect(reminders.map((row) => [row.to_address, JSON.parse(row.content).hoursBefore])).toEqual([
      ['ina.vite@example.com', 24],
      ['ina.vite@example.com', 1],
    ]);
    clock = hourBefore;
    const [first, second] = (await deliver()).filter((mail) => mail.subject.startsWith('Reminder'));
    expect(first?.subject).toContain(
      'Reminder: your consultation tomorrow, Wednesday 2 December 2026 at 10:30 AM',
    );
    expect(second?.subject).toContain('Reminder: your consultation in an hour');
    clock = new Date('2026-11-30T06:00:00.000Z');
  });

  it('cancels by the link (the calendar entry removed, the adviser told), then refuses changes after the notice', async () => {
    const cancelled = await post('/api/bookings/manage/cancel', { token });
    expect(cancelled.json<ManagedBooking>()).toMatchObject({ status: 'cancelled', changeable: false });
    expect((await post('/api/bookings/manage/cancel', { token })).json()).toMatchObject({
      status: 'cancelled',
    });
    const mails = await deliver();
    const visitor = mails.find((mail) => mail.to === 'ina.vite@example.com')!;
    expect(visitor.subject).toContain(
      'Cancelled: your consultation on Wednesday 2 December 2026 at 10:30 AM',
    );
    expect(parseInvitation(visitor.icalEvent!.content)).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(mails.find((mail) => mail.to === 'adviser-inbox@example.com')?.subject).toBe(
      'Booking cancelled: Ina Vite, Wednesday 2 December 2026 at 10:30 AM',
    );

    // Another booking, then the clock past its notice (2 hours before): no change by the link.
    const again = await post('/api/bookings', {
      ...validConsultation,
      fullName: 'Late Changer',
      email: 'late.changer@example.com',
      phone: '081 730 0003',
      start: '2026-12-03T11:15:00+02:00',
      kind: 'phone',
    });
    expect(again.statusCode).toBe(201);
    const [confirmation] = (await deliver()).filter((mail) => mail.to === 'late.changer@example.com');
    const lateToken = /token=([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '')?.[1] ?? '';
    clock = new Date('2026-12-03T07:30:00.000Z'); // 09:30 Windhoek, 1 h 45 before
    expect((await post('/api/bookings/manage/lookup', { token: lateToken })).json()).toMatchObject({
      changeable: false,
    });
    const late = await post('/api/bookings/manage/cancel', { token: lateToken });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'It is too close to the time to change the booking here. Please call us.',
    );
    clock = new Date('2026-11-30T06:00:00.000Z');
  });
});

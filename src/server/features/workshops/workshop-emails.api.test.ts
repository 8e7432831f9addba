import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnRegistration, WorkshopCreateInput } from '../../../shared/workshops';
import { type DatabaseHandle, openDatabase } from '../../db';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { createMailbox } from '../../testing/mail';
import type { MailMessage } from '../notifications';
import { runWorkshopReminders } from './reminders';

/**
 * A registrant's e-mails (issue 19): the confirmation with its calendar invitation and own
 * cancellation link, the waiting list's, cancelling by the link (the seat goes to the next
 * waiting), the reminder a day before (once, even with two servers), all as HTML with a text
 * alternative. The calendar files are read back with ical.js.
 */

const workshop: WorkshopCreateInput = {
  title: 'Tax-Advantaged Investing Evening',
  summary: 'Retirement annuities and other deductions, explained.',
  format: 'virtual',
  joinUrl: 'https://meet.example.com/tax-evening',
  // 09:00 in Windhoek = 07:00 UTC.
  startsAt: '2026-12-05T09:00:00+02:00',
  endsAt: '2026-12-05T10:30:00+02:00',
  priceCents: 0,
  capacity: 1,
  status: 'published',
};

describe.each(dialects)('workshop e-mails and the registrant’s own link (%s)', (dialect) => {
  let testApp: TestApp;
  const mailbox = createMailbox();
  let admin: AdminClient;
  let secondServer: DatabaseHandle;
  let clock = new Date('2026-11-24T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, {
      now: () => clock,
      mailTransport: mailbox.transport,
      env: { OUTBOX_POLL_MS: '25' },
    });
    admin = await signInAdmin(testApp);
    secondServer = openDatabase(testApp.database.target);
  });
  afterAll(async () => {
    await secondServer.close();
    await testApp.close();
  });

  const deliver = () => mailbox.deliver(testApp, () => clock);
  const to = (messages: MailMessage[], address: string) =>
    messages.filter((message) => message.to === address);
  const post = (url: string, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const register = (email: string, fullName: string) =>
    post('/api/workshop-registrations', { workshopId, fullName, email, phone: '081 600 0001' });
  let workshopId = '';
  let firstToken = '';

  it('confirms a seat with a calendar invitation in Windhoek time and a link to cancel; the waiting list is told so', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/admin/workshops',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(workshop),
    });
    workshopId = created.json<{ id: string }>().id;
    expect((await register('first.one@example.com', 'First One')).json()).toMatchObject({
      status: 'confirmed',
    });
    expect((await register('second.one@example.com', 'Second One')).json()).toMatchObject({
      status: 'waitlisted',
    });

    const mails = await deliver();
    const [confirmation] = to(mails, 'first.one@example.com');
    expect(confirmation?.subject).toBe(
      `Your seat is confirmed: ${workshop.title} - ${testApp.config.site.businessName}`,
    );
    expect(confirmation?.html).toMatch(/^<!DOCTYPE html/);
    expect(confirmation?.html).toContain('max-width:600px');
    expect(confirmation?.text).toContain(
      'When (Windhoek time): Saturday 5 December 2026, 9:00 AM to 10:30 AM',
    );
    expect(confirmation?.text).toContain('Where: Online: https://meet.example.com/tax-evening');
    const link = /(http\S+\/workshops\/cancel\?token=([A-Za-z0-9_-]{43}))/.exec(confirmation?.text ?? '');
    expect(link?.[1]).toContain(`${testApp.config.site.siteUrl}/workshops/cancel?token=`);
    firstToken = link?.[2] ?? '';
    // Only the hash is stored.
    const stored = await testApp.database.handle.db
      .selectFrom('workshop_registrations')
      .select('cancel_token_hash')
      .execute();
    expect(stored.every((row) => row.cancel_token_hash && row.cancel_token_hash !== firstToken)).toBe(true);

    // The invitation, read back: Windhoek's zone, 09:00 there, 07:00 UTC.
    expect(confirmation?.icalEvent).toMatchObject({ method: 'PUBLISH', filename: 'invitation.ics' });
    const calendar = new ICAL.Component(ICAL.parse(confirmation?.icalEvent?.content ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Africa/Windhoek');
    ICAL.TimezoneService.register(new ICAL.Timezone(zone!));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(workshop.title);
    expect(event.startDate.zone?.tzid).toBe('Africa/Windhoek');
    expect([event.startDate.hour, event.startDate.minute]).toEqual([9, 0]);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T07:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T08:30:00.000Z');
    expect(event.location).toBe('Online: https://meet.example.com/tax-evening');
    expect(event.uid).toMatch(/^workshop-.+@/);

    const [waiting] = to(mails, 'second.one@example.com');
    expect(waiting?.subject).toBe(
      `On the waiting list: ${workshop.title} - ${testApp.config.site.businessName}`,
    );
    expect(waiting?.text).toMatch(
      /Leave the waiting list <http\S+\/workshops\/cancel\?token=[A-Za-z0-9_-]{43}>/,
    );
    expect(waiting?.icalEvent).toBeUndefined();
    // The joining link is for those holding a seat.
    expect(waiting?.text).toContain('Where: Online: the joining link comes with a seat');
    expect(waiting?.html).not.toContain('meet.example.com');
    // The adviser's notice as before, now with HTML too.
    const notice = mails.find((mail) => mail.subject === 'New workshop registration: First One');
    expect(notice?.html).toContain('First One');
  });

  it('cancels by the e-mailed link after showing the registration; the seat goes to the first waiting', async () => {
    const bad = await post('/api/workshop-registrations/lookup', { token: 'x'.repeat(43) });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.message).toMatch(/^This cancellation link is not valid/);
    const malformed = await post('/api/workshop-registrations/cancel', { token: 'short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('token');

    const looked = await post('/api/workshop-registrations/lookup', { token: firstToken });
    expect(looked.json<OwnRegistration>()).toEqual({
      name: 'First One',
      seatStatus: 'confirmed',
      cancellable: true,
      workshop: {
        title: workshop.title,
        format: 'virtual',
        venue: '',
        startsAt: '2026-12-05T07:00:00.000Z',
        endsAt: '2026-12-05T08:30:00.000Z',
        status: 'published',
      },
    });
    const cancelled = await post('/api/workshop-registrations/cancel', { token: firstToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<OwnRegistration>()).toMatchObject({ seatStatus: 'cancelled', cancellable: false });
    // Twice is the same answer, and nothing more changes.
    expect((await post('/api/workshop-registrations/cancel', { token: firstToken })).json()).toMatchObject({
      seatStatus: 'cancelled',
    });
    const seats = await testApp.database.handle.db
      .selectFrom('workshop_registrations as r')
      .innerJoin('leads as l', 'l.id', 'r.lead_id')
      .select(['l.email', 'r.seat_status'])
      .orderBy('l.email')
      .execute();
    expect(seats).toEqual([
      { email: 'first.one@example.com', seat_status: 'cancelled' },
      { email: 'second.one@example.com', seat_status: 'confirmed' },
    ]);
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['admin_id', 'details'])
      .where('entity_type', '=', 'workshop-registration')
      .where('action', '=', 'cancel')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.admin_id).toBeNull();
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ by: 'registrant', seat: 'confirmed' });

    const [seatFree, ...more] = to(await deliver(), 'second.one@example.com');
    expect(more).toEqual([]);
    expect(seatFree?.subject).toBe(
      `A seat is yours: ${workshop.title} - ${testApp.config.site.businessName}`,
    );
    expect(seatFree?.icalEvent?.content).toContain('DTSTART;TZID=Africa/Windhoek:20261205T090000');
  });

  it('reminds the confirmed 24 hours before, once across two servers, with the joining link', async () => {
    // 24 hours before is 07:00 UTC on 4 December.
    expect(await runWorkshopReminders(testApp.database.handle, new Date('2026-12-04T06:59:00.000Z'))).toBe(0);
    const at = new Date('2026-12-04T07:00:00.000Z');
    clock = at;
    await Promise.all([
      runWorkshopReminders(testApp.database.handle, at),
      runWorkshopReminders(secondServer, at),
    ]);
    expect(await runWorkshopReminders(secondServer, new Date('2026-12-04T07:01:00.000Z'))).toBe(0);
    const reminders = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select('to_address')
      .where('enquiry_type', '=', 'workshop-reminder')
      .execute();
    expect(reminders).toEqual([{ to_address: 'second.one@example.com' }]);
    const [reminder] = await deliver();
    expect(reminder?.subject).toBe(
      `Reminder: ${workshop.title} starts Saturday 5 December 2026, 9:00 AM to 10:30 AM - ${testApp.config.site.businessName}`,
    );
    expect(reminder?.text).toContain('Join the workshop <https://meet.example.com/tax-evening>');
  });

  it('refuses to cancel once the workshop has started', async () => {
    // One more registration, with seats added, whose link is tried once the workshop has begun.
    clock = new Date('2026-11-30T08:00:00.000Z');
    admin = await signInAdmin(testApp); // the first session ended 7 days after sign-in
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/workshops/${workshopId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...workshop, capacity: 5 }),
    });
    await register('third.one@example.com', 'Third One');
    const [confirmation] = to(await deliver(), 'third.one@example.com');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '')?.[1] ?? '';
    clock = new Date('2026-12-05T07:00:00.000Z');
    expect((await post('/api/workshop-registrations/lookup', { token })).json()).toMatchObject({
      seatStatus: 'confirmed',
      cancellable: false,
    });
    const late = await post('/api/workshop-registrations/cancel', { token });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'This workshop has already started, so the registration can no longer be cancelled here.',
    );
  });
});

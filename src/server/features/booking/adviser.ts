import { timingSafeEqual } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { SiteConfig } from '../../../content/site';
import { windhoekIso } from '../../../domain/booking/slots';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type BookingKind,
  bookingKindLabels,
  bookingMessages,
  type CalendarItem,
} from '../../../shared/booking';
import { type ConsultationTopic, topicLabel } from '../../../shared/consultation';
import type { AdminIdentity } from '../../context';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { newToken } from '../../plugins/tokens';
import { confirmedNumbers } from '../clients';
import {
  bookingEmailStatement,
  bookingWithRequest,
  calendarBetween,
  cancelBookingStatement,
  feedEntries,
  feedOwner,
  liveBookingAt,
  lockBookings,
  readFeedToken,
  rescheduleStatement,
  saveFeedTokenStatement,
} from './repository';
import { availability, offeredSlot } from './service';

/** The adviser's side of bookings (issue 20): the calendar, moving or cancelling, the calendar feed. */

type Actor = { admin: AdminIdentity; ip: string };
const dayMs = 24 * 60 * 60 * 1000;
const local = (instant: string) => windhoekIso(Date.parse(instant));

/**
 * Bookings, workshops and blocked times from a Windhoek date for `days` days, in time order;
 * `mine` (an admin's id): the bookings of their clients and of nobody's yet (issue 34).
 */
export async function calendar(
  database: DatabaseHandle,
  from: string,
  days: number,
  mine: string | null = null,
): Promise<CalendarItem[]> {
  const start = new Date(`${from}T00:00:00+02:00`).toISOString();
  const end = new Date(Date.parse(start) + days * dayMs).toISOString();
  const { bookings, workshops, blocks } = await calendarBetween(database.db, start, end, mine);
  // D35: the Call and WhatsApp links only for a number confirmed as the booking's client's own.
  const dial = await confirmedNumbers(
    database.db,
    bookings.map((booking) => booking.client_id ?? null),
  );
  const items: CalendarItem[] = [
    ...bookings.map((booking) => ({
      type: 'booking' as const,
      id: booking.id,
      start: local(booking.starts_at),
      end: local(booking.ends_at),
      title: booking.full_name,
      detail: `${bookingKindLabels[booking.kind as BookingKind]}. ${topicLabel(booking.topic as ConsultationTopic, booking.custom_topic)}`,
      kind: booking.kind as BookingKind,
      phone: booking.phone,
      phoneE164: dial(booking.client_id ?? null, booking.phone),
      clientId: booking.client_id ?? null,
      consultationRequestId: booking.consultation_request_id,
    })),
    ...workshops.map((workshop) => ({
      type: 'workshop' as const,
      id: workshop.id,
      start: local(workshop.starts_at),
      end: local(workshop.ends_at),
      title: workshop.title,
      detail: workshop.format === 'virtual' ? 'Online workshop' : `Workshop at ${workshop.venue}`,
    })),
    ...blocks.map((block) => ({
      type: 'block' as const,
      id: block.id,
      start: local(block.starts_at),
      end: local(block.ends_at),
      title: block.reason || 'Blocked',
      detail: 'No bookings offered',
    })),
  ];
  return items.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

async function liveBooking(database: DatabaseHandle, id: string) {
  const booking = await bookingWithRequest(database.db, { id });
  if (!booking) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such booking.');
  if (booking.status !== 'booked')
    throw new HttpError(409, apiErrorCodes.conflict, 'This booking is cancelled.');
  return booking;
}

/** The visitor's e-mail of a change the adviser made (no manage link: it is in their first e-mail). */
function visitorTold(
  database: DatabaseHandle,
  booking: Awaited<ReturnType<typeof liveBooking>>,
  stamp: string,
) {
  return booking.email
    ? [
        bookingEmailStatement(
          database.db,
          {
            kind: 'booking-changed',
            bookingId: booking.id,
            audience: 'visitor',
            to: booking.email,
            content: {
              name: booking.full_name,
              email: booking.email,
              phone: booking.phone,
              summary: 'Booking changed',
            },
          },
          stamp,
        ),
      ]
    : [];
}

/** The adviser moves a booking to another offered time (the visitor is e-mailed the calendar update). */
export async function adviserReschedule(
  database: DatabaseHandle,
  site: SiteConfig,
  id: string,
  change: { start: string; kind: BookingKind },
  actor: Actor,
  now: Date,
) {
  const settings = await availability(database, site);
  const booking = await liveBooking(database, id);
  const slot = offeredSlot({ ...settings, minimumNoticeMinutes: 0 }, now, change.start, change.kind);
  const startsAt = new Date(slot.start).toISOString();
  const taken = () =>
    new HttpError(409, apiErrorCodes.conflict, bookingMessages.slotTaken, {
      start: bookingMessages.slotTaken,
    });
  const other = await liveBookingAt(database.db, startsAt);
  if (other && other.id !== id) throw taken();
  const stamp = now.toISOString();
  try {
    await database.write([
      ...lockBookings(database.db),
      rescheduleStatement(
        database.db,
        { id, startsAt, endsAt: new Date(slot.end).toISOString(), kind: change.kind, stamp },
        settings.bufferMinutes,
      ),
      ...visitorTold(database, booking, stamp),
      auditStatement(
        database.db,
        {
          adminId: actor.admin.adminId,
          action: 'reschedule',
          entityType: 'booking',
          entityId: id,
          details: { from: booking.starts_at, to: startsAt, kind: change.kind },
          ip: actor.ip,
        },
        stamp,
      ),
    ]);
  } catch (error) {
    const holder = await liveBookingAt(database.db, startsAt);
    if (holder && holder.id !== id) throw taken();
    throw error;
  }
  return { id, start: slot.start, end: slot.end, kind: change.kind };
}

export async function adviserCancel(database: DatabaseHandle, id: string, actor: Actor, now: Date) {
  const booking = await liveBooking(database, id);
  const stamp = now.toISOString();
  await database.write([
    cancelBookingStatement(database.db, id, stamp),
    ...visitorTold(database, booking, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'cancel',
        entityType: 'booking',
        entityId: id,
        details: { start: booking.starts_at },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return { id, status: 'cancelled' as const };
}

/**
 * The signed-in person's own private calendar address (issue 42: one per account); made on first
 * use, a new one (their old one stops) on renewal. Nobody renews another's; a deactivated
 * account's address stops with it.
 */
export async function feedUrl(
  database: DatabaseHandle,
  site: SiteConfig,
  actor: Actor,
  now: Date,
  renew = false,
): Promise<{ url: string }> {
  let token = renew ? undefined : (await readFeedToken(database.db, actor.admin.adminId))?.value;
  if (!token) {
    token = newToken();
    const stamp = now.toISOString();
    await database.write([
      saveFeedTokenStatement(database.db, actor.admin.adminId, token, stamp),
      auditStatement(
        database.db,
        {
          adminId: actor.admin.adminId,
          action: renew ? 'renew' : 'create',
          entityType: 'calendar-feed',
          ip: actor.ip,
        },
        stamp,
      ),
    ]);
  }
  return { url: `${site.siteUrl}/api/calendar-feed/${token}.ics` };
}

/**
 * The feed Google Calendar, Outlook and Apple Calendar subscribe to: bookings and workshops from
 * 30 days ago on. 404 for any other token, and for the token of an account deactivated since.
 */
export async function feedCalendar(
  database: DatabaseHandle,
  site: SiteConfig,
  token: string,
  now: Date,
): Promise<string> {
  const stored = (await feedOwner(database.db, token))?.value;
  const given = Buffer.from(token);
  if (!stored || given.length !== Buffer.byteLength(stored) || !timingSafeEqual(given, Buffer.from(stored)))
    throw new HttpError(404, apiErrorCodes.notFound, 'No calendar at this address.');
  const { bookings, workshops } = await feedEntries(
    database.db,
    new Date(now.getTime() - 30 * dayMs).toISOString(),
  );
  const host = new URL(site.siteUrl).hostname;
  const feed = ical({
    name: `${site.businessName}: consultations and workshops`,
    prodId: { company: site.businessName, product: 'Website', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  });
  for (const booking of bookings)
    feed.createEvent({
      id: `booking-${booking.id}@${host}`,
      start: new Date(booking.starts_at),
      end: new Date(booking.ends_at),
      summary: `${booking.full_name}: ${bookingKindLabels[booking.kind as BookingKind]}`,
      description: `${topicLabel(booking.topic as ConsultationTopic, booking.custom_topic)}\nPhone: ${booking.phone}\n${site.siteUrl}/admin?tab=consultations&record=${booking.consultation_request_id}`,
      stamp: now,
    });
  for (const workshop of workshops)
    feed.createEvent({
      id: `workshop-${workshop.id}@${host}`,
      start: new Date(workshop.starts_at),
      end: new Date(workshop.ends_at),
      summary: `Workshop: ${workshop.title}`,
      location: workshop.format === 'virtual' ? 'Online' : workshop.venue,
      stamp: now,
    });
  return feed.toString();
}

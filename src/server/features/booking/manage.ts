import type { SiteConfig } from '../../../content/site';
import { windhoekIso } from '../../../domain/booking/slots';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type BookingKind,
  bookingMessages,
  type ManagedBooking,
  manageMessages,
} from '../../../shared/booking';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { hashToken } from '../../plugins/tokens';
import {
  bookingByTokenHash,
  bookingEmailStatement,
  bookingWithRequest,
  cancelBookingStatement,
  liveBookingAt,
  lockBookings,
  rescheduleStatement,
  upcomingBookingsOf,
} from './repository';
import { availability, offeredSlot } from './service';

/**
 * The visitor's own booking, by the link in their e-mail (issue 20): see it, move it to another
 * free time, or cancel it, until the minimum notice before it. The adviser and the visitor are
 * e-mailed of each change (the visitor's with the calendar update).
 */

const invalid = () => new HttpError(404, apiErrorCodes.notFound, manageMessages.invalidLink);
const tooLate = () => new HttpError(409, apiErrorCodes.conflict, manageMessages.tooLate);

/**
 * Whose booking: the one behind a manage link's token, or (issue 32) one of a signed-in client's
 * own in their portal, named by its id and refused unless it is theirs.
 */
export type BookingKey =
  | { token: string }
  | {
      id: string;
      clientIds: readonly string[];
      /** Enquiries filed under them through a detail not confirmed as theirs (D31): not theirs to change. */
      foreignEnquiryIds?: readonly string[];
    };

async function bookingOfKey(database: DatabaseHandle, key: BookingKey) {
  if ('token' in key) {
    const found = await bookingByTokenHash(database.db, hashToken(key.token));
    if (!found) throw invalid();
    const booking = await bookingWithRequest(database.db, { id: found.id });
    if (!booking) throw invalid();
    return booking;
  }
  const booking = await bookingWithRequest(database.db, { id: key.id });
  if (
    !booking?.client_id ||
    !key.clientIds.includes(booking.client_id) ||
    key.foreignEnquiryIds?.includes(booking.consultation_request_id)
  )
    throw new HttpError(404, apiErrorCodes.notFound, 'There is no such consultation of yours.');
  return booking;
}

type BookingRow = Awaited<ReturnType<typeof bookingOfKey>>;
const tokenOf = (key: BookingKey) => ('token' in key ? key.token : undefined);
const changedBy = (key: BookingKey) => ('token' in key ? 'visitor' : 'client-portal');

function managed(booking: BookingRow, noticeMinutes: number, now: Date): ManagedBooking {
  return {
    name: booking.full_name,
    start: windhoekIso(Date.parse(booking.starts_at)),
    end: windhoekIso(Date.parse(booking.ends_at)),
    kind: booking.kind as BookingKind,
    status: booking.status as ManagedBooking['status'],
    changeable:
      booking.status === 'booked' && now.getTime() < Date.parse(booking.starts_at) - noticeMinutes * 60_000,
  };
}

export async function managedBooking(
  database: DatabaseHandle,
  site: SiteConfig,
  key: BookingKey,
  now: Date,
): Promise<ManagedBooking> {
  const settings = await availability(database, site);
  return managed(await bookingOfKey(database, key), settings.minimumNoticeMinutes, now);
}

/** The e-mails of a change: the visitor's (with the link again, when it was used) and the adviser's notice. */
function changeEmails(
  database: DatabaseHandle,
  booking: BookingRow,
  token: string | undefined,
  stamp: string,
) {
  const person = { name: booking.full_name, email: booking.email, phone: booking.phone };
  return [
    ...(booking.email
      ? [
          bookingEmailStatement(
            database.db,
            {
              kind: 'booking-changed',
              bookingId: booking.id,
              audience: 'visitor',
              to: booking.email,
              content: { ...person, summary: 'Booking changed', ...(token ? { manageToken: token } : {}) },
            },
            stamp,
          ),
        ]
      : []),
    bookingEmailStatement(
      database.db,
      {
        kind: 'booking-changed',
        bookingId: booking.id,
        audience: 'adviser',
        to: '',
        content: {
          ...person,
          summary: 'Booking changed',
          consultationRequestId: booking.consultation_request_id,
        },
      },
      stamp,
    ),
  ];
}

export async function rescheduleBooking(
  database: DatabaseHandle,
  site: SiteConfig,
  change: { key: BookingKey; start: string; kind: BookingKind },
  ip: string,
  now: Date,
): Promise<ManagedBooking> {
  const settings = await availability(database, site);
  const booking = await bookingOfKey(database, change.key);
  if (!managed(booking, settings.minimumNoticeMinutes, now).changeable) throw tooLate();
  const slot = offeredSlot(settings, now, change.start, change.kind);
  const startsAt = new Date(slot.start).toISOString();
  const taken = () =>
    new HttpError(409, apiErrorCodes.conflict, bookingMessages.slotTaken, {
      start: bookingMessages.slotTaken,
    });
  const other = await liveBookingAt(database.db, startsAt);
  if (other && other.id !== booking.id) throw taken();
  const stamp = now.toISOString();
  try {
    await database.write([
      ...lockBookings(database.db),
      rescheduleStatement(
        database.db,
        { id: booking.id, startsAt, endsAt: new Date(slot.end).toISOString(), kind: change.kind, stamp },
        settings.bufferMinutes,
      ),
      ...changeEmails(database, booking, tokenOf(change.key), stamp),
      auditStatement(
        database.db,
        {
          adminId: null,
          action: 'reschedule',
          entityType: 'booking',
          entityId: booking.id,
          details: { from: booking.starts_at, to: startsAt, kind: change.kind, by: changedBy(change.key) },
          ip,
        },
        stamp,
      ),
    ]);
  } catch (error) {
    const holder = await liveBookingAt(database.db, startsAt);
    if (holder && holder.id !== booking.id) throw taken();
    throw error;
  }
  return managed(await bookingOfKey(database, change.key), settings.minimumNoticeMinutes, now);
}

export async function cancelManagedBooking(
  database: DatabaseHandle,
  site: SiteConfig,
  key: BookingKey,
  ip: string,
  now: Date,
): Promise<ManagedBooking> {
  const settings = await availability(database, site);
  const booking = await bookingOfKey(database, key);
  const before = managed(booking, settings.minimumNoticeMinutes, now);
  if (before.status === 'cancelled') return before;
  if (!before.changeable) throw tooLate();
  const stamp = now.toISOString();
  await database.write([
    cancelBookingStatement(database.db, booking.id, stamp),
    ...changeEmails(database, booking, tokenOf(key), stamp),
    auditStatement(
      database.db,
      {
        adminId: null,
        action: 'cancel',
        entityType: 'booking',
        entityId: booking.id,
        details: { start: booking.starts_at, by: changedBy(key) },
        ip,
      },
      stamp,
    ),
  ]);
  return managed(await bookingOfKey(database, key), settings.minimumNoticeMinutes, now);
}

/** A client's consultations still to come (their portal, issue 32), each as its manage page shows it. */
export async function clientBookings(
  database: DatabaseHandle,
  site: SiteConfig,
  clientIds: readonly string[],
  now: Date,
  foreignEnquiryIds: readonly string[] = [],
): Promise<(ManagedBooking & { id: string })[]> {
  if (clientIds.length === 0) return [];
  const [settings, rows] = await Promise.all([
    availability(database, site),
    upcomingBookingsOf(database.db, clientIds, now),
  ]);
  return rows
    .filter((row) => !foreignEnquiryIds.includes(row.consultation_request_id))
    .map((row) => ({ id: row.id, ...managed(row, settings.minimumNoticeMinutes, now) }));
}

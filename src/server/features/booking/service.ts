import { randomUUID } from 'node:crypto';
import { defaultAvailability } from '../../../content/booking';
import type { SiteConfig } from '../../../content/site';
import { holidaysBetween } from '../../../domain/booking/holidays';
import {
  type AvailabilitySettings,
  type BookingKind,
  freeSlots,
  type Slot,
} from '../../../domain/booking/slots';
import { windhoekClockLabel, windhoekDate, windhoekDayLabel } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  availabilitySettingsSchema,
  type BookingBlock,
  type BookingRequest,
  bookingKindLabels,
  bookingMessages,
  type CreatedBooking,
} from '../../../shared/booking';
import type { AdminIdentity } from '../../context';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { hashToken, newToken } from '../../plugins/tokens';
import { consultationRequestStatements } from '../enquiries';
import {
  busyBetween,
  deleteBlockStatement,
  insertBlockStatement,
  insertBookingStatement,
  listBlocks,
  liveBookingAt,
  lockBookings,
  readAvailabilityRow,
  saveAvailabilityStatement,
} from './repository';

/** Free consultation times and booking one (issue 20, DECISIONS D23). */

const dayMs = 24 * 60 * 60 * 1000;

/** The adviser's availability, or the fresh install's (the site's business hours). */
export async function availability(
  database: DatabaseHandle,
  site: SiteConfig,
): Promise<AvailabilitySettings> {
  const row = await readAvailabilityRow(database.db);
  if (row) {
    const parsed = availabilitySettingsSchema.safeParse(JSON.parse(row.value));
    if (parsed.success) return parsed.data;
  }
  return defaultAvailability(site);
}

export async function saveAvailability(
  database: DatabaseHandle,
  settings: AvailabilitySettings,
  actor: { admin: AdminIdentity; ip: string },
  now: Date,
): Promise<AvailabilitySettings> {
  const stamp = now.toISOString();
  await database.write([
    saveAvailabilityStatement(database.db, JSON.stringify(settings), stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'update',
        entityType: 'booking-availability',
        entityId: 'availability',
        details: { ...settings },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return settings;
}

/** The free slots from a Windhoek date for `days` days (`GET /api/booking/slots`). */
export async function slotsFrom(
  database: DatabaseHandle,
  site: SiteConfig,
  now: Date,
  from: string,
  days: number,
  settings?: AvailabilitySettings,
): Promise<Slot[]> {
  const chosen = settings ?? (await availability(database, site));
  // A day before and after: a booking's buffer may reach across midnight.
  const rangeStart = new Date(Date.parse(`${from}T00:00:00+02:00`) - dayMs).toISOString();
  const rangeEnd = new Date(Date.parse(`${from}T00:00:00+02:00`) + (days + 1) * dayMs).toISOString();
  const lastDate = new Date(Date.parse(`${from}T00:00:00Z`) + (days - 1) * dayMs).toISOString().slice(0, 10);
  const busy = await busyBetween(database.db, rangeStart, rangeEnd);
  return freeSlots({
    settings: chosen,
    now,
    from,
    days,
    busy,
    closedDates: chosen.closedOnPublicHolidays ? new Set(holidaysBetween(from, lastDate).keys()) : new Set(),
  });
}

const iso = (instant: string) => new Date(instant).toISOString();

/** The slot at `start` if the availability offers it with `kind`; 400 naming the field otherwise. */
export function offeredSlot(
  settings: AvailabilitySettings,
  now: Date,
  start: string,
  kind: BookingKind,
): Slot {
  const startMs = Date.parse(start);
  const date = windhoekDate(new Date(startMs));
  const offered = freeSlots({
    settings,
    now,
    from: date,
    days: 1,
    busy: [],
    closedDates: settings.closedOnPublicHolidays ? new Set(holidaysBetween(date, date).keys()) : new Set(),
  }).find((slot) => Date.parse(slot.start) === startMs);
  if (!offered?.kinds.includes(kind)) {
    const field = offered ? 'kind' : 'start';
    throw new HttpError(400, apiErrorCodes.validation, `${field}: ${bookingMessages.notOffered}`, {
      [field]: bookingMessages.notOffered,
    });
  }
  return offered;
}

/**
 * Books a slot (`POST /api/bookings`): the time must be one the availability offers (400
 * otherwise); the booking, its consultation request, card, client and e-mails are one unit,
 * refused whole when another booking took the time first (409, with the message the wizard shows
 * before it asks for fresh slots).
 */
export async function createBooking(
  database: DatabaseHandle,
  site: SiteConfig,
  request: BookingRequest,
  now: Date,
): Promise<CreatedBooking> {
  const settings = await availability(database, site);
  const offered = offeredSlot(settings, now, request.start, request.kind);
  const startsAt = iso(offered.start);
  const endsAt = iso(offered.end);
  const taken = () =>
    new HttpError(409, apiErrorCodes.conflict, bookingMessages.slotTaken, {
      start: bookingMessages.slotTaken,
    });
  if (await liveBookingAt(database.db, startsAt)) throw taken();

  const id = randomUUID();
  const consultationRequestId = randomUUID();
  const manageToken = newToken();
  const stamp = now.toISOString();
  // In words, as the board and the e-mails show dates (issue 59): 'Tuesday 1 December 2026, 09:00'.
  const when = `${windhoekDayLabel(offered.start)}, ${windhoekClockLabel(offered.start)}`;
  const { db } = database;
  try {
    await database.write([
      ...lockBookings(db),
      insertBookingStatement(
        db,
        {
          id,
          consultationRequestId,
          startsAt,
          endsAt,
          kind: request.kind,
          manageTokenHash: hashToken(manageToken),
          stamp,
        },
        settings.bufferMinutes,
      ),
      ...consultationRequestStatements(db, request, consultationRequestId, stamp, {
        summary: `Booked: ${when} (Windhoek time), ${bookingKindLabels[request.kind]}`,
        confirmationExtras: { manageToken, bookingId: id },
      }),
    ]);
  } catch (error) {
    // Refused whole: another booking reached the time first (the clash check or the unique index).
    if (await liveBookingAt(db, startsAt)) throw taken();
    throw error;
  }
  return { id, consultationRequestId, start: offered.start, end: offered.end, kind: request.kind };
}

type Actor = { admin: AdminIdentity; ip: string };

export async function listBookingBlocks(database: DatabaseHandle): Promise<BookingBlock[]> {
  return (await listBlocks(database.db)).map((row) => ({
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    reason: row.reason,
  }));
}

/** The adviser blocks a time or takes a day off: no slot is offered in it (bookings already in it stay). */
export async function addBookingBlock(
  database: DatabaseHandle,
  input: { startsAt: string; endsAt: string; reason: string },
  actor: Actor,
  now: Date,
): Promise<BookingBlock> {
  const stamp = now.toISOString();
  const block = {
    id: randomUUID(),
    startsAt: iso(input.startsAt),
    endsAt: iso(input.endsAt),
    reason: input.reason,
  };
  await database.write([
    insertBlockStatement(database.db, {
      id: block.id,
      starts_at: block.startsAt,
      ends_at: block.endsAt,
      reason: block.reason,
      created_at: stamp,
    }),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'booking-block',
        entityId: block.id,
        details: { ...block },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return block;
}

export async function removeBookingBlock(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const stamp = now.toISOString();
  const [deleted] = await database.write([
    deleteBlockStatement(database.db, id),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'delete',
        entityType: 'booking-block',
        entityId: id,
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  if (!deleted?.length) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such blocked time.');
}

import { randomUUID } from 'node:crypto';
import { type CompiledQuery, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db';
import { mineOrNobodys } from '../clients';

/** Bookings, blocked times and the availability setting (issue 20): SQL only. */

const settingsKey = 'availability';

export function readAvailabilityRow(db: Kysely<Database>) {
  return db.selectFrom('booking_settings').select('value').where('key', '=', settingsKey).executeTakeFirst();
}

export function saveAvailabilityStatement(db: Kysely<Database>, value: string, stamp: string): CompiledQuery {
  return db
    .insertInto('booking_settings')
    .values({ key: settingsKey, value, updated_at: stamp })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: stamp }))
    .compile();
}

/** Live bookings and blocked times overlapping [from, to), as busy stretches. */
export async function busyBetween(db: Kysely<Database>, from: string, to: string) {
  const [bookings, blocks] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['starts_at as start', 'ends_at as end'])
      .where('status', '=', 'booked')
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .execute(),
    db
      .selectFrom('booking_blocks')
      .select(['starts_at as start', 'ends_at as end'])
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .execute(),
  ]);
  return [...bookings, ...blocks];
}

/**
 * PostgreSQL runs units side by side: a booking unit first takes one advisory lock for all
 * bookings, so its check for a clash sees every booking stored before it (SQLite's one writer
 * does that already). Bookings are a few a day; one queue costs nothing.
 */
export function lockBookings(db: Kysely<Database>): CompiledQuery[] {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? [sql`select pg_advisory_xact_lock(hashtextextended('bookings', 0))`.compile(db)]
    : [];
}

/**
 * The booking, stored only if no live booking comes within the buffer of it. A clash leaves its
 * status null, which the NOT NULL column refuses: the whole unit (the consultation request, its
 * card and e-mails) is rolled back, and the service answers 409. The partial unique index on the
 * start is the last guard.
 */
export function insertBookingStatement(
  db: Kysely<Database>,
  row: {
    id: string;
    consultationRequestId: string;
    startsAt: string;
    endsAt: string;
    kind: string;
    manageTokenHash: string;
    stamp: string;
  },
  bufferMinutes: number,
): CompiledQuery {
  const reachFrom = new Date(Date.parse(row.startsAt) - bufferMinutes * 60_000).toISOString();
  const reachTo = new Date(Date.parse(row.endsAt) + bufferMinutes * 60_000).toISOString();
  return sql`insert into bookings (id, consultation_request_id, starts_at, ends_at, kind, status, manage_token_hash,
      sequence, created_at, updated_at)
    select ${row.id}, ${row.consultationRequestId}, ${row.startsAt}, ${row.endsAt}, ${row.kind},
      case when exists (select 1 from bookings b where b.status = 'booked' and b.starts_at < ${reachTo}
        and b.ends_at > ${reachFrom}) then null else 'booked' end,
      ${row.manageTokenHash}, 0, ${row.stamp}, ${row.stamp}`.compile(db);
}

export function findBooking(db: Kysely<Database>, id: string) {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The live booking at a start time, if any (after a refused unit: was the slot taken?). */
export function liveBookingAt(db: Kysely<Database>, startsAt: string) {
  return db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'booked')
    .where('starts_at', '=', startsAt)
    .executeTakeFirst();
}

export function listBlocks(db: Kysely<Database>) {
  return db.selectFrom('booking_blocks').selectAll().orderBy('starts_at').execute();
}

export function insertBlockStatement(
  db: Kysely<Database>,
  row: { id: string; starts_at: string; ends_at: string; reason: string; created_at: string },
): CompiledQuery {
  return db.insertInto('booking_blocks').values(row).compile();
}

export function deleteBlockStatement(db: Kysely<Database>, id: string): CompiledQuery {
  return db.deleteFrom('booking_blocks').where('id', '=', id).returning('id').compile();
}

/** Bookings with their consultation requests: what their e-mails and manage pages show. */
function bookingsWithRequests(db: Kysely<Database>) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('consultation_requests as c', 'c.id', 'b.consultation_request_id')
    .select([
      'b.id',
      'b.consultation_request_id',
      'b.starts_at',
      'b.ends_at',
      'b.kind',
      'b.status',
      'b.sequence',
      'c.full_name',
      'c.email',
      'c.phone',
      'c.topic',
      'c.custom_topic',
      'c.client_id',
    ]);
}

/** A booking with its consultation request. */
export function bookingWithRequest(
  db: Kysely<Database>,
  by: { id: string } | { consultationRequestId: string },
) {
  const query = bookingsWithRequests(db);
  return (
    'id' in by
      ? query.where('b.id', '=', by.id)
      : query.where('b.consultation_request_id', '=', by.consultationRequestId)
  ).executeTakeFirst();
}

/** A client's bookings still to come (their portal, issue 32), soonest first, at most 20. */
export function upcomingBookingsOf(db: Kysely<Database>, clientIds: readonly string[], now: Date) {
  return bookingsWithRequests(db)
    .where('c.client_id', 'in', clientIds)
    .where('b.status', '=', 'booked')
    .where('b.ends_at', '>', now.toISOString())
    .orderBy('b.starts_at')
    .limit(20)
    .execute();
}

export function bookingByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('bookings').select('id').where('manage_token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * A new time for a booking, kept only if no other live booking comes within the buffer of it (a
 * clash leaves the status null, refused by the column, so the unit fails whole: see
 * `insertBookingStatement`). The sequence rises so calendars take the update.
 */
export function rescheduleStatement(
  db: Kysely<Database>,
  change: { id: string; startsAt: string; endsAt: string; kind: string; stamp: string },
  bufferMinutes: number,
): CompiledQuery {
  const reachFrom = new Date(Date.parse(change.startsAt) - bufferMinutes * 60_000).toISOString();
  const reachTo = new Date(Date.parse(change.endsAt) + bufferMinutes * 60_000).toISOString();
  return sql`update bookings set starts_at = ${change.startsAt}, ends_at = ${change.endsAt}, kind = ${change.kind},
      sequence = sequence + 1, updated_at = ${change.stamp},
      status = case when exists (select 1 from bookings b where b.status = 'booked' and b.id <> ${change.id}
        and b.starts_at < ${reachTo} and b.ends_at > ${reachFrom}) then null else 'booked' end
    where id = ${change.id} and status = 'booked'`.compile(db);
}

export function cancelBookingStatement(db: Kysely<Database>, id: string, stamp: string): CompiledQuery {
  return db
    .updateTable('bookings')
    .set({ status: 'cancelled', sequence: sql<number>`sequence + 1`, updated_at: stamp })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .compile();
}

/** One outbox e-mail about a booking (its change or reminder), to the visitor or the adviser. */
export function bookingEmailStatement(
  db: Kysely<Database>,
  email: {
    kind: 'booking-changed' | 'booking-reminder';
    bookingId: string;
    audience: 'visitor' | 'adviser';
    to: string;
    content: Record<string, unknown>;
  },
  stamp: string,
): CompiledQuery {
  return db
    .insertInto('outbox_messages')
    .values({
      id: randomUUID(),
      enquiry_type: email.kind,
      enquiry_id: email.bookingId,
      audience: email.audience,
      to_address: email.to,
      content: JSON.stringify(email.content),
      status: 'queued',
      attempts: 0,
      next_attempt_at: stamp,
      claimed_until: null,
      last_error: null,
      created_at: stamp,
      sent_at: null,
    })
    .compile();
}

/** The booking reminders' job in `scheduled_job_runs`; the period names the booking, its start and how long before. */
export const bookingReminderJob = 'booking-reminder';

/** Live bookings starting after `now` and by `until` whose reminder of this kind is not claimed for that start. */
export async function bookingsDueReminder(
  db: Kysely<Database>,
  now: string,
  until: string,
  hoursBefore: number,
) {
  const rows = await sql<{ id: string; starts_at: string; full_name: string; email: string; phone: string }>`
    select b.id, b.starts_at, c.full_name, c.email, c.phone
    from bookings b join consultation_requests c on c.id = b.consultation_request_id
    where b.status = 'booked' and b.starts_at > ${now} and b.starts_at <= ${until} and c.email <> ''
      and not exists (select 1 from scheduled_job_runs j where j.job = ${bookingReminderJob}
        and j.period = b.id || '@' || b.starts_at || '@' || ${String(hoursBefore)})
    order by b.starts_at`.execute(db);
  return rows.rows;
}

/** Claims one reminder (once across servers) and, in the same unit, its e-mail only where the claim is this run's. */
export function bookingReminderStatements(
  db: Kysely<Database>,
  booking: { id: string; starts_at: string; full_name: string; email: string; phone: string },
  hoursBefore: number,
  token: string,
  stamp: string,
): CompiledQuery[] {
  const period = `${booking.id}@${booking.starts_at}@${hoursBefore}`;
  const content = JSON.stringify({
    name: booking.full_name,
    email: booking.email,
    phone: booking.phone,
    summary: 'Consultation reminder',
    hoursBefore,
  });
  return [
    sql`insert into scheduled_job_runs (job, period, claimed_at, claim_token)
      values (${bookingReminderJob}, ${period}, ${stamp}, ${token}) on conflict do nothing`.compile(db),
    sql`insert into outbox_messages (id, enquiry_type, enquiry_id, audience, to_address, content, status, attempts,
        next_attempt_at, claimed_until, last_error, created_at, sent_at)
      select ${randomUUID()}, 'booking-reminder', ${booking.id}, 'visitor', ${booking.email}, ${content},
        'queued', 0, ${stamp}, null, null, ${stamp}, null
      where exists (select 1 from scheduled_job_runs j where j.job = ${bookingReminderJob} and j.period = ${period}
        and j.claim_token = ${token})`.compile(db),
  ];
}

/** The adviser's calendar between two instants: live bookings with their person, published workshops, blocked times. */
/**
 * Bookings, workshops and blocked times between two instants. `mine` (an admin's id, issue 34):
 * only the bookings of their clients and of clients nobody has picked up yet.
 */
export async function calendarBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
  mine: string | null = null,
) {
  const [bookings, workshops, blocks] = await Promise.all([
    db
      .selectFrom('bookings as b')
      .innerJoin('consultation_requests as c', 'c.id', 'b.consultation_request_id')
      .leftJoin('clients as cl', 'cl.id', 'c.client_id')
      .select([
        'b.id',
        'b.starts_at',
        'b.ends_at',
        'b.kind',
        'b.status',
        'b.consultation_request_id',
        'c.full_name',
        'c.phone',
        'c.topic',
        'c.custom_topic',
        'c.client_id',
      ])
      .where('b.status', '=', 'booked')
      .where('b.starts_at', '<', to)
      .where('b.ends_at', '>', from)
      .where(mineOrNobodys('cl.adviser_id', mine))
      .orderBy('b.starts_at')
      .execute(),
    db
      .selectFrom('workshops')
      .select(['id', 'title', 'starts_at', 'ends_at', 'venue', 'format'])
      .where('status', '=', 'published')
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('booking_blocks')
      .selectAll()
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .orderBy('starts_at')
      .execute(),
  ]);
  return { bookings, workshops, blocks };
}

/** Everything a calendar feed lists: live bookings and published workshops from `from` on. */
export async function feedEntries(db: Kysely<Database>, from: string) {
  return calendarBetween(db, from, '9999-12-31T00:00:00.000Z');
}

/** Each account's own feed (issue 42): `feed_token:<account id>`, its value the address's token. */
const feedKeyOf = (adminId: string) => `feed_token:${adminId}`;

export function readFeedToken(db: Kysely<Database>, adminId: string) {
  return db
    .selectFrom('booking_settings')
    .select('value')
    .where('key', '=', feedKeyOf(adminId))
    .executeTakeFirst();
}

/** The active account a feed token belongs to, or undefined (unknown, or the account deactivated). */
export async function feedOwner(db: Kysely<Database>, token: string) {
  const row = await db
    .selectFrom('booking_settings')
    .select(['key', 'value'])
    .where('key', 'like', 'feed_token:%')
    .where('value', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  const account = await db
    .selectFrom('admin_users')
    .select('id')
    .where('id', '=', row.key.slice('feed_token:'.length))
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return account ? { id: account.id, value: row.value } : undefined;
}

export function saveFeedTokenStatement(
  db: Kysely<Database>,
  adminId: string,
  token: string,
  stamp: string,
): CompiledQuery {
  const key = feedKeyOf(adminId);
  return db
    .insertInto('booking_settings')
    .values({ key, value: token, updated_at: stamp })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: token, updated_at: stamp }))
    .compile();
}

/** The bookings made through a client's consultation requests, the latest first. */
export function clientBookings(db: Kysely<Database>, clientId: string, limit: number) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('consultation_requests as r', 'r.id', 'b.consultation_request_id')
    .select(['b.id', 'b.starts_at', 'b.ends_at', 'b.kind', 'b.status', 'r.topic', 'r.custom_topic'])
    .where('r.client_id', '=', clientId)
    .orderBy('b.starts_at', 'desc')
    .limit(limit)
    .execute();
}

/** A client's workshop registrations, with their workshop where it still exists, the latest first. */
export function clientWorkshopSeats(db: Kysely<Database>, clientId: string, limit: number) {
  return db
    .selectFrom('workshop_registrations as r')
    .leftJoin('workshops as w', 'w.id', 'r.workshop_id')
    .select(['r.id', 'r.workshop_id', 'r.workshop_name', 'r.seat_status', 'w.title', 'w.starts_at'])
    .where('r.client_id', '=', clientId)
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .execute();
}

import { type CompiledQuery, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db';

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

import {
  type CompiledQuery,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  sql,
  type Updateable,
} from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

/** Workshops and their seats (issue 19): SQL only. */

export type WorkshopRow = Database['workshops'];
export type WorkshopWithSeats = WorkshopRow & { confirmed: number | string; waitlisted: number | string };

const seatCounts = sql`(select count(*) from workshop_registrations r where r.workshop_id = workshops.id
    and r.seat_status = 'confirmed') as confirmed,
  (select count(*) from workshop_registrations r where r.workshop_id = workshops.id
    and r.seat_status = 'waitlisted') as waitlisted`;

export function insertWorkshopStatement(db: Kysely<Database>, row: WorkshopRow): CompiledQuery {
  return insertRow(db, 'workshops', row);
}

export function findWorkshopRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('workshops').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every workshop, newest start first, with its seats taken and its waiting list. */
export async function allWorkshops(db: Kysely<Database>): Promise<WorkshopWithSeats[]> {
  const rows = await sql<WorkshopWithSeats>`select workshops.*, ${seatCounts} from workshops
    order by starts_at desc, id`.execute(db);
  return rows.rows;
}

/** Published workshops that have not started, soonest first. */
export async function upcomingWorkshops(db: Kysely<Database>, now: string): Promise<WorkshopWithSeats[]> {
  const rows = await sql<WorkshopWithSeats>`select workshops.*, ${seatCounts} from workshops
    where status = 'published' and starts_at > ${now} order by starts_at, id`.execute(db);
  return rows.rows;
}

/** Published workshops that have started, latest first: the public page's past workshops. */
export async function pastWorkshops(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<WorkshopWithSeats[]> {
  const rows = await sql<WorkshopWithSeats>`select workshops.*, 0 as confirmed, 0 as waitlisted from workshops
    where status = 'published' and starts_at <= ${now} order by starts_at desc, id limit ${limit}`.execute(
    db,
  );
  return rows.rows;
}

/**
 * The registration, confirmed while the workshop has a seat left and waitlisted after, decided
 * inside the unit so that concurrent registrations cannot take more seats than there are. SQLite
 * has one writer; on PostgreSQL the unit first locks the workshop's row, so the count each unit
 * sees includes every unit before it. Returns the seat status.
 */
export function registrationWithSeat(
  db: Kysely<Database>,
  row: {
    id: string;
    leadId: string;
    workshopId: string;
    workshopName: string;
    cancelTokenHash: string;
    createdAt: string;
  },
): CompiledQuery[] {
  return [
    ...lockWorkshop(db, row.workshopId),
    sql`insert into workshop_registrations (id, lead_id, workshop_id, workshop_name, status, seat_status,
        cancel_token_hash, created_at)
      select ${row.id}, ${row.leadId}, ${row.workshopId}, ${row.workshopName}, 'pending',
        case when ${seatIsFree(row.workshopId)} then 'confirmed' else 'waitlisted' end,
        ${row.cancelTokenHash}, ${row.createdAt}
      returning seat_status`.compile(db),
  ];
}

/**
 * PostgreSQL: the unit's first statement locks the workshop's row, so units that count or change
 * its seats run one after another (SQLite's one writer does that already).
 */
export function lockWorkshop(db: Kysely<Database>, workshopId: string): CompiledQuery[] {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? [db.selectFrom('workshops').select('id').where('id', '=', workshopId).forUpdate().compile()]
    : [];
}

/** True while the workshop has no limit or fewer confirmed seats than its capacity. */
function seatIsFree(workshopId: string) {
  const capacity = sql`(select capacity from workshops where id = ${workshopId})`;
  const confirmed = sql`(select count(*) from workshop_registrations where workshop_id = ${workshopId}
    and seat_status = 'confirmed')`;
  return sql`(${capacity} is null or ${confirmed} < ${capacity})`;
}

/** The first waiting registration moves up if a seat is free, marked so its e-mail finds it. */
export function promoteStatement(
  db: Kysely<Database>,
  promotion: { registrationId: string; workshopId: string; marker: string },
): CompiledQuery {
  return sql`update workshop_registrations set seat_status = 'confirmed', seat_marker = ${promotion.marker}
    where id = ${promotion.registrationId} and seat_status = 'waitlisted'
    and ${seatIsFree(promotion.workshopId)}`.compile(db);
}

/**
 * One outbox e-mail to each registrant the condition picks (with an address), about the workshop:
 * the cancellation notice, or "a seat is yours". Written in SQL so it reaches exactly the rows the
 * unit changed.
 */
export function registrantEmails(
  db: Kysely<Database>,
  email: {
    kind: 'workshop-cancelled' | 'workshop-seat-free' | 'workshop-reminder';
    workshop: Pick<WorkshopRow, 'title' | 'starts_at'>;
    registrants: RawBuilder<unknown>;
  },
  stamp: string,
): CompiledQuery {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = sql.raw(postgres ? 'gen_random_uuid()::text' : 'lower(hex(randomblob(16)))');
  const content = sql`${sql.raw(postgres ? 'json_build_object' : 'json_object')}(
    'name', trim(l.first_name || ' ' || l.last_name), 'email', l.email, 'phone', l.phone,
    'summary', cast(${email.workshop.title} as text), 'startsAt', cast(${email.workshop.starts_at} as text))`;
  return sql`insert into outbox_messages (id, enquiry_type, enquiry_id, audience, to_address, content, status,
      attempts, next_attempt_at, claimed_until, last_error, created_at, sent_at)
    select ${id}, ${email.kind}, r.id, 'visitor', l.email, ${postgres ? sql`${content}::text` : content},
      'queued', 0, ${stamp}, null, null, ${stamp}, null
    from workshop_registrations r join leads l on l.id = r.lead_id
    where ${email.registrants} and l.email <> ''`.compile(db);
}

/** The registration a cancellation link's token hash names, with its person and workshop. */
export function findRegistrationByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('workshop_registrations as r')
    .innerJoin('workshops as w', 'w.id', 'r.workshop_id')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .select([
      'r.id',
      'r.seat_status',
      'l.first_name',
      'l.last_name',
      'w.title',
      'w.format',
      'w.venue',
      'w.starts_at',
      'w.ends_at',
      'w.status as workshop_status',
    ])
    .where('r.cancel_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A registration with its workshop as it is now: what a workshop e-mail says when it is sent. */
export function registrationWithWorkshop(db: Kysely<Database>, registrationId: string) {
  return db
    .selectFrom('workshop_registrations as r')
    .innerJoin('workshops as w', 'w.id', 'r.workshop_id')
    .select([
      'r.id',
      'r.seat_status',
      'w.id as workshop_id',
      'w.title',
      'w.summary',
      'w.format',
      'w.venue',
      'w.join_url',
      'w.starts_at',
      'w.ends_at',
      'w.status',
    ])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
}

/** The reminder job's name in `scheduled_job_runs`; its period is the workshop and its start. */
export const reminderJob = 'workshop-reminder';

/** Published workshops starting after `now` and by `until` whose reminder for that start nobody has claimed. */
export async function workshopsDueReminder(
  db: Kysely<Database>,
  now: string,
  until: string,
): Promise<Pick<WorkshopRow, 'id' | 'title' | 'starts_at'>[]> {
  const rows = await sql<Pick<WorkshopRow, 'id' | 'title' | 'starts_at'>>`select w.id, w.title, w.starts_at
    from workshops w
    where w.status = 'published' and w.starts_at > ${now} and w.starts_at <= ${until}
      and not exists (select 1 from scheduled_job_runs j where j.job = ${reminderJob}
        and j.period = w.id || '@' || w.starts_at)
    order by w.starts_at`.execute(db);
  return rows.rows;
}

/**
 * One workshop's reminders, once across servers: the claim of its period (`on conflict do
 * nothing`), and in the same unit an e-mail to each confirmed registrant, only where the stored
 * claim carries this run's token.
 */
export function reminderStatements(
  db: Kysely<Database>,
  workshop: Pick<WorkshopRow, 'id' | 'title' | 'starts_at'>,
  token: string,
  stamp: string,
): CompiledQuery[] {
  const period = `${workshop.id}@${workshop.starts_at}`;
  return [
    sql`insert into scheduled_job_runs (job, period, claimed_at, claim_token)
      values (${reminderJob}, ${period}, ${stamp}, ${token}) on conflict do nothing`.compile(db),
    registrantEmails(
      db,
      {
        kind: 'workshop-reminder',
        workshop,
        registrants: sql`r.workshop_id = ${workshop.id} and r.seat_status = 'confirmed'
          and exists (select 1 from scheduled_job_runs j where j.job = ${reminderJob} and j.period = ${period}
            and j.claim_token = ${token})`,
      },
      stamp,
    ),
  ];
}

export function updateWorkshopStatement(
  db: Kysely<Database>,
  id: string,
  columns: Updateable<Database['workshops']>,
): CompiledQuery {
  return db.updateTable('workshops').set(columns).where('id', '=', id).compile();
}

/** For `registrantEmails`: everyone of the workshop still holding a seat or waiting for one. */
export const registrantsHoldingOrWaiting = (workshopId: string) =>
  sql`r.workshop_id = ${workshopId} and r.seat_status <> 'cancelled'`;

/** For `registrantEmails`: the registration just given a seat (by the marker of that unit). */
export const promotedRegistrant = (registrationId: string, marker: string) =>
  sql`r.id = ${registrationId} and r.seat_marker = ${marker}`;

/** A workshop's registrations with their people, in the order they came. */
export function registrationsOf(db: Kysely<Database>, workshopId: string) {
  return db
    .selectFrom('workshop_registrations as r')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .select([
      'r.id',
      'r.seat_status',
      'r.paid',
      'r.attended',
      'r.client_id',
      'r.created_at',
      'l.first_name',
      'l.last_name',
      'l.email',
      'l.phone',
    ])
    .where('r.workshop_id', '=', workshopId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

export function findRegistration(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('workshop_registrations')
    .select(['id', 'workshop_id', 'seat_status', 'paid', 'attended'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function updateRegistrationStatement(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<Database['workshop_registrations']>,
): CompiledQuery {
  return db.updateTable('workshop_registrations').set(changes).where('id', '=', id).compile();
}

/** The first on the workshop's waiting list, leaving out one registration (the one being cancelled). */
export function firstWaiting(db: Kysely<Database>, workshopId: string, except: string) {
  return db
    .selectFrom('workshop_registrations')
    .select('id')
    .where('workshop_id', '=', workshopId)
    .where('seat_status', '=', 'waitlisted')
    .where('id', '<>', except)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the unit with this marker gave the registration its seat (`promoteStatement`). */
export async function seatGivenBy(
  db: Kysely<Database>,
  registrationId: string,
  marker: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('workshop_registrations')
    .select('id')
    .where('id', '=', registrationId)
    .where('seat_marker', '=', marker)
    .executeTakeFirst();
  return row !== undefined;
}

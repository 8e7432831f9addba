import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { sameTimeNextMonth } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import type {
  AdminWorkshop,
  PublicWorkshop,
  RegistrationMarks,
  WorkshopCreate,
  WorkshopRegistrationItem,
} from '../../../shared/workshops';
import type { DatabaseHandle } from '../../db';
import { HttpError } from '../../plugins/errors';
import { type AdminIdentity, auditStatement, toCsv } from '../admin';
import {
  allWorkshops,
  findWorkshopRow,
  insertWorkshopStatement,
  upcomingWorkshops,
  type WorkshopRow,
  type WorkshopWithSeats,
} from './repository';

const iso = (value: string) => new Date(value).toISOString();

function toPublic(row: WorkshopWithSeats): PublicWorkshop {
  const confirmed = Number(row.confirmed);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    description: row.description,
    format: row.format as PublicWorkshop['format'],
    venue: row.venue,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    registrationClosesAt: row.registration_closes_at,
    priceCents: Number(row.price_cents),
    capacity: row.capacity === null ? null : Number(row.capacity),
    seatsLeft: row.capacity === null ? null : Math.max(0, Number(row.capacity) - confirmed),
  };
}

export const workshopNotFound = () =>
  new HttpError(404, apiErrorCodes.notFound, 'There is no such workshop.');

function toAdmin(row: WorkshopWithSeats): AdminWorkshop {
  return {
    ...toPublic(row),
    joinUrl: row.join_url,
    status: row.status as AdminWorkshop['status'],
    confirmed: Number(row.confirmed),
    waitlisted: Number(row.waitlisted),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listPublicWorkshops(database: DatabaseHandle, now: Date): Promise<PublicWorkshop[]> {
  return (await upcomingWorkshops(database.db, now.toISOString())).map(toPublic);
}

export async function listAdminWorkshops(database: DatabaseHandle): Promise<AdminWorkshop[]> {
  return (await allWorkshops(database.db)).map(toAdmin);
}

type Actor = { admin: AdminIdentity; ip: string };

function rowFrom(input: WorkshopCreate, id: string, createdAt: string, stamp: string): WorkshopRow {
  return {
    id,
    title: input.title,
    summary: input.summary,
    description: input.description,
    format: input.format,
    venue: input.venue,
    join_url: input.joinUrl,
    starts_at: iso(input.startsAt),
    ends_at: iso(input.endsAt),
    price_cents: input.priceCents,
    capacity: input.capacity,
    registration_closes_at: iso(input.registrationClosesAt ?? input.startsAt),
    status: input.status,
    created_at: createdAt,
    updated_at: stamp,
  };
}

export async function createWorkshop(
  database: DatabaseHandle,
  input: WorkshopCreate,
  actor: Actor,
  now: Date,
): Promise<AdminWorkshop> {
  const stamp = now.toISOString();
  const row = rowFrom(input, randomUUID(), stamp, stamp);
  await database.write([
    insertWorkshopStatement(database.db, row),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'workshop',
        entityId: row.id,
        details: { title: row.title, startsAt: row.starts_at, status: row.status },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return toAdmin({ ...row, confirmed: 0, waitlisted: 0 });
}

/** The workshop a visitor may register for: published and still open at `now`. */
export async function registrableWorkshop(
  database: DatabaseHandle,
  id: string,
  now: Date,
): Promise<
  | { workshop: WorkshopRow; problem: null }
  | { workshop: WorkshopRow | undefined; problem: 'unknown' | 'closed' }
> {
  const workshop = await findWorkshopRow(database.db, id);
  if (!workshop || workshop.status === 'draft') return { workshop: undefined, problem: 'unknown' };
  if (workshop.status === 'cancelled' || now.toISOString() >= workshop.registration_closes_at)
    return { workshop, problem: 'closed' };
  return { workshop, problem: null };
}

async function adminWorkshop(database: DatabaseHandle, id: string): Promise<AdminWorkshop> {
  const row = (await allWorkshops(database.db)).find((workshop) => workshop.id === id);
  if (!row) throw workshopNotFound();
  return toAdmin(row);
}

/** The registrants told that their workshop is cancelled: one outbox e-mail each (issue 19). */
function cancellationEmails(database: DatabaseHandle, workshop: WorkshopRow, stamp: string) {
  return sql`insert into outbox_messages (id, enquiry_type, enquiry_id, audience, to_address, content, status,
      attempts, next_attempt_at, claimed_until, last_error, created_at, sent_at)
    select ${sql.raw(database.dialect === 'postgres' ? 'gen_random_uuid()::text' : 'lower(hex(randomblob(16)))')},
      'workshop-cancelled', r.id, 'visitor', l.email,
      ${sql.raw(database.dialect === 'postgres' ? 'json_build_object' : 'json_object')}(
        'name', trim(l.first_name || ' ' || l.last_name), 'email', l.email, 'phone', l.phone,
        'summary', cast(${workshop.title} as text), 'startsAt', cast(${workshop.starts_at} as text))${sql.raw(database.dialect === 'postgres' ? '::text' : '')},
      'queued', 0, ${stamp}, null, null, ${stamp}, null
    from workshop_registrations r join leads l on l.id = r.lead_id
    where r.workshop_id = ${workshop.id} and r.seat_status <> 'cancelled' and l.email <> ''`.compile(
    database.db,
  );
}

/** The adviser corrects a workshop: every field is sent, as the form shows them. Cancelling goes through `cancelWorkshop`. */
export async function updateWorkshop(
  database: DatabaseHandle,
  id: string,
  input: WorkshopCreate,
  actor: Actor,
  now: Date,
): Promise<AdminWorkshop> {
  const before = await findWorkshopRow(database.db, id);
  if (!before) throw workshopNotFound();
  if (input.status === 'cancelled' && before.status !== 'cancelled')
    return cancelWorkshop(database, id, actor, now);
  const stamp = now.toISOString();
  const row = rowFrom(input, id, before.created_at, stamp);
  const changed = Object.fromEntries(
    (Object.keys(row) as (keyof WorkshopRow)[])
      .filter((column) => column !== 'updated_at' && row[column] !== before[column])
      .map((column) => [column, [before[column], row[column]]]),
  );
  const { id: _id, created_at: _created, ...columns } = row;
  await database.write([
    database.db.updateTable('workshops').set(columns).where('id', '=', id).compile(),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'update',
        entityType: 'workshop',
        entityId: id,
        details: changed,
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return adminWorkshop(database, id);
}

/** Next month's edition: the same workshop a calendar month later (Windhoek time), as a draft. */
export async function duplicateWorkshop(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<AdminWorkshop> {
  const source = await findWorkshopRow(database.db, id);
  if (!source) throw workshopNotFound();
  const stamp = now.toISOString();
  const row: WorkshopRow = {
    ...source,
    id: randomUUID(),
    starts_at: sameTimeNextMonth(source.starts_at),
    ends_at: sameTimeNextMonth(source.ends_at),
    registration_closes_at: sameTimeNextMonth(source.registration_closes_at),
    status: 'draft',
    created_at: stamp,
    updated_at: stamp,
  };
  await database.write([
    insertWorkshopStatement(database.db, row),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'duplicate',
        entityType: 'workshop',
        entityId: row.id,
        details: { from: id },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return toAdmin({ ...row, confirmed: 0, waitlisted: 0 });
}

/** Cancels a workshop: it leaves the public list, registrations close, and every registrant is e-mailed. */
export async function cancelWorkshop(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<AdminWorkshop> {
  const workshop = await findWorkshopRow(database.db, id);
  if (!workshop) throw workshopNotFound();
  if (workshop.status === 'cancelled') return adminWorkshop(database, id);
  const stamp = now.toISOString();
  await database.write([
    database.db
      .updateTable('workshops')
      .set({ status: 'cancelled', updated_at: stamp })
      .where('id', '=', id)
      .compile(),
    cancellationEmails(database, workshop, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'cancel',
        entityType: 'workshop',
        entityId: id,
        details: { title: workshop.title },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return adminWorkshop(database, id);
}

/** A workshop's registrations: confirmed first, then the waiting list in its order, cancelled last. */
export async function workshopRegistrations(
  database: DatabaseHandle,
  id: string,
): Promise<WorkshopRegistrationItem[]> {
  if (!(await findWorkshopRow(database.db, id))) throw workshopNotFound();
  const rows = await database.db
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
    .where('r.workshop_id', '=', id)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  const order = { confirmed: 0, waitlisted: 1, cancelled: 2 } as const;
  let waiting = 0;
  return rows
    .map((row) => {
      const seatStatus = (row.seat_status ?? 'confirmed') as WorkshopRegistrationItem['seatStatus'];
      return {
        id: row.id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        phone: row.phone,
        seatStatus,
        waitingPosition: seatStatus === 'waitlisted' ? ++waiting : null,
        paid: Number(row.paid) === 1,
        attended: Number(row.attended) === 1,
        clientId: row.client_id ?? null,
        createdAt: row.created_at,
      };
    })
    .sort((a, b) => order[a.seatStatus] - order[b.seatStatus]);
}

export async function registrationsCsv(database: DatabaseHandle, id: string): Promise<string> {
  const items = await workshopRegistrations(database, id);
  const seat = (item: WorkshopRegistrationItem) =>
    item.seatStatus === 'waitlisted'
      ? `Waiting list ${item.waitingPosition}`
      : item.seatStatus === 'confirmed'
        ? 'Confirmed'
        : 'Cancelled';
  return toCsv(
    ['Name', 'Email', 'Phone', 'Seat', 'Paid', 'Attended', 'Registered'],
    items.map((item) => [
      item.name,
      item.email,
      item.phone,
      seat(item),
      item.paid ? 'Yes' : 'No',
      item.attended ? 'Yes' : 'No',
      item.createdAt,
    ]),
  );
}

export async function markRegistration(
  database: DatabaseHandle,
  id: string,
  marks: RegistrationMarks,
  actor: Actor,
  now: Date,
): Promise<{ id: string; paid: boolean; attended: boolean }> {
  const before = await database.db
    .selectFrom('workshop_registrations')
    .select(['id', 'paid', 'attended'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such registration.');
  const changes: { paid?: number; attended?: number } = {};
  if (marks.paid !== undefined) changes.paid = marks.paid ? 1 : 0;
  if (marks.attended !== undefined) changes.attended = marks.attended ? 1 : 0;
  const stamp = now.toISOString();
  await database.write([
    database.db.updateTable('workshop_registrations').set(changes).where('id', '=', id).compile(),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'update',
        entityType: 'workshop-registration',
        entityId: id,
        details: Object.fromEntries(
          Object.entries(changes).map(([column, value]) => [
            column,
            [Number(before[column as 'paid']), value],
          ]),
        ),
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  const paid = changes.paid ?? Number(before.paid);
  const attended = changes.attended ?? Number(before.attended);
  return { id, paid: paid === 1, attended: attended === 1 };
}

/**
 * Cancels a registration (the adviser here; the registrant's own link later): its seat goes to the
 * first on the waiting list, who is e-mailed, in the same unit. PostgreSQL locks the workshop's row
 * first, as a registration does, so a seat is never given twice.
 */
export async function cancelRegistration(
  database: DatabaseHandle,
  registrationId: string,
  actor: Actor,
  now: Date,
): Promise<{ id: string; promoted: string | null }> {
  const { db } = database;
  const registration = await db
    .selectFrom('workshop_registrations')
    .select(['id', 'workshop_id', 'seat_status'])
    .where('id', '=', registrationId)
    .executeTakeFirst();
  if (!registration) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such registration.');
  if (registration.seat_status === 'cancelled') return { id: registrationId, promoted: null };
  const workshop = await findWorkshopRow(db, registration.workshop_id);
  if (!workshop) throw workshopNotFound();
  const candidate = await db
    .selectFrom('workshop_registrations')
    .select('id')
    .where('workshop_id', '=', workshop.id)
    .where('seat_status', '=', 'waitlisted')
    .where('id', '<>', registrationId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const stamp = now.toISOString();
  const marker = randomUUID();
  const capacity = sql`(select capacity from workshops where id = ${workshop.id})`;
  const confirmed = sql`(select count(*) from workshop_registrations where workshop_id = ${workshop.id}
    and seat_status = 'confirmed')`;
  const promote = candidate
    ? [
        // The first waiting, if a seat is free once this one is cancelled (checked inside the unit).
        sql`update workshop_registrations set seat_status = 'confirmed', seat_marker = ${marker}
          where id = ${candidate.id} and seat_status = 'waitlisted'
          and (${capacity} is null or ${confirmed} < ${capacity})`.compile(db),
        sql`insert into outbox_messages (id, enquiry_type, enquiry_id, audience, to_address, content, status,
            attempts, next_attempt_at, claimed_until, last_error, created_at, sent_at)
          select ${randomUUID()}, 'workshop-seat-free', r.id, 'visitor', l.email,
            ${sql.raw(database.dialect === 'postgres' ? 'json_build_object' : 'json_object')}(
              'name', trim(l.first_name || ' ' || l.last_name), 'email', l.email, 'phone', l.phone,
              'summary', cast(${workshop.title} as text), 'startsAt', cast(${workshop.starts_at} as text))${sql.raw(database.dialect === 'postgres' ? '::text' : '')},
            'queued', 0, ${stamp}, null, null, ${stamp}, null
          from workshop_registrations r join leads l on l.id = r.lead_id
          where r.id = ${candidate.id} and r.seat_marker = ${marker} and l.email <> ''`.compile(db),
      ]
    : [];
  await database.write([
    ...(database.dialect === 'postgres'
      ? [db.selectFrom('workshops').select('id').where('id', '=', workshop.id).forUpdate().compile()]
      : []),
    db
      .updateTable('workshop_registrations')
      .set({ seat_status: 'cancelled' })
      .where('id', '=', registrationId)
      .compile(),
    ...promote,
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'cancel',
        entityType: 'workshop-registration',
        entityId: registrationId,
        details: { workshopId: workshop.id, seat: registration.seat_status },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  const promoted = candidate
    ? await db
        .selectFrom('workshop_registrations')
        .select('id')
        .where('id', '=', candidate.id)
        .where('seat_marker', '=', marker)
        .executeTakeFirst()
    : undefined;
  return { id: registrationId, promoted: promoted?.id ?? null };
}

import { randomUUID } from 'node:crypto';
import { sameTimeNextMonth } from '../../../domain/windhoek-time';
import { isRegistrationOpen, seatsLeft } from '../../../domain/workshops/workshops';
import { apiErrorCodes } from '../../../shared/api-error';
import type {
  AdminWorkshop,
  PublicWorkshop,
  WorkshopCreate,
  WorkshopsListing,
} from '../../../shared/workshops';
import type { Actor } from '../../context';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import {
  allWorkshops,
  findWorkshopRow,
  insertWorkshopStatement,
  pastWorkshops,
  registrantEmails,
  registrantsHoldingOrWaiting,
  upcomingWorkshops,
  updateWorkshopStatement,
  type WorkshopRow,
  type WorkshopWithSeats,
} from './repository';

const iso = (value: string) => new Date(value).toISOString();

function toPublic(row: WorkshopWithSeats, now: Date): PublicWorkshop {
  const capacity = row.capacity === null ? null : Number(row.capacity);
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
    capacity,
    seatsLeft: seatsLeft(capacity, Number(row.confirmed)),
    registrationOpen: row.status === 'published' && isRegistrationOpen(row.registration_closes_at, now),
  };
}

export const workshopNotFound = () =>
  new HttpError(404, apiErrorCodes.notFound, 'There is no such workshop.');

function toAdmin(row: WorkshopWithSeats, now: Date): AdminWorkshop {
  return {
    ...toPublic(row, now),
    joinUrl: row.join_url,
    status: row.status as AdminWorkshop['status'],
    confirmed: Number(row.confirmed),
    waitlisted: Number(row.waitlisted),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listPublicWorkshops(database: DatabaseHandle, now: Date): Promise<PublicWorkshop[]> {
  return (await upcomingWorkshops(database.db, now.toISOString())).map((row) => toPublic(row, now));
}

/** How many past workshops the public page lists below the upcoming ones. */
const pastShown = 6;

/**
 * What the public workshops page shows (its server render and `GET /api/workshops/listing`): the
 * published workshops that have not started, soonest first, and the latest that have.
 */
export async function workshopsListing(database: DatabaseHandle, now: Date): Promise<WorkshopsListing> {
  const [upcoming, past] = await Promise.all([
    upcomingWorkshops(database.db, now.toISOString()),
    pastWorkshops(database.db, now.toISOString(), pastShown),
  ]);
  return {
    upcoming: upcoming.map((row) => toPublic(row, now)),
    past: past.map((row) => toPublic(row, now)),
  };
}

export async function listAdminWorkshops(database: DatabaseHandle, now: Date): Promise<AdminWorkshop[]> {
  return (await allWorkshops(database.db)).map((row) => toAdmin(row, now));
}

export type { Actor };

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
  return toAdmin({ ...row, confirmed: 0, waitlisted: 0 }, now);
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

async function adminWorkshop(database: DatabaseHandle, id: string, now: Date): Promise<AdminWorkshop> {
  const row = (await allWorkshops(database.db)).find((workshop) => workshop.id === id);
  if (!row) throw workshopNotFound();
  return toAdmin(row, now);
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
    updateWorkshopStatement(database.db, id, columns),
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
  return adminWorkshop(database, id, now);
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
  return toAdmin({ ...row, confirmed: 0, waitlisted: 0 }, now);
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
  if (workshop.status === 'cancelled') return adminWorkshop(database, id, now);
  const stamp = now.toISOString();
  await database.write([
    updateWorkshopStatement(database.db, id, { status: 'cancelled', updated_at: stamp }),
    // Every registrant still holding a seat or waiting is told.
    registrantEmails(
      database.db,
      {
        kind: 'workshop-cancelled',
        workshop,
        registrants: registrantsHoldingOrWaiting(workshop.id),
      },
      stamp,
    ),
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
  return adminWorkshop(database, id, now);
}

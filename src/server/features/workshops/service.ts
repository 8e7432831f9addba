import { randomUUID } from 'node:crypto';
import type { AdminWorkshop, PublicWorkshop, WorkshopCreate } from '../../../shared/workshops';
import type { DatabaseHandle } from '../../db';
import { type AdminIdentity, auditStatement } from '../admin';
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

export async function createWorkshop(
  database: DatabaseHandle,
  input: WorkshopCreate,
  actor: { admin: AdminIdentity; ip: string },
  now: Date,
): Promise<AdminWorkshop> {
  const stamp = now.toISOString();
  const row: WorkshopRow = {
    id: randomUUID(),
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
    created_at: stamp,
    updated_at: stamp,
  };
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

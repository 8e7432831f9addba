import { randomUUID } from 'node:crypto';
import { hasStarted } from '../../../domain/workshops/workshops';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type OwnRegistration,
  ownRegistrationMessages,
  type RegistrationMarks,
  type WorkshopRegistrationItem,
} from '../../../shared/workshops';
import { toCsv } from '../../csv';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { hashToken } from '../../plugins/tokens';
import {
  findRegistration,
  findRegistrationByTokenHash,
  findWorkshopRow,
  firstWaiting,
  lockWorkshop,
  promotedRegistrant,
  promoteStatement,
  registrantEmails,
  registrationsOf,
  seatGivenBy,
  updateRegistrationStatement,
} from './repository';
import { type Actor, workshopNotFound } from './service';

/** A workshop's registrations in the back office (issue 19): the list, the CSV, the marks, cancelling one. */

/** A workshop's registrations: confirmed first, then the waiting list in its order, cancelled last. */
export async function workshopRegistrations(
  database: DatabaseHandle,
  id: string,
): Promise<WorkshopRegistrationItem[]> {
  if (!(await findWorkshopRow(database.db, id))) throw workshopNotFound();
  const rows = await registrationsOf(database.db, id);
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
  const before = await findRegistration(database.db, id);
  if (!before) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such registration.');
  const changes: { paid?: number; attended?: number } = {};
  if (marks.paid !== undefined) changes.paid = marks.paid ? 1 : 0;
  if (marks.attended !== undefined) changes.attended = marks.attended ? 1 : 0;
  const stamp = now.toISOString();
  await database.write([
    updateRegistrationStatement(database.db, id, changes),
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

/** The adviser cancels a registration from the back office. */
export function cancelRegistration(
  database: DatabaseHandle,
  registrationId: string,
  actor: Actor,
  now: Date,
): Promise<{ id: string; promoted: string | null }> {
  return cancelSeat(
    database,
    registrationId,
    { adminId: actor.admin.adminId, ip: actor.ip, by: 'adviser' },
    now,
  );
}

/**
 * Cancels a registration (by the adviser, or the registrant with their link): its seat goes to the
 * first on the waiting list, who is e-mailed, in the same unit. PostgreSQL locks the workshop's row
 * first, as a registration does, so a seat is never given twice.
 */
async function cancelSeat(
  database: DatabaseHandle,
  registrationId: string,
  actor: { adminId: string | null; ip: string; by: 'adviser' | 'registrant' },
  now: Date,
): Promise<{ id: string; promoted: string | null }> {
  const { db } = database;
  const registration = await findRegistration(db, registrationId);
  if (!registration) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such registration.');
  if (registration.seat_status === 'cancelled') return { id: registrationId, promoted: null };
  const workshop = await findWorkshopRow(db, registration.workshop_id);
  if (!workshop) throw workshopNotFound();
  const candidate = await firstWaiting(db, workshop.id, registrationId);
  const stamp = now.toISOString();
  const marker = randomUUID();
  const promote = candidate
    ? [
        // The first waiting, if a seat is free once this one is cancelled (checked inside the unit).
        promoteStatement(db, { registrationId: candidate.id, workshopId: workshop.id, marker }),
        registrantEmails(
          db,
          {
            kind: 'workshop-seat-free',
            workshop,
            registrants: promotedRegistrant(candidate.id, marker),
          },
          stamp,
        ),
      ]
    : [];
  await database.write([
    ...lockWorkshop(db, workshop.id),
    updateRegistrationStatement(db, registrationId, { seat_status: 'cancelled' }),
    ...promote,
    auditStatement(
      db,
      {
        adminId: actor.adminId,
        action: 'cancel',
        entityType: 'workshop-registration',
        entityId: registrationId,
        details: { workshopId: workshop.id, seat: registration.seat_status, by: actor.by },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  const promoted = candidate && (await seatGivenBy(db, candidate.id, marker));
  return { id: registrationId, promoted: promoted ? candidate.id : null };
}

/** The registration a cancellation link names; 404 for a token nobody was given. */
async function ownRegistrationRow(database: DatabaseHandle, token: string) {
  const row = await findRegistrationByTokenHash(database.db, hashToken(token));
  if (!row) throw new HttpError(404, apiErrorCodes.notFound, ownRegistrationMessages.invalidLink);
  return row;
}

function ownRegistrationOf(row: Awaited<ReturnType<typeof ownRegistrationRow>>, now: Date): OwnRegistration {
  const seatStatus = row.seat_status as OwnRegistration['seatStatus'];
  return {
    name: `${row.first_name} ${row.last_name}`.trim(),
    seatStatus,
    cancellable:
      seatStatus !== 'cancelled' && row.workshop_status !== 'cancelled' && !hasStarted(row.starts_at, now),
    workshop: {
      title: row.title,
      format: row.format as OwnRegistration['workshop']['format'],
      venue: row.venue,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      status: row.workshop_status as OwnRegistration['workshop']['status'],
    },
  };
}

/** The registration behind a cancellation link, for its page (`POST /api/workshop-registrations/lookup`). */
export async function ownRegistration(
  database: DatabaseHandle,
  token: string,
  now: Date,
): Promise<OwnRegistration> {
  return ownRegistrationOf(await ownRegistrationRow(database, token), now);
}

/**
 * The registrant cancels with their link (`POST /api/workshop-registrations/cancel`): the seat goes
 * to the first waiting, as when the adviser cancels, and the audit log says the registrant did it.
 * Cancelling twice answers the cancelled registration again; after the start it is refused (409).
 */
export async function cancelOwnRegistration(
  database: DatabaseHandle,
  token: string,
  ip: string,
  now: Date,
): Promise<OwnRegistration> {
  const row = await ownRegistrationRow(database, token);
  const before = ownRegistrationOf(row, now);
  if (before.seatStatus === 'cancelled') return before;
  if (!before.cancellable) throw new HttpError(409, apiErrorCodes.conflict, ownRegistrationMessages.started);
  await cancelSeat(database, row.id, { adminId: null, ip, by: 'registrant' }, now);
  return ownRegistrationOf(await ownRegistrationRow(database, token), now);
}

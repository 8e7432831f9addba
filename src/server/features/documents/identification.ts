import { addDays } from '../../../domain/book/calendar-dates';
import { isDependantOn } from '../../../domain/clients/dependants';
import { identificationStatus } from '../../../domain/clients/identification';
import { windhoekDate } from '../../../domain/windhoek-time';
import type { Identification, IdentificationInput } from '../../../shared/identification';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { type Actor, clientFamily, resolveClient, touchClientStatement } from '../clients';
import {
  documentsExpiringBetween,
  identificationRow,
  keepStatusStatement,
  saveChecklistStatement,
  setStatusStatement,
} from './identification-repository';
import { documentsOf } from './repository';

/**
 * A client's identification under the FIA (issue 32): the checklist the adviser keeps, its status
 * worked out from it and the documents held (domain/clients/identification.ts). Read through
 * merges: the newest row of the client and those merged into them.
 */

const rowOf = (database: DatabaseHandle, family: readonly string[]) => identificationRow(database.db, family);

export async function identificationOf(
  database: DatabaseHandle,
  clientId: string,
  now: Date,
): Promise<Identification> {
  const client = await resolveClient(database, clientId);
  const dependant = isDependantOn(client.date_of_birth, windhoekDate(now));
  const family = await clientFamily(database.db, client.id);
  const [row, documents] = await Promise.all([rowOf(database, family), documentsOf(database.db, family)]);
  const record = row
    ? {
        identityVerifiedOn: row.identity_verified_on,
        identityVerifiedBy: row.identity_verified_by,
        addressVerifiedOn: row.address_verified_on,
        occupation: row.occupation,
        sourceOfFunds: row.source_of_funds,
        politicallyExposed: (row.politically_exposed as 'yes' | 'no' | null) ?? null,
      }
    : null;
  const { status, missing, expiresOn } = identificationStatus(
    record,
    documents.map((document) => ({
      kind: document.kind,
      expiresOn: document.expires_on,
      createdAt: document.created_at,
    })),
    windhoekDate(now),
    { dependant },
  );
  return {
    identityVerifiedOn: record?.identityVerifiedOn ?? null,
    identityVerifiedBy: record?.identityVerifiedOn
      ? row?.verified_by_name || (row?.verified_by_email ?? null)
      : null,
    addressVerifiedOn: record?.addressVerifiedOn ?? null,
    occupation: record?.occupation ?? '',
    sourceOfFunds: record?.sourceOfFunds ?? '',
    politicallyExposed: record?.politicallyExposed ?? null,
    status,
    missing,
    expiresOn,
    dependant,
  };
}

/**
 * Works the client's status out again and keeps it on their row, for the client list's filter:
 * after the checklist is saved and after a document is added or removed. Nothing is written for a
 * client with nothing recorded and nothing held.
 */
export async function refreshIdentificationStatus(
  database: DatabaseHandle,
  clientId: string,
  now: Date,
): Promise<void> {
  const identification = await identificationOf(database, clientId, now);
  const status = identification.status === 'expired' ? 'complete' : identification.status;
  const client = await resolveClient(database, clientId);
  if (status === 'not-started') {
    await database.write([setStatusStatement(database.db, client.id, status, identification.expiresOn)]);
    return;
  }
  const stamp = now.toISOString();
  await database.write([
    keepStatusStatement(database.db, client.id, { status, expiresOn: identification.expiresOn, now: stamp }),
  ]);
}

export async function saveIdentification(
  database: DatabaseHandle,
  clientId: string,
  input: IdentificationInput,
  actor: Actor,
  now: Date,
): Promise<Identification> {
  const client = await resolveClient(database, clientId);
  const before = await rowOf(database, await clientFamily(database.db, client.id));
  const stamp = now.toISOString();
  const identityVerifiedOn = input.identityVerifiedOn || null;
  // Who verified it: kept while the date stays, the adviser saving it when the date is new.
  const identityVerifiedBy =
    identityVerifiedOn === null
      ? null
      : before?.identity_verified_on === identityVerifiedOn && before.identity_verified_by
        ? before.identity_verified_by
        : actor.admin.adminId;
  const values = {
    identity_verified_on: identityVerifiedOn,
    identity_verified_by: identityVerifiedBy,
    address_verified_on: input.addressVerifiedOn || null,
    occupation: input.occupation,
    source_of_funds: input.sourceOfFunds,
    politically_exposed: input.politicallyExposed || null,
    updated_by: actor.admin.adminId,
    updated_at: stamp,
  };
  // What changed, by name only: the values are the client's own business.
  const changed = Object.entries(values)
    .filter(([column]) => !['updated_by', 'updated_at', 'identity_verified_by'].includes(column))
    .filter(([column, value]) => (before as Record<string, unknown> | undefined)?.[column] !== value)
    .map(([column]) => column);
  await database.write([
    saveChecklistStatement(database.db, client.id, values),
    touchClientStatement(database.db, client.id, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'update',
        entityType: 'client-identification',
        entityId: client.id,
        ip: actor.ip,
        details: { changed },
      },
      stamp,
    ),
  ]);
  await refreshIdentificationStatus(database, client.id, now);
  return identificationOf(database, client.id, now);
}

/** Documents whose expiry date falls within `within` days of today (Windhoek), soonest first: Today's list. */
/** `mine` (an admin's id, issue 34): of their clients and of clients nobody has picked up yet. */
export async function documentsExpiring(
  database: DatabaseHandle,
  within: number,
  now: Date,
  mine: string | null = null,
) {
  const today = windhoekDate(now);
  const until = addDays(today, within);
  const rows = await documentsExpiringBetween(database.db, today, until, mine);
  return {
    items: rows.map((row) => ({
      documentId: row.id,
      clientId: row.client_id,
      name: row.name,
      kind: row.kind,
      fileName: row.file_name,
      expiresOn: row.expires_on as string,
    })),
  };
}

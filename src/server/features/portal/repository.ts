import type { CompiledQuery, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db';
import { statusSinceColumn } from '../book';

/**
 * What a signed-in client's page reads and changes (issue 32), always within `clientIds` (the
 * client and those merged into them), never a client id from the request.
 */

/** What the client's page shows of them, and what their bookings and contact changes need. */
export function portalClientRow(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('clients')
    .select(['name', 'email', 'phone', 'address'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
}

/** Their open requests for documents, the latest first. */
export function openRequestRows(db: Kysely<Database>, clientIds: readonly string[], now: string) {
  return db
    .selectFrom('document_requests')
    .select(['id', 'kinds', 'note', 'expires_at'])
    .where('client_id', 'in', clientIds)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The kinds of the documents sent under these requests. */
export function receivedKinds(db: Kysely<Database>, requestIds: readonly string[]) {
  return db
    .selectFrom('client_documents')
    .select(['request_id', 'kind'])
    .where('request_id', 'in', requestIds)
    .execute();
}

/** Their workshop seats held or waited for (not one of an enquiry only filed under them), the latest first. */
export function seatsOf(db: Kysely<Database>, ids: readonly string[], foreignEnquiryIds: readonly string[]) {
  return db
    .selectFrom('workshop_registrations as r')
    .leftJoin('workshops as w', 'w.id', 'r.workshop_id')
    .select(['r.id', 'r.workshop_name', 'r.seat_status', 'w.title', 'w.starts_at'])
    .where('r.client_id', 'in', ids)
    .$if(foreignEnquiryIds.length > 0, (query) => query.where('r.id', 'not in', foreignEnquiryIds))
    .where('r.seat_status', 'in', ['confirmed', 'waitlisted'])
    .orderBy('r.created_at', 'desc')
    .limit(20)
    .execute();
}

/** Their policies, the latest started first, with the date of the status. */
export function policiesOf(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('policies as p')
    .select([
      'p.id',
      'p.insurer',
      'p.product',
      'p.policy_number',
      'p.status',
      'p.start_date',
      'p.premium_cents',
      'p.premium_frequency',
      'p.cover_cents',
    ])
    .select(statusSinceColumn.as('status_since'))
    .where('p.client_id', 'in', ids)
    .orderBy('p.start_date', 'desc')
    .limit(100)
    .execute();
}

/** The documents shown to them: shared with them, or sent by them. */
export function documentsShownTo(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('client_documents')
    .select(['id', 'kind', 'file_name', 'size_bytes', 'created_at', 'source'])
    .where('client_id', 'in', ids)
    .where((eb) => eb.or([eb('shared', '=', 1), eb('source', '=', 'client')]))
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
}

/** Their records of advice: confirmed, or open and not expired. */
export function adviceShownTo(db: Kysely<Database>, ids: readonly string[], now: string) {
  return db
    .selectFrom('advice_confirmations as a')
    .innerJoin('client_documents as d', 'd.id', 'a.document_id')
    .select(['a.id', 'd.file_name', 'a.status', 'a.confirmed_name', 'a.confirmed_at', 'a.expires_at'])
    .where('a.client_id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('a.status', '=', 'confirmed'),
        eb.and([eb('a.status', '=', 'open'), eb('a.expires_at', '>', now)]),
      ]),
    )
    .orderBy('a.created_at', 'desc')
    .limit(50)
    .execute();
}

/** One of the documents shown to them, by id. */
export function documentShownTo(db: Kysely<Database>, id: string, clientIds: readonly string[]) {
  return db
    .selectFrom('client_documents')
    .select('id')
    .where('id', '=', id)
    .where('client_id', 'in', clientIds)
    .where((eb) => eb.or([eb('shared', '=', 1), eb('source', '=', 'client')]))
    .executeTakeFirst();
}

/** The client holding a contact key, if any. */
export function keyHolderOf(db: Kysely<Database>, key: string) {
  return db.selectFrom('client_keys').select('client_id').where('key', '=', key).executeTakeFirst();
}

export function contactByClientStatement(
  db: Kysely<Database>,
  clientId: string,
  changes: Updateable<Database['clients']>,
): CompiledQuery {
  return db.updateTable('clients').set(changes).where('id', '=', clientId).compile();
}

/** A number the client gave in their portal: theirs to be recognised by, not confirmed (D31). */
export function portalKeyStatement(
  db: Kysely<Database>,
  key: string,
  clientId: string,
  now: string,
): CompiledQuery {
  return db
    .insertInto('client_keys')
    .values({
      key,
      client_id: clientId,
      created_at: now,
      confirmed: 0,
      source_kind: 'portal',
      source_id: null,
    })
    .compile();
}

/** A number the client gave that another client has: for the adviser, on both pages. */
export function clashStatement(db: Kysely<Database>, row: Database['contact_clashes']): CompiledQuery {
  return db.insertInto('contact_clashes').values(row).compile();
}

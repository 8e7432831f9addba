import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import { mineOrNobodys } from '../clients';

/** Documents asked of a client (issue 32): `document_requests`, and the documents sent under them. */

export type RequestRow = Database['document_requests'];

/** The clients' requests, newest first. */
export function requestsOf(db: Kysely<Database>, clientIds: readonly string[]) {
  return db
    .selectFrom('document_requests')
    .selectAll()
    .where('client_id', 'in', clientIds)
    .orderBy('created_at', 'desc')
    .execute();
}

export function findRequest(db: Kysely<Database>, id: string) {
  return db.selectFrom('document_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function requestByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('document_requests')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function requestOfClients(db: Kysely<Database>, id: string, clientIds: readonly string[]) {
  return db
    .selectFrom('document_requests')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', 'in', clientIds)
    .executeTakeFirst();
}

/** The kinds of the documents sent under these requests, one row a document. */
export function receivedKindRows(db: Kysely<Database>, requestIds: readonly string[]) {
  return db
    .selectFrom('client_documents')
    .select(['request_id', 'kind'])
    .where('request_id', 'in', requestIds)
    .execute();
}

export function insertRequestStatement(db: Kysely<Database>, row: RequestRow): CompiledQuery {
  return db.insertInto('document_requests').values(row).compile();
}

export function setRequestStatusStatement(
  db: Kysely<Database>,
  id: string,
  status: 'withdrawn' | 'complete',
  now: string,
): CompiledQuery {
  return db.updateTable('document_requests').set({ status, updated_at: now }).where('id', '=', id).compile();
}

/** Documents clients sent since `since`, newest first (`mine`: of their clients and nobody's). */
export function documentsSentSince(db: Kysely<Database>, since: string, mine: string | null) {
  return db
    .selectFrom('client_documents as d')
    .innerJoin('clients as c', 'c.id', 'd.client_id')
    .select(['d.id', 'd.client_id', 'c.name', 'd.kind', 'd.file_name', 'd.created_at'])
    .where('d.source', '=', 'client')
    .where('d.created_at', '>=', since)
    .where(mineOrNobodys('c.adviser_id', mine))
    .orderBy('d.created_at', 'desc')
    .limit(100)
    .execute();
}

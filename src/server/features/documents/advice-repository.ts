import type { CompiledQuery, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db';

/** Records of advice asked to be confirmed (issue 32): `advice_confirmations`, each with its document's name. */

function withFileName(db: Kysely<Database>) {
  return db
    .selectFrom('advice_confirmations as a')
    .innerJoin('client_documents as d', 'd.id', 'a.document_id')
    .selectAll('a')
    .select('d.file_name');
}

export type AdviceRow = NonNullable<Awaited<ReturnType<typeof adviceByTokenHash>>>;

/** The clients' records asked about, newest first. */
export function adviceRowsOf(db: Kysely<Database>, clientIds: readonly string[]) {
  return withFileName(db)
    .where('a.client_id', 'in', clientIds)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .execute();
}

export function adviceByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return withFileName(db).where('a.token_hash', '=', tokenHash).executeTakeFirst();
}

export function adviceOfClients(db: Kysely<Database>, id: string, clientIds: readonly string[]) {
  return withFileName(db).where('a.id', '=', id).where('a.client_id', 'in', clientIds).executeTakeFirst();
}

export function findAdviceConfirmation(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('advice_confirmations')
    .select(['id', 'client_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The clients' FNAs, the latest first (each can be asked about). */
export function fnasOf(db: Kysely<Database>, clientIds: readonly string[], limit: number) {
  return db
    .selectFrom('fna_submissions')
    .select(['id', 'created_at'])
    .where('client_id', 'in', clientIds)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export function fnaOfClients(db: Kysely<Database>, id: string, clientIds: readonly string[]) {
  return db
    .selectFrom('fna_submissions')
    .select(['id', 'created_at'])
    .where('id', '=', id)
    .where('client_id', 'in', clientIds)
    .executeTakeFirst();
}

/** A document of these clients, with what is needed to ask for it to be confirmed. */
export function documentOfClients(db: Kysely<Database>, id: string, clientIds: readonly string[]) {
  return db
    .selectFrom('client_documents')
    .select(['id', 'file_name', 'media_type', 'sha256'])
    .where('id', '=', id)
    .where('client_id', 'in', clientIds)
    .executeTakeFirst();
}

export function insertAdviceConfirmationStatement(
  db: Kysely<Database>,
  row: Database['advice_confirmations'],
): CompiledQuery {
  return db.insertInto('advice_confirmations').values(row).compile();
}

/** Withdraws the open question about a document (asking again replaces the earlier link). */
export function withdrawOpenForDocumentStatement(db: Kysely<Database>, documentId: string, now: string) {
  return db
    .updateTable('advice_confirmations')
    .set({ status: 'withdrawn', updated_at: now })
    .where('document_id', '=', documentId)
    .where('status', '=', 'open')
    .compile();
}

/** Changes a question still open (withdrawn or confirmed, it is left as it is). */
export function updateOpenAdviceStatement(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<Database['advice_confirmations']>,
): CompiledQuery {
  return db
    .updateTable('advice_confirmations')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .compile();
}

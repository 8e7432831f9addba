import type { CompiledQuery, Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

/** The documents' SQL (issue 32). The content (encrypted bytes) is read only to download one. */

const listed = [
  'id',
  'client_id',
  'kind',
  'file_name',
  'media_type',
  'size_bytes',
  'sha256',
  'expires_on',
  'source',
  'shared',
  'created_at',
] as const;

export type DocumentRow = Pick<Selectable<Database['client_documents']>, (typeof listed)[number]>;

export function insertDocumentStatement(
  db: Kysely<Database>,
  row: Insertable<Database['client_documents']>,
): CompiledQuery {
  return insertRow(db, 'client_documents', row);
}

export function documentsOf(db: Kysely<Database>, clientIds: readonly string[]): Promise<DocumentRow[]> {
  return db
    .selectFrom('client_documents')
    .select(listed)
    .where('client_id', 'in', clientIds)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findDocument(db: Kysely<Database>, id: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('client_documents').select(listed).where('id', '=', id).executeTakeFirst();
}

export async function documentContent(db: Kysely<Database>, id: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('client_documents')
    .select('content')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}

export function deleteDocumentStatement(db: Kysely<Database>, id: string): CompiledQuery {
  return db.deleteFrom('client_documents').where('id', '=', id).compile();
}

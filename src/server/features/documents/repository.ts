import type { CompiledQuery, Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

/**
 * The documents' SQL (issue 32). The content (encrypted bytes) is in a table of its own
 * (`client_document_contents`), read only to download, export or re-encrypt a file.
 */

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

/** A document and its bytes (encrypted), as two statements of one write. */
export function insertDocumentStatements(
  db: Kysely<Database>,
  { content, ...row }: Insertable<Database['client_documents']> & { content: Buffer },
): CompiledQuery[] {
  return [
    insertRow(db, 'client_documents', row),
    insertRow(db, 'client_document_contents', { document_id: row.id, content }),
  ];
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
    .selectFrom('client_document_contents')
    .select('content')
    .where('document_id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}

/** A document's name, type and stored (sealed) bytes, for a download; undefined when there is none. */
export async function documentFile(
  db: Kysely<Database>,
  id: string,
): Promise<{ fileName: string; mediaType: string; sealed: Buffer } | undefined> {
  const row = await db
    .selectFrom('client_documents as d')
    .innerJoin('client_document_contents as c', 'c.document_id', 'd.id')
    .select(['d.file_name', 'd.media_type', 'c.content'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  return row
    ? { fileName: row.file_name, mediaType: row.media_type, sealed: Buffer.from(row.content) }
    : undefined;
}

/** The documents `ids` and their bytes, as statements of one write. */
export function deleteDocumentsStatements(db: Kysely<Database>, ids: readonly string[]): CompiledQuery[] {
  return [
    db.deleteFrom('client_document_contents').where('document_id', 'in', ids).compile(),
    db.deleteFrom('client_documents').where('id', 'in', ids).compile(),
  ];
}

/** Shows the document on the client's own page (`/my`), or stops showing it. */
export function setDocumentShared(db: Kysely<Database>, id: string, shared: boolean): CompiledQuery {
  return db
    .updateTable('client_documents')
    .set({ shared: shared ? 1 : 0 })
    .where('id', '=', id)
    .compile();
}

/** The client's name, for the greeting of a page a link opens. */
export async function clientNameOf(db: Kysely<Database>, clientId: string): Promise<string | undefined> {
  return (await db.selectFrom('clients').select('name').where('id', '=', clientId).executeTakeFirst())?.name;
}

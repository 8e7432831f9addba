import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A document's bytes in a table of their own (issue 45), keyed by the document. In SQLite a row's
 * columns are stored in order, and `content` (megabytes, in overflow pages) came before `source`,
 * `shared` and `created_at`: listing a client's file read every byte of every file to reach
 * them (22 files of 5 MB: about 100 ms, growing with the file). The list now reads only the
 * documents' table; the bytes are read to download one, to export or to re-encrypt them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('client_document_contents')
    .addColumn('document_id', 'text', (col) => col.primaryKey())
    .addColumn('content', postgres ? sql`bytea` : sql`blob`, (col) => col.notNull())
    .execute();
  await sql`insert into client_document_contents (document_id, content)
    select id, content from client_documents`.execute(db);
  await db.schema.alterTable('client_documents').dropColumn('content').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Back beside the other columns (NOT NULL needs a default when added to a table with rows).
  await db.schema
    .alterTable('client_documents')
    .addColumn('content', postgres ? sql`bytea` : sql`blob`, (col) =>
      col.notNull().defaultTo(postgres ? sql`'\\x'::bytea` : sql`x''`),
    )
    .execute();
  await sql`update client_documents set content = (select c.content from client_document_contents c
    where c.document_id = client_documents.id)
    where exists (select 1 from client_document_contents c where c.document_id = client_documents.id)`.execute(
    db,
  );
  await db.schema.dropTable('client_document_contents').execute();
}

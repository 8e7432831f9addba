import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The website's downloads (issue 58): the PDF of a guide the adviser offers on the resources page,
 * uploaded in the Website area. A file is named by its content's hash, so the same PDF uploaded
 * twice is one row; visitors get it only through the download that keeps their address (D8).
 * Every server reads them from here: several servers share one database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('website_files')
    /** The content's hash (32 hex digits). */
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** The name it was uploaded with, for the team. */
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', postgres ? sql`bytea` : sql`blob`, (col) => col.notNull())
    .addColumn('uploaded_by', 'text')
    .addColumn('uploaded_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('website_files').execute();
}

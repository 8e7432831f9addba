import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Documents a client's file holds (issue 32): the file's bytes encrypted with the data key
 * (`enc1:<key id>:` then AES-256-GCM's nonce, ciphertext and tag) in the database itself, so
 * servers on one PostgreSQL share them and a backup carries them; its SHA-256 of the plain bytes
 * for the record; the kind, an expiry date, who added it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('client_documents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('expires_on', 'text')
    .addColumn('content', postgres ? sql`bytea` : sql`blob`, (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('client_documents_client').on('client_documents').column('client_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_documents').execute();
}

import type { Kysely } from 'kysely';

/**
 * Documents asked of a client (issue 32): the kinds asked for and a line from the adviser, a
 * private link's token (only its SHA-256 kept) valid until `expires_at`, and whether the request
 * is open, complete or withdrawn. A document the client sends through the link names its request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('kinds', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_requests_client')
    .on('document_requests')
    .column('client_id')
    .execute();
  await db.schema.alterTable('client_documents').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('client_documents').dropColumn('request_id').execute();
  await db.schema.dropTable('document_requests').execute();
}

import type { Kysely } from 'kysely';

/**
 * Records of advice confirmed by the client (issue 32): the PDF asked about and its SHA-256, a
 * private link's token (only its hash kept), and once confirmed the typed name, the time, the IP
 * address and browser, and the copy with the confirmation as its last page. A document the adviser
 * shares with the client shows in their portal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('advice_confirmations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('document_id', 'text', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('confirmed_name', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmed_ip', 'text')
    .addColumn('confirmed_browser', 'text')
    .addColumn('confirmed_document_id', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('advice_confirmations_client')
    .on('advice_confirmations')
    .column('client_id')
    .execute();
  await db.schema
    .alterTable('client_documents')
    .addColumn('shared', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('client_documents').dropColumn('shared').execute();
  await db.schema.dropTable('advice_confirmations').execute();
}

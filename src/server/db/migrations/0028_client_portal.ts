import type { Kysely } from 'kysely';

/**
 * The client's portal (issue 32). Sign-in codes per e-mail address (its SHA-256, so an address
 * nobody knows is not kept in the clear): the code's salted hash, until when it works, the wrong
 * codes given and until when the address is locked. Sessions: the cookie token's hash, the client,
 * and when it was last used (30 idle minutes end it). A client's own address, which they update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('portal_codes')
    .addColumn('email_hash', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('code_sent_at', 'text')
    .addColumn('failed_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('portal_codes_updated').on('portal_codes').column('updated_at').execute();
  await db.schema
    .createTable('portal_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('portal_sessions_client').on('portal_sessions').column('client_id').execute();
  await db.schema
    .alterTable('clients')
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('address').execute();
  await db.schema.dropTable('portal_sessions').execute();
  await db.schema.dropTable('portal_codes').execute();
}

import type { Kysely } from 'kysely';

/**
 * The book of business (issue 31): the policies placed with insurers for a client. Money in cents,
 * the start date a calendar date (YYYY-MM-DD), the commission terms as JSON (null when none were
 * given). A policy is an advice record: retention and erasure treat it as the FNAs are treated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('insurer', 'text', (col) => col.notNull())
    .addColumn('product', 'text', (col) => col.notNull())
    .addColumn('policy_number', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('premium_cents', 'bigint', (col) => col.notNull())
    .addColumn('premium_frequency', 'text', (col) => col.notNull())
    .addColumn('cover_cents', 'bigint')
    .addColumn('commission', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('policies_client')
    .on('policies')
    .columns(['client_id', 'start_date'])
    .execute();
  await db.schema.createIndex('policies_number').on('policies').column('policy_number').execute();
  await db.schema
    .createIndex('policies_status_start')
    .on('policies')
    .columns(['status', 'start_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('policies').execute();
}

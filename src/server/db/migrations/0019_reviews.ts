import type { Kysely } from 'kysely';

/**
 * The yearly review (issue 31): each review held with a client, its date (YYYY-MM-DD), notes and
 * outcome. A client with an in-force policy is due one twelve months after the later of the last
 * and their earliest in-force policy's start (DECISIONS D27).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('held_on', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('client_reviews_client')
    .on('client_reviews')
    .columns(['client_id', 'held_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_reviews').execute();
}

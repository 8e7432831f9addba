import type { Kysely } from 'kysely';

/**
 * Households (issue 31): a link between two clients, stored once from one side (`other_client_id`
 * is `client_id`'s <relation>). Merges leave the rows as they are: a link to a merged-away client
 * is read as a link to the client it was merged into, so an undone merge needs nothing moved back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_relations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('other_client_id', 'text', (col) => col.notNull())
    .addColumn('relation', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('client_relations_pair', ['client_id', 'other_client_id'])
    .execute();
  await db.schema
    .createIndex('client_relations_other')
    .on('client_relations')
    .column('other_client_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_relations').execute();
}

import type { Kysely } from 'kysely';

/**
 * The lives a policy covers and its beneficiaries (issue 31): each a client of the book (linked,
 * read through merges) or a name; a beneficiary's share in basis points (hundredths of a percent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy_parties')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('policy_id', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('share_basis_points', 'integer')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('policy_parties_policy').on('policy_parties').column('policy_id').execute();
  await db.schema.createIndex('policy_parties_client').on('policy_parties').column('client_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('policy_parties').execute();
}

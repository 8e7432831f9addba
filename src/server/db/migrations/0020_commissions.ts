import type { Kysely } from 'kysely';

/**
 * Commission statements (issue 31): what an insurer paid for a policy in a month (YYYY-MM), in
 * cents, one line per policy and month, entered by hand or from an insurer's CSV.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy_commissions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('policy_id', 'text', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('policy_commissions_policy_month', ['policy_id', 'month'])
    .execute();
  await db.schema.createIndex('policy_commissions_month').on('policy_commissions').column('month').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('policy_commissions').execute();
}

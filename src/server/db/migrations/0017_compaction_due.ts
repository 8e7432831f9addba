import type { Kysely } from 'kysely';

/**
 * Erased means erased (issue 30). PostgreSQL keeps a deleted or updated row's old version in the
 * table's files until the space is reused; `npm run db:compact` rewrites the tables that held
 * erased or expired rows (VACUUM FULL), and this table says which: each erasure and retention
 * removal notes the tables it changed, with the time of the latest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('compaction_due')
    .addColumn('table_name', 'text', (col) => col.primaryKey())
    .addColumn('last_removed_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('compaction_due').execute();
}

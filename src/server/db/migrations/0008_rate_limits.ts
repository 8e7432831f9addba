import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Rate-limit counters kept in the database (issue 10), so two or more servers on one PostgreSQL
 * database count a visitor's requests together: one row per route and client per fixed window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL: unlogged (no write-ahead log, so no disk flush per count); a crash empties it,
  // which only forgets the last minute's counts.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('rate_limit_counters')
    .$call((table) => (postgres ? table.modifyFront(sql`unlogged`) : table))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_expires_at')
    .on('rate_limit_counters')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}

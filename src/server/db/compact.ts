import { sql } from 'kysely';
import type { DatabaseHandle } from './index';

/**
 * `npm run db:compact` (issue 30): after an erasure or a retention run, nothing of the person may
 * stay readable in the database's files.
 *
 * PostgreSQL marks a deleted or updated row's old version dead and leaves its bytes in the table's
 * files until the space is reused. `VACUUM FULL` writes each table that held erased or expired
 * rows (`compaction_due`, noted by every removal) into new files with the live rows only, rebuilds
 * its indexes, and truncates the old files when it commits. It locks each table while it runs:
 * run it when the site is quiet.
 *
 * SQLite overwrites deleted rows with zeros as it deletes them (`secure_delete`) and truncates its
 * write-ahead log after each erasure; `VACUUM` here also rewrites the file, so what was freed
 * before secure_delete was on (a database older than issue 30) goes too.
 */
export interface CompactionReport {
  dialect: DatabaseHandle['dialect'];
  /** The tables rewritten (PostgreSQL), or ['(whole file)'] for SQLite. */
  tables: string[];
  bytesBefore: number;
  bytesAfter: number;
}

export async function compactDatabase(database: DatabaseHandle): Promise<CompactionReport> {
  const { db } = database;
  const due = await db
    .selectFrom('compaction_due')
    .select(['table_name', 'last_removed_at'])
    .orderBy('table_name')
    .execute();
  if (database.dialect === 'sqlite') {
    const size = async () =>
      Number(
        (
          await sql<{
            size: number;
          }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`.execute(db)
        ).rows[0]?.size ?? 0,
      );
    const bytesBefore = await size();
    await sql`vacuum`.execute(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    await forget(database, due);
    return { dialect: 'sqlite', tables: ['(whole file)'], bytesBefore, bytesAfter: await size() };
  }
  const tables = due.map((row) => row.table_name);
  const size = async () => {
    if (tables.length === 0) return 0;
    const names = sql.join(tables.map((table) => sql`${table}`));
    const { rows } = await sql<{
      size: string | number;
    }>`select coalesce(sum(pg_total_relation_size(c.oid)), 0) as size
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relname in (${names})`.execute(db);
    return Number(rows[0]?.size ?? 0);
  };
  const bytesBefore = await size();
  for (const table of tables) await sql`vacuum full ${sql.table(table)}`.execute(db);
  await forget(database, due);
  return { dialect: 'postgres', tables, bytesBefore, bytesAfter: await size() };
}

/** Clears the notes compacted; a removal noted while this ran (a later time) stays due. */
async function forget(database: DatabaseHandle, due: { table_name: string; last_removed_at: string }[]) {
  if (due.length === 0) return;
  await database.write(
    due.map((row) =>
      database.db
        .deleteFrom('compaction_due')
        .where('table_name', '=', row.table_name)
        .where('last_removed_at', '=', row.last_removed_at)
        .compile(),
    ),
  );
}

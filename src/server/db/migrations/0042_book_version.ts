import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The book's version (issue 56): one number that every change to a policy, a change of status or a
 * commission statement moves on, kept by triggers so that no write path (the API, the import,
 * another server on the same PostgreSQL) can forget it. The commissions report keeps what it read
 * of the book for a version and reads it again only when the number moved: on PostgreSQL those
 * reads were most of the report.
 */
const tables = ['policies', 'policy_status_changes', 'policy_commissions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('book_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into book_version (id, version) values (1, 0)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function book_version_moves() returns trigger language plpgsql as $$
      begin
        update book_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    // Once a statement (an import of 30,000 policies moves it once).
    for (const table of tables)
      await sql`create trigger ${sql.raw(`${table}_book_version`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function book_version_moves()`.execute(db);
    return;
  }
  // SQLite has triggers for each row only: an update of one row of one page, in the same unit.
  for (const table of tables)
    for (const event of ['insert', 'update', 'delete'] as const)
      await sql`create trigger ${sql.raw(`${table}_book_version_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update book_version set version = version + 1 where id = 1; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of tables)
      await sql`drop trigger ${sql.raw(`${table}_book_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function book_version_moves()`.execute(db);
  } else
    for (const table of tables)
      for (const event of ['insert', 'update', 'delete'] as const)
        await sql`drop trigger ${sql.raw(`${table}_book_version_${event}`)}`.execute(db);
  await db.schema.dropTable('book_version').execute();
}

/**
 * The back office's bench on PostgreSQL too (issue 56): the seeders write the 10,000-record
 * practice straight into a SQLite file; this copies every table of it, row for row, into a
 * PostgreSQL database the site's migrations made, then ANALYZEs it (a database a site has run on
 * for a while has its statistics; a bulk copy has none until autovacuum comes round).
 */
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../src/server/db';

const batchRows = 500;

export async function copySqliteToPostgres(sqlitePath: string, postgresUrl: string): Promise<number> {
  const schema = openDatabase({ dialect: 'postgres', connectionString: postgresUrl });
  try {
    await migrateToLatest(schema.db);
  } finally {
    await schema.close();
  }
  const source = new SqliteDatabase(sqlitePath, { readonly: true });
  const target = new pg.Client({ connectionString: postgresUrl });
  await target.connect();
  let copied = 0;
  try {
    const tables = (
      source
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    await target.query('begin');
    // Rows in any order: the foreign keys hold in the source, which is checked the same way.
    await target.query('set local session_replication_role = replica');
    for (const table of tables) {
      await target.query(`delete from "${table}"`);
      const rows = source.prepare(`select * from "${table}"`).iterate() as Iterable<Record<string, unknown>>;
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const columns = Object.keys(batch[0] as Record<string, unknown>);
        const values: unknown[] = [];
        const tuples = batch.map((row) => {
          const places = columns.map((column) => {
            values.push(row[column]);
            return `$${values.length}`;
          });
          return `(${places.join(', ')})`;
        });
        await target.query(
          `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values ${tuples.join(', ')}`,
          values,
        );
        copied += batch.length;
        batch = [];
      };
      for (const row of rows) {
        batch.push(row);
        if (batch.length >= batchRows) await flush();
      }
      await flush();
    }
    await target.query('commit');
    await target.query('analyze');
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  } finally {
    await target.end();
    source.close();
  }
  return copied;
}

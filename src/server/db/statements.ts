import {
  CompiledQuery,
  type Insertable,
  type InsertObject,
  isExpression,
  type Kysely,
  SqliteAdapter,
} from 'kysely';
import type { Database } from './schema';

const insertCache = new WeakMap<Kysely<Database>, Map<string, string>>();

/**
 * `insert into <table> (...) values (...)` for one row, compiled by Kysely once per table and
 * set of columns and reused after: compiling is a tenth of the CPU time of a stored enquiry
 * (measured with `npm run bench` and a CPU profile), and the SQL never changes between rows.
 */
export function insertRow<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  row: InsertObject<Database, Table>,
): CompiledQuery {
  const columns = Object.keys(row) as (keyof typeof row & string)[];
  const values = columns.map((column) => row[column] as unknown);
  let cache = insertCache.get(db);
  if (!cache) {
    cache = new Map();
    insertCache.set(db, cache);
  }
  // A value that is SQL (a client's id looked up in the statement, issue 45) is compiled each time:
  // its parameters are its own, so the text cannot be reused with the row's values.
  const plain = !values.some((value) => value === undefined || isExpression(value));
  const key = `${table}\u0000${columns.join('\u0000')}`;
  const sqlText = cache.get(key);
  if (sqlText !== undefined && plain) return CompiledQuery.raw(sqlText, values);
  // Kysely's insert types cannot follow a generic table name; the row's type is checked above.
  const compiled = db
    .insertInto(table)
    .values(row as never)
    .compile();
  // Cached only when every column is a plain parameter, in order (undefined values are left out).
  if (plain && compiled.parameters.length === columns.length) cache.set(key, compiled.sql);
  return compiled;
}

/** `insert into <table> (...) values (...), (...)` for several rows with the same columns. */
export function insertRows<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  rows: Insertable<Database[Table]>[],
): CompiledQuery {
  // Kysely's insert types cannot follow a generic table name; the rows' type is checked above.
  return db
    .insertInto(table)
    .values(rows as never)
    .compile();
}

/** `%text%` for `like ... escape '\\'`, lower-cased, with LIKE's own characters in the text taken literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A large unit for SQLite's writer thread with each big statement's parameters as JSON text,
 * made a few statements at a time (issue 43): handed over as they are, 40,000 rows of values were
 * cloned one by one on the server's thread, holding it 110 ms; a string crosses as one copy and
 * the writer thread parses it. PostgreSQL's writer takes the statements as they are.
 */
export async function packedForWriter(db: Kysely<Database>, statements: readonly CompiledQuery[]) {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return [...statements];
  const packed: CompiledQuery[] = [];
  for (const [index, statement] of statements.entries()) {
    if (index % 10 === 9) await new Promise<void>((resolve) => setImmediate(resolve));
    const plain =
      statement.parameters.length > 500 &&
      statement.parameters.every(
        (value) => value === null || typeof value === 'string' || typeof value === 'number',
      );
    packed.push(
      plain
        ? ({
            ...statement,
            parameters: [],
            parametersJson: JSON.stringify(statement.parameters),
          } as CompiledQuery)
        : statement,
    );
  }
  return packed;
}

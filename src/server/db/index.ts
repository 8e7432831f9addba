import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { type DatabaseTarget, defaultPoolSize } from '../config';
import { migrations } from './migrations';
import { createSqliteReadThread } from './read-thread';
import type { Database } from './schema';
import {
  type CheckpointResult,
  createPostgresWriter,
  createSqliteWriteQueue,
  createSqliteWriterThread,
  type WriteResult,
  type WriteUnit,
} from './write-queue';

export type { Database } from './schema';
export type { CheckpointResult, WriteResult, WriteUnit } from './write-queue';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseTarget['dialect'];
  /**
   * Runs one unit of statements atomically: all of it is stored or none of it, and the promise
   * settles once it is durable, with the rows each statement returned. SQLite commits units that
   * arrive together in one transaction (see write-queue.ts); PostgreSQL gives each unit its own.
   * Build the statements with `db` and `.compile()`.
   */
  write(unit: WriteUnit): Promise<WriteResult>;
  /**
   * After an erasure or a retention run (issue 30): SQLite copies its write-ahead log into the
   * database file and truncates the log, so no old copy of an overwritten page is left in it
   * (null where there is none: PostgreSQL, whose files `npm run db:compact` rewrites).
   */
  checkpoint(): Promise<CheckpointResult | null>;
  /**
   * Runs a read beside the server's own connection, so that two long reads of one request take
   * the time of the longer: SQLite in a reader thread of its own (read-thread.ts), PostgreSQL from
   * the pool, a `:memory:` database (which one connection holds) on the server's connection.
   */
  readAside<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * Kysely prepares every query afresh; the site runs the same few statements over and over, so
 * prepared statements are kept by their SQL text (about a tenth of the CPU time of a stored
 * enquiry, measured with `npm run bench` and a CPU profile).
 */
function withStatementCache(database: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = database.prepare(sqlText);
        // Queries built with varying shapes could grow the cache without end: start over past 1,000.
        // (A cached statement cannot serve two queries at once; Kysely runs one at a time and we never stream.)
        if (statements.size >= 1000) statements.clear();
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.dialect === 'sqlite') {
    if (target.filename !== ':memory:') mkdirSync(dirname(target.filename), { recursive: true });
    const database = new SqliteDatabase(target.filename);
    // WAL lets readers run beside the writer; FULL makes an acknowledged enquiry survive a power cut.
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = FULL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    // Deleted rows are overwritten with zeros, not only marked free (issue 30); the writer thread
    // sets it on its own connection too.
    database.pragma('secure_delete = ON');
    const connection = withStatementCache(database);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
    // The server's connection reads; writes go through the writer (its own thread and connection,
    // or this connection for a `:memory:` database, which another thread cannot share).
    const write =
      target.filename === ':memory:'
        ? createSqliteWriteQueue(db, connection)
        : createSqliteWriterThread(target.filename);
    const reader = target.filename === ':memory:' ? null : createSqliteReadThread(target.filename);
    return {
      db,
      dialect: 'sqlite',
      write,
      checkpoint: () => write.checkpoint(),
      readAside: async <Row>(query: CompiledQuery<Row>) =>
        reader
          ? ((await reader.all(query.sql, query.parameters)) as Row[])
          : (await db.executeQuery(query)).rows,
      close: async () => {
        await write.close();
        await reader?.close();
        await db.destroy();
      },
    };
  }
  // bigint columns hold money in cents, far inside the safe integer range: read them as numbers.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  // 20 connections (`defaultPoolSize`) unless DATABASE_POOL_SIZE says (issue 45): a commit waits for the WAL's flush,
  // and the commits waiting together share one, so while the disk is the limit more connections
  // carry more enquiries per flush. Measured in turns (bench's mixed load, fsync on): 10 -> 20
  // connections, 2,124 -> 2,646 req/s and p99 82 -> 60 ms (three rounds each); 30 and 40 no
  // better than 20.
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: target.poolSize ?? defaultPoolSize,
  });
  // An idle client's error (the server restarting) must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    write: createPostgresWriter(db, pool),
    checkpoint: async () => null,
    readAside: async <Row>(query: CompiledQuery<Row>) => (await db.executeQuery(query)).rows,
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(
      `Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : error}`,
    );
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { markNotPreparable, unitQuery } from './pg-unit';
import type { Database } from './schema';

/**
 * One unit of work that must be stored whole or not at all (an enquiry with its pipeline card):
 * statements decided before the transaction starts, run in order.
 */
export type WriteUnit = readonly CompiledQuery[];

/** The rows each statement of a unit returned (empty for statements that return none), in order. */
export type WriteResult = unknown[][];

/** What SQLite's `wal_checkpoint` answered: busy 1 when a reader kept it from finishing. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

export type Writer = ((unit: WriteUnit) => Promise<WriteResult>) & {
  close(): Promise<void>;
  /**
   * SQLite: after the units sent before it have committed, copies the write-ahead log into the
   * database and truncates it to nothing (`wal_checkpoint(TRUNCATE)`), so pages an erasure
   * overwrote leave no copy behind (issue 30). Null where there is no log (PostgreSQL, `:memory:`).
   */
  checkpoint(): Promise<CheckpointResult | null>;
};

/** What a batch needs of a better-sqlite3 connection: its (cached) prepared statements. */
export interface SqliteStatements {
  prepare(sqlText: string): {
    reader: boolean;
    all(...parameters: unknown[]): unknown[];
    run(...parameters: unknown[]): unknown;
  };
}

interface PlainStatement {
  sql: string;
  parameters: readonly unknown[];
  /** The parameters as JSON text instead (`packedForWriter`): one string crosses to the thread as one copy. */
  parametersJson?: string;
}

export type BatchOutcome = { ok: true; rows: WriteResult } | { ok: false; error: unknown };

/** Most units one SQLite transaction carries. */
const maxBatch = 256;

/**
 * Runs units of statements in one transaction, each inside its own SAVEPOINT: a unit that fails
 * is rolled back alone and the others still commit. Throws, storing nothing, if BEGIN or COMMIT
 * fails. Synchronous, self-contained (no imports, no outer variables): it also runs in the
 * writer thread, which gets its source text.
 */
export function runBatch(
  connection: SqliteStatements,
  units: readonly (readonly PlainStatement[])[],
): BatchOutcome[] {
  const run = (text: string) => connection.prepare(text).run();
  run('begin immediate');
  try {
    const outcomes = units.map((unit): BatchOutcome => {
      run('savepoint unit');
      try {
        const rows = unit.map((query) => {
          const statement = connection.prepare(query.sql);
          const parameters =
            query.parametersJson === undefined ? query.parameters : JSON.parse(query.parametersJson);
          if (statement.reader) return statement.all(...parameters);
          statement.run(...parameters);
          return [];
        });
        run('release savepoint unit');
        return { ok: true, rows };
      } catch (error) {
        run('rollback to savepoint unit');
        run('release savepoint unit');
        return { ok: false, error };
      }
    });
    run('commit');
    return outcomes;
  } catch (error) {
    try {
      run('rollback');
    } catch {
      // A failed COMMIT may have ended the transaction already.
    }
    throw error;
  }
}

/**
 * Group commit for SQLite. SQLite has one writer, and with `synchronous=FULL` every commit waits
 * for the disk (about 0.3 ms here), so one transaction per request caps the site near 1,000
 * enquiries a second. Units that arrive while the disk is busy are written together (runBatch).
 * Every caller is answered only after the COMMIT that holds its unit has returned: nothing is
 * acknowledged before it is durable, and nothing is stored half.
 *
 * The writer runs in its own thread with its own connection, so the disk waits and the inserts
 * do not hold up the server's event loop (a fifth of its time under load, measured with
 * `npm run bench`). WAL lets the server's connection read beside it.
 */
export function createSqliteWriterThread(filename: string): Writer {
  const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (rows: WriteResult) => void; reject: (error: unknown) => void }
  >();

  function failAll(error: Error) {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  }

  function start(): Worker {
    const thread = new Worker(writerThreadSource, {
      eval: true,
      workerData: { filename, betterSqlite3, maxBatch },
    });
    thread.on(
      'message',
      (
        results: ({ id: number } & (
          | { ok: true; rows: WriteResult }
          | { ok: false; error: SerializedError }
        ))[],
      ) => {
        for (const result of results) {
          const entry = waiting.get(result.id);
          if (!entry) continue;
          waiting.delete(result.id);
          if (waiting.size === 0) thread.unref();
          if (result.ok) entry.resolve(result.rows);
          else entry.reject(Object.assign(new Error(result.error.message), result.error));
        }
      },
    );
    thread.on('error', (error) => failAll(error));
    // A writer that stops (it cannot open the file, it crashed) fails what it held; the next write starts another.
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the SQLite writer stopped (exit code ${code})`));
    });
    // Idle, it must not keep the process alive; while it holds writes it must (a pending promise
    // does not: a script whose last step is a write would exit before it lands).
    thread.unref();
    return thread;
  }

  const send = (message: { unit: PlainStatement[] } | { checkpoint: true }) =>
    new Promise<WriteResult>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...message });
    });
  const write = ((unit: WriteUnit) =>
    send({
      unit: unit.map((query) => {
        const { sql, parameters, parametersJson } = query as CompiledQuery & { parametersJson?: string };
        return parametersJson === undefined ? { sql, parameters } : { sql, parameters: [], parametersJson };
      }),
    })) as Writer;
  // Runs in the writer's order: after every unit sent before it has committed.
  write.checkpoint = async () => (await send({ checkpoint: true }))[0]?.[0] as CheckpointResult;

  write.close = async () => {
    const thread = worker;
    if (!thread) return;
    worker = undefined;
    // The writer finishes what it was sent, closes its connection and exits.
    const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
    thread.ref();
    thread.postMessage('close');
    await exited;
  };
  return write;
}

interface SerializedError {
  message: string;
  name?: string;
  code?: string;
}

/** The writer thread (run with `eval`, so it needs no file of its own in the build). */
const writerThreadSource = `
// Run through tsx (the scripts), function sources carry esbuild's __name(): give it one.
const __name = (target) => target;
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);
const runBatch = ${runBatch.toString()};
const database = new Database(workerData.filename);
database.pragma('synchronous = FULL');
database.pragma('foreign_keys = ON');
database.pragma('busy_timeout = 5000');
// Deleted rows are overwritten with zeros, not only marked free (issue 30: erased means erased).
database.pragma('secure_delete = ON');
const statements = new Map();
const connection = {
  prepare(text) {
    let statement = statements.get(text);
    if (!statement) {
      if (statements.size >= 1000) statements.clear();
      statement = database.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  },
};
const serialize = (error) => ({
  message: error instanceof Error ? error.message : String(error),
  name: error && error.name,
  code: error && typeof error.code === 'string' ? error.code : undefined,
});
let pending = [];
let scheduled = false;
let checkpointRetry;
function checkpoint() {
  clearTimeout(checkpointRetry);
  const answer = database.pragma('wal_checkpoint(TRUNCATE)');
  if (answer[0] && answer[0].busy) {
    checkpointRetry = setTimeout(() => {
      try {
        checkpoint();
      } catch {}
    }, 1000);
    checkpointRetry.unref();
  }
  return answer;
}
function flush() {
  scheduled = false;
  while (pending.length > 0) {
    const batch = pending.slice(0, workerData.maxBatch);
    pending = pending.slice(batch.length);
    let results;
    try {
      const outcomes = runBatch(connection, batch.map((message) => message.unit));
      results = outcomes.map((outcome, index) =>
        outcome.ok
          ? { id: batch[index].id, ok: true, rows: outcome.rows }
          : { id: batch[index].id, ok: false, error: serialize(outcome.error) },
      );
    } catch (error) {
      results = batch.map((message) => ({ id: message.id, ok: false, error: serialize(error) }));
    }
    parentPort.postMessage(results);
  }
}
parentPort.on('message', (message) => {
  if (message === 'close') {
    clearTimeout(checkpointRetry);
    flush();
    database.close();
    parentPort.close();
    return;
  }
  if (message.checkpoint) {
    // After what came before it; a reader on an older snapshot is waited for (busy_timeout), and
    // one that outlasts it (a long backup) is waited for again every second until it finishes.
    flush();
    let result;
    try {
      const answer = checkpoint();
      result = { id: message.id, ok: true, rows: [answer] };
    } catch (error) {
      result = { id: message.id, ok: false, error: serialize(error) };
    }
    parentPort.postMessage([result]);
    return;
  }
  pending.push(message);
  if (!scheduled) {
    scheduled = true;
    // Messages that already arrived are delivered before this runs: they join the batch.
    setImmediate(flush);
  }
});
`;

/**
 * The same group commit in the server's own thread, on the connection Kysely uses: for a
 * `:memory:` database, which another thread cannot open.
 */
export function createSqliteWriteQueue(db: Kysely<Database>, connection: SqliteStatements): Writer {
  let pending: { unit: WriteUnit; resolve: (rows: WriteResult) => void; reject: (error: unknown) => void }[] =
    [];
  let scheduled = false;

  async function flush(): Promise<void> {
    try {
      // Holding Kysely's connection: no Kysely transaction is open while the batch runs.
      await db.connection().execute(async () => {
        while (pending.length > 0) {
          const batch = pending.slice(0, maxBatch);
          pending = pending.slice(batch.length);
          let outcomes: BatchOutcome[];
          try {
            outcomes = runBatch(
              connection,
              batch.map((entry) => entry.unit),
            );
          } catch (error) {
            for (const entry of batch) entry.reject(error);
            continue;
          }
          batch.forEach((entry, index) => {
            const outcome = outcomes[index];
            if (outcome?.ok) entry.resolve(outcome.rows);
            else entry.reject(outcome ? outcome.error : new Error('write was not run'));
          });
        }
      });
    } catch (error) {
      const failed = pending;
      pending = [];
      for (const entry of failed) entry.reject(error);
    } finally {
      scheduled = false;
      if (pending.length > 0) schedule();
    }
  }

  function schedule() {
    scheduled = true;
    setImmediate(() => void flush());
  }

  const write = ((unit: WriteUnit) =>
    new Promise<WriteResult>((resolve, reject) => {
      pending.push({ unit, resolve, reject });
      if (!scheduled) schedule();
    })) as Writer;
  // Closing waits for what was sent: the caller destroys the connection next.
  write.close = async () => {
    while (scheduled || pending.length > 0) await new Promise((resolve) => setImmediate(resolve));
  };
  // A database in memory has no write-ahead log.
  write.checkpoint = async () => null;
  return write;
}

/**
 * PostgreSQL has many writers and commits concurrently: each unit is its own transaction, sent in
 * one round trip where its values allow, its statements prepared once per connection (pg-unit.ts),
 * else statement by statement in a Kysely transaction. Measured under the mixed public load (issue 22): see docs/architecture.md.
 */
export function createPostgresWriter(db: Kysely<Database>, pool?: pg.Pool): Writer {
  const stepwise = (unit: WriteUnit) =>
    db.transaction().execute(async (trx) => {
      const results: WriteResult = [];
      for (const query of unit) results.push((await trx.executeQuery(query)).rows as unknown[]);
      return results;
    });
  // The statements each connection has prepared (pg-unit.ts): a connection the pool replaces starts empty.
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

  /** The unit in one round trip on the client, or null when its values cannot all be written as literals. */
  async function inOneTrip(client: pg.PoolClient, unit: WriteUnit): Promise<WriteResult | null> {
    const prepared = preparedOn.get(client) ?? new Set<string>();
    preparedOn.set(client, prepared);
    const query = unitQuery(unit, prepared);
    if (query === null) return null;
    let answer: pg.QueryResult | pg.QueryResult[];
    try {
      answer = (await client.query(query.text)) as pg.QueryResult | pg.QueryResult[];
    } catch (error) {
      // The unit was rolled back; whether a PREPARE before the failing statement stayed is not
      // known, so the connection forgets all of them (a failure here discards the connection).
      prepared.clear();
      await client.query('deallocate all').catch(() => {
        throw new DiscardConnection(error);
      });
      // PostgreSQL could not prepare a statement (a parameter of no telling type) and does not say
      // which: the statements this unit was preparing are sent with their literals from now on.
      if ((error as { code?: string }).code !== indeterminateDatatype || query.prepares.length === 0)
        throw error;
      for (const name of query.prepares) markNotPreparable(name);
      return inOneTrip(client, unit);
    }
    for (const name of query.prepares) prepared.add(name);
    const results = Array.isArray(answer) ? answer : [answer];
    return query.answers.map((index) => (results[index]?.rows ?? []) as unknown[]);
  }

  const write = (async (unit: WriteUnit) => {
    if (unit.length === 0) return [];
    // One statement is atomic by itself: no BEGIN and COMMIT around it.
    if (unit.length === 1) return [(await db.executeQuery(unit[0] as CompiledQuery)).rows as unknown[]];
    if (!pool) return stepwise(unit);
    const client = await pool.connect();
    let rows: WriteResult | null;
    try {
      rows = await inOneTrip(client, unit);
      client.release();
    } catch (error) {
      if (!(error instanceof DiscardConnection)) {
        client.release();
        throw error;
      }
      client.release(error);
      throw error.cause;
    }
    // Released first: the transaction takes a connection of its own.
    return rows ?? stepwise(unit);
  }) as Writer;
  write.close = async () => {};
  write.checkpoint = async () => null;
  return write;
}

/** The unit's error, on a connection that could not be reset: the pool closes it. */
class DiscardConnection extends Error {
  constructor(override readonly cause: unknown) {
    super('connection discarded after a failed write unit');
  }
}

/** SQLSTATE 42P18: PostgreSQL could not tell a parameter's type while preparing. */
const indeterminateDatatype = '42P18';

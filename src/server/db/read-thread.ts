import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * A second SQLite connection in a thread of its own, for a read that can run beside the server's
 * (issue 31): the commission report reads a year of insurers' statements there while the server's
 * connection reads the policies, so the two take the time of the longer, not of both (the server
 * has two cores or more; PostgreSQL runs the two from its pool). Read-only: writes go through the
 * writer (write-queue.ts). Idle, the thread does not keep the process alive.
 */
export interface ReadThread {
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

export function createSqliteReadThread(filename: string): ReadThread {
  const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: unknown) => void }>();

  function failAll(error: Error) {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  }

  function start(): Worker {
    const thread = new Worker(readThreadSource, { eval: true, workerData: { filename, betterSqlite3 } });
    thread.on(
      'message',
      (result: { id: number } & ({ ok: true; rows: unknown[] } | { ok: false; message: string })) => {
        const entry = waiting.get(result.id);
        if (!entry) return;
        waiting.delete(result.id);
        if (waiting.size === 0) thread.unref();
        if (result.ok) entry.resolve(result.rows);
        else entry.reject(new Error(result.message));
      },
    );
    thread.on('error', (error) => failAll(error));
    // A reader that stops fails what it held; the next read starts another.
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the SQLite reader stopped (exit code ${code})`));
    });
    thread.unref();
    return thread;
  }

  return {
    all: (sql, parameters) =>
      new Promise<unknown[]>((resolve, reject) => {
        worker ??= start();
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, sql, parameters });
      }),
    close: async () => {
      const thread = worker;
      if (!thread) return;
      worker = undefined;
      const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
      thread.ref();
      thread.postMessage('close');
      await exited;
    },
  };
}

/** The reader thread (run with `eval`, so it needs no file of its own in the build). */
const readThreadSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);
const database = new Database(workerData.filename, { readonly: true });
database.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', (message) => {
  if (message === 'close') {
    database.close();
    parentPort.close();
    return;
  }
  try {
    let statement = statements.get(message.sql);
    if (!statement) {
      if (statements.size >= 100) statements.clear();
      statement = database.prepare(message.sql);
      statements.set(message.sql, statement);
    }
    parentPort.postMessage({ id: message.id, ok: true, rows: statement.all(message.parameters) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
`;

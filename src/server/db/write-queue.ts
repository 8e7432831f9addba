import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** One unit of work that must be stored whole or not at all (an enquiry with its pipeline card). */
export type WriteWork<T> = (trx: Kysely<Database>) => Promise<T>;

interface Pending {
  work: WriteWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Most units one SQLite transaction carries. */
const maxBatch = 256;

/**
 * Group commit for SQLite. SQLite has one writer, and with `synchronous=FULL` every commit waits
 * for the disk (about 0.3 ms here), so one transaction per request caps the site near 1,000
 * enquiries a second. Units that arrive while the disk is busy are written together: one
 * transaction, each unit inside its own SAVEPOINT, so a unit that fails is rolled back alone and
 * the others still commit. Every caller is answered only after the COMMIT that holds its unit
 * has returned: nothing is acknowledged before it is durable, and nothing is stored half.
 */
export function createWriteQueue(db: Kysely<Database>): <T>(work: WriteWork<T>) => Promise<T> {
  let pending: Pending[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    while (pending.length > 0) {
      const batch = pending.slice(0, maxBatch);
      pending = pending.slice(batch.length);
      const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          for (const unit of batch) {
            await sql`savepoint unit`.execute(trx);
            try {
              const value = await unit.work(trx);
              await sql`release savepoint unit`.execute(trx);
              outcomes.push({ ok: true, value });
            } catch (error) {
              await sql`rollback to savepoint unit`.execute(trx);
              await sql`release savepoint unit`.execute(trx);
              outcomes.push({ ok: false, error });
            }
          }
        });
      } catch (error) {
        // The COMMIT itself failed (disk full, I/O error): nothing of the batch is stored.
        for (const unit of batch) unit.reject(error);
        continue;
      }
      batch.forEach((unit, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) unit.resolve(outcome.value);
        else unit.reject(outcome ? outcome.error : new Error('write was not run'));
      });
    }
    flushing = false;
  }

  return function write<T>(work: WriteWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      // The first unit starts a flush on the next turn of the event loop, so requests that are
      // already parsed join it; later ones wait for the next batch.
      if (!flushing) {
        flushing = true;
        setImmediate(() => void flush());
      }
    });
  };
}

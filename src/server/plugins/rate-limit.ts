import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db';

type Incremented = { current: number; ttl: number };

type Waiter = (error: Error | null, count?: number) => void;

/**
 * A store for @fastify/rate-limit that counts in the database (issue 10): every server on the
 * database sees the same counts. Fixed windows: one row per route, client and window, its count
 * raised in one statement (an upsert), so two servers counting at once both count.
 *
 * Requests of one client that come while that client's upsert is on its way are counted together
 * by the next one (`count + n`), and each gets its own number of the n (issue 22): the counts are
 * exactly those of one upsert each, without a round trip and a wait on the same row for each.
 */
export function databaseRateLimitStore(database: DatabaseHandle, clock: () => Date = () => new Date()) {
  const { db } = database;
  let calls = 0;
  // Per counter row (key and window): the requests waiting for the upsert after the one in flight.
  const queued = new Map<string, Waiter[]>();

  function upsert(row: string, windowStart: number, expiresAt: number, waiters: Waiter[], now: number) {
    const statements = [
      db
        .insertInto('rate_limit_counters')
        .values({ key: row, window_start: windowStart, count: waiters.length, expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict
            .columns(['key', 'window_start'])
            .doUpdateSet({ count: sql<number>`rate_limit_counters.count + ${waiters.length}` }),
        )
        .returning('count')
        .compile(),
    ];
    // Now and then, old windows go.
    calls += 1;
    if (calls % 500 === 0)
      statements.push(db.deleteFrom('rate_limit_counters').where('expires_at', '<', now).compile() as never);
    // PostgreSQL: straight to the pool, no transaction (one statement, and the table is
    // unlogged); SQLite: through the one writer.
    const written = (async () =>
      database.dialect === 'postgres'
        ? (await Promise.all(statements.map((statement) => db.executeQuery(statement)))).map(
            (result) => result.rows as unknown[],
          )
        : database.write(statements))();
    const queueKey = `${row}|${windowStart}`;
    written
      .then(
        ([rows]) => {
          const total = Number((rows?.[0] as { count?: unknown } | undefined)?.count ?? waiters.length);
          // The n requests counted together are the last n of the total, in the order they came.
          const first = total - waiters.length + 1;
          for (const [index, waiter] of waiters.entries()) waiter(null, first + index);
        },
        (error: Error) => {
          for (const waiter of waiters) waiter(error);
        },
      )
      .finally(() => {
        const next = queued.get(queueKey);
        if (!next) return;
        if (next.length === 0) {
          queued.delete(queueKey);
          return;
        }
        queued.set(queueKey, []);
        upsert(row, windowStart, expiresAt, next, clock().getTime());
      });
  }

  class DatabaseStore {
    constructor(
      _params: unknown,
      private readonly route = '',
    ) {}

    child(params: { routeInfo?: { method?: unknown; url?: unknown } }) {
      const info = params.routeInfo ?? {};
      return new DatabaseStore(undefined, `${String(info.method ?? '')} ${String(info.url ?? '')}`);
    }

    // The plugin passes the route's window as a third argument (its types leave it out).
    incr(key: string, callback: (error: Error | null, result?: Incremented) => void, timeWindow = 60_000) {
      const now = clock().getTime();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      const expiresAt = windowStart + timeWindow;
      const row = `${this.route}|${key}`;
      const waiter: Waiter = (error, count) =>
        error ? callback(error) : callback(null, { current: count ?? 1, ttl: Math.max(0, expiresAt - now) });
      const queueKey = `${row}|${windowStart}`;
      const waiting = queued.get(queueKey);
      if (waiting) {
        waiting.push(waiter);
        return;
      }
      // An upsert goes now; what comes for this row meanwhile waits for the next one.
      queued.set(queueKey, []);
      upsert(row, windowStart, expiresAt, [waiter], now);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Rate limits are opt-in per route: public POST endpoints use `publicPostLimit`. The counter is per
 * client IP (behind a proxy, set TRUST_PROXY so that is the visitor's IP, not the proxy's), in
 * memory or, for several servers on one database, in the database.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  shared?: { database: DatabaseHandle; now: () => Date },
) {
  await app.register(rateLimit, {
    global: false,
    // A counter that cannot be read does not turn a visitor's enquiry into an error.
    ...(shared ? { store: databaseRateLimitStore(shared.database, shared.now), skipOnError: true } : {}),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => {
      const error = new Error(
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ) as Error & { statusCode: number };
      error.statusCode = 429;
      return error;
    },
  });
}

export function publicPostLimit(maxPerMinute: number) {
  return { rateLimit: { max: maxPerMinute, timeWindow: 60_000 } };
}

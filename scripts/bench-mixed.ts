import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { validQuestionnaireLead, validQuote } from '../src/server/testing/enquiry-fixtures';
import { findPostgresBin, freePort, startPostgres } from '../src/server/testing/postgres-server';
import {
  consultation,
  dist,
  enquiry,
  load,
  median,
  startProcess,
  stopProcess,
  waitForHttp,
} from './bench-support';

/**
 * Mixed public load: each connection goes round ten requests, seven page views (the pages a
 * visitor reads) and three enquiries (a consultation, a quote request, a questionnaire lead),
 * so 70 % / 30 %. The server runs on a fresh database of its own.
 */
const mixedRequests: autocannon.Request[] = [
  { method: 'GET', path: '/' },
  enquiry('/api/consultation-requests', consultation),
  { method: 'GET', path: '/resources' },
  { method: 'GET', path: '/services/retirement' },
  enquiry('/api/quote-requests', validQuote),
  { method: 'GET', path: '/calculators' },
  { method: 'GET', path: '/funeral-cover' },
  enquiry('/api/leads', validQuestionnaireLead),
  { method: 'GET', path: '/workshops' },
  { method: 'GET', path: '/budget' },
];

async function mixedLoad(databaseUrl: string) {
  const port = await freePort();
  const server = startProcess([join(dist, 'server', 'start.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PUBLIC_POST: '1000000',
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/api/health`, server.child, server.output);
    const result = await load(url, { requests: mixedRequests });
    return result;
  } finally {
    await stopProcess(server.child);
  }
}

type LoadResult = Awaited<ReturnType<typeof mixedLoad>>;

const mixedRounds = 3;

/** The rounds as one figure: median requests/s and p99, every round's non-2xx answers and errors. */
function medianResult(rounds: LoadResult[]): LoadResult {
  return {
    rps: median(rounds.map((round) => round.rps)),
    p99: median(rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

/**
 * The mixed load on SQLite, then on a throwaway PostgreSQL server (fsync on) when one is
 * installed, three rounds in turns, each on a fresh database; medians. One round of each was a
 * figure of the moment: PostgreSQL's commits wait for the disk's flush, and on a shared machine
 * one bench's round read 55 % where separate runs within the same hour read 72-86 %. PostgreSQL's share is
 * the median of the rounds' own shares (each PostgreSQL round over the SQLite round just before
 * it), as the bare server's comparison does.
 */
export async function measureMixedLoad() {
  const sqliteRounds: LoadResult[] = [];
  const postgresRounds: LoadResult[] = [];
  const withPostgres = findPostgresBin() !== undefined;
  for (let round = 0; round < mixedRounds; round += 1) {
    const directory = mkdtempSync(join(tmpdir(), 'adviser-bench-mixed-'));
    try {
      sqliteRounds.push(await mixedLoad(join(directory, 'app.db')));
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
    if (!withPostgres) continue;
    const postgresServer = await startPostgres({ durable: true });
    try {
      postgresRounds.push(await mixedLoad(postgresServer.url));
    } finally {
      postgresServer.stop();
    }
  }
  const shares = postgresRounds.map((round, index) => round.rps / (sqliteRounds[index]?.rps ?? 1));
  return {
    sqlite: medianResult(sqliteRounds),
    postgres: withPostgres ? medianResult(postgresRounds) : undefined,
    /** PostgreSQL's requests/s over SQLite's, the median of the rounds' shares. */
    postgresShare: withPostgres ? median(shares) : undefined,
    rounds: { sqlite: sqliteRounds, postgres: postgresRounds },
  };
}

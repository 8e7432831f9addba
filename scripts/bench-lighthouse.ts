/**
 * The bench's page measurements (issues 22 and 30): Lighthouse on each measured page of the site
 * and of its static copy, simulated and throttled by DevTools, three rounds in turns. `npm run
 * bench` runs it last, on the site it loaded; `tsx scripts/bench-lighthouse.ts` runs it alone on a
 * fresh start of the build. `BENCH_OLD_COPY=1` also measures the copy used before issue 30.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/server/testing/postgres-server';
import {
  comparePages,
  comparisonMisses,
  lighthousePages,
  type PageComparison,
  printComparisons,
} from './bench-pages';
import { startPlainStaticCopy, startStaticCopy } from './bench-static-copy';
import { dist, ensureBuild, startProcess, waitForHttp } from './bench-support';

export const lighthouseRounds = 3;

/** Compares the site at `siteUrl` (a `localhost` address: a secure context) with its static copies. */
export async function measurePages(siteUrl: string): Promise<PageComparison[]> {
  const copy = await startStaticCopy(dist);
  const plain =
    process.env.BENCH_OLD_COPY === '1'
      ? await startPlainStaticCopy(siteUrl, dist, lighthousePages)
      : undefined;
  try {
    return await comparePages(siteUrl, copy.url, lighthousePages, {
      rounds: lighthouseRounds,
      ...(plain ? { plainCopyUrl: plain.url } : {}),
    });
  } finally {
    await copy.close();
    await plain?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const directory = mkdtempSync(join(tmpdir(), 'adviser-bench-pages-'));
  const port = await freePort();
  const site = startProcess([join(dist, 'server', 'start.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: join(directory, 'app.db'),
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, site.child, site.output);
    const comparisons = await measurePages(`http://localhost:${port}`);
    printComparisons(comparisons, lighthouseRounds);
    const misses = comparisonMisses(comparisons);
    console.info(misses.length ? `\nOVER BUDGET: ${misses.join('; ')}` : '\nAll page budgets met.');
    process.exitCode = misses.length ? 1 : 0;
  } finally {
    site.child.kill('SIGTERM');
    await new Promise((done) => site.child.once('exit', done));
    rmSync(directory, { recursive: true, force: true });
  }
}

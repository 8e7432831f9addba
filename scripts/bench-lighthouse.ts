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
import { dist, ensureBuild, startProcess, stopProcess, waitForHttp } from './bench-support';
import { runLighthouse } from './lighthouse';

export const lighthouseRounds = 3;

/** The back office signed in (issue 34): performance, accessibility and best practices 100 each. */
export interface SignedInScores {
  path: string;
  label: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
}

/**
 * Lighthouse on Today and a client's page, signed in (the session's cookie sent with every
 * request), on the bench's back office of 10,000 records per table; the lowest of three rounds
 * counts. SEO is not measured: the back office is not to be indexed.
 */
export async function measureSignedIn(
  siteUrl: string,
  cookie: string,
  pages: { path: string; label: string }[],
): Promise<SignedInScores[]> {
  const lowest = new Map<string, SignedInScores>();
  for (let round = 0; round < lighthouseRounds; round += 1) {
    const scores = await runLighthouse(
      siteUrl,
      pages.map((page) => page.path),
      'simulate',
      { cookie },
    );
    for (const [index, score] of scores.entries()) {
      const page = pages[index] as { path: string; label: string };
      const before = lowest.get(page.path);
      lowest.set(page.path, {
        path: page.path,
        label: page.label,
        performance: Math.min(before?.performance ?? 100, score.performance),
        accessibility: Math.min(before?.accessibility ?? 100, score.accessibility),
        bestPractices: Math.min(before?.bestPractices ?? 100, score.bestPractices),
      });
    }
  }
  return [...lowest.values()];
}

export function signedInMisses(scores: SignedInScores[]): string[] {
  return scores
    .filter((score) => score.performance < 100 || score.accessibility < 100 || score.bestPractices < 100)
    .map((score) => `${score.label} ${score.performance}/${score.accessibility}/${score.bestPractices}`);
}

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
    await stopProcess(site.child);
    rmSync(directory, { recursive: true, force: true });
  }
}

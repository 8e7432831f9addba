/**
 * The public pages in the bench (issue 22): the JavaScript each names for its first paint, and
 * Lighthouse on the site beside a static copy of the same page (bench-static-copy.ts: the same
 * page without JavaScript, served by the same server), in turns, three rounds, medians, with
 * Lighthouse's simulated throttling and with DevTools throttling (issue 30): the static copy is
 * the yardstick for "as fast as static HTML".
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { linkPagePaths } from '../src/content/pages';
import { type LighthouseScores, runLighthouse, type ThrottlingMethod } from './lighthouse';

export const pageBudgets = {
  /**
   * gzip KB of the JavaScript run before the first interaction on `/` (issue 45: 30; 85 while every
   * page hydrated whole), and on every other public page.
   */
  homeJsKb: 30,
  pageJsKb: 100,
  /** The portal and the pages opened from a link in an e-mail or WhatsApp (issue 59: 86-96 KB before). */
  linkPageJsKb: 35,
  performance: 100,
  /** Total blocking time (simulated), at most (issue 45). */
  tbtMs: 50,
  /** The site's first contentful paint at most this many times the static copy's, throttled by DevTools (issue 45: 1.05; issue 30: 1.1). */
  fcpRatio: 1.05,
  /** The same with Lighthouse's simulated throttling, printed beside it. */
  simulatedFcpRatio: 1.25,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

export const lighthousePages = [
  '/',
  '/calculators',
  '/funeral-cover',
  '/resources',
  '/workshops',
  '/budget',
  '/fna',
  '/services/retirement',
];

/** A built file's size as sent gzip (files under 256 bytes are served as they are). */
function gzipSize(dist: string, url: string): number {
  const file = join(dist, 'client', url);
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
}

/**
 * The JavaScript a page runs before it is interactive (the build lists it per page: the entry,
 * the hydration code loaded after the load event, the page's chunk, and their imports), gzip.
 */
export function interactiveJavaScript(
  dist: string,
  path: string,
): { files: { file: string; gzip: number }[]; total: number } {
  const manifest = JSON.parse(readFileSync(join(dist, 'pages', 'manifest.json'), 'utf8')) as {
    interactiveScripts?: Record<string, string[]>;
  };
  const urls = manifest.interactiveScripts?.[path];
  if (!urls) throw new Error(`the build lists no scripts for ${path}: run npm run build`);
  const files = urls.map((url) => ({ file: url, gzip: gzipSize(dist, url) }));
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/**
 * What the first touch of each island loads (issue 45): the hydration of one island, Preact and
 * the island's own code, gzip; per page built as islands, the islands it holds.
 */
export function islandJavaScript(dist: string): {
  pages: Record<string, string[]>;
  islands: Record<string, number>;
} {
  const manifest = JSON.parse(readFileSync(join(dist, 'pages', 'manifest.json'), 'utf8')) as {
    islandScripts?: Record<string, string[]>;
    pageIslands?: Record<string, string[]>;
  };
  const islands = Object.fromEntries(
    Object.entries(manifest.islandScripts ?? {}).map(([name, urls]) => [
      name,
      urls.reduce((sum, url) => sum + gzipSize(dist, url), 0),
    ]),
  );
  return { pages: manifest.pageIslands ?? {}, islands };
}

/** The portal and the pages opened from a link (issue 59), each hydrated as an island on load. */
export const linkPages: ReadonlySet<string> = new Set(linkPagePaths);

function jsBudgetKb(path: string): number {
  if (path === '/') return pageBudgets.homeJsKb;
  return linkPages.has(path) ? pageBudgets.linkPageJsKb : pageBudgets.pageJsKb;
}

/** That JavaScript for every public page (the prerendered ones), against its budget. */
export function javaScriptPerPage(dist: string): { path: string; kb: number; budgetKb: number }[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'pages', 'manifest.json'), 'utf8')) as {
    pages: Record<string, string>;
  };
  return Object.keys(manifest.pages).map((path) => ({
    path,
    kb: interactiveJavaScript(dist, path).total / 1024,
    budgetKb: jsBudgetKb(path),
  }));
}

/** A page's medians on the site and on its copy, under one way of throttling. */
export interface Measured {
  site: LighthouseScores;
  copy: LighthouseScores;
  fcpRatio: number;
}

export interface PageComparison {
  path: string;
  /** Lighthouse's default: the load unthrottled, the times computed by its model of slow 4G. */
  simulated: Measured;
  /** The network and the CPU really throttled (the budget's FCP ratio). */
  devtools: Measured;
  /** The yardstick before issue 30 (`BENCH_OLD_COPY=1`, one run): simulated FCP against it. */
  plainCopy?: { copy: LighthouseScores; fcpRatio: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function summary(list: LighthouseScores[], path: string): LighthouseScores {
  return {
    path,
    performance: median(list.map((run) => run.performance)),
    accessibility: median(list.map((run) => run.accessibility)),
    bestPractices: median(list.map((run) => run.bestPractices)),
    seo: median(list.map((run) => run.seo)),
    fcpMs: median(list.map((run) => run.fcpMs)),
    tbtMs: median(list.map((run) => run.tbtMs)),
  };
}

/**
 * Per page: the medians of `rounds` runs on the site and on its static copy, each way of
 * throttling, taken in turns (a round runs every page on the site and the copy, simulated and
 * throttled, before the next round starts), so a slower moment of the machine falls on both.
 */
export async function comparePages(
  siteUrl: string,
  copyUrl: string,
  paths: string[],
  options: { rounds?: number; plainCopyUrl?: string } = {},
): Promise<PageComparison[]> {
  const rounds = options.rounds ?? 3;
  const keys = [
    'site-simulate',
    'copy-simulate',
    'site-devtools',
    'copy-devtools',
    'plain-simulate',
  ] as const;
  const runs = paths.map(
    () => new Map<(typeof keys)[number], LighthouseScores[]>(keys.map((key) => [key, []])),
  );
  const once = async (url: string, path: string, method: ThrottlingMethod) =>
    (await runLighthouse(url, [path], method))[0] as LighthouseScores;
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, path] of paths.entries()) {
      const run = runs[index] as (typeof runs)[number];
      for (const method of ['simulate', 'devtools'] as const) {
        run.get(`site-${method}`)?.push(await once(siteUrl, path, method));
        run.get(`copy-${method}`)?.push(await once(copyUrl, path, method));
      }
      if (options.plainCopyUrl)
        run.get('plain-simulate')?.push(await once(options.plainCopyUrl, path, 'simulate'));
    }
  }
  return paths.map((path, index): PageComparison => {
    const run = runs[index] as (typeof runs)[number];
    const measured = (method: ThrottlingMethod): Measured => {
      const site = summary(run.get(`site-${method}`) ?? [], path);
      const copy = summary(run.get(`copy-${method}`) ?? [], path);
      return { site, copy, fcpRatio: site.fcpMs / copy.fcpMs };
    };
    const simulated = measured('simulate');
    const plain = run.get('plain-simulate') ?? [];
    return {
      path,
      simulated,
      devtools: measured('devtools'),
      ...(plain.length > 0
        ? {
            plainCopy: {
              copy: summary(plain, path),
              fcpRatio: simulated.site.fcpMs / summary(plain, path).fcpMs,
            },
          }
        : {}),
    };
  });
}

/** What each page misses of its budgets: performance both ways, the other scores from the simulated run (Lighthouse's default). */
export function comparisonMisses(comparisons: PageComparison[]): string[] {
  return comparisons.flatMap(({ path, simulated, devtools }) => {
    const site = simulated.site;
    const misses = [
      site.performance < pageBudgets.performance ? `performance ${site.performance}` : '',
      site.tbtMs > pageBudgets.tbtMs ? `total blocking time ${site.tbtMs} ms` : '',
      devtools.site.performance < pageBudgets.performance
        ? `performance ${devtools.site.performance} throttled`
        : '',
      devtools.fcpRatio > pageBudgets.fcpRatio
        ? `first contentful paint (throttled) ${devtools.fcpRatio.toFixed(2)}× the static copy's`
        : '',
      simulated.fcpRatio > pageBudgets.simulatedFcpRatio
        ? `first contentful paint (simulated) ${simulated.fcpRatio.toFixed(2)}× the static copy's`
        : '',
      site.accessibility < pageBudgets.accessibility ? `accessibility ${site.accessibility}` : '',
      site.bestPractices < pageBudgets.bestPractices ? `best practices ${site.bestPractices}` : '',
      site.seo < pageBudgets.seo ? `SEO ${site.seo}` : '',
    ].filter(Boolean);
    return misses.length ? [`${path}: ${misses.join(', ')}`] : [];
  });
}

/** The comparison as the bench prints it. */
export function printComparisons(comparisons: PageComparison[], rounds: number): void {
  console.info(
    `\nLighthouse 12, mobile, medians of ${rounds} rounds, each page on the site and on its static copy (the same server and build without the scripts), simulated and with DevTools throttling, in turns (budget: performance ${pageBudgets.performance}; total blocking time at most ${pageBudgets.tbtMs} ms simulated; first contentful paint at most ${pageBudgets.fcpRatio}× the copy's throttled, ${pageBudgets.simulatedFcpRatio}× simulated; accessibility, best practices and SEO 100):`,
  );
  const ms = (value: number) => `${value.toLocaleString('en')} ms`.padStart(9);
  for (const { path, simulated, devtools, plainCopy } of comparisons) {
    const { site } = simulated;
    console.info(
      `  ${path.padEnd(22)} performance ${site.performance} (throttled ${devtools.site.performance})  TBT ${site.tbtMs} ms (throttled ${devtools.site.tbtMs})  a11y ${site.accessibility}  bp ${site.bestPractices}  SEO ${site.seo}`,
    );
    console.info(
      `  ${''.padEnd(22)} FCP throttled ${ms(devtools.site.fcpMs)} vs copy ${ms(devtools.copy.fcpMs)} = ${devtools.fcpRatio.toFixed(2)}×   simulated ${ms(site.fcpMs)} vs copy ${ms(simulated.copy.fcpMs)} = ${simulated.fcpRatio.toFixed(2)}×${plainCopy ? `   (old plain copy, simulated: ${ms(plainCopy.copy.fcpMs)} = ${plainCopy.fcpRatio.toFixed(2)}×)` : ''}`,
    );
  }
}

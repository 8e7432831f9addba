/**
 * The public pages in the bench (issue 22): the JavaScript each names for its first paint, and
 * Lighthouse on the site beside a static copy of the same page (its prerendered HTML and CSS, no
 * JavaScript, served from memory), in turns, three rounds, medians: the static copy is the
 * yardstick for "as fast as static HTML".
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { type LighthouseScores, runLighthouse } from './lighthouse';

export const pageBudgets = {
  /** gzip KB of first-paint JavaScript on `/`, and on every other public page. */
  homeJsKb: 85,
  pageJsKb: 100,
  performance: 99,
  /** The site's first contentful paint at most this many times the static copy's. */
  fcpRatio: 1.25,
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
  const files = urls.map((url) => {
    const file = join(dist, 'client', url);
    // Files under 256 bytes are served as they are (compressing them gains nothing).
    return { file: url, gzip: statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size };
  });
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/** That JavaScript for every public page (the prerendered ones), against its budget. */
export function javaScriptPerPage(dist: string): { path: string; kb: number; budgetKb: number }[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'pages', 'manifest.json'), 'utf8')) as {
    pages: Record<string, string>;
  };
  return Object.keys(manifest.pages).map((path) => ({
    path,
    kb: interactiveJavaScript(dist, path).total / 1024,
    budgetKb: path === '/' ? pageBudgets.homeJsKb : pageBudgets.pageJsKb,
  }));
}

/** The page without its JavaScript: scripts (structured data stays, it runs nothing) and module preloads. */
export function withoutJavaScript(html: string): string {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '');
}

const types: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function filesUnder(directory: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    const url = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) for (const [inner, body] of filesUnder(path, url)) files.set(inner, body);
    else files.set(url, readFileSync(path));
  }
  return files;
}

/**
 * The static copies, from memory: each page's HTML as the site serves it, without JavaScript, and
 * the built files (gzip copies where the build made them), with a year's caching like the site's.
 */
export async function startStaticCopy(siteUrl: string, dist: string, paths: string[]) {
  const files = filesUnder(join(dist, 'client'));
  const pages = new Map<string, Buffer>();
  for (const path of paths) {
    const response = await fetch(`${siteUrl}${path}`);
    pages.set(path, Buffer.from(withoutJavaScript(await response.text())));
  }
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const page = pages.get(url.pathname);
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(page);
      return;
    }
    const body = files.get(url.pathname);
    if (!body) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    const compressed = gzip ? files.get(`${url.pathname}.gz`) : undefined;
    response.writeHead(200, {
      'content-type': types[extname(url.pathname)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      ...(compressed ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    response.end(compressed ?? body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export interface PageComparison {
  path: string;
  site: LighthouseScores;
  copy: LighthouseScores;
  fcpRatio: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Per page: the medians of `rounds` runs on the site and on the static copy, taken in turns. */
export async function comparePages(siteUrl: string, copyUrl: string, paths: string[], rounds = 3) {
  const runs: { site: LighthouseScores[]; copy: LighthouseScores[] }[] = paths.map(() => ({
    site: [],
    copy: [],
  }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, path] of paths.entries()) {
      const [site] = await runLighthouse(siteUrl, [path]);
      const [copy] = await runLighthouse(copyUrl, [path]);
      runs[index]?.site.push(site as LighthouseScores);
      runs[index]?.copy.push(copy as LighthouseScores);
    }
  }
  const summary = (list: LighthouseScores[], path: string): LighthouseScores => ({
    path,
    performance: median(list.map((run) => run.performance)),
    accessibility: median(list.map((run) => run.accessibility)),
    bestPractices: median(list.map((run) => run.bestPractices)),
    seo: median(list.map((run) => run.seo)),
    fcpMs: median(list.map((run) => run.fcpMs)),
  });
  return paths.map((path, index): PageComparison => {
    const site = summary(runs[index]?.site ?? [], path);
    const copy = summary(runs[index]?.copy ?? [], path);
    return { path, site, copy, fcpRatio: site.fcpMs / copy.fcpMs };
  });
}

export function comparisonMisses(comparisons: PageComparison[]): string[] {
  return comparisons.flatMap(({ path, site, fcpRatio }) => {
    const misses = [
      site.performance < pageBudgets.performance ? `performance ${site.performance}` : '',
      fcpRatio > pageBudgets.fcpRatio
        ? `first contentful paint ${fcpRatio.toFixed(2)}× the static copy's`
        : '',
      site.accessibility < pageBudgets.accessibility ? `accessibility ${site.accessibility}` : '',
      site.bestPractices < pageBudgets.bestPractices ? `best practices ${site.bestPractices}` : '',
      site.seo < pageBudgets.seo ? `SEO ${site.seo}` : '',
    ].filter(Boolean);
    return misses.length ? [`${path}: ${misses.join(', ')}`] : [];
  });
}

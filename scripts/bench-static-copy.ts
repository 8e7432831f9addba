/**
 * The yardstick of the bench's page measurements (issues 22 and 30): a static copy of each page,
 * the same page without its JavaScript.
 *
 * Since issue 30 the copy is served by the site's own built server from a copy of the build whose
 * pages have no scripts (`DIST_DIR`), so it is served exactly as the site serves the page: the same
 * negotiation (brotli, gzip or none for the same Accept-Encoding), compressed as the build
 * compresses, with the same headers and the same assets; `/workshops` is rendered from its data by
 * the same code. Only the scripts are missing.
 *
 * Before, the copy sent its HTML uncompressed from a plain node:http server (and its assets gzip
 * only), while the site sends brotli: the yardstick was slower than the thing measured.
 * `startPlainStaticCopy` is that copy, kept so the bench can print both yardsticks for one run
 * (`BENCH_OLD_COPY=1`).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { freePort } from '../src/server/testing/postgres-server';
import { startProcess, stopProcess, waitForHttp } from './bench-support';
import { writeCompressedCopies } from './compress';

export interface StaticCopy {
  url: string;
  close(): Promise<void>;
}

/** The page without its JavaScript: scripts (structured data stays, it runs nothing) and module preloads. */
export function withoutJavaScript(html: string): string {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '');
}

/**
 * Writes into `copyDist` a build whose pages (and the templates of pages rendered from data) are
 * those of `dist` without JavaScript, compressed as the build compresses; the rest are links to
 * the build's own files.
 */
export async function writeStaticBuild(dist: string, copyDist: string): Promise<void> {
  mkdirSync(join(copyDist, 'pages'), { recursive: true });
  for (const name of readdirSync(dist))
    if (name !== 'pages') symlinkSync(join(dist, name), join(copyDist, name));
  for (const name of readdirSync(join(dist, 'pages'))) {
    if (name.endsWith('.gz') || name.endsWith('.br')) continue;
    const source = join(dist, 'pages', name);
    const target = join(copyDist, 'pages', name);
    if (name.endsWith('.html')) {
      writeFileSync(target, withoutJavaScript(readFileSync(source, 'utf8')));
      await writeCompressedCopies(target);
    } else {
      for (const suffix of ['', '.gz', '.br'])
        if (existsSync(`${source}${suffix}`)) copyFileSync(`${source}${suffix}`, `${target}${suffix}`);
    }
  }
}

/** The site's built server serving the static build, on a port and a database of its own. */
export async function startStaticCopy(dist: string): Promise<StaticCopy> {
  const directory = mkdtempSync(join(tmpdir(), 'adviser-bench-copy-'));
  const copyDist = join(directory, 'dist');
  await writeStaticBuild(dist, copyDist);
  const port = await freePort();
  const server = startProcess([join(dist, 'server', 'start.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: join(directory, 'app.db'),
    DIST_DIR: copyDist,
    LOG_LEVEL: 'warn',
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, server.child, server.output);
  return {
    url: `http://localhost:${port}`,
    async close() {
      await stopProcess(server.child);
      rmSync(directory, { recursive: true, force: true });
    },
  };
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
 * The copy before issue 30, for one run beside the new one: each page's HTML as the site serves
 * it, without JavaScript, sent uncompressed from memory by node:http, and the built files (gzip
 * copies where the build made them), with a year's caching like the site's.
 */
export async function startPlainStaticCopy(
  siteUrl: string,
  dist: string,
  paths: string[],
): Promise<StaticCopy> {
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

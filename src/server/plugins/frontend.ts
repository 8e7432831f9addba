import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../content/site';
import { apiErrorCodes } from '../../shared/api-error';
import { readSessionCookie } from './admin-session';
import { sendError } from './errors';
import { routePattern } from './route-pattern';

/**
 * Serves the built front end from memory: prerendered pages, the app shell for the back office,
 * the 404 page, and the hashed assets. Each file is read once at start, with the gzip and brotli
 * copies the build wrote beside it, so a request costs a map lookup and a write.
 */

export interface FrontendManifest {
  /** Route path to the prerendered HTML file, relative to the pages folder. */
  pages: Record<string, string>;
  /** Back-office routes answered with the app shell (200, noindex). */
  shellRoutes: string[];
  shell: string;
  /**
   * The back office's document for a page the server renders for the person signed in (issue 34):
   * `__BACK_OFFICE_TITLE__`, `<!--app-->` and `<!--page-data-->` left to fill.
   */
  shellTemplate?: string;
  notFound: string;
  /**
   * Pages the server renders from current data (issue 19), each with its template: the page's
   * document with `<!--page-data-->` and `<!--app-->` left to fill. Its `pages` entry is the copy
   * prerendered without data, served if rendering fails.
   */
  dynamicPages?: Record<string, string>;
  /**
   * Per prerendered page, every JavaScript file it runs before it is interactive (the entry, the
   * hydration code and the page's chunk, with what they import), for the bench's budget (issue 22).
   */
  interactiveScripts?: Record<string, string[]>;
  /** Per island (issue 45), the JavaScript its first touch loads (hydrate-island, Preact, its code). */
  islandScripts?: Record<string, string[]>;
  /** Per page built as islands, the islands it holds. */
  pageIslands?: Record<string, string[]>;
  /**
   * A page prerendered once more for each value of one query parameter (issue 45: `/calculators`
   * per `calc`): a link to one calculator paints that calculator, without waiting for a script.
   */
  pageVariants?: Record<string, { param: string; pages: Record<string, string> }>;
}

interface Variant {
  body: Buffer;
  etag: string;
}

interface StoredFile {
  type: string;
  cacheControl: string;
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
}

export interface FrontendBuild {
  pages: Map<string, StoredFile>;
  shellRoutes: Set<string>;
  /** Back-office routes with a parameter (`/admin/clients/:id`), as patterns of one path segment each. */
  shellPatterns: RegExp[];
  shell: StoredFile;
  shellTemplate?: string;
  notFound: StoredFile;
  files: Map<string, StoredFile>;
  /** Route path to the template of a page rendered from current data. */
  templates: Map<string, string>;
  /** Route path to its query parameter and the page prerendered for each of its values. */
  variants: Map<string, { param: string; pages: Map<string, StoredFile> }>;
}

/** The build's page renderer (`dist/prerender/prerender.js`), loaded by the server for the dynamic pages. */
export interface PageRenderer {
  renderPage(url: string, data: unknown): Promise<string>;
  /** The site its pages speak for from now on (issue 58: the published details). */
  setSite?(site: SiteConfig): Promise<void>;
  dynamicPageData(url: string, data: unknown): string;
  /** A back-office page as the session `read` carries sees it, or null when nobody is fully signed in. */
  renderBackOfficePage?(
    url: string,
    read: (apiUrl: string) => Promise<{ status: number; body: unknown }>,
  ): Promise<{ body: string; data: string; title: string } | null>;
}

/** The current data of each page rendered by the server, by route path. */
export type DynamicPageData = Record<string, () => Promise<unknown>>;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

const htmlCache = 'no-cache';
const immutableCache = 'public, max-age=31536000, immutable';
const revalidateCache = 'public, max-age=0, must-revalidate';

function variant(body: Buffer, suffix: string): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}${suffix}"` };
}

function readStored(path: string, cacheControl: string): StoredFile {
  const extension = path.slice(path.lastIndexOf('.'));
  const file: StoredFile = {
    type: contentTypes[extension] ?? 'application/octet-stream',
    cacheControl,
    identity: variant(readFileSync(path), ''),
  };
  if (existsSync(`${path}.gz`)) file.gzip = variant(readFileSync(`${path}.gz`), '-gz');
  if (existsSync(`${path}.br`)) file.br = variant(readFileSync(`${path}.br`), '-br');
  return file;
}

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The file of a prerendered page in the pages folder: `/` is index.html, `/services/x` services__x.html. */
export function pageFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '__')}.html`;
}

/** The documents a publish of the website renders again (issue 58), as the build's pages are kept. */
export type RenderedFrontend = Pick<
  FrontendBuild,
  'pages' | 'variants' | 'templates' | 'notFound' | 'shell' | 'shellTemplate'
>;

/** An HTML document with the compressed copies made for it, kept as a page is. */
export function storedHtml(html: Uint8Array, gzipped?: Uint8Array, brotli?: Uint8Array): StoredFile {
  return {
    type: contentTypes['.html']!,
    cacheControl: htmlCache,
    identity: variant(Buffer.from(html), ''),
    ...(gzipped ? { gzip: variant(Buffer.from(gzipped), '-gz') } : {}),
    ...(brotli ? { br: variant(Buffer.from(brotli), '-br') } : {}),
  };
}

/**
 * Serves `rendered` from now on, in one step (issue 58): a request answered before it gets the old
 * pages, one after it the new ones, none a mix. The front door and the routes read the build's
 * maps at each request.
 */
export function swapFrontend(build: FrontendBuild, rendered: RenderedFrontend): void {
  Object.assign(build, rendered);
}

/** Reads `<distDir>/client` (assets) and `<distDir>/pages` (HTML and manifest). */
export function loadFrontendBuild(distDir: string): FrontendBuild {
  const clientDir = join(distDir, 'client');
  const pagesDir = join(distDir, 'pages');
  const manifestPath = join(pagesDir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No built front end in ${distDir} (missing pages/manifest.json): run \`npm run build\`.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as FrontendManifest;
  const files = new Map<string, StoredFile>();
  for (const path of walk(clientDir)) {
    if (path.endsWith('.gz') || path.endsWith('.br')) continue;
    const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`;
    // The unrendered template is not a page of the site.
    if (urlPath === '/index.html') continue;
    files.set(urlPath, readStored(path, urlPath.startsWith('/assets/') ? immutableCache : revalidateCache));
  }
  const pages = new Map<string, StoredFile>();
  for (const [route, file] of Object.entries(manifest.pages))
    pages.set(route, readStored(join(pagesDir, file), htmlCache));
  return {
    pages,
    files,
    shellRoutes: new Set(manifest.shellRoutes.filter((route) => !route.includes('/:'))),
    shellPatterns: manifest.shellRoutes.filter((route) => route.includes('/:')).map(routePattern),
    shell: readStored(join(pagesDir, manifest.shell), htmlCache),
    ...(manifest.shellTemplate
      ? { shellTemplate: readFileSync(join(pagesDir, manifest.shellTemplate), 'utf8') }
      : {}),
    notFound: readStored(join(pagesDir, manifest.notFound), htmlCache),
    templates: new Map(
      Object.entries(manifest.dynamicPages ?? {}).map(([route, file]) => [
        route,
        readFileSync(join(pagesDir, file), 'utf8'),
      ]),
    ),
    variants: new Map(
      Object.entries(manifest.pageVariants ?? {}).map(([route, { param, pages: files }]) => [
        route,
        {
          param,
          pages: new Map(
            Object.entries(files).map(([value, file]) => [
              value,
              readStored(join(pagesDir, file), htmlCache),
            ]),
          ),
        },
      ]),
    ),
  };
}

/**
 * Each island of a page's HTML with the files its first touch loads (`data-code`, issue 45), so
 * the browser asks for them all at that touch, or ahead once the page is idle and the island in
 * view (islands/loader.ts), without first asking which they are.
 */
export function withIslandCode(html: string, islandScripts: Record<string, string[]>): string {
  return html.replace(/ data-island="([^"]+)"/g, (attribute, name: string) => {
    const files = islandScripts[name];
    return files ? `${attribute} data-code="${escapeHtml(files.join(' '))}"` : attribute;
  });
}

/**
 * Loads the page renderer the build wrote; undefined when there is none (a build without it). The
 * pages it renders carry their islands' files, as the prerendered ones do.
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | undefined> {
  const path = join(distDir, 'prerender', 'prerender.js');
  if (!existsSync(path)) return undefined;
  const renderer = (await import(pathToFileURL(path).href)) as PageRenderer;
  const manifestFile = join(distDir, 'pages', 'manifest.json');
  const islandScripts = existsSync(manifestFile)
    ? ((JSON.parse(readFileSync(manifestFile, 'utf8')) as FrontendManifest).islandScripts ?? {})
    : {};
  return {
    ...renderer,
    renderPage: async (url, data) => withIslandCode(await renderer.renderPage(url, data), islandScripts),
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A page rendered on the server from current data and kept, with its compressed copies, until the
 * data changes: each request asks for the data (one small query), and only a change renders
 * again. The data decides everything the page shows, so servers sharing one database serve the
 * same page, and a workshop's seats show as they are now.
 */
export class DynamicPage {
  private cached: { key: string; file: Promise<StoredFile> } | undefined;
  private loading: Promise<StoredFile> | undefined;

  constructor(
    private readonly path: string,
    private readonly template: string,
    private readonly renderer: PageRenderer,
    private readonly load: () => Promise<unknown>,
  ) {}

  /**
   * The page for the current data; rejects when the data or the rendering fails. Requests that
   * come while a read is on its way share it (issue 22: under load on PostgreSQL the page's reads
   * were most of its cost); a request after it has returned reads again, so nothing is older than
   * the read in flight when the request came.
   */
  current(): Promise<StoredFile> {
    this.loading ??= this.fresh().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async fresh(): Promise<StoredFile> {
    const data = await this.load();
    const key = JSON.stringify(data);
    if (this.cached?.key !== key) {
      const file = this.render(data);
      this.cached = { key, file };
      file.catch(() => {
        if (this.cached?.file === file) this.cached = undefined;
      });
    }
    return this.cached.file;
  }

  private async render(data: unknown): Promise<StoredFile> {
    const body = await this.renderer.renderPage(this.path, data);
    const dataBlocks = this.renderer.dynamicPageData(this.path, data);
    return htmlFile(this.template, body, dataBlocks, htmlCache);
  }
}

/**
 * A template filled with a page and its data blocks, with its compressed copies: both, for a page
 * kept for every visitor; only the one `acceptEncoding` takes, for a page made for one request.
 */
async function htmlFile(
  template: string,
  body: string,
  dataBlocks: string,
  cacheControl: string,
  acceptEncoding?: string,
): Promise<StoredFile> {
  // Replacer functions: a `$` in the page (every price has one) must not be read as a pattern.
  const html = Buffer.from(
    template.replace('<!--page-data-->', () => dataBlocks).replace('<!--app-->', () => body),
  );
  const wants = (encoding: string) => acceptEncoding === undefined || acceptEncoding.includes(encoding);
  const br = wants('br');
  const [gzipped, brotli] = await Promise.all([
    // Brotli when taken: gzip only for a request that does not take it.
    wants('gzip') && (acceptEncoding === undefined || !br) ? gzipAsync(html, { level: 6 }) : undefined,
    br
      ? brotliAsync(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
        })
      : undefined,
  ]);
  return {
    type: contentTypes['.html']!,
    cacheControl,
    identity: variant(html, ''),
    ...(gzipped ? { gzip: variant(gzipped, '-gz') } : {}),
    ...(brotli ? { br: variant(brotli, '-br') } : {}),
  };
}

/** A page for one person: kept by no cache, the browser's included. */
const privateCache = 'private, no-store';

/** Text for HTML, in an element or an attribute's quotes (the build's pages and the server's). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * A back-office page rendered for the person signed in (issue 34), its reads answered by the
 * server's own API routes with the request's cookie (the same guard, the same fields left out for
 * the role, the same audit). Undefined when it cannot be: nobody fully signed in, or the render
 * failed (logged); the bare shell is served then and the browser renders the page.
 */
async function renderedBackOffice(
  app: FastifyInstance,
  request: FastifyRequest,
  build: FrontendBuild,
  renderer: PageRenderer,
): Promise<StoredFile | undefined> {
  if (!build.shellTemplate || !renderer.renderBackOfficePage || !readSessionCookie(request)) return undefined;
  try {
    const rendered = await renderer.renderBackOfficePage(request.url, async (apiUrl) => {
      const answer = await app.inject({
        method: 'GET',
        url: apiUrl,
        remoteAddress: request.ip,
        headers: {
          cookie: request.headers.cookie ?? '',
          accept: 'application/json',
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
      });
      return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : null };
    });
    if (!rendered) return undefined;
    const template = build.shellTemplate.replaceAll('__BACK_OFFICE_TITLE__', () =>
      escapeHtml(rendered.title),
    );
    return await htmlFile(
      template,
      rendered.body,
      rendered.data,
      privateCache,
      request.headers['accept-encoding'] ?? '',
    );
  } catch (error) {
    request.log.error({ err: error }, 'rendering a back-office page failed; serving the shell');
    return undefined;
  }
}

function chooseVariant(file: StoredFile, acceptEncoding: string | undefined): [Variant, string | undefined] {
  if (acceptEncoding) {
    if (file.br && acceptEncoding.includes('br')) return [file.br, 'br'];
    if (file.gzip && acceptEncoding.includes('gzip')) return [file.gzip, 'gzip'];
  }
  return [file.identity, undefined];
}

function send(request: FastifyRequest, reply: FastifyReply, file: StoredFile, status = 200, noindex = false) {
  const [chosen, encoding] = chooseVariant(file, request.headers['accept-encoding']);
  reply.code(status);
  reply.header('content-type', file.type);
  reply.header('cache-control', file.cacheControl);
  reply.header('etag', chosen.etag);
  if (file.gzip || file.br) reply.header('vary', 'Accept-Encoding');
  if (noindex) reply.header('x-robots-tag', 'noindex, nofollow');
  if (status === 200 && request.headers['if-none-match'] === chosen.etag) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(chosen.body);
}

export interface DynamicPages {
  renderer: PageRenderer;
  data: DynamicPageData;
}

function dynamicPagesOf(build: FrontendBuild, dynamic: DynamicPages | undefined): Map<string, DynamicPage> {
  const pages = new Map<string, DynamicPage>();
  if (!dynamic) return pages;
  for (const [path, template] of build.templates) {
    const load = dynamic.data[path];
    if (load) pages.set(path, new DynamicPage(path, template, dynamic.renderer, load));
  }
  return pages;
}

async function sendDynamic(
  request: FastifyRequest,
  reply: FastifyReply,
  page: DynamicPage,
  fallback: StoredFile | undefined,
  log: FastifyBaseLogger,
) {
  try {
    return send(request, reply, await page.current());
  } catch (error) {
    // The copy prerendered at build time loads its data in the browser: the visitor still gets the page.
    log.error({ err: error }, 'rendering a page from current data failed; serving its prerendered copy');
    if (fallback) return send(request, reply, fallback);
    throw error;
  }
}

export function registerFrontend(app: FastifyInstance, build: FrontendBuild, dynamic?: DynamicPages): void {
  // Made again when a publish swaps the templates (issue 58): a page kept from before is not served.
  let dynamicPagesFor = build.templates;
  let dynamicPages = dynamicPagesOf(build, dynamic);
  const currentDynamicPages = () => {
    if (dynamicPagesFor !== build.templates) {
      dynamicPages = dynamicPagesOf(build, dynamic);
      dynamicPagesFor = build.templates;
    }
    return dynamicPages;
  };
  // Pages are compressed at build time; the on-the-fly compressor has nothing to add here.
  app.get('/*', { compress: false }, (request, reply) => {
    const rawPath = request.url.split('?', 1)[0] ?? '/';
    if (rawPath === '/api' || rawPath.startsWith('/api/')) {
      return sendError(reply, 404, apiErrorCodes.notFound, `No API endpoint at GET ${rawPath}.`);
    }
    const file = build.files.get(rawPath);
    if (file) return send(request, reply, file);
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      const query = request.url.slice(rawPath.length);
      return reply.redirect(`${rawPath.replace(/\/+$/, '') || '/'}${query}`, 301);
    }
    const dynamicPage = currentDynamicPages().get(rawPath);
    if (dynamicPage) return sendDynamic(request, reply, dynamicPage, build.pages.get(rawPath), request.log);
    const variants = build.variants.get(rawPath);
    const value = variants && (request.query as Record<string, unknown>)[variants.param];
    const page = (typeof value === 'string' && variants?.pages.get(value)) || build.pages.get(rawPath);
    if (page) return send(request, reply, page);
    if (build.shellRoutes.has(rawPath) || build.shellPatterns.some((pattern) => pattern.test(rawPath))) {
      if (!dynamic) return send(request, reply, build.shell, 200, true);
      return renderedBackOffice(app, request, build, dynamic.renderer).then((rendered) =>
        send(request, reply, rendered ?? build.shell, 200, true),
      );
    }
    return send(request, reply, build.notFound, 404);
  });
}

type FrontDoorAnswer = {
  headers: Record<string, string | number>;
  notModified: Record<string, string>;
  body: Buffer;
};

/**
 * The prerendered pages and the built assets answered straight from memory, before Fastify sees
 * the request (issue 45): the same bytes and headers its route sends (security headers, type,
 * caching, validator, encoding, 304 for a matching `If-None-Match`), with none of a framework's
 * per-request work. Measured against a bare `node:http` sending the same answer
 * (scripts/bench-bare.ts): through Fastify, the site spent 72 % more CPU a request than the bare
 * server, 15 % after the hooks only some routes need were moved to them. What it does not know
 * (a page rendered from current data, the back office, the API, a query to answer) goes on to
 * Fastify. `log` writes the request's line where request lines are on.
 */
export function frontDoor(
  build: FrontendBuild,
  options: {
    /** Paths rendered from current data (not answered here). */
    dynamicPaths: ReadonlySet<string>;
    securityHeaders: Record<string, string>;
    log?: (line: { method: string; path: string; statusCode: number; started: bigint }) => void;
  },
): (request: IncomingMessage, response: ServerResponse) => boolean {
  // What it answers, made again when a publish swaps the pages (issue 58, `swapFrontend`).
  let answersFor: Map<string, StoredFile> | undefined;
  let answers = new Map<string, StoredFile>();
  const currentAnswers = () => {
    if (answersFor !== build.pages) {
      answers = new Map(build.files);
      for (const [path, file] of build.pages) if (!options.dynamicPaths.has(path)) answers.set(path, file);
      answersFor = build.pages;
    }
    return answers;
  };
  // Each file's answers made once: one per encoding it has (forgotten with the file).
  const prepared = new WeakMap<Variant, FrontDoorAnswer>();
  const answerOf = (file: StoredFile, chosen: Variant, encoding: string | undefined): FrontDoorAnswer => {
    let answer = prepared.get(chosen);
    if (!answer) {
      const common: Record<string, string> = {
        ...options.securityHeaders,
        'content-type': file.type,
        'cache-control': file.cacheControl,
        etag: chosen.etag,
        ...(file.gzip || file.br ? { vary: 'Accept-Encoding' } : {}),
      };
      answer = {
        headers: {
          ...common,
          ...(encoding ? { 'content-encoding': encoding } : {}),
          'content-length': chosen.body.length,
        },
        notModified: common,
        body: chosen.body,
      };
      prepared.set(chosen, answer);
    }
    return answer;
  };
  return (request, response) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '/';
    // A query is Fastify's to read (a redirect keeps it; nothing here answers one differently).
    if (url.includes('?')) return false;
    const file = currentAnswers().get(url);
    if (!file) return false;
    const started = options.log ? process.hrtime.bigint() : 0n;
    const [chosen, encoding] = chooseVariant(file, request.headers['accept-encoding']);
    const answer = answerOf(file, chosen, encoding);
    if (request.headers['if-none-match'] === chosen.etag) {
      response.writeHead(304, answer.notModified);
      response.end();
    } else {
      response.writeHead(200, answer.headers);
      response.end(method === 'HEAD' ? undefined : answer.body);
    }
    options.log?.({ method, path: url, statusCode: response.statusCode, started });
    return true;
  };
}

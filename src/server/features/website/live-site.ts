import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteConfig } from '../../../content/site';
import { apiErrorCodes } from '../../../shared/api-error';
import type { WebsiteContent } from '../../../shared/website';
import { applyPublishedSite, type Config } from '../../config';
import type { DatabaseHandle } from '../../db';
import { HttpError } from '../../plugins/errors';
import {
  type FrontendBuild,
  type PageRenderer,
  type RenderedFrontend,
  storedHtml,
  swapFrontend,
} from '../../plugins/frontend';
import { publishedSite } from './published-site';
import {
  type CompressedDocument,
  canRenderSite,
  type RenderedDocuments,
  renderPreviewDocument,
  renderSiteDocuments,
} from './render-site-job';
import type { RenderAnswer, RenderJob } from './render-worker';
import { latestVersion, latestVersionNumber } from './repository';
import { contentOf } from './service';

/**
 * The published website, live on this server (issue 58). A publish renders every public page
 * again for the new details in a worker thread (`site-render-worker.js`), then swaps them in at
 * once (`swapFrontend`): a visitor gets the old page or the new one, never a mix. The e-mails,
 * letters and the pages the server renders itself (the workshops page, the back office) follow
 * the same details (`applyPublishedSite`). Every server polls the newest version's number, so
 * servers sharing one database show a publish within seconds; at start the newest is rendered
 * before the first request is answered.
 */

/** The pages and details of a version, ready to be shown. */
export interface PreparedSite {
  site: SiteConfig;
  /** Null where this server has no built pages (the API tests). */
  frontend: RenderedFrontend | null;
}

export interface LiveSiteOptions {
  database: DatabaseHandle;
  config: Pick<Config, 'site' | 'installSite' | 'mail' | 'distDir'>;
  frontend?: FrontendBuild;
  renderer?: PageRenderer;
  log: FastifyBaseLogger;
  /** How often the newest version's number is read (ms). */
  pollMs?: number;
}

/** A render that failed is tried again after this long, not at every poll. */
const retryFailedAfterMs = 60_000;

function stored(document: CompressedDocument) {
  return storedHtml(document.html, document.gzip, document.br);
}

function frontendOf(documents: RenderedDocuments): RenderedFrontend {
  return {
    pages: new Map(Object.entries(documents.pages).map(([path, document]) => [path, stored(document)])),
    variants: new Map(
      Object.entries(documents.variants).map(([path, { param, pages }]) => [
        path,
        {
          param,
          pages: new Map(Object.entries(pages).map(([value, document]) => [value, stored(document)])),
        },
      ]),
    ),
    templates: new Map(Object.entries(documents.templates)),
    notFound: stored(documents.notFound),
    shell: stored(documents.shell),
    shellTemplate: documents.shellTemplate,
  };
}

/**
 * Runs a render job in the built worker, off this thread; where it is absent (the tests run the
 * sources), in this thread.
 */
function inWorker(job: RenderJob): Promise<Exclude<RenderAnswer, { kind: 'failed' }>> {
  const workerFile = fileURLToPath(new URL('./site-render-worker.js', import.meta.url));
  if (!existsSync(workerFile))
    return job.previewPath !== undefined
      ? renderPreviewDocument(job.distDir, job.site, job.previewPath).then((html) => ({
          kind: 'preview',
          html,
        }))
      : renderSiteDocuments(job.distDir, job.site).then((documents) => ({ kind: 'done', documents }));
  return new Promise((resolve, reject) => {
    const thread = new Worker(workerFile);
    let settled = false;
    const finish = (error: Error | null, answer?: Exclude<RenderAnswer, { kind: 'failed' }>) => {
      if (settled) return;
      settled = true;
      void thread.terminate();
      if (error || !answer) reject(error);
      else resolve(answer);
    };
    thread.once('message', (answer: RenderAnswer) =>
      answer.kind === 'failed' ? finish(new Error(answer.message)) : finish(null, answer),
    );
    thread.once('error', (error) => finish(error));
    thread.once('exit', (code) => finish(new Error(`the website's render stopped (exit code ${code})`)));
    thread.postMessage(job);
  });
}

async function renderDocuments(distDir: string, site: SiteConfig): Promise<RenderedDocuments> {
  const answer = await inWorker({ distDir, site });
  if (answer.kind !== 'done') throw new Error('the render answered something else');
  return answer.documents;
}

export class LiveSite {
  private shownVersion: number | null = null;
  private catchingUp: Promise<void> | undefined;
  private failed: { version: number; at: number } | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LiveSiteOptions) {}

  /** The version this server shows (null: the install's first values). */
  get version(): number | null {
    return this.shownVersion;
  }

  /** The pages and details for `content`; rejects, showing nothing, when a page cannot be rendered. */
  async prepare(content: WebsiteContent): Promise<PreparedSite> {
    const site = publishedSite(this.options.config.installSite, content);
    const { frontend } = this.options;
    if (!frontend || !canRenderSite(this.options.config.distDir)) return { site, frontend: null };
    return { site, frontend: frontendOf(await renderDocuments(this.options.config.distDir, site)) };
  }

  /**
   * One page as `content` would make it (the draft's preview): its document, or null when there is
   * no such public page; refused (503) where this server serves no built pages.
   */
  async preview(content: WebsiteContent, path: string): Promise<string | null> {
    const { distDir } = this.options.config;
    if (!this.options.frontend || !canRenderSite(distDir))
      throw new HttpError(
        503,
        apiErrorCodes.unavailable,
        'The preview needs the built site: run npm run build.',
      );
    const site = publishedSite(this.options.config.installSite, content);
    const answer = await inWorker({ distDir, site, previewPath: path });
    return answer.kind === 'preview' ? answer.html : null;
  }

  /**
   * Shows `version` from now on. A version older than the one shown is not shown again unless the
   * database says it is the newest (`fromDatabase`: a backup restored, say).
   */
  async show(version: number, prepared: PreparedSite, fromDatabase = false): Promise<void> {
    const older = () => this.shownVersion !== null && version < this.shownVersion && !fromDatabase;
    if (older()) return;
    await this.options.renderer?.setSite?.(prepared.site);
    if (older()) return;
    if (prepared.frontend && this.options.frontend) swapFrontend(this.options.frontend, prepared.frontend);
    applyPublishedSite(this.options.config, prepared.site);
    this.shownVersion = version;
  }

  /** Shows the newest version when it is not the one shown (one catching up at a time). */
  catchUp(): Promise<void> {
    this.catchingUp ??= this.newest().finally(() => {
      this.catchingUp = undefined;
    });
    return this.catchingUp;
  }

  private async newest(): Promise<void> {
    const db = this.options.database.db;
    const number = await latestVersionNumber(db);
    if (number === null || number === this.shownVersion) return;
    if (this.failed?.version === number && Date.now() - this.failed.at < retryFailedAfterMs) return;
    const row = await latestVersion(db);
    if (!row) return;
    const version = Number(row.version);
    try {
      const prepared = await this.prepare(contentOf(row.content, this.options.config.installSite));
      // Published again while this one rendered: the next round shows the newer one, not this.
      if ((await latestVersionNumber(db)) !== version) return;
      await this.show(version, prepared, true);
      this.failed = undefined;
    } catch (error) {
      this.failed = { version, at: Date.now() };
      throw error;
    }
  }

  /** Follows the newest version: now (before the server answers anyone), then every `pollMs`. */
  async start(): Promise<void> {
    try {
      await this.catchUp();
    } catch (error) {
      this.options.log.error({ err: error }, 'showing the published website failed; serving the built pages');
    }
    this.timer = setInterval(() => {
      this.catchUp().catch((error: unknown) =>
        this.options.log.error({ err: error }, 'showing the newest published website failed'),
      );
    }, this.options.pollMs ?? 2000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.catchingUp?.catch(() => {});
  }
}

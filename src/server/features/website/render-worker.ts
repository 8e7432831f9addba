import { parentPort } from 'node:worker_threads';
import type { SiteConfig } from '../../../content/site';
import { type RenderedDocuments, renderSiteDocuments } from './render-site-job';

/**
 * The website's render worker (issue 58; built as `site-render-worker.js`): one thread per
 * publish renders every public page again for the published site and compresses it, so the
 * server's own thread goes on answering visitors meanwhile. One job, one answer.
 */

export interface RenderJob {
  distDir: string;
  site: SiteConfig;
}

export type RenderAnswer =
  | { kind: 'done'; documents: RenderedDocuments }
  | { kind: 'failed'; message: string };

parentPort?.once('message', (job: RenderJob) => {
  renderSiteDocuments(job.distDir, job.site).then(
    (documents) => parentPort?.postMessage({ kind: 'done', documents } satisfies RenderAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      } satisfies RenderAnswer),
  );
});

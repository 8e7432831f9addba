import { parentPort } from 'node:worker_threads';
import type { SiteConfig } from '../../../content/site';
import { type RenderedDocuments, renderPreviewDocument, renderSiteDocuments } from './render-site-job';

/**
 * The website's render worker (issue 58; built as `site-render-worker.js`): one thread per
 * publish renders every public page again for the published site and compresses it, so the
 * server's own thread goes on answering visitors meanwhile; or one page of the draft, for its
 * preview. One job, one answer.
 */

export interface RenderJob {
  distDir: string;
  site: SiteConfig;
  /** One page only, for a preview (its document, or null when there is no such page). */
  previewPath?: string;
}

export type RenderAnswer =
  | { kind: 'done'; documents: RenderedDocuments }
  | { kind: 'preview'; html: string | null }
  | { kind: 'failed'; message: string };

function answer(job: RenderJob): Promise<RenderAnswer> {
  if (job.previewPath !== undefined)
    return renderPreviewDocument(job.distDir, job.site, job.previewPath).then((html) => ({
      kind: 'preview',
      html,
    }));
  return renderSiteDocuments(job.distDir, job.site).then((documents) => ({ kind: 'done', documents }));
}

parentPort?.once('message', (job: RenderJob) => {
  answer(job).then(
    (done) => parentPort?.postMessage(done),
    (error: unknown) =>
      parentPort?.postMessage({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      } satisfies RenderAnswer),
  );
});

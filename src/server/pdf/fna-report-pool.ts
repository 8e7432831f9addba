import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../../content/site';
import type { Fna } from '../../shared/fna';
import { buildFnaReport } from './fna-report';
import type { ReportAnswer, ReportJob } from './fna-report-worker';

export interface FnaReportRenderer {
  render(form: Fna, meta: { id: string; submittedAt: Date; site: SiteConfig }): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * FNA reports are built in a worker thread, one at a time, so 20 reports asked for at once do not
 * stall the site's other requests (measured with `npm run bench`: GET /api/health p99 374 ms while
 * 20 reports ran on the server's thread). The worker is the built `fna-report-worker.js` beside
 * this module; when it is absent (the tests run the TypeScript sources) reports are built in
 * this thread.
 */
export function createFnaReportRenderer(): FnaReportRenderer {
  const workerFile = fileURLToPath(new URL('./fna-report-worker.js', import.meta.url));
  if (!existsSync(workerFile)) {
    return { render: (form, meta) => buildFnaReport(form, meta), close: async () => {} };
  }
  let worker: Worker | undefined;
  let nextJob = 1;
  const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  const start = () => {
    const thread = new Worker(workerFile);
    thread.on('message', (answer: ReportAnswer) => {
      const entry = waiting.get(answer.job);
      if (!entry) return;
      waiting.delete(answer.job);
      if (waiting.size === 0) thread.unref();
      if (answer.ok)
        entry.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else entry.reject(new Error(`Failed to generate PDF: ${answer.message}`));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the report worker stopped (exit code ${code})`));
    });
    thread.unref();
    return thread;
  };
  return {
    render(form, meta) {
      return new Promise<Buffer>((resolve, reject) => {
        worker ??= start();
        const job = nextJob++;
        waiting.set(job, { resolve, reject });
        worker.ref();
        const message: ReportJob = {
          job,
          form,
          meta: { ...meta, submittedAt: meta.submittedAt.toISOString() },
        };
        worker.postMessage(message);
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}

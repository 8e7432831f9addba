/**
 * The FNA report builder in its own thread (see fna-report-pool.ts): pdfkit works synchronously for
 * tens of milliseconds a report, which would hold up every other request on the server's thread.
 */
import { parentPort } from 'node:worker_threads';
import type { SiteConfig } from '../../content/site';
import type { Fna } from '../../shared/fna';
import { buildFnaReport } from './fna-report';

export interface ReportJob {
  job: number;
  form: Fna;
  meta: { id: string; submittedAt: string; site: SiteConfig };
}

export type ReportAnswer =
  | { job: number; ok: true; pdf: Uint8Array }
  | { job: number; ok: false; message: string };

parentPort?.on('message', async ({ job, form, meta }: ReportJob) => {
  let answer: ReportAnswer;
  try {
    const pdf = await buildFnaReport(form, { ...meta, submittedAt: new Date(meta.submittedAt) });
    answer = { job, ok: true, pdf };
  } catch (error) {
    answer = { job, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});

/**
 * Documents (issue 32): a 5 MB PDF uploaded to a client's file (checked, hashed, encrypted,
 * stored) and the file's list read back, one after another as the adviser would, 20 times each;
 * the budget is p95 under 500 ms.
 */
import { type BackOfficeTiming, percentile } from './bench-timing';

export const uploadBudgetMs = 500;
const rounds = 20;

/** A PDF of `bytes` bytes: its signature, then filler (what a scanned document weighs). */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n% bench scan\n');
  const body = Buffer.alloc(bytes - head.length);
  for (let at = 0; at < body.length; at++) body[at] = (at * 31 + 7) % 251;
  return Buffer.concat([head, body]);
}

export async function timeDocuments(
  baseUrl: string,
  cookie: string,
  clientId: string,
): Promise<BackOfficeTiming[]> {
  const file = pdfOf(5 * 1024 * 1024);
  const uploads: number[] = [];
  const lists: number[] = [];
  for (let round = 0; round < rounds + 2; round++) {
    const form = new FormData();
    form.append('kind', 'other');
    form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'scan.pdf');
    let started = performance.now();
    const stored = await fetch(`${baseUrl}/api/admin/clients/${clientId}/documents`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl },
      body: form,
    });
    await stored.arrayBuffer();
    if (stored.status !== 201) throw new Error(`upload: ${stored.status}`);
    if (round >= 2) uploads.push(performance.now() - started);
    started = performance.now();
    const listed = await fetch(`${baseUrl}/api/admin/clients/${clientId}/documents`, {
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    await listed.arrayBuffer();
    if (!listed.ok) throw new Error(`documents list: ${listed.status}`);
    if (round >= 2) lists.push(performance.now() - started);
  }
  uploads.sort((a, b) => a - b);
  lists.sort((a, b) => a - b);
  return [
    {
      label: 'a 5 MB PDF uploaded and stored',
      p50: percentile(uploads, 0.5),
      p95: percentile(uploads, 0.95),
      bytes: file.length,
      budgeted: true,
      budgetMs: uploadBudgetMs,
    },
    {
      label: 'the file list after it',
      p50: percentile(lists, 0.5),
      p95: percentile(lists, 0.95),
      bytes: 0,
      budgeted: true,
    },
  ];
}

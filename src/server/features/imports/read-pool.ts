import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../../plugins/errors';
import { readImportFile } from './read-file';
import type { ReadAnswer, ReadJob } from './read-worker';
import { type ReadSheet, readSheets } from './sheets';

/**
 * The reader's young generation (issue 58): Node 24 lets each thread's grow to 64 MB where Node 20
 * stopped at 32, and a thread's pages outlive it in V8's pool, so the reader's peak stayed in the
 * server's memory after it ended: a book of 40,000 lines took the import past its 500 MB budget.
 * Held to 16 MB, the same book reads in the same time (the spreadsheet reader's garbage is short-
 * lived) with about 100 MB less. Its old generation is not limited: a book at the limits (60,000
 * lines) must read, not end the thread.
 */
const readerLimits = { maxYoungGenerationSizeMb: 16 };

/**
 * Reads an imported file into its sheets' lines in the built `import-read-worker.js` (one thread
 * per file, ended after it); where it is absent (the tests run the TypeScript sources) in this
 * thread.
 */
export function readInWorker(
  bytes: Buffer,
  fileName: string,
  mapping: Record<string, string>,
  today: string,
): Promise<ReadSheet[]> {
  const workerFile = fileURLToPath(new URL('./import-read-worker.js', import.meta.url));
  if (!existsSync(workerFile))
    return Promise.resolve(readSheets(readImportFile(bytes, fileName), mapping, today));
  return new Promise((resolve, reject) => {
    const thread = new Worker(workerFile, { resourceLimits: readerLimits });
    const sheets: ReadSheet[] = [];
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      void thread.terminate();
      if (error) reject(error);
      else resolve(sheets);
    };
    // One batch at a time: the next is asked for once this thread has had a turn for others.
    const next = () => setImmediate(() => thread.postMessage('next'));
    thread.on('message', (answer: ReadAnswer) => {
      if (answer.kind === 'sheet') {
        sheets.push({ name: answer.name, columns: answer.columns, lines: [] });
        next();
      } else if (answer.kind === 'lines') {
        const lines = sheets.at(-1)?.lines;
        for (const line of answer.lines) lines?.push(line);
        next();
      } else if (answer.kind === 'done') finish();
      else if (answer.kind === 'refused')
        finish(new HttpError(answer.status, answer.code, answer.message, answer.fields));
      else finish(new Error(`the import reader failed: ${answer.message}`));
    });
    thread.on('error', (error) => finish(error));
    thread.on('exit', (code) => finish(new Error(`the import reader stopped (exit code ${code})`)));
    const copy = new Uint8Array(bytes);
    const job: ReadJob = { job: 1, bytes: copy, fileName, mapping, today };
    thread.postMessage(job, [copy.buffer]);
  });
}

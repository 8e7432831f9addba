/**
 * An imported file read in its own thread (issue 43): a workbook of 40,000 lines takes the
 * spreadsheet reader seconds of synchronous work, which on the server's thread would hold up every
 * other request (the bench measures `GET /` meanwhile). The lines go back in batches, so that the
 * server's thread takes each in a moment.
 */
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../plugins/errors';
import { type RawSheet, readImportFile } from './read-file';
import { readSheets } from './sheets';

export interface ReadJob {
  job: number;
  bytes: Uint8Array;
  fileName: string;
  mapping: Record<string, string>;
  today: string;
}

export type ReadAnswer =
  | { job: number; kind: 'sheet'; name: string; columns: import('../../../domain/imports/lines').Column[] }
  | { job: number; kind: 'lines'; lines: import('../../../domain/imports/lines').ReadLine[] }
  | { job: number; kind: 'done' }
  | {
      job: number;
      kind: 'refused';
      status: number;
      code: string;
      message: string;
      fields?: Record<string, string>;
    }
  | { job: number; kind: 'failed'; message: string };

export const linesPerMessage = 250;

/**
 * The answers wait in a queue, each sent when the server's thread asks for the next: sent at once,
 * 40 batches would be taken in one turn of its event loop, holding it for hundreds of milliseconds.
 */
const queue: ReadAnswer[] = [];
parentPort?.on('message', (message: ReadJob | 'next') => {
  const post = (answer: ReadAnswer) => parentPort?.postMessage(answer);
  if (message === 'next') {
    const answer = queue.shift();
    if (answer) post(answer);
    return;
  }
  const { job, bytes, fileName, mapping, today } = message;
  try {
    const raw: (RawSheet | null)[] = readImportFile(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      fileName,
    );
    // A sheet at a time, its cells let go once read into lines (the reader's peak, issue 58).
    for (const [index, rawSheet] of raw.entries()) {
      if (!rawSheet) continue;
      raw[index] = null;
      for (const sheet of readSheets([rawSheet], mapping, today)) {
        queue.push({ job, kind: 'sheet', name: sheet.name, columns: sheet.columns });
        for (let start = 0; start < sheet.lines.length; start += linesPerMessage)
          queue.push({ job, kind: 'lines', lines: sheet.lines.slice(start, start + linesPerMessage) });
      }
    }
    queue.push({ job, kind: 'done' });
  } catch (error) {
    if (error instanceof HttpError)
      queue.push({
        job,
        kind: 'refused',
        status: error.statusCode,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    else queue.push({ job, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  const first = queue.shift();
  if (first) post(first);
});

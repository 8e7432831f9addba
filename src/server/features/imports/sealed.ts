import { once } from 'node:events';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { fieldCipher } from '../../db/field-crypto';

/**
 * Large values of an import (its plan: 40,000 lines make about 20 MB of JSON) kept and sent in
 * slices, so that the server's thread answers other requests between them (issue 43's bench:
 * `GET /` p99 while a workbook is imported): one JSON line per slice of an array, compressed off
 * the thread, then encrypted (they hold ID numbers). The lines go through the compressor as they
 * are made and come out of it as they are read (issue 58): joined whole, the plan's 20 MB of JSON
 * was held two and three times over at once, and the import's memory passed its budget on Node 24.
 */

const gunzipped = promisify(gunzip);
const slice = 1_000;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `{"k":key,"v":value}` lines; an array's items a thousand to a line. */
async function* linesOf(value: Record<string, unknown>): AsyncGenerator<string> {
  for (const [key, item] of Object.entries(value)) {
    if (!Array.isArray(item)) {
      yield JSON.stringify({ k: key, v: item });
      continue;
    }
    if (item.length === 0) yield JSON.stringify({ k: key, v: [] });
    for (let start = 0; start < item.length; start += slice) {
      yield JSON.stringify({ k: key, v: item.slice(start, start + slice), a: true });
      await breathe();
    }
  }
}

export async function seal(value: Record<string, unknown>): Promise<string> {
  const zip = createGzip();
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(zip, 'end');
  // An error of the compressor is thrown where it is awaited (a drain or the end), not left
  // unhandled on the other of the two.
  ended.catch(() => undefined);
  let first = true;
  for await (const line of linesOf(value)) {
    // The lines joined by "\n", as unseal splits them.
    if (!zip.write(first ? line : `\n${line}`)) await once(zip, 'drain');
    first = false;
  }
  zip.end();
  await ended;
  return fieldCipher().encrypt(`gz1:${Buffer.concat(chunks).toString('base64')}`);
}

/** One line of a sealed value put into `value`: an array's slices appended in their order. */
function take(value: Record<string, unknown>, line: string): void {
  const { k, v, a } = JSON.parse(line) as { k: string; v: unknown; a?: boolean };
  if (!a) {
    value[k] = v;
    return;
  }
  const items = (value[k] as unknown[] | undefined) ?? [];
  value[k] = items;
  for (const item of v as unknown[]) items.push(item);
}

export async function unseal<T>(sealed: string): Promise<T> {
  const text = fieldCipher().decrypt(sealed);
  if (!text.startsWith('gz1:')) return JSON.parse(text) as T;
  // Unpacked off the thread into bytes outside the JavaScript heap, then read a line at a time:
  // no 20 MB string, no array of its lines.
  const bytes = await gunzipped(Buffer.from(text.slice(4), 'base64'));
  const value: Record<string, unknown> = {};
  let start = 0;
  let taken = 0;
  while (start < bytes.length) {
    // A newline byte is never part of a longer UTF-8 character, and JSON writes one in text as \n.
    const found = bytes.indexOf(0x0a, start);
    const end = found < 0 ? bytes.length : found;
    take(value, bytes.toString('utf8', start, end));
    start = end + 1;
    taken += 1;
    if (taken % 5 === 0) await breathe();
  }
  return value as T;
}

/** A JSON object with one large array, written a slice at a time (the preview's `lines`). */
export async function jsonWithLargeArray(
  head: Record<string, unknown>,
  key: string,
  items: readonly unknown[],
) {
  const parts = [
    JSON.stringify(head).slice(0, -1),
    `${Object.keys(head).length ? ',' : ''}${JSON.stringify(key)}:[`,
  ];
  for (let start = 0; start < items.length; start += slice) {
    parts.push(`${start ? ',' : ''}${JSON.stringify(items.slice(start, start + slice)).slice(1, -1)}`);
    await breathe();
  }
  parts.push(']}');
  return parts.join('');
}

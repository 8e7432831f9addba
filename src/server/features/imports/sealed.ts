import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { fieldCipher } from '../../db/field-crypto';

/**
 * Large values of an import (its plan: 40,000 lines make about 20 MB of JSON) kept and sent in
 * slices, so that the server's thread answers other requests between them (issue 43's bench:
 * `GET /` p99 while a workbook is imported): one JSON line per slice of an array, compressed off
 * the thread, then encrypted (they hold ID numbers).
 */

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);
const slice = 1_000;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `{"k":key,"v":value}` lines; an array's items a thousand to a line. */
async function linesOf(value: Record<string, unknown>): Promise<string[]> {
  const lines: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (!Array.isArray(item)) {
      lines.push(JSON.stringify({ k: key, v: item }));
      continue;
    }
    if (item.length === 0) lines.push(JSON.stringify({ k: key, v: [] }));
    for (let start = 0; start < item.length; start += slice) {
      lines.push(JSON.stringify({ k: key, v: item.slice(start, start + slice), a: true }));
      await breathe();
    }
  }
  return lines;
}

export async function seal(value: Record<string, unknown>): Promise<string> {
  const packed = await gzipped((await linesOf(value)).join('\n'));
  return fieldCipher().encrypt(`gz1:${packed.toString('base64')}`);
}

export async function unseal<T>(sealed: string): Promise<T> {
  const text = fieldCipher().decrypt(sealed);
  if (!text.startsWith('gz1:')) return JSON.parse(text) as T;
  const lines = (await gunzipped(Buffer.from(text.slice(4), 'base64'))).toString('utf8').split('\n');
  const value: Record<string, unknown> = {};
  for (const [index, line] of lines.entries()) {
    if (index % 5 === 4) await breathe();
    const { k, v, a } = JSON.parse(line) as { k: string; v: unknown; a?: boolean };
    if (a) value[k] = [...((value[k] as unknown[] | undefined) ?? []), ...(v as unknown[])];
    else value[k] = v;
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

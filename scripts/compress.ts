/**
 * The build's compressed copies of a file (`.gz` and `.br` beside it), as the site serves them.
 * Shared by `npm run build` and the bench's static copies (issue 30: the copy is served exactly as
 * the site serves the page, compressed the same way).
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Files worth compressing: text, 256 bytes or more (smaller ones gain nothing). */
export const compressible = /\.(html|js|css|svg|txt|xml|json|webmanifest)$/;

/** Writes `<path>.gz` (level 9) and `<path>.br` (quality 11) when the file is worth compressing. */
export async function writeCompressedCopies(path: string): Promise<void> {
  if (!compressible.test(path) || (await stat(path)).size < 256) return;
  const body = await readFile(path);
  await writeFile(`${path}.gz`, await gzipAsync(body, { level: 9 }));
  await writeFile(
    `${path}.br`,
    await brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
}

/** Work in slices (issue 43): a big book is read and stored with the server's thread free between them. */

/** Lets other requests run before the next slice. */
export const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `items` in slices of `size` (a statement's values or an `in (...)` list stay within the databases' limits). */
export const chunk = <T>(items: readonly T[], size = 400): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
};

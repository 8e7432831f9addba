import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher, fieldCipher, setFieldCipher } from '../../db/field-crypto';
import { seal, unseal } from './sealed';

// An obviously fake key.
beforeAll(() => setFieldCipher(createFieldCipher(Buffer.alloc(32, 7))));

/** A plan's shape: a few values and long arrays, text in several scripts (a chunk can end inside a character). */
function planLike(lines: number) {
  return {
    fileName: 'Boek van Désirée.xlsx',
    counts: { clients: lines, invalid: 0 },
    none: [],
    lines: Array.from({ length: lines }, (_, index) => ({
      line: index + 2,
      name: `Désirée Köpler ${index} — ǃHuiǁgaib ✓`,
      cells: [index, null, 'N$ 150.00', { problem: 'an error value (#N/A)' }],
    })),
    clients: Array.from({ length: Math.floor(lines / 3) }, (_, index) => ({ key: `C${index}` })),
  };
}

describe('a sealed import value', () => {
  it.each([0, 1, 999, 1_000, 1_001, 40_000])('reads back whole with %i lines', async (count) => {
    const value = planLike(count);
    const sealed = await seal(value);
    expect(sealed).toMatch(/^enc1:/);
    expect(await unseal(sealed)).toEqual(value);
  });

  it('is JSON lines joined by "\\n", an array a thousand items to a line (the stored format)', async () => {
    const sealed = await seal(planLike(2_500));
    const text = fieldCipher().decrypt(sealed);
    const lines = gunzipSync(Buffer.from(text.slice('gz1:'.length), 'base64'))
      .toString('utf8')
      .split('\n');
    // fileName, counts, none (empty), 3 slices of lines (1,000 + 1,000 + 500), 1 of 833 clients.
    expect(lines.map((line) => JSON.parse(line).k)).toEqual([
      'fileName',
      'counts',
      'none',
      'lines',
      'lines',
      'lines',
      'clients',
    ]);
    expect(lines.map((line) => (JSON.parse(line).v as unknown[]).length).slice(3)).toEqual([
      1_000, 1_000, 500, 833,
    ]);
  });

  it('reads what was sealed before the lines were streamed, and what was stored unpacked', async () => {
    const value = planLike(1_200);
    const joined = [
      JSON.stringify({ k: 'fileName', v: value.fileName }),
      JSON.stringify({ k: 'counts', v: value.counts }),
      JSON.stringify({ k: 'none', v: [] }),
      JSON.stringify({ k: 'lines', v: value.lines.slice(0, 1_000), a: true }),
      JSON.stringify({ k: 'lines', v: value.lines.slice(1_000), a: true }),
      JSON.stringify({ k: 'clients', v: value.clients, a: true }),
    ].join('\n');
    const before = fieldCipher().encrypt(`gz1:${gzipSync(joined).toString('base64')}`);
    expect(await unseal(before)).toEqual(value);
    expect(await unseal(fieldCipher().encrypt(JSON.stringify({ clients: ['a'] })))).toEqual({
      clients: ['a'],
    });
  });
});

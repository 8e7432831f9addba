import { describe, expect, it } from 'vitest';
import { forEachStatementLine } from './commissions-repository';

describe('a policy’s statement lines as the database joins them', () => {
  const read = (lines: string) => {
    const out: [number, number][] = [];
    forEachStatementLine(lines, (monthIndex, amountCents) => out.push([monthIndex, amountCents]));
    return out;
  };

  it.each([
    // 2026-01 is month index 2026 x 12 + 0 = 24,312; 2025-12 is 24,311.
    ['2026-01=2375', [[24_312, 2_375]]],
    ['2025-12=0', [[24_311, 0]]],
    [
      '2026-01=2375,2025-12=-2500,2026-11=1000000',
      [
        [24_312, 2_375],
        [24_311, -2_500],
        [24_322, 1_000_000],
      ],
    ],
    ['', []],
  ])('%s', (lines, expected) => {
    expect(read(lines)).toEqual(expected);
  });
});

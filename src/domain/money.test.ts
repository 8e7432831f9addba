import { describe, expect, it } from 'vitest';
import { formatNad, formatNadWhole, fromCents, toCents } from './money';

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    // 1.005 is 1.00499999... in binary; the epsilon nudge keeps the half-cent rounding a person expects.
    [1.005, 101],
    [204.58, 20458],
    [-3.5, -350],
    [0.1 + 0.2, 30],
  ])('%s -> %s cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('refuses NaN and Infinity', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips through fromCents', () => {
    expect(fromCents(toCents(2332.21))).toBe(2332.21);
  });
});

describe('formatNad', () => {
  it.each([
    [0, 'N$ 0.00'],
    [5, 'N$ 0.05'],
    [123456, 'N$ 1,234.56'],
    [100000000, 'N$ 1,000,000.00'],
    [-2550, '-N$ 25.50'],
  ])('%s cents -> %s', (cents, text) => {
    expect(formatNad(cents)).toBe(text);
  });

  it('refuses fractional cents', () => {
    expect(() => formatNad(1.5)).toThrow(RangeError);
  });
});

describe('formatNadWhole', () => {
  it.each([
    [150000, 'N$ 150,000'],
    [5000, 'N$ 5,000'],
    [999.5, 'N$ 1,000'],
    [-1200, '-N$ 1,200'],
  ])('%s -> %s', (amount, text) => {
    expect(formatNadWhole(amount)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCompact, formatNumber } from './number-format';

describe('formatNumber', () => {
  it.each([
    [0, 0, 2, '0'],
    [0, 2, 2, '0.00'],
    [5, 0, 0, '5'],
    [999, 0, 2, '999'],
    [1000, 0, 2, '1,000'],
    [1234567.891, 2, 2, '1,234,567.89'],
    [1234.5, 2, 2, '1,234.50'],
    [-2550.5, 0, 0, '-2,551'],
    // 1.005 is 1.00499999999999989... in binary, but written "1.005": ICU rounds what is written.
    [1.005, 0, 2, '1.01'],
    [2.675, 0, 2, '2.68'],
    [0.125, 0, 2, '0.13'],
    [0.995, 0, 2, '1'],
    [9.995, 0, 2, '10'],
    [123456789.125, 0, 2, '123,456,789.13'],
    [-0.001, 0, 2, '-0'],
    [1e-7, 0, 2, '0'],
    [1e21, 0, 0, '1,000,000,000,000,000,000,000'],
    [1.5e-7, 0, 7, '0.0000002'],
    [Number.NaN, 0, 2, 'NaN'],
    [Number.POSITIVE_INFINITY, 0, 2, '∞'],
  ])('%s with %s to %s places -> %s', (value, minimumFractionDigits, maximumFractionDigits, text) => {
    expect(formatNumber(value, { minimumFractionDigits, maximumFractionDigits })).toBe(text);
  });
});

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1450, '1.5K'],
    [-1500, '-1.5K'],
    [9999, '10K'],
    [99949, '99.9K'],
    // 99.95K rounds to 100.0K: still thousands.
    [99950, '100K'],
    // 999.95K rounds to 1000K: a million.
    [999950, '1M'],
    [999.95, '1K'],
    [1234567, '1.2M'],
    [1e9, '1B'],
    [123456789012, '123.5B'],
    [1.5e12, '1.5T'],
    [1e15, '1000T'],
    [1e16, '10,000T'],
    [0.05, '0.1'],
    [0.04, '0'],
    [12.34, '12.3'],
  ])('%s -> %s', (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });
});

/** A spread of values: amounts in cents and rands, rates, tiny and huge numbers, ties at every place. */
function sampleValues(): number[] {
  let seed = 45;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values: number[] = [];
  for (let i = 0; i < 4000; i += 1) {
    const power = Math.floor(random() * 24) - 8;
    const value = random() * 10 ** power;
    values.push(
      value,
      -value,
      Math.round(value * 100) / 100,
      Math.round(value) + 0.5,
      Math.round(value * 1000) / 1000 + 0.005,
    );
  }
  return values;
}

describe('the same text as Intl.NumberFormat en-US', () => {
  const values = sampleValues();

  it.each([
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 2],
    [1, 3],
  ])('minimumFractionDigits %s, maximumFractionDigits %s', (minimumFractionDigits, maximumFractionDigits) => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
    const differing = values.filter(
      (value) => formatNumber(value, { minimumFractionDigits, maximumFractionDigits }) !== intl.format(value),
    );
    expect(differing).toEqual([]);
  });

  it('compact, one place', () => {
    const intl = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
    expect(values.filter((value) => formatCompact(value) !== intl.format(value))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { niceStep, xTicks, yTicks } from './charts';

describe('the chart axes', () => {
  it.each([
    // span / 4 parts, rounded up to 1, 2, 2.5 or 5 times a power of ten
    [100, 25], // 25 = 2.5 × 10
    [1_000_000, 250_000], // 250,000 = 2.5 × 100,000
    [1_350_000, 500_000], // 337,500 -> 5 × 100,000
    [36_000, 10_000], // 9,000 -> 1 × 10,000
    [7, 2], // 1.75 -> 2 × 1
    [0, 1], // nothing to split
  ])('a span of %d steps by %d', (span, step) => {
    expect(niceStep(span)).toBe(step);
  });

  it.each([
    // 0 to the first step at or above the highest value
    [
      [0, 360_000],
      [0, 100_000, 200_000, 300_000, 400_000],
    ], // 360,000 / 4 = 90,000 -> step 100,000
    [
      [1_350_000, 900_000, 0],
      [0, 500_000, 1_000_000, 1_500_000],
    ],
    [
      [0, 0],
      [0, 1],
    ], // a flat line at 0
    [
      [-50, 150],
      [-50, 0, 50, 100, 150],
    ], // a span of 200 -> step 50
  ])('values %j give the y ticks %j', (values, ticks) => {
    expect(yTicks(values)).toEqual(ticks);
  });

  it.each([
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
    // 21 years (0 to 20): every 4th, the last included
    [Array.from({ length: 21 }, (_, index) => index), [0, 4, 8, 12, 16, 20]],
    // 31 values (0 to 30): every 6th, the last included
    [Array.from({ length: 31 }, (_, index) => index), [0, 6, 12, 18, 24, 30]],
    // 26 values (1 to 26): every 5th (1, 6, ..., 26)
    [Array.from({ length: 26 }, (_, index) => index + 1), [1, 6, 11, 16, 21, 26]],
    // 24 values (1 to 24): every 5th (1 ... 21), then 24, 3 from 21 (not under half a step)
    [Array.from({ length: 24 }, (_, index) => index + 1), [1, 6, 11, 16, 21, 24]],
    // 23 values (1 to 23): every 5th (1 ... 21); 23 is 2 from 21, under half a step: it replaces it
    [Array.from({ length: 23 }, (_, index) => index + 1), [1, 6, 11, 16, 23]],
  ])('x values %j are labelled at %j', (xs, ticks) => {
    expect(xTicks(xs)).toEqual(ticks);
  });
});

import { describe, expect, it } from 'vitest';
import { retentionPeriods } from './periods';
import { removableFrom, retentionReason, yearsBefore } from './retention';

const periods = retentionPeriods; // 2 years without advice, 5 with
const now = new Date('2026-11-25T00:30:00.000Z');

describe('yearsBefore', () => {
  it.each([
    ['2026-11-25T00:30:00.000Z', 2, '2024-11-25T00:30:00.000Z'],
    ['2026-11-25T00:30:00.000Z', 5, '2021-11-25T00:30:00.000Z'],
    // 29 February 2028 minus 1 year: 29 February 2027 does not exist, so 1 March 2027.
    ['2028-02-29T12:00:00.000Z', 1, '2027-03-01T12:00:00.000Z'],
    // Minus a negative count moves forward.
    ['2024-11-25T00:30:00.000Z', -2, '2026-11-25T00:30:00.000Z'],
  ])('%s minus %i years is %s', (from, years, expected) => {
    expect(yearsBefore(from, years).toISOString()).toBe(expected);
  });
});

describe('retentionReason (now: 25 November 2026, 00:30 UTC)', () => {
  it.each([
    // [last activity, advice given, expected]
    ['2024-11-25T00:29:59.999Z', false, 'no-advice'], // two years and a millisecond ago
    ['2024-11-25T00:30:00.000Z', false, null], // exactly two years: kept until it is more
    ['2025-06-01T08:00:00.000Z', false, null],
    ['2024-11-25T00:29:59.999Z', true, null], // advice: five years, not two
    ['2021-11-25T00:29:59.999Z', true, 'advice-period-over'],
    ['2021-11-25T00:30:00.000Z', true, null],
    ['2019-01-01T00:00:00.000Z', false, 'no-advice'],
  ])('last activity %s, advice %s: %s', (lastActivityAt, adviceGiven, expected) => {
    expect(retentionReason({ lastActivityAt, adviceGiven }, now, periods)).toBe(expected);
  });

  it('follows the periods it is given', () => {
    const lastActivityAt = '2025-10-01T00:00:00.000Z';
    expect(
      retentionReason({ lastActivityAt, adviceGiven: false }, now, {
        ...periods,
        enquiryWithoutAdviceYears: 1,
      }),
    ).toBe('no-advice');
  });
});

describe('removableFrom', () => {
  it.each([
    ['2026-03-10T09:00:00.000Z', false, '2028-03-10T09:00:00.000Z'],
    ['2026-03-10T09:00:00.000Z', true, '2031-03-10T09:00:00.000Z'],
  ])('last activity %s, advice %s: from %s', (lastActivityAt, adviceGiven, expected) => {
    expect(removableFrom(lastActivityAt, adviceGiven, periods).toISOString()).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { type PolicyGroup, summariseBook } from './summary';

const group = (
  startMonth: string,
  insurer: string,
  product: string,
  premiumFrequency: PolicyGroup['premiumFrequency'],
  count: number,
  premiumCents: number,
): PolicyGroup => ({ startMonth, insurer, product, premiumFrequency, count, premiumCents });

describe('the book at a glance', () => {
  const groups = [
    // Two monthly life policies from March 2025, N$ 450 and N$ 550: 100,000 cents a month.
    group('2025-03', 'Old Mutual', 'life', 'monthly', 2, 100_000),
    // One quarterly funeral policy from November 2024, N$ 1,000.00 a quarter: 33,333.33 a month.
    group('2024-11', 'Old Mutual', 'funeral', 'quarterly', 1, 100_000),
    // One annual retirement annuity from November 2023, N$ 12,000.00: 100,000 a month.
    group('2023-11', 'Sanlam', 'retirement-annuity', 'annually', 1, 1_200_000),
    // A single premium placed in June 2026 and one in 2025: no monthly premium.
    group('2026-06', 'Sanlam', 'investment', 'single', 1, 5_000_000),
    group('2025-06', 'Sanlam', 'investment', 'single', 1, 2_000_000),
  ];
  const book = summariseBook(groups, '2026-11');

  it('counts the in-force policies and their monthly premium, rounded once', () => {
    // 100,000 + 33,333.33 + 100,000 = 233,333.33 -> 233,333 cents; singles count, add no premium.
    // The two singles apart: 50,000.00 + 20,000.00 = 7,000,000 cents.
    expect(book.inForce).toEqual({
      count: 6,
      monthlyPremiumCents: 233_333,
      singlePremiumCount: 2,
      singlePremiumCents: 7_000_000,
    });
  });

  it('by insurer and by product, largest monthly premium first', () => {
    // Old Mutual 100,000 + 33,333.33 = 133,333; Sanlam 100,000.
    expect(book.byInsurer).toEqual([
      {
        insurer: 'Old Mutual',
        count: 3,
        monthlyPremiumCents: 133_333,
        singlePremiumCount: 0,
        singlePremiumCents: 0,
      },
      // Sanlam's investments read as single premiums, not N$ 0.00 a month (issue 44).
      {
        insurer: 'Sanlam',
        count: 3,
        monthlyPremiumCents: 100_000,
        singlePremiumCount: 2,
        singlePremiumCents: 7_000_000,
      },
    ]);
    expect(book.byProduct).toEqual([
      {
        product: 'life',
        count: 2,
        monthlyPremiumCents: 100_000,
        singlePremiumCount: 0,
        singlePremiumCents: 0,
      },
      {
        product: 'retirement-annuity',
        count: 1,
        monthlyPremiumCents: 100_000,
        singlePremiumCount: 0,
        singlePremiumCents: 0,
      },
      {
        product: 'funeral',
        count: 1,
        monthlyPremiumCents: 33_333,
        singlePremiumCount: 0,
        singlePremiumCents: 0,
      },
      {
        product: 'investment',
        count: 2,
        monthlyPremiumCents: 0,
        singlePremiumCount: 2,
        singlePremiumCents: 7_000_000,
      },
    ]);
  });

  it('the next twelve months’ anniversaries, this month first', () => {
    expect(book.anniversaries.map((month) => month.month)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
    ]);
    // November: the funeral policy (2024) and the annuity (2023). March: the two life policies.
    // June 2027: both single premiums (2025 and 2026) reach an anniversary.
    expect(book.anniversaries.filter((month) => month.count > 0)).toEqual([
      { month: '2026-11', count: 2 },
      { month: '2027-03', count: 2 },
      { month: '2027-06', count: 2 },
    ]);
  });

  it('the premiums placed in each of the last twelve months, and single premiums apart', () => {
    expect(book.placedByMonth.map((month) => month.month)[0]).toBe('2025-12');
    expect(book.placedByMonth.at(-1)).toEqual({
      month: '2026-11',
      count: 0,
      monthlyPremiumCents: 0,
      singlePremiumCount: 0,
      singlePremiumCents: 0,
    });
    expect(book.placedByMonth.find((month) => month.month === '2026-06')).toEqual({
      month: '2026-06',
      count: 1,
      monthlyPremiumCents: 0,
      singlePremiumCount: 1,
      singlePremiumCents: 5_000_000,
    });
    expect(book.singlePremiumsThisYear).toEqual({ count: 1, premiumCents: 5_000_000 });
  });

  it('an empty book', () => {
    const empty = summariseBook([], '2026-11');
    expect(empty.inForce).toEqual({
      count: 0,
      monthlyPremiumCents: 0,
      singlePremiumCount: 0,
      singlePremiumCents: 0,
    });
    expect(empty.byInsurer).toEqual([]);
    expect(empty.anniversaries.every((month) => month.count === 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type CommissionTerms,
  expectedCommissionCents,
  expectedInMonthsCents,
  expectedInPolicyMonthCents,
  firstYearCommissionCents,
} from './commissions';
import type { Premium } from './premiums';

const monthly: Premium = { premiumCents: 50_000, premiumFrequency: 'monthly' }; // N$ 500 a month
const start = '2026-03';
const months = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const at = 2026 * 12 + 2 + from - 1 + index; // March 2026 is policy month 1
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });

describe('expected commission', () => {
  it('a percentage of the first year’s premium, up front, then an ongoing percentage from month 13', () => {
    // First year: 12 x 50,000 = 600,000 cents; 75 % of it = 450,000 (N$ 4,500) in March 2026.
    // From month 13 (March 2027): 5 % of each 50,000 premium = 2,500 a month.
    const terms: CommissionTerms = {
      firstYear: { kind: 'percent', basisPoints: 7_500, paid: 'upfront' },
      ongoingBasisPoints: 500,
    };
    expect(firstYearCommissionCents(monthly, terms)).toBe(450_000);
    const expected = months(0, 15).map((month) => expectedCommissionCents(monthly, terms, start, month));
    // Month 0 is February 2026, before the start.
    expect(expected).toEqual([0, 450_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2_500, 2_500]);
  });

  it('over twelve months: twelve parts that add up to the cent', () => {
    // An amount of N$ 1,000.00 = 100,000 cents over 12 months: 8,333.33 a month. Each month is
    // floor(100,000 x k / 12) - floor(100,000 x (k - 1) / 12): 8,333, 8,333, 8,334, 8,333, ...
    const terms: CommissionTerms = {
      firstYear: { kind: 'amount', amountCents: 100_000, paid: 'over-12-months' },
    };
    const parts = months(1, 13).map((month) => expectedCommissionCents(monthly, terms, start, month));
    expect(parts).toEqual([
      8_333, 8_333, 8_334, 8_333, 8_333, 8_334, 8_333, 8_333, 8_334, 8_333, 8_333, 8_334, 0,
    ]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(100_000);
  });

  it('ongoing commission follows the premiums collected: a quarterly policy pays every third month', () => {
    // N$ 1,500.00 a quarter; 3.5 % ongoing = 150,000 x 350 / 10,000 = 5,250 cents in the months a
    // premium is collected (policy months 13, 16, 19...: March, June, September 2027).
    const quarterly: Premium = { premiumCents: 150_000, premiumFrequency: 'quarterly' };
    const terms: CommissionTerms = { ongoingBasisPoints: 350 };
    expect(months(13, 7).map((month) => expectedCommissionCents(quarterly, terms, start, month))).toEqual([
      5_250, 0, 0, 5_250, 0, 0, 5_250,
    ]);
    // Nothing in the first year without first-year terms.
    expect(expectedCommissionCents(quarterly, terms, start, '2026-03')).toBe(0);
  });

  it('rounds each month half up, and a single premium earns only its first-year commission', () => {
    // 2.5 % of N$ 333.33 = 33,333 x 250 / 10,000 = 833.325 -> 833; of N$ 333.34 = 833.35 -> 833;
    // of N$ 333.38 = 833.45 -> 833; of N$ 333.40 = 833.5 -> 834 (half up).
    const terms: CommissionTerms = { ongoingBasisPoints: 250 };
    const at13 = '2027-03';
    for (const [premiumCents, expected] of [
      [33_333, 833],
      [33_334, 833],
      [33_338, 833],
      [33_340, 834],
    ] as const)
      expect(expectedCommissionCents({ premiumCents, premiumFrequency: 'monthly' }, terms, start, at13)).toBe(
        expected,
      );
    // A single premium of N$ 100,000: 3 % up front = 300,000 cents; nothing ongoing.
    const single: Premium = { premiumCents: 10_000_000, premiumFrequency: 'single' };
    const singleTerms: CommissionTerms = {
      firstYear: { kind: 'percent', basisPoints: 300, paid: 'upfront' },
      ongoingBasisPoints: 50,
    };
    expect(months(1, 14).map((month) => expectedCommissionCents(single, singleTerms, start, month))).toEqual([
      300_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });
});

describe('expected commission over consecutive months at once', () => {
  // The report's fast path must agree with the month-by-month rule for every kind of terms and
  // premium, and for windows before the start, across months 12 and 13, and long after.
  const premiums: Premium[] = [
    { premiumCents: 50_000, premiumFrequency: 'monthly' },
    { premiumCents: 100_001, premiumFrequency: 'quarterly' },
    { premiumCents: 1_200_000, premiumFrequency: 'annually' },
    { premiumCents: 5_000_000, premiumFrequency: 'single' },
  ];
  const termsCases: CommissionTerms[] = [
    {},
    { firstYear: { kind: 'percent', basisPoints: 7_500, paid: 'upfront' }, ongoingBasisPoints: 500 },
    { firstYear: { kind: 'percent', basisPoints: 7_333, paid: 'over-12-months' }, ongoingBasisPoints: 350 },
    { firstYear: { kind: 'amount', amountCents: 100_000, paid: 'over-12-months' } },
    { firstYear: { kind: 'amount', amountCents: 250_000, paid: 'upfront' } },
    { ongoingBasisPoints: 1 },
  ];
  const windows = [-14, -3, 0, 1, 2, 6, 11, 12, 13, 14, 25, 121];
  const cases = premiums.flatMap((premium) =>
    termsCases.flatMap((terms) => windows.map((firstPolicyMonth) => ({ premium, terms, firstPolicyMonth }))),
  );

  it.each(cases)(
    '$premium.premiumFrequency, $terms, from policy month $firstPolicyMonth',
    ({ premium, terms, firstPolicyMonth }) => {
      const into = new Float64Array(24);
      const any = expectedInMonthsCents(premium, terms, firstPolicyMonth, into);
      const total = firstYearCommissionCents(premium, terms);
      const byMonth = Array.from({ length: 24 }, (_, offset) =>
        expectedInPolicyMonthCents(premium, terms, firstPolicyMonth + offset, total),
      );
      expect([...into]).toEqual(byMonth);
      expect(any).toBe(byMonth.some((cents) => cents !== 0));
    },
  );

  it('a quarterly premium of N$ 1,000.01 from month 13: 3.5 % of 100,001 = 3,500.035, 3,500 cents in months 13, 16, 19', () => {
    const into = new Float64Array(9);
    expectedInMonthsCents(
      { premiumCents: 100_001, premiumFrequency: 'quarterly' },
      { ongoingBasisPoints: 350 },
      12,
      into,
    );
    // Policy months 12 to 20.
    expect([...into]).toEqual([0, 3_500, 0, 0, 3_500, 0, 0, 3_500, 0]);
  });
});

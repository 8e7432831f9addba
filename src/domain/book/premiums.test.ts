import { describe, expect, it } from 'vitest';
import {
  firstYearPremiumCents,
  monthlyPremiumCents,
  type Premium,
  premiumDueInMonthCents,
  totalMonthlyPremiumCents,
} from './premiums';

describe('a policy’s monthly premium (D28)', () => {
  it.each<[Premium, number]>([
    [{ premiumCents: 45_000, premiumFrequency: 'monthly' }, 45_000],
    // N$ 1,000.00 a quarter: 100,000 / 3 = 33,333.33... -> 33,333 cents.
    [{ premiumCents: 100_000, premiumFrequency: 'quarterly' }, 33_333],
    // N$ 1,000.02 a quarter: 100,002 / 3 = 33,334 exactly.
    [{ premiumCents: 100_002, premiumFrequency: 'quarterly' }, 33_334],
    // N$ 1,000.00 a year: 100,000 / 12 = 8,333.33... -> 8,333.
    [{ premiumCents: 100_000, premiumFrequency: 'annually' }, 8_333],
    // N$ 1,000.06 a year: 100,006 / 12 = 8,333.83... -> 8,334 (half up).
    [{ premiumCents: 100_006, premiumFrequency: 'annually' }, 8_334],
    // Exactly half a cent: 6 / 12 = 0.5 -> 1 (half up).
    [{ premiumCents: 6, premiumFrequency: 'annually' }, 1],
    [{ premiumCents: 5, premiumFrequency: 'annually' }, 0],
    [{ premiumCents: 5_000_000, premiumFrequency: 'single' }, 0],
  ])('%o is %i cents a month', (premium, expected) => {
    expect(monthlyPremiumCents(premium)).toBe(expected);
  });

  it('rounds a total once, at the end, not policy by policy', () => {
    // Three annual premiums of N$ 1,000.00: 3 x 100,000 / 12 = 25,000 exactly; rounding each
    // first would give 3 x 8,333 = 24,999.
    const annual: Premium = { premiumCents: 100_000, premiumFrequency: 'annually' };
    expect(totalMonthlyPremiumCents([annual, annual, annual])).toBe(25_000);
    // 45,000 monthly + 100,000 quarterly (33,333.33) + 100,000 annually (8,333.33) + a single premium
    // = 86,666.67 -> 86,667; in twelfths: 540,000 + 400,000 + 100,000 = 1,040,000 / 12 = 86,666.67.
    expect(
      totalMonthlyPremiumCents([
        { premiumCents: 45_000, premiumFrequency: 'monthly' },
        { premiumCents: 100_000, premiumFrequency: 'quarterly' },
        annual,
        { premiumCents: 1_000_000, premiumFrequency: 'single' },
      ]),
    ).toBe(86_667);
    expect(totalMonthlyPremiumCents([])).toBe(0);
  });

  it.each<[Premium, number]>([
    [{ premiumCents: 45_000, premiumFrequency: 'monthly' }, 540_000],
    [{ premiumCents: 100_000, premiumFrequency: 'quarterly' }, 400_000],
    [{ premiumCents: 100_000, premiumFrequency: 'annually' }, 100_000],
    [{ premiumCents: 1_000_000, premiumFrequency: 'single' }, 1_000_000],
  ])('the first year of %o is %i cents', (premium, expected) => {
    expect(firstYearPremiumCents(premium)).toBe(expected);
  });

  it.each<[Premium['premiumFrequency'], string, number]>([
    ['monthly', '2026-02', 0], // before it started
    ['monthly', '2026-03', 1_000],
    ['monthly', '2027-08', 1_000],
    ['quarterly', '2026-03', 1_000],
    ['quarterly', '2026-04', 0],
    ['quarterly', '2026-06', 1_000],
    ['quarterly', '2027-03', 1_000],
    ['annually', '2026-03', 1_000],
    ['annually', '2026-09', 0],
    ['annually', '2027-03', 1_000],
    ['single', '2026-03', 1_000],
    ['single', '2027-03', 0],
  ])(
    'a %s premium of N$ 10 started in March 2026 is collected in %s: %i cents',
    (frequency, month, expected) => {
      expect(
        premiumDueInMonthCents({ premiumCents: 1_000, premiumFrequency: frequency }, '2026-03', month),
      ).toBe(expected);
    },
  );
});

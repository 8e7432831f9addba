import { describe, expect, it } from 'vitest';
import { calculateLifeCover } from './life-cover';

/** Cover = income x years + dependents x (50,000 + 100,000) + debts, rounded to whole N$. */
describe('calculateLifeCover', () => {
  it.each([
    // 10 x 300,000 + 2 x 150,000 + 200,000 = 3,500,000
    [
      { annualIncome: 300_000, dependents: 2, currentDebts: 200_000, yearsOfCoverage: 10 },
      3_500_000,
      [300_000_000, 10_000_000, 20_000_000, 20_000_000],
    ],
    // years left blank: the default 10, the spec's "10 times annual income": 10 x 240,000 = 2,400,000
    [{ annualIncome: 240_000, dependents: 0, currentDebts: 0 }, 2_400_000, [240_000_000, 0, 0, 0]],
    // no income, 3 dependents, no debts: 3 x 150,000 = 450,000
    [{ annualIncome: 0, dependents: 3, yearsOfCoverage: 10 }, 450_000, [0, 15_000_000, 30_000_000, 0]],
    // 5 years: 5 x 180,000 + 1 x 150,000 + 35,000 = 1,085,000
    [
      { annualIncome: 180_000, dependents: 1, currentDebts: 35_000, yearsOfCoverage: 5 },
      1_085_000,
      [90_000_000, 5_000_000, 10_000_000, 3_500_000],
    ],
    // 20 years of 450,000 + 4 x 150,000 + 1,250,000 = 10,850,000
    [
      { annualIncome: 450_000, dependents: 4, currentDebts: 1_250_000, yearsOfCoverage: 20 },
      10_850_000,
      [900_000_000, 20_000_000, 40_000_000, 125_000_000],
    ],
    // cents round to whole N$: 10 x 123,456.78 = 1,234,567.80 + 0.45 of debt = 1,234,568.25 -> 1,234,568
    [
      { annualIncome: 123_456.78, dependents: 0, currentDebts: 0.45, yearsOfCoverage: 10 },
      1_234_568,
      [123_456_780, 0, 0, 45],
    ],
    // 1 year: 1 x 96,000 + 2 x 150,000 = 396,000
    [
      { annualIncome: 96_000, dependents: 2, yearsOfCoverage: 1 },
      396_000,
      [9_600_000, 10_000_000, 20_000_000, 0],
    ],
    // half a rand rounds up: 10 x 0.05 = 0.50 -> 1
    [{ annualIncome: 0.05, dependents: 0, yearsOfCoverage: 10 }, 1, [50, 0, 0, 0]],
  ])('%o -> N$ %i', (inputs, total, [income, immediate, education, debts]) => {
    const outcome = calculateLifeCover(inputs);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.result).toEqual({
      incomeReplacementCents: income,
      immediateNeedsCents: immediate,
      educationCents: education,
      debtsCents: debts,
      totalCoverCents: total * 100,
    });
  });

  it.each([
    [{ dependents: 1 }, { annualIncome: 'Enter your annual income' }],
    [{ annualIncome: 100_000 }, { dependents: 'Enter the number of dependents' }],
    [
      { annualIncome: 100_000, dependents: 1.5 },
      { dependents: 'Enter the number of dependents as a whole number' },
    ],
    [
      { annualIncome: -1, dependents: 1 },
      { annualIncome: 'Enter your annual income between 0 and 1,000,000,000' },
    ],
    [
      { annualIncome: 100_000, dependents: 1, yearsOfCoverage: 0 },
      { yearsOfCoverage: 'Enter the years of cover between 1 and 50' },
    ],
  ])('%o is refused', (inputs, errors) => {
    expect(calculateLifeCover(inputs)).toEqual({ ok: false, errors });
  });
});

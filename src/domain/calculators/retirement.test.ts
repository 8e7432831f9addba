import { describe, expect, it } from 'vitest';
import { calculateRetirement } from './retirement';

/**
 * FV = P x ((1 + r)^n - 1) / r, r = yearly rate / 12, n = years x 12; worked with Python's
 * Decimal (50 digits), independently of this code, then rounded to whole N$.
 */
describe('calculateRetirement', () => {
  it.each([
    // age 30 -> 65, N$2,000 a month at 10 %: n = 420, r = 0.1/12 -> 7,593,276.10 -> 7,593,276
    [{ currentAge: 30, retirementAge: 65, monthlySavings: 2000, expectedReturn: 10 }, 7_593_276, 840_000],
    // 0 % return: plain sum, 480 months x 1,000
    [{ currentAge: 25, retirementAge: 65, monthlySavings: 1000, expectedReturn: 0 }, 480_000, 480_000],
    // one year at 12 %: r = 0.01, 1,000 x (1.01^12 - 1) / 0.01 = 12,682.503 -> 12,683
    [{ currentAge: 64, retirementAge: 65, monthlySavings: 1000, expectedReturn: 12 }, 12_683, 12_000],
    // 10 years at 8 %: 91,473.0176 -> 91,473
    [{ currentAge: 50, retirementAge: 60, monthlySavings: 500, expectedReturn: 8 }, 91_473, 60_000],
    // 25 years at 6 %: 2,078,981.887 -> 2,078,982
    [{ currentAge: 40, retirementAge: 65, monthlySavings: 3000, expectedReturn: 6 }, 2_078_982, 900_000],
    // nothing saved: nothing at retirement
    [{ currentAge: 45, retirementAge: 65, monthlySavings: 0, expectedReturn: 10 }, 0, 0],
    // 40 years at 7.5 %: 4,535,733.261 -> 4,535,733
    [{ currentAge: 20, retirementAge: 60, monthlySavings: 1500, expectedReturn: 7.5 }, 4_535_733, 720_000],
    // the top return allowed, 50 %: 37,925.648 -> 37,926
    [{ currentAge: 59, retirementAge: 60, monthlySavings: 2500, expectedReturn: 50 }, 37_926, 30_000],
    // 1 %: 1,205.515 -> 1,206
    [{ currentAge: 20, retirementAge: 21, monthlySavings: 100, expectedReturn: 1 }, 1_206, 1_200],
  ])('%o -> N$ %i (paid in N$ %i)', (inputs, futureValue, contributions) => {
    const outcome = calculateRetirement(inputs);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.result.futureValueCents).toBe(futureValue * 100);
    expect(outcome.result.monthlySavingsCents).toBe((inputs.monthlySavings ?? 0) * 100);
    expect(outcome.result.totalContributionsCents).toBe(contributions * 100);
    expect(outcome.result.totalGrowthCents).toBe((futureValue - contributions) * 100);
  });

  it('gives one point per year, the last equal to the result', () => {
    const outcome = calculateRetirement({
      currentAge: 30,
      retirementAge: 65,
      monthlySavings: 2000,
      expectedReturn: 10,
    });
    if (!outcome.ok) throw new Error('expected a result');
    const { series, futureValueCents, years, months } = outcome.result;
    expect([years, months]).toEqual([35, 420]);
    expect(series).toHaveLength(35);
    expect(series[0]).toMatchObject({ year: 1, age: 31, contributionsCents: 2_400_000 });
    expect(series.at(-1)?.valueCents).toBe(futureValueCents);
    // Growth only ever adds: each year is worth more than the one before.
    for (let index = 1; index < series.length; index++) {
      expect(series[index]!.valueCents).toBeGreaterThan(series[index - 1]!.valueCents);
    }
  });

  it.each([
    [{}, ['currentAge', 'retirementAge', 'monthlySavings', 'expectedReturn']],
    [{ currentAge: 65, retirementAge: 65, monthlySavings: 100, expectedReturn: 5 }, ['retirementAge']],
    [{ currentAge: 70, retirementAge: 65, monthlySavings: 100, expectedReturn: 5 }, ['retirementAge']],
    [{ currentAge: 30.5, retirementAge: 65, monthlySavings: 100, expectedReturn: 5 }, ['currentAge']],
    [{ currentAge: 30, retirementAge: 65, monthlySavings: -1, expectedReturn: 5 }, ['monthlySavings']],
    [{ currentAge: 30, retirementAge: 65, monthlySavings: 100, expectedReturn: 51 }, ['expectedReturn']],
    [
      { currentAge: 30, retirementAge: 65, monthlySavings: Number.NaN, expectedReturn: 5 },
      ['monthlySavings'],
    ],
    [
      { currentAge: 30, retirementAge: 65, monthlySavings: Number.POSITIVE_INFINITY, expectedReturn: 5 },
      ['monthlySavings'],
    ],
  ])('%o is refused, naming %o', (inputs, fields) => {
    const outcome = calculateRetirement(inputs);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(Object.keys(outcome.errors).sort()).toEqual([...fields].sort());
  });

  it('says what is wrong in words', () => {
    const outcome = calculateRetirement({
      currentAge: 65,
      retirementAge: 60,
      monthlySavings: 100,
      expectedReturn: 5,
    });
    expect(outcome).toEqual({
      ok: false,
      errors: { retirementAge: 'Enter a retirement age above your current age' },
    });
    expect(calculateRetirement({ currentAge: 30, retirementAge: 65, expectedReturn: 5 })).toEqual({
      ok: false,
      errors: { monthlySavings: 'Enter your monthly savings' },
    });
  });
});

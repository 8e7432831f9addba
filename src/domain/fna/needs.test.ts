import { describe, expect, it } from 'vitest';
import {
  grownCents,
  incomeCapitalCents,
  monthlySavingForCents,
  realMonthlyRate,
  savingsValueCents,
} from './finance';
import {
  educationNeeds,
  needsAtCriticalIllness,
  needsAtDeath,
  needsAtDisability,
  retirementNeeds,
  shortfallText,
} from './needs';

/*
 * Expected values worked separately in Python (floating point, rounded to the cent at the end):
 *   real monthly rate r = (1.10 / 1.06)^(1/12) - 1 = 0.0030915416...
 *   capital for M a month over n months = M * (1 - (1 + r)^-n) / r
 *   monthly rate of 10 % a year m = 1.10^(1/12) - 1; savings value = S * ((1 + m)^n - 1) / m
 */

describe('finance helpers', () => {
  it.each([
    // N$ 10,000 a month for 20 years at 10 % with 6 % inflation: 1,000,000 c * 169.2617... = N$ 1,692,617.51
    [1_000_000, 240, 10, 6, 169_261_751],
    // Return equal to inflation: no real growth, 240 payments of N$ 10,000 = N$ 2,400,000
    [1_000_000, 240, 6, 6, 240_000_000],
    [0, 240, 10, 6, 0],
    [1_000_000, 0, 10, 6, 0],
  ])(
    'capital for %i c a month over %i months at %i %% (inflation %i %%) is %i c',
    (monthly, months, ret, inf, expected) => {
      expect(incomeCapitalCents(monthly, months, ret, inf)).toBe(expected);
    },
  );

  it('real monthly rate', () => {
    expect(realMonthlyRate(10, 6)).toBeCloseTo(0.0030915416, 9);
    expect(realMonthlyRate(6, 6)).toBe(0);
  });

  it.each([
    // N$ 100,000 for 10 years at 10 %: 1.1^10 = 2.5937424601 -> N$ 259,374.25
    [10_000_000, 10, 10, 25_937_425],
    [10_000_000, 0, 10, 10_000_000],
    [10_000_000, -3, 10, 10_000_000],
  ])('%i c grown for %i years at %i %% is %i c', (present, years, rate, expected) => {
    expect(grownCents(present, years, rate)).toBe(expected);
  });

  it('savings and the monthly saving for a target are each other’s inverse', () => {
    // N$ 1,000 a month for 10 years at 10 %: N$ 199,863.86
    expect(savingsValueCents(100_000, 120, 10)).toBe(19_986_386);
    // N$ 1,000,000 in 10 years at 10 %: N$ 5,003.41 a month
    expect(monthlySavingForCents(100_000_000, 120, 10)).toBe(500_341);
    expect(monthlySavingForCents(0, 120, 10)).toBe(0);
    expect(monthlySavingForCents(-5, 120, 10)).toBe(0);
    // Nothing left to save for: the whole amount is needed now.
    expect(monthlySavingForCents(1_000, 0, 10)).toBe(1_000);
  });
});

describe('needs at death', () => {
  it('adds lump sums and the dependants’ income capital, less life cover and assets', () => {
    const result = needsAtDeath({
      // debts N$ 500,000 and estate costs N$ 3,400
      lumpSumsCents: [50_000_000, 340_000],
      // N$ 15,000 a month for 15 years: capital N$ 2,068,303.17
      income: { monthlyCents: 1_500_000, years: 15 },
      // life cover N$ 1,000,000 and assets realised N$ 200,000
      provisionsCents: [100_000_000, 20_000_000],
      rates: { investmentReturn: 10, inflation: 6 },
    });
    expect(result).toEqual({
      lumpSumNeedCents: 50_340_000,
      incomeCapitalCents: 206_830_317,
      // 50,340,000 + 206,830,317
      totalNeedCents: 257_170_317,
      totalProvisionCents: 120_000_000,
      // 257,170,317 - 120,000,000: a shortfall of N$ 1,371,703.17
      shortfallCents: 137_170_317,
    });
  });

  it('shows a surplus as a negative shortfall', () => {
    const result = needsAtDeath({
      lumpSumsCents: [1_000_000],
      income: { monthlyCents: 0, years: 0 },
      provisionsCents: [5_000_000],
      rates: { investmentReturn: 10, inflation: 6 },
    });
    expect(result.shortfallCents).toBe(-4_000_000);
  });
});

describe('needs at disability', () => {
  it('values an income protector’s benefit as capital on the provision side', () => {
    const result = needsAtDisability({
      lumpSumsCents: [10_000_000],
      // N$ 20,000 a month for 25 years: N$ 3,906,643.23; the protector's N$ 10,000: N$ 1,953,321.61
      income: { monthlyCents: 2_000_000, years: 25 },
      provisionsCents: [50_000_000],
      incomeProtectorMonthlyCents: 1_000_000,
      rates: { investmentReturn: 10, inflation: 6 },
    });
    expect(result).toEqual({
      lumpSumNeedCents: 10_000_000,
      incomeCapitalCents: 390_664_323,
      totalNeedCents: 400_664_323,
      incomeProtectorCapitalCents: 195_332_161,
      // 50,000,000 + 195,332,161
      totalProvisionCents: 245_332_161,
      // 400,664,323 - 245,332,161
      shortfallCents: 155_332_162,
    });
  });
});

describe('needs at critical illness', () => {
  it('months of income and medical costs, less dread disease cover', () => {
    // 12 x N$ 20,000 + N$ 50,000 = N$ 290,000; cover N$ 300,000: surplus N$ 10,000
    expect(
      needsAtCriticalIllness({
        monthsOfIncome: 12,
        monthlyIncomeCents: 2_000_000,
        lumpSumsCents: [5_000_000],
        provisionsCents: [30_000_000],
      }),
    ).toMatchObject({
      totalNeedCents: 29_000_000,
      totalProvisionCents: 30_000_000,
      shortfallCents: -1_000_000,
    });
  });
});

describe('retirement needs', () => {
  it('capital needed at retirement against what savings grow to, and the saving that closes the gap', () => {
    const result = retirementNeeds({
      currentAge: 40,
      retirementAge: 60,
      yearsInRetirement: 20,
      monthlyIncomeTodayCents: 2_000_000,
      currentSavingsCents: 50_000_000,
      monthlyContributionCents: 300_000,
      investmentReturn: 10,
      retirementReturn: 10,
      inflation: 6,
    });
    expect(result).toEqual({
      yearsToRetirement: 20,
      // N$ 20,000 x 1.06^20 = N$ 64,142.71
      monthlyIncomeAtRetirementCents: 6_414_271,
      // 6,414,271 c a month for 240 months at the real rate: N$ 10,856,907.38
      capitalNeededCents: 1_085_690_738,
      // N$ 500,000 x 1.1^20 + N$ 3,000 a month for 240 months at 10 %: N$ 5,518,527.65
      projectedCapitalCents: 551_852_765,
      shortfallCents: 533_837_973,
      // N$ 5,338,379.73 in 240 months at 10 %: N$ 7,432.39 a month more
      extraMonthlySavingCents: 743_239,
    });
  });

  it('needs nothing more when the savings are enough', () => {
    const result = retirementNeeds({
      currentAge: 50,
      retirementAge: 60,
      yearsInRetirement: 10,
      monthlyIncomeTodayCents: 100_000,
      currentSavingsCents: 100_000_000,
      monthlyContributionCents: 0,
      investmentReturn: 10,
      retirementReturn: 10,
      inflation: 6,
    });
    expect(result.shortfallCents).toBeLessThan(0);
    expect(result.extraMonthlySavingCents).toBe(0);
  });
});

describe('education needs', () => {
  const rates = { investmentReturn: 10, inflation: 6 };
  it('projects each year’s cost with inflation and finds the monthly saving', () => {
    // Age 8: studies start in 10 years. N$ 60,000 a year today for 4 years:
    // 60,000 x (1.06^10 + 1.06^11 + 1.06^12 + 1.06^13) = N$ 470,056.26
    // N$ 20,000 saved grows to 20,000 x 1.1^10 = N$ 51,874.85
    expect(
      educationNeeds(
        {
          currentAge: 8,
          yearsOfStudies: 4,
          costOfOneYearCents: 6_000_000,
          lumpSumAlreadySavedCents: 2_000_000,
        },
        rates,
      ),
    ).toEqual({
      yearsUntilStudies: 10,
      projectedCostCents: 47_005_626,
      savedAtStartCents: 5_187_485,
      shortfallCents: 41_818_141,
      // N$ 418,181.41 in 120 months at 10 %: N$ 2,092.33 a month
      monthlySavingCents: 209_233,
    });
  });

  it('when studies start now, the whole shortfall is needed now', () => {
    // 60,000 x (1 + 1.06 + 1.06^2) = N$ 191,016.00, less N$ 10,000 saved
    expect(
      educationNeeds(
        {
          currentAge: 18,
          yearsOfStudies: 3,
          costOfOneYearCents: 6_000_000,
          lumpSumAlreadySavedCents: 1_000_000,
        },
        rates,
      ),
    ).toMatchObject({
      yearsUntilStudies: 0,
      projectedCostCents: 19_101_600,
      shortfallCents: 18_101_600,
      monthlySavingCents: 18_101_600,
    });
  });
});

describe('shortfallText', () => {
  it.each([
    [137_170_317, 'Shortfall N$ 1,371,703.17'],
    [-1_000_000, 'Surplus N$ 10,000.00'],
    [0, 'Surplus N$ 0.00'],
  ])('%i cents reads %s', (cents, text) => {
    expect(shortfallText(cents)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import {
  assetClasses,
  type BalanceSheetRow,
  balanceSheetTotals,
  budgetTotals,
  estateCosts,
  estateFeeDefaultsCents,
  riskProfiles,
  strategicAssetAllocation,
} from './totals';

describe('budgetTotals', () => {
  it.each([
    // income 32,500 + 2,000; deductions 6,000 + 1,500; expenses 12,000 + 4,500 + 3,000
    // net: 34,500 - 7,500 - 19,500 = N$ 7,500
    [
      [3_250_000, 200_000],
      [600_000, 150_000],
      [1_200_000, 450_000, 300_000],
      3_450_000,
      750_000,
      1_950_000,
      750_000,
    ],
    // spending more than the income: net -N$ 1,000.01
    [[1_000_000], [], [1_000_001, 99_999, 1], 1_000_000, 0, 1_100_001, -100_001],
    [[], [], [], 0, 0, 0, 0],
  ])(
    'income %j, deductions %j, expenses %j',
    (incomeCents, deductionsCents, expensesCents, income, deductions, expenses, net) => {
      expect(budgetTotals({ incomeCents, deductionsCents, expensesCents })).toEqual({
        totalIncomeCents: income,
        totalDeductionsCents: deductions,
        totalExpensesCents: expenses,
        netPositionCents: net,
      });
    },
  );
});

describe('balanceSheetTotals', () => {
  const row = (value: number, death: string, disability: string, retirement: string): BalanceSheetRow =>
    ({
      currentValueCents: value,
      atDeath: death,
      atDisability: disability,
      atRetirement: retirement,
    }) as BalanceSheetRow;
  it('totals, net worth, and what is realised and settled at each event', () => {
    const assets = [
      row(150_000_000, 'keep', 'keep', 'keep'), // home N$ 1,500,000
      row(25_000_000, 'realise', 'keep', 'realise'), // car N$ 250,000
      row(8_000_000, 'realise', 'realise', 'realise'), // unit trusts N$ 80,000
    ];
    const liabilities = [
      row(90_000_000, 'realise', 'keep', 'keep'), // bond N$ 900,000, paid by its cover at death
      row(12_000_000, 'realise', 'realise', 'realise'), // car loan N$ 120,000
    ];
    const totals = balanceSheetTotals(assets, liabilities);
    // 1,500,000 + 250,000 + 80,000 = 1,830,000; 900,000 + 120,000 = 1,020,000; net 810,000
    expect(totals.totalAssetsCents).toBe(183_000_000);
    expect(totals.totalLiabilitiesCents).toBe(102_000_000);
    expect(totals.netWorthCents).toBe(81_000_000);
    expect(totals.events).toEqual({
      // realised 330,000; settled 1,020,000: short N$ 690,000
      death: {
        realisedAssetsCents: 33_000_000,
        settledLiabilitiesCents: 102_000_000,
        surplusShortfallCents: -69_000_000,
      },
      // realised 80,000; settled 120,000: short N$ 40,000
      disability: {
        realisedAssetsCents: 8_000_000,
        settledLiabilitiesCents: 12_000_000,
        surplusShortfallCents: -4_000_000,
      },
      // realised 330,000; settled 120,000: N$ 210,000 over
      retirement: {
        realisedAssetsCents: 33_000_000,
        settledLiabilitiesCents: 12_000_000,
        surplusShortfallCents: 21_000_000,
      },
    });
  });
});

describe('strategicAssetAllocation', () => {
  it('has the spec’s ranges, each low to high within 0-100', () => {
    expect(strategicAssetAllocation.moderate.equities).toEqual([50, 70]);
    expect(strategicAssetAllocation.aggressive.property).toEqual([0, 25]);
    expect(strategicAssetAllocation.conservative.cash).toEqual([20, 30]);
    for (const profile of riskProfiles)
      for (const assetClass of assetClasses) {
        const [low, high] = strategicAssetAllocation[profile][assetClass];
        expect(low).toBeLessThanOrEqual(high);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(100);
      }
  });
});

describe('estateCosts', () => {
  it('adds the executor’s fee with VAT to the fixed costs', () => {
    // N$ 2,000,000 x 3.5 % = 70,000, + 15 % VAT = 80,500; + 1,810 + 1,500 + 0 = N$ 83,810
    expect(
      estateCosts({
        grossEstateCents: 200_000_000,
        executorFeePercent: 3.5,
        vatPercent: 15,
        deedsOfficeExpensesCents: estateFeeDefaultsCents.deedsOfficeExpenses,
        advertisementCostsCents: estateFeeDefaultsCents.advertisementCosts,
        otherCostsCents: 0,
      }),
    ).toEqual({ executorFeeCents: 8_050_000, totalCostsCents: 8_381_000 });
  });

  it('with no estate the total is the fixed costs: N$ 1,810 + N$ 1,500 = N$ 3,310', () => {
    expect(
      estateCosts({
        grossEstateCents: 0,
        executorFeePercent: 3.5,
        vatPercent: 15,
        deedsOfficeExpensesCents: 181_000,
        advertisementCostsCents: 150_000,
        otherCostsCents: 0,
      }).totalCostsCents,
    ).toBe(331_000);
  });
});

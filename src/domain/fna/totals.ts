/**
 * The FNA's running totals (issue 8): the budget's net position (step 4) and the assets and
 * liabilities at death, disability and retirement (step 5). Money in cents.
 */

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export interface BudgetTotals {
  totalIncomeCents: number;
  totalDeductionsCents: number;
  totalExpensesCents: number;
  /** Income less deductions less expenses: negative when the month does not add up. */
  netPositionCents: number;
}

export function budgetTotals(budget: {
  incomeCents: readonly number[];
  deductionsCents: readonly number[];
  expensesCents: readonly number[];
}): BudgetTotals {
  const totalIncomeCents = sum(budget.incomeCents);
  const totalDeductionsCents = sum(budget.deductionsCents);
  const totalExpensesCents = sum(budget.expensesCents);
  return {
    totalIncomeCents,
    totalDeductionsCents,
    totalExpensesCents,
    netPositionCents: totalIncomeCents - totalDeductionsCents - totalExpensesCents,
  };
}

export const lifeEvents = ['death', 'disability', 'retirement'] as const;
export type LifeEvent = (typeof lifeEvents)[number];

/** An asset (or a liability) and, for each event, whether it is kept or realised (a debt: settled). */
export interface BalanceSheetRow {
  currentValueCents: number;
  atDeath: 'keep' | 'realise';
  atDisability: 'keep' | 'realise';
  atRetirement: 'keep' | 'realise';
}

export interface EventPosition {
  /** Assets turned into cash at the event. */
  realisedAssetsCents: number;
  /** Debts settled at the event. */
  settledLiabilitiesCents: number;
  /** Cash left after settling (negative: the settled debts exceed the realised assets). */
  surplusShortfallCents: number;
}

export interface BalanceSheetTotals {
  totalAssetsCents: number;
  totalLiabilitiesCents: number;
  netWorthCents: number;
  events: Record<LifeEvent, EventPosition>;
}

const eventKey = { death: 'atDeath', disability: 'atDisability', retirement: 'atRetirement' } as const;

export function balanceSheetTotals(
  assets: readonly BalanceSheetRow[],
  liabilities: readonly BalanceSheetRow[],
): BalanceSheetTotals {
  const totalAssetsCents = sum(assets.map((row) => row.currentValueCents));
  const totalLiabilitiesCents = sum(liabilities.map((row) => row.currentValueCents));
  const position = (event: LifeEvent): EventPosition => {
    const key = eventKey[event];
    const realised = sum(assets.filter((row) => row[key] === 'realise').map((row) => row.currentValueCents));
    const settled = sum(
      liabilities.filter((row) => row[key] === 'realise').map((row) => row.currentValueCents),
    );
    return {
      realisedAssetsCents: realised,
      settledLiabilitiesCents: settled,
      surplusShortfallCents: realised - settled,
    };
  };
  return {
    totalAssetsCents,
    totalLiabilitiesCents,
    netWorthCents: totalAssetsCents - totalLiabilitiesCents,
    events: {
      death: position('death'),
      disability: position('disability'),
      retirement: position('retirement'),
    },
  };
}

/** The strategic asset allocation ranges per risk profile (spec doc 3, section 9), in percent. */
export const riskProfiles = ['conservative', 'moderate', 'moderateAggressive', 'aggressive'] as const;
export type RiskProfile = (typeof riskProfiles)[number];
export const riskProfileLabels: Record<RiskProfile, string> = {
  conservative: 'Conservative',
  moderate: 'Moderate',
  moderateAggressive: 'Moderate aggressive',
  aggressive: 'Aggressive',
};
export const assetClasses = [
  'equities',
  'bonds',
  'cash',
  'property',
  'commodities',
  'international',
] as const;
export type AssetClass = (typeof assetClasses)[number];

export const strategicAssetAllocation: Record<RiskProfile, Record<AssetClass, readonly [number, number]>> = {
  conservative: {
    equities: [40, 60],
    bonds: [30, 45],
    cash: [20, 30],
    property: [0, 10],
    commodities: [0, 5],
    international: [25, 40],
  },
  moderate: {
    equities: [50, 70],
    bonds: [15, 35],
    cash: [5, 20],
    property: [0, 15],
    commodities: [0, 10],
    international: [25, 40],
  },
  moderateAggressive: {
    equities: [60, 80],
    bonds: [5, 25],
    cash: [0, 15],
    property: [0, 20],
    commodities: [0, 15],
    international: [25, 40],
  },
  aggressive: {
    equities: [70, 90],
    bonds: [0, 15],
    cash: [0, 10],
    property: [0, 25],
    commodities: [0, 20],
    international: [25, 40],
  },
};

/**
 * Estate costs (step 7). The spec's defaults are deeds office expenses N$ 1,810.00 and
 * advertisement costs N$ 1,500.00, with a total of N$ 3,400.00 that those two do not add up to
 * (1,810 + 1,500 = 3,310); here the total is always the sum of its parts (see the issue note).
 */
export const estateFeeDefaultsCents = { deedsOfficeExpenses: 181_000, advertisementCosts: 150_000 } as const;

export interface EstateInput {
  grossEstateCents: number;
  /** Executor's fee, percent of the gross estate (Namibia's tariff allows up to 3.5 %), plus VAT. */
  executorFeePercent: number;
  vatPercent: number;
  deedsOfficeExpensesCents: number;
  advertisementCostsCents: number;
  otherCostsCents: number;
}

export function estateCosts(input: EstateInput): { executorFeeCents: number; totalCostsCents: number } {
  const fee = Math.round(
    (input.grossEstateCents * input.executorFeePercent * (100 + input.vatPercent)) / 10_000,
  );
  return {
    executorFeeCents: fee,
    totalCostsCents:
      fee + input.deedsOfficeExpensesCents + input.advertisementCostsCents + input.otherCostsCents,
  };
}

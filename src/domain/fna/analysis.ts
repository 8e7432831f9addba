import { toCents } from '../money';
import {
  type CapitalNeedOutcome,
  type EducationOutcome,
  educationNeeds,
  needsAtCriticalIllness,
  needsAtDeath,
  needsAtDisability,
  type RetirementNeedsOutcome,
  retirementNeeds,
} from './needs';
import {
  type BalanceSheetTotals,
  type BudgetTotals,
  balanceSheetTotals,
  budgetTotals,
  estateCosts,
} from './totals';

/**
 * Everything the FNA computes from what the client entered (amounts in N$ as entered, results in
 * cents): the wizard shows it live and the server puts the same figures in the report. The input
 * is the shape of `shared/fna.ts`'s form, restated here as far as the figures need it (domain code
 * does not import the schemas).
 */

type Amounts = Record<string, number>;
type KeepOrRealise = 'keep' | 'realise';
interface BalanceRow {
  currentValue: number;
  atDeath: KeepOrRealise;
  atDisability: KeepOrRealise;
  atRetirement: KeepOrRealise;
}
interface Policy {
  death: number;
  disability: number;
  dreadDisease: number;
  cashValue: number;
}

export interface FnaFigures {
  budgetInfo: { income: Amounts; deductions: Amounts; expenses: Amounts };
  insuranceInvestmentSummary: Record<(typeof policyListKeys)[number], readonly Policy[]>;
  personalParticulars: { age: number; retirementAge: number };
  incomeExpenditure: { grossIncome: number; netIncome: number };
  assetsLiabilities: { assets: readonly BalanceRow[]; liabilities: readonly BalanceRow[] };
  assumptions: {
    inflation: number;
    investmentReturn: number;
    retirementReturn: number;
    death: { rate: number };
    disability: { rate: number };
  };
  needs: {
    death: {
      monthlyIncomeNeeded: number;
      years: number;
      funeralCosts: number;
      emergencyFund: number;
      otherLumpSums: number;
    };
    disability: { monthlyIncomeNeeded: number; incomeProtectorMonthly: number; otherLumpSums: number };
    criticalIllness: { monthsOfIncome: number; medicalCosts: number };
    retirement: { monthlyIncomeNeeded: number; yearsInRetirement: number; monthlyContribution: number };
  };
  estatePlanning: {
    executorFeePercent: number;
    vatPercent: number;
    deedsOfficeExpenses: number;
    advertisementCosts: number;
    otherCosts: number;
  };
  educationPlanning: {
    children: readonly {
      currentAge: number;
      yearsOfStudies: number;
      costOfOneYear: number;
      lumpSumAlreadySaved: number;
    }[];
  };
}

export interface FnaAnalysis {
  budget: BudgetTotals;
  balanceSheet: BalanceSheetTotals;
  /** Cover and savings already in place, from the policy lists. */
  existing: {
    deathCoverCents: number;
    disabilityCoverCents: number;
    dreadDiseaseCoverCents: number;
    retirementSavingsCents: number;
  };
  estate: { executorFeeCents: number; totalCostsCents: number };
  death: CapitalNeedOutcome;
  disability: CapitalNeedOutcome & { incomeProtectorCapitalCents: number };
  criticalIllness: CapitalNeedOutcome;
  retirement: RetirementNeedsOutcome;
  education: EducationOutcome[];
}

const cents = (amounts: Amounts) => Object.values(amounts).map(toCents);
const total = (policies: readonly Policy[], field: keyof Policy) =>
  policies.reduce((sum, policy) => sum + toCents(policy[field]), 0);

const policyListKeys = [
  'lifeAssurance',
  'endowmentPolicies',
  'medicalAssurance',
  'retirementAnnuities',
  'pensionProvidentFund',
  'preservationFund',
  'discretionaryInvestments',
  'unitTrusts',
] as const;

/** Policies whose cash value is retirement savings. */
const retirementLists = ['retirementAnnuities', 'pensionProvidentFund', 'preservationFund'] as const;

export function analyseFna(form: FnaFigures): FnaAnalysis {
  const policies = policyListKeys.flatMap((list) => form.insuranceInvestmentSummary[list]);
  const existing = {
    deathCoverCents: total(policies, 'death'),
    disabilityCoverCents: total(policies, 'disability'),
    dreadDiseaseCoverCents: total(policies, 'dreadDisease'),
    retirementSavingsCents: retirementLists.reduce(
      (sum, list) => sum + total(form.insuranceInvestmentSummary[list], 'cashValue'),
      0,
    ),
  };
  const toRows = (rows: readonly BalanceRow[]) =>
    rows.map((row) => ({ ...row, currentValueCents: toCents(row.currentValue) }));
  const balanceSheet = balanceSheetTotals(
    toRows(form.assetsLiabilities.assets),
    toRows(form.assetsLiabilities.liabilities),
  );
  const estate = estateCosts({
    grossEstateCents: balanceSheet.totalAssetsCents,
    executorFeePercent: form.estatePlanning.executorFeePercent,
    vatPercent: form.estatePlanning.vatPercent,
    deedsOfficeExpensesCents: toCents(form.estatePlanning.deedsOfficeExpenses),
    advertisementCostsCents: toCents(form.estatePlanning.advertisementCosts),
    otherCostsCents: toCents(form.estatePlanning.otherCosts),
  });
  const { assumptions, needs } = form;
  const yearsToRetirement = Math.max(
    0,
    form.personalParticulars.retirementAge - form.personalParticulars.age,
  );
  const education = form.educationPlanning.children.map((child) =>
    educationNeeds(
      {
        currentAge: child.currentAge,
        yearsOfStudies: child.yearsOfStudies,
        costOfOneYearCents: toCents(child.costOfOneYear),
        lumpSumAlreadySavedCents: toCents(child.lumpSumAlreadySaved),
      },
      { investmentReturn: assumptions.investmentReturn, inflation: assumptions.inflation },
    ),
  );
  const death = needsAtDeath({
    lumpSumsCents: [
      balanceSheet.events.death.settledLiabilitiesCents,
      estate.totalCostsCents,
      toCents(needs.death.funeralCosts),
      toCents(needs.death.emergencyFund),
      toCents(needs.death.otherLumpSums),
      ...education.map((child) => Math.max(0, child.shortfallCents)),
    ],
    income: { monthlyCents: toCents(needs.death.monthlyIncomeNeeded), years: needs.death.years },
    provisionsCents: [existing.deathCoverCents, balanceSheet.events.death.realisedAssetsCents],
    rates: { investmentReturn: assumptions.investmentReturn, inflation: assumptions.death.rate },
  });
  const disability = needsAtDisability({
    lumpSumsCents: [
      balanceSheet.events.disability.settledLiabilitiesCents,
      toCents(needs.disability.otherLumpSums),
    ],
    income: { monthlyCents: toCents(needs.disability.monthlyIncomeNeeded), years: yearsToRetirement },
    provisionsCents: [existing.disabilityCoverCents, balanceSheet.events.disability.realisedAssetsCents],
    incomeProtectorMonthlyCents: toCents(needs.disability.incomeProtectorMonthly),
    rates: { investmentReturn: assumptions.investmentReturn, inflation: assumptions.disability.rate },
  });
  const criticalIllness = needsAtCriticalIllness({
    monthsOfIncome: needs.criticalIllness.monthsOfIncome,
    monthlyIncomeCents: toCents(form.incomeExpenditure.netIncome),
    lumpSumsCents: [toCents(needs.criticalIllness.medicalCosts)],
    provisionsCents: [existing.dreadDiseaseCoverCents],
  });
  const retirement = retirementNeeds({
    currentAge: form.personalParticulars.age,
    retirementAge: form.personalParticulars.retirementAge,
    yearsInRetirement: needs.retirement.yearsInRetirement,
    monthlyIncomeTodayCents: toCents(needs.retirement.monthlyIncomeNeeded),
    currentSavingsCents: existing.retirementSavingsCents + balanceSheet.events.retirement.realisedAssetsCents,
    monthlyContributionCents: toCents(needs.retirement.monthlyContribution),
    investmentReturn: assumptions.investmentReturn,
    retirementReturn: assumptions.retirementReturn,
    inflation: assumptions.inflation,
  });
  return {
    budget: budgetTotals({
      incomeCents: cents(form.budgetInfo.income),
      deductionsCents: cents(form.budgetInfo.deductions),
      expensesCents: cents(form.budgetInfo.expenses),
    }),
    balanceSheet,
    existing,
    estate,
    death,
    disability,
    criticalIllness,
    retirement,
    education,
  };
}

import { formatNad } from '../money';
import { grownCents, incomeCapitalCents, monthlySavingForCents, savingsValueCents } from './finance';

/**
 * The needs the FNA works out (issue 8: needs at death, disability, critical illness, retirement;
 * education). Each compares what is needed with what is already provided; `shortfallCents` is
 * positive for a shortfall and negative for a surplus. Money in cents, rates in percent a year.
 */

/** 'Shortfall N$ 1,234.56' for a positive figure, 'Surplus N$ ...' for a negative one. */
export function shortfallText(shortfallCents: number): string {
  return shortfallCents > 0
    ? `Shortfall ${formatNad(shortfallCents)}`
    : `Surplus ${formatNad(-shortfallCents)}`;
}

export interface CapitalNeedOutcome {
  lumpSumNeedCents: number;
  incomeCapitalCents: number;
  totalNeedCents: number;
  totalProvisionCents: number;
  shortfallCents: number;
}

export interface IncomeNeed {
  /** Income the family (or the client) needs each month, in today's money. */
  monthlyCents: number;
  /** For how many years. */
  years: number;
}

export interface Rates {
  investmentReturn: number;
  inflation: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function outcome(
  lumpSums: readonly number[],
  capital: number,
  provisions: readonly number[],
): CapitalNeedOutcome {
  const lumpSumNeedCents = sum(lumpSums);
  const totalNeedCents = lumpSumNeedCents + capital;
  const totalProvisionCents = sum(provisions);
  return {
    lumpSumNeedCents,
    incomeCapitalCents: capital,
    totalNeedCents,
    totalProvisionCents,
    shortfallCents: totalNeedCents - totalProvisionCents,
  };
}

export interface DeathNeedsInput {
  /** Debts to settle, estate costs, funeral, an emergency fund, education, anything else: lump sums. */
  lumpSumsCents: readonly number[];
  /** The dependants' income. */
  income: IncomeNeed;
  /** Life cover payable at death, assets realised at death, other capital available. */
  provisionsCents: readonly number[];
  rates: Rates;
}

/** Needs at death: lump sums plus the capital that pays the dependants' income, less what is provided. */
export function needsAtDeath(input: DeathNeedsInput): CapitalNeedOutcome {
  const capital = incomeCapitalCents(
    input.income.monthlyCents,
    Math.round(input.income.years * 12),
    input.rates.investmentReturn,
    input.rates.inflation,
  );
  return outcome(input.lumpSumsCents, capital, input.provisionsCents);
}

export interface DisabilityNeedsInput {
  /** Debts to settle, adapting a home or car, medical costs, anything else: lump sums. */
  lumpSumsCents: readonly number[];
  /** The client's income, until retirement. */
  income: IncomeNeed;
  /** Lump-sum disability cover, assets realised at disability, other capital. */
  provisionsCents: readonly number[];
  /** An income protector's monthly benefit, paid for the same years (its capital value counts as provision). */
  incomeProtectorMonthlyCents: number;
  rates: Rates;
}

/** Needs at disability: as at death, with an income protector's benefit valued as capital. */
export function needsAtDisability(
  input: DisabilityNeedsInput,
): CapitalNeedOutcome & { incomeProtectorCapitalCents: number } {
  const months = Math.round(input.income.years * 12);
  const { investmentReturn, inflation } = input.rates;
  const capital = incomeCapitalCents(input.income.monthlyCents, months, investmentReturn, inflation);
  const protector = incomeCapitalCents(
    input.incomeProtectorMonthlyCents,
    months,
    investmentReturn,
    inflation,
  );
  return {
    ...outcome(input.lumpSumsCents, capital, [...input.provisionsCents, protector]),
    incomeProtectorCapitalCents: protector,
  };
}

export interface CriticalIllnessInput {
  /** Months of income to cover while ill. */
  monthsOfIncome: number;
  monthlyIncomeCents: number;
  /** Medical costs not covered by medical aid, and other lump sums. */
  lumpSumsCents: readonly number[];
  /** Dread disease (critical illness) cover and other capital. */
  provisionsCents: readonly number[];
}

/** Needs at critical illness: months of income plus lump sums, less dread disease cover. */
export function needsAtCriticalIllness(input: CriticalIllnessInput): CapitalNeedOutcome {
  return outcome(
    [...input.lumpSumsCents, Math.round(input.monthlyIncomeCents * Math.max(0, input.monthsOfIncome))],
    0,
    input.provisionsCents,
  );
}

export interface RetirementNeedsInput {
  currentAge: number;
  retirementAge: number;
  /** How long the income must last after retirement. */
  yearsInRetirement: number;
  /** The income wanted at retirement, in today's money. */
  monthlyIncomeTodayCents: number;
  /** Retirement savings today, and what is saved towards them each month. */
  currentSavingsCents: number;
  monthlyContributionCents: number;
  /** Before retirement the savings earn `investmentReturn`; after, the capital earns `retirementReturn`. */
  investmentReturn: number;
  retirementReturn: number;
  inflation: number;
}

export interface RetirementNeedsOutcome {
  yearsToRetirement: number;
  /** The wanted income at retirement in the money of that day. */
  monthlyIncomeAtRetirementCents: number;
  capitalNeededCents: number;
  projectedCapitalCents: number;
  shortfallCents: number;
  /** Saving a month more, from now to retirement, that closes the shortfall (0 when there is none). */
  extraMonthlySavingCents: number;
}

/**
 * Retirement: the capital needed at retirement to pay the wanted income (rising with inflation)
 * for the years in retirement, against what today's savings and contributions grow to.
 */
export function retirementNeeds(input: RetirementNeedsInput): RetirementNeedsOutcome {
  const years = Math.max(0, input.retirementAge - input.currentAge);
  const months = years * 12;
  const monthlyAtRetirement = grownCents(input.monthlyIncomeTodayCents, years, input.inflation);
  const capitalNeeded = incomeCapitalCents(
    monthlyAtRetirement,
    Math.round(input.yearsInRetirement * 12),
    input.retirementReturn,
    input.inflation,
  );
  const projected =
    grownCents(input.currentSavingsCents, years, input.investmentReturn) +
    savingsValueCents(input.monthlyContributionCents, months, input.investmentReturn);
  const shortfall = capitalNeeded - projected;
  return {
    yearsToRetirement: years,
    monthlyIncomeAtRetirementCents: monthlyAtRetirement,
    capitalNeededCents: capitalNeeded,
    projectedCapitalCents: projected,
    shortfallCents: shortfall,
    extraMonthlySavingCents: monthlySavingForCents(shortfall, months, input.investmentReturn),
  };
}

/** The age a child starts tertiary studies, for the years until the first fees are due. */
export const studyStartAge = 18;

export interface EducationInput {
  currentAge: number;
  yearsOfStudies: number;
  /** One year's cost today. */
  costOfOneYearCents: number;
  lumpSumAlreadySavedCents: number;
}

export interface EducationOutcome {
  yearsUntilStudies: number;
  /** Every year's cost, grown with inflation to the year it is paid. */
  projectedCostCents: number;
  /** The lump sum already saved, grown to the start of the studies. */
  savedAtStartCents: number;
  shortfallCents: number;
  /** Saving a month from now to the start that closes the shortfall; when studies start now, the whole of it. */
  monthlySavingCents: number;
}

/** Education planning for one child: projected cost against savings, and the monthly saving needed. */
export function educationNeeds(input: EducationInput, rates: Rates): EducationOutcome {
  const yearsUntil = Math.max(0, studyStartAge - input.currentAge);
  let projected = 0;
  for (let year = 0; year < input.yearsOfStudies; year++)
    projected += grownCents(input.costOfOneYearCents, yearsUntil + year, rates.inflation);
  const saved = grownCents(input.lumpSumAlreadySavedCents, yearsUntil, rates.investmentReturn);
  const shortfall = projected - saved;
  return {
    yearsUntilStudies: yearsUntil,
    projectedCostCents: projected,
    savedAtStartCents: saved,
    shortfallCents: shortfall,
    monthlySavingCents: monthlySavingForCents(shortfall, yearsUntil * 12, rates.investmentReturn),
  };
}

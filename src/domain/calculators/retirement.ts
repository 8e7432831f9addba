import { toCents } from '../money';
import { checkInputs, hasErrors, maxAmount, type NumberRule, type Outcome } from './inputs';

export interface RetirementInputs {
  currentAge?: number;
  retirementAge?: number;
  /** N$ saved at the end of every month. */
  monthlySavings?: number;
  /** Expected yearly return, in percent (8 = 8 % a year), compounded monthly. */
  expectedReturn?: number;
}

export type RetirementField = keyof RetirementInputs;

export interface RetirementYear {
  year: number;
  age: number;
  /** What has been paid in by the end of this year, in cents. */
  contributionsCents: number;
  /** The savings' value at the end of this year, rounded to whole N$, in cents. */
  valueCents: number;
}

export interface RetirementResult {
  years: number;
  months: number;
  /** What is saved each month, in cents (the assumptions say it, formatted as money). */
  monthlySavingsCents: number;
  /** The value at retirement, rounded to whole N$ (as the spec says), in cents. */
  futureValueCents: number;
  totalContributionsCents: number;
  /** Growth earned: future value minus contributions. */
  totalGrowthCents: number;
  /** One entry per year, for the growth chart. */
  series: RetirementYear[];
}

const rules: Record<RetirementField, NumberRule> = {
  currentAge: { label: 'your current age', min: 16, max: 99, integer: true },
  retirementAge: { label: 'your retirement age', min: 17, max: 100, integer: true },
  monthlySavings: { label: 'your monthly savings', min: 0, max: maxAmount },
  expectedReturn: { label: 'the expected return', min: 0, max: 50 },
};

/** Future value of an amount saved at the end of each month for `months` months. */
function savingsValue(monthly: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return monthly * months;
  return (monthly * ((1 + monthlyRate) ** months - 1)) / monthlyRate;
}

const wholeRandsInCents = (amount: number) => Math.round(amount) * 100;

/**
 * Retirement savings: the future value of monthly savings compounded monthly over the years to
 * retirement (ordinary annuity: each saving at the end of its month), rounded to whole N$.
 */
export function calculateRetirement(inputs: RetirementInputs): Outcome<RetirementResult, RetirementField> {
  const errors = checkInputs(inputs, rules);
  if (!errors.currentAge && !errors.retirementAge && inputs.retirementAge! <= inputs.currentAge!) {
    errors.retirementAge = 'Enter a retirement age above your current age';
  }
  if (hasErrors(errors)) return { ok: false, errors };
  const currentAge = inputs.currentAge!;
  const years = inputs.retirementAge! - currentAge;
  const months = years * 12;
  const monthly = inputs.monthlySavings!;
  const rate = inputs.expectedReturn! / 100 / 12;

  const futureValueCents = wholeRandsInCents(savingsValue(monthly, rate, months));
  const totalContributionsCents = toCents(monthly * months);
  const series: RetirementYear[] = [];
  for (let year = 1; year <= years; year++) {
    series.push({
      year,
      age: currentAge + year,
      contributionsCents: toCents(monthly * year * 12),
      valueCents: wholeRandsInCents(savingsValue(monthly, rate, year * 12)),
    });
  }
  return {
    ok: true,
    result: {
      years,
      months,
      monthlySavingsCents: toCents(monthly),
      futureValueCents,
      totalContributionsCents,
      totalGrowthCents: futureValueCents - totalContributionsCents,
      series,
    },
  };
}

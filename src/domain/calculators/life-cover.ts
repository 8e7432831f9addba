import { toCents } from '../money';
import { checkInputs, hasErrors, maxAmount, type NumberRule, type Outcome, orZero } from './inputs';

export interface LifeCoverInputs {
  annualIncome?: number;
  dependents?: number;
  currentDebts?: number;
  /** Years of income to replace; the spec's "10 times annual income" is the default. */
  yearsOfCoverage?: number;
}

export type LifeCoverField = keyof LifeCoverInputs;

export const defaultYearsOfCoverage = 10;
/** Immediate needs per dependent (funeral, the first months' living costs). */
export const immediateNeedsPerDependent = 50_000;
/** Education per dependent. */
export const educationPerDependent = 100_000;

export interface LifeCoverResult {
  incomeReplacementCents: number;
  immediateNeedsCents: number;
  educationCents: number;
  debtsCents: number;
  /** The cover needed, rounded to whole N$. */
  totalCoverCents: number;
}

const rules: Record<LifeCoverField, NumberRule> = {
  annualIncome: { label: 'your annual income', min: 0, max: maxAmount },
  dependents: { label: 'the number of dependents', min: 0, max: 30, integer: true },
  currentDebts: { label: 'your current debts', min: 0, max: maxAmount, blankIsZero: true },
  yearsOfCoverage: { label: 'the years of cover', min: 1, max: 50, integer: true },
};

/**
 * Life cover needed (DECISIONS D10): income x years of cover, plus N$50,000 immediate needs and
 * N$100,000 education per dependent, plus current debts; each part its own line.
 */
export function calculateLifeCover(inputs: LifeCoverInputs): Outcome<LifeCoverResult, LifeCoverField> {
  const errors = checkInputs(
    { ...inputs, yearsOfCoverage: inputs.yearsOfCoverage ?? defaultYearsOfCoverage },
    rules,
  );
  if (hasErrors(errors)) return { ok: false, errors };
  const years = inputs.yearsOfCoverage ?? defaultYearsOfCoverage;
  const dependents = inputs.dependents!;
  const incomeReplacementCents = toCents(inputs.annualIncome! * years);
  const immediateNeedsCents = dependents * immediateNeedsPerDependent * 100;
  const educationCents = dependents * educationPerDependent * 100;
  const debtsCents = toCents(orZero(inputs.currentDebts));
  const exact = incomeReplacementCents + immediateNeedsCents + educationCents + debtsCents;
  return {
    ok: true,
    result: {
      incomeReplacementCents,
      immediateNeedsCents,
      educationCents,
      debtsCents,
      totalCoverCents: Math.round(exact / 100) * 100,
    },
  };
}

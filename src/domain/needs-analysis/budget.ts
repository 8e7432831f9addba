/**
 * The client needs analysis's budget analysis (spec doc 3, section 9): what is left after
 * essentials and debt, the insurance and savings allocations, and what remains for lifestyle.
 * Money in cents.
 */

/** The spec's allocations: insurance the larger of 10 % and 15 %, savings the larger of 10 % and 20 %. */
export const insuranceShare = Math.max(10, 15);
export const savingsShare = Math.max(10, 20);

export interface BudgetAnalysis {
  availableCents: number;
  /** The full allocations, taken from what is available. */
  insuranceCents: number;
  savingsCents: number;
  /** What the screen shows beside 'Insurance (10-15%)' and 'Savings (10-20%)': half the full allocation. */
  insuranceShownCents: number;
  savingsShownCents: number;
  remainingForLifestyleCents: number;
  /** The Budget Alert: the allocations do not fit. */
  alert: boolean;
}

export function analyseBudget(input: {
  monthlyIncomeCents: number;
  essentialExpensesCents: number;
  debtRepaymentsCents: number;
}): BudgetAnalysis {
  const available = input.monthlyIncomeCents - input.essentialExpensesCents - input.debtRepaymentsCents;
  const insurance = Math.round((input.monthlyIncomeCents * insuranceShare) / 100);
  const savings = Math.round((input.monthlyIncomeCents * savingsShare) / 100);
  const remaining = available - insurance - savings;
  return {
    availableCents: available,
    insuranceCents: insurance,
    savingsCents: savings,
    insuranceShownCents: Math.round(insurance / 2),
    savingsShownCents: Math.round(savings / 2),
    remainingForLifestyleCents: remaining,
    alert: remaining < 0,
  };
}

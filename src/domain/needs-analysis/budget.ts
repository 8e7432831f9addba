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

/** The lines of the budget analysis as the screen shows them, with the spec's labels. */
export function budgetAnalysisLines(analysis: BudgetAnalysis): { label: string; cents: number }[] {
  return [
    { label: 'Available after essentials and debt', cents: analysis.availableCents },
    { label: 'Insurance (10-15%)', cents: analysis.insuranceShownCents },
    { label: 'Savings (10-20%)', cents: analysis.savingsShownCents },
    { label: 'Remaining for lifestyle', cents: analysis.remainingForLifestyleCents },
  ];
}

/** What the Budget Alert says. */
export const budgetAlertText =
  'After essentials and debt there is not enough left for insurance and savings. Let us look at your budget together before you take on new commitments.';

/** The spec's budgeting tips, shown beside the budget analysis. */
export const budgetTips = [
  'The 50/30/20 rule: 50% of income for needs, 30% for wants and 20% for savings and paying off debt.',
  'Keep an emergency fund of 3-6 months of expenses.',
  'In retirement you will need about 75-85% of your income before retirement.',
  'Plan on N$240,000-N$300,000 saved for every N$1,000 of monthly income you will need in retirement.',
  'Contribute 10-15% of your gross income to retirement savings.',
] as const;

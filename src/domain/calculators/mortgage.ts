import { toCents } from '../money';
import { type Amortisation, amortise, yearlyBalances } from './amortisation';
import { checkInputs, hasErrors, maxAmount, type NumberRule, type Outcome, orZero } from './inputs';

export interface MortgageInputs {
  homePrice?: number;
  downPayment?: number;
  /** Yearly interest rate in percent. */
  interestRate?: number;
  /** Years: 15, 20 or 30. */
  loanTerm?: number;
}

export type MortgageField = keyof MortgageInputs;

export const mortgageTerms = [15, 20, 30] as const;
export const defaultMortgageTerm = 20;

export interface MortgageResult {
  loanAmountCents: number;
  monthlyPaymentCents: number;
  /** The last instalment, a few cents off the others from rounding. */
  finalPaymentCents: number;
  totalPaymentCents: number;
  totalInterestCents: number;
  months: number;
  /** Balance at the start and at the end of each year, for the chart. */
  balances: ReturnType<typeof yearlyBalances>;
  schedule: Amortisation['schedule'];
}

const rules: Record<MortgageField, NumberRule> = {
  homePrice: { label: 'the home price', min: 0, exclusiveMin: true, max: maxAmount },
  downPayment: { label: 'the deposit', min: 0, max: maxAmount, blankIsZero: true },
  interestRate: { label: 'the interest rate', min: 0, max: 30 },
  loanTerm: { label: 'the loan term', min: 1, max: 40, integer: true },
};

/** Bond repayment: the standard monthly instalment at rate / 12 over the term, worked in cents. */
export function calculateMortgage(inputs: MortgageInputs): Outcome<MortgageResult, MortgageField> {
  const errors = checkInputs(inputs, rules);
  if (!errors.loanTerm && !(mortgageTerms as readonly number[]).includes(inputs.loanTerm!)) {
    errors.loanTerm = 'Choose a loan term of 15, 20 or 30 years';
  }
  const priceCents = errors.homePrice ? 0 : toCents(inputs.homePrice!);
  const depositCents = errors.downPayment ? 0 : toCents(orZero(inputs.downPayment));
  if (!errors.homePrice && !errors.downPayment && depositCents > priceCents) {
    errors.downPayment = 'The deposit cannot be more than the home price';
  }
  if (hasErrors(errors)) return { ok: false, errors };
  const loanAmountCents = priceCents - depositCents;
  const months = inputs.loanTerm! * 12;
  const loan = amortise({ principalCents: loanAmountCents, yearlyRatePercent: inputs.interestRate!, months });
  return {
    ok: true,
    result: {
      loanAmountCents,
      monthlyPaymentCents: loan.paymentCents,
      finalPaymentCents: loan.finalPaymentCents,
      totalPaymentCents: loan.totalInstalmentsCents,
      totalInterestCents: loan.totalInterestCents,
      months,
      balances: yearlyBalances(loanAmountCents, loan.schedule),
      schedule: loan.schedule,
    },
  };
}

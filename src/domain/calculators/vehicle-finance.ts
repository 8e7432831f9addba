import { toCents } from '../money';
import { type Amortisation, amortise, yearlyBalances } from './amortisation';
import { checkInputs, hasErrors, maxAmount, type NumberRule, type Outcome } from './inputs';

export interface VehicleFinanceInputs {
  purchasePrice?: number;
  deposit?: number;
  /** Balloon (residual) as a percentage of the purchase price; blank is none. */
  balloonPercentage?: number;
  /** Yearly interest rate in percent. */
  interestRate?: number;
  /** Months: 12, 24, 36, 48, 60, 72 or 84. */
  repaymentPeriod?: number;
}

export type VehicleFinanceField = keyof VehicleFinanceInputs;

export const repaymentPeriods = [12, 24, 36, 48, 60, 72, 84] as const;

/** Banks lend when the instalment is at most 30 % of net income. */
export const affordabilityShare = 0.3;

export interface VehicleFinanceResult {
  loanAmountCents: number;
  balloonValueCents: number;
  monthlyRepaymentCents: number;
  finalRepaymentCents: number;
  /** Net monthly income at which the instalment is 30 % of it. */
  netIncomeRequiredCents: number;
  totalInterestPaidCents: number;
  /** Every instalment plus the balloon. */
  totalRepaymentsCents: number;
  balances: ReturnType<typeof yearlyBalances>;
  schedule: Amortisation['schedule'];
}

const rules: Record<VehicleFinanceField, NumberRule> = {
  purchasePrice: { label: 'the purchase price', min: 0, exclusiveMin: true, max: maxAmount },
  deposit: { label: 'the deposit', min: 0, max: maxAmount },
  balloonPercentage: { label: 'the balloon percentage', min: 0, max: 100, blankIsZero: true },
  interestRate: { label: 'the interest rate', min: 0, max: 40 },
  repaymentPeriod: { label: 'the repayment period', min: 1, max: 120, integer: true },
};

/**
 * Vehicle finance as Namibian banks quote it (DECISIONS D20): the balloon is a residual that still
 * bears interest; the instalment amortises the loan down to it, and it is paid with the last one.
 */
export function calculateVehicleFinance(
  inputs: VehicleFinanceInputs,
): Outcome<VehicleFinanceResult, VehicleFinanceField> {
  const errors = checkInputs(inputs, rules);
  if (!errors.repaymentPeriod && !(repaymentPeriods as readonly number[]).includes(inputs.repaymentPeriod!)) {
    errors.repaymentPeriod = 'Choose a repayment period of 12, 24, 36, 48, 60, 72 or 84 months';
  }
  const priceCents = errors.purchasePrice ? 0 : toCents(inputs.purchasePrice!);
  const depositCents = errors.deposit ? 0 : toCents(inputs.deposit!);
  if (!errors.purchasePrice && !errors.deposit && depositCents > priceCents) {
    errors.deposit = 'The deposit cannot be more than the purchase price';
  }
  const loanAmountCents = priceCents - depositCents;
  const balloonValueCents = Math.round((priceCents * (inputs.balloonPercentage ?? 0)) / 100) || 0;
  if (!hasErrors(errors) && balloonValueCents > loanAmountCents) {
    errors.balloonPercentage = 'The balloon cannot be more than the amount financed';
  }
  if (hasErrors(errors)) return { ok: false, errors };

  const loan = amortise({
    principalCents: loanAmountCents,
    yearlyRatePercent: inputs.interestRate!,
    months: inputs.repaymentPeriod!,
    balloonCents: balloonValueCents,
  });
  return {
    ok: true,
    result: {
      loanAmountCents,
      balloonValueCents,
      monthlyRepaymentCents: loan.paymentCents,
      finalRepaymentCents: loan.finalPaymentCents,
      netIncomeRequiredCents: Math.round(loan.paymentCents / affordabilityShare),
      totalInterestPaidCents: loan.totalInterestCents,
      totalRepaymentsCents: loan.totalInstalmentsCents + balloonValueCents,
      balances: yearlyBalances(loanAmountCents, loan.schedule),
      schedule: loan.schedule,
    },
  };
}

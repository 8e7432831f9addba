import { toCents } from '../money';
import { checkInputs, hasErrors, maxAmount, type NumberRule, type Outcome } from './inputs';

export type TimeValueCalculation = 'fv' | 'pv' | 'pmt';
export type PaymentTiming = 'end' | 'beginning';

export const compoundingFrequencies = [1, 2, 4, 12, 365] as const;
export const paymentFrequencies = [1, 2, 4, 12] as const;
export const timeValueDefaults = { rate: 8, periods: 10, compoundingFreq: 12, paymentFreq: 12 } as const;

export interface TimeValueInputs {
  calculation: TimeValueCalculation;
  /** Blank counts as zero. */
  presentValue?: number;
  futureValue?: number;
  /** Paid in each payment period. */
  payment?: number;
  /** Yearly rate in percent. */
  rate?: number;
  /** Years. */
  periods?: number;
  compoundingFreq?: number;
  paymentFreq?: number;
  paymentTiming: PaymentTiming;
}

export type TimeValueField =
  | 'presentValue'
  | 'futureValue'
  | 'payment'
  | 'rate'
  | 'periods'
  | 'compoundingFreq'
  | 'paymentFreq';

/** The inputs each calculation asks for (the one it works out is not asked). */
export const timeValueInputsFor: Record<TimeValueCalculation, readonly TimeValueField[]> = {
  fv: ['presentValue', 'payment'],
  pv: ['futureValue', 'payment'],
  pmt: ['presentValue', 'futureValue'],
};

export interface TimeValueYear {
  year: number;
  /** What has been put in by the end of this year: the present value plus the payments. */
  paidInCents: number;
  valueCents: number;
}

export interface TimeValueResult {
  calculation: TimeValueCalculation;
  presentValueCents: number;
  futureValueCents: number;
  /** Paid in each payment period. */
  paymentCents: number;
  /** The payment per month and per year at the chosen payment frequency. */
  monthlyPaymentCents: number;
  annualPaymentCents: number;
  numberOfPayments: number;
  totalPaymentsCents: number;
  /** Growth: future value minus present value minus payments. */
  totalInterestCents: number;
  /** The rate per payment period, in percent, after converting the compounding. */
  ratePerPaymentPeriod: number;
  /** When the present value alone reaches the target (pmt) or the payments alone do (pv). */
  targetAlreadyMet: boolean;
  series: TimeValueYear[];
}

const rules: Record<TimeValueField, NumberRule> = {
  presentValue: { label: 'the present value', min: 0, max: maxAmount, blankIsZero: true },
  futureValue: { label: 'the future value', min: 0, max: maxAmount, blankIsZero: true },
  payment: { label: 'the payment', min: 0, max: maxAmount, blankIsZero: true },
  rate: { label: 'the interest rate', min: 0, max: 100 },
  periods: { label: 'the number of years', min: 0, max: 100, integer: true },
  compoundingFreq: { label: 'the compounding frequency', min: 1, max: 365, integer: true },
  paymentFreq: { label: 'the payment frequency', min: 1, max: 12, integer: true },
};

/**
 * Savings over time: a present value plus equal payments grow to a future value. Works out the
 * future value, the present value needed, or the payment needed. The yearly rate compounded
 * `compoundingFreq` times a year becomes the rate per payment period:
 * i = (1 + rate / m)^(m / p) - 1.
 */
export function calculateTimeValue(inputs: TimeValueInputs): Outcome<TimeValueResult, TimeValueField> {
  const values = {
    ...inputs,
    compoundingFreq: inputs.compoundingFreq ?? timeValueDefaults.compoundingFreq,
    paymentFreq: inputs.paymentFreq ?? timeValueDefaults.paymentFreq,
  };
  const errors = checkInputs(values, rules);
  if (
    !errors.compoundingFreq &&
    !(compoundingFrequencies as readonly number[]).includes(values.compoundingFreq)
  ) {
    errors.compoundingFreq = 'Choose compounding yearly, half-yearly, quarterly, monthly or daily';
  }
  if (!errors.paymentFreq && !(paymentFrequencies as readonly number[]).includes(values.paymentFreq)) {
    errors.paymentFreq = 'Choose payments yearly, half-yearly, quarterly or monthly';
  }
  // Only the inputs this calculation asks for are checked; the others are ignored.
  for (const field of ['presentValue', 'futureValue', 'payment'] as const) {
    if (!timeValueInputsFor[inputs.calculation].includes(field)) delete errors[field];
  }
  if (hasErrors(errors)) return { ok: false, errors };

  const zeroIfBlank = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? 0 : value);
  const m = values.compoundingFreq;
  const p = values.paymentFreq;
  const i = inputs.rate! === 0 ? 0 : (1 + inputs.rate! / 100 / m) ** (m / p) - 1;
  const n = inputs.periods! * p;
  const beginning = inputs.paymentTiming === 'beginning';
  const growth = (count: number) => (1 + i) ** count;
  /** What one per-period payment for `count` periods is worth at the end. */
  const annuity = (count: number) => (i === 0 ? count : ((growth(count) - 1) / i) * (beginning ? 1 + i : 1));

  let presentValue = zeroIfBlank(inputs.presentValue);
  let futureValue = zeroIfBlank(inputs.futureValue);
  let payment = zeroIfBlank(inputs.payment);
  let targetAlreadyMet = false;
  if (inputs.calculation === 'fv') {
    futureValue = presentValue * growth(n) + payment * annuity(n);
  } else if (inputs.calculation === 'pv') {
    presentValue = (futureValue - payment * annuity(n)) / growth(n);
    if (presentValue < 0) {
      presentValue = 0;
      targetAlreadyMet = true;
    }
  } else {
    // No payments fit in zero years: the present value's growth decides alone.
    payment = n === 0 ? 0 : (futureValue - presentValue * growth(n)) / annuity(n);
    if (payment <= 0) {
      payment = 0;
      targetAlreadyMet = futureValue <= presentValue * growth(n);
    }
  }

  const presentValueCents = toCents(presentValue);
  const paymentCents = toCents(payment);
  // When the target is met early, the savings grow past it: show what they grow to.
  const futureValueCents = targetAlreadyMet
    ? toCents(presentValue * growth(n) + payment * annuity(n))
    : toCents(futureValue);
  const totalPaymentsCents = paymentCents * n;
  const series: TimeValueYear[] = [];
  for (let year = 1; year <= inputs.periods!; year++) {
    series.push({
      year,
      paidInCents: presentValueCents + paymentCents * year * p,
      valueCents: toCents(presentValue * growth(year * p) + payment * annuity(year * p)),
    });
  }
  return {
    ok: true,
    result: {
      calculation: inputs.calculation,
      presentValueCents,
      futureValueCents,
      paymentCents,
      monthlyPaymentCents: Math.round((paymentCents * p) / 12),
      annualPaymentCents: paymentCents * p,
      numberOfPayments: n,
      totalPaymentsCents,
      totalInterestCents: futureValueCents - presentValueCents - totalPaymentsCents,
      ratePerPaymentPeriod: Math.round(i * 100 * 1_000_000) / 1_000_000,
      targetAlreadyMet,
      series,
    },
  };
}

import { describe, expect, it } from 'vitest';
import { calculateTimeValue, type TimeValueInputs } from './time-value';

/**
 * i = (1 + rate / m)^(m / p) - 1 per payment period, n = years x p;
 * FV = PV (1 + i)^n + PMT ((1 + i)^n - 1) / i (x (1 + i) when paid at the beginning).
 * Expected figures worked in Python's Decimal (60 digits) independently of this code.
 */
const base: TimeValueInputs = {
  calculation: 'fv',
  rate: 8,
  periods: 10,
  compoundingFreq: 12,
  paymentFreq: 12,
  paymentTiming: 'end',
};

const run = (inputs: Partial<TimeValueInputs>) => {
  const outcome = calculateTimeValue({ ...base, ...inputs });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.result;
};

describe('calculateTimeValue', () => {
  it.each([
    // 10,000 x (1 + 0.08/12)^120 = 22,196.40
    [{ calculation: 'fv', presentValue: 10_000 }, 'futureValueCents', 2_219_640],
    // 1,000 a month at the end: 1,000 x ((1 + 0.08/12)^120 - 1) / (0.08/12) = 182,946.04
    [{ calculation: 'fv', payment: 1_000 }, 'futureValueCents', 18_294_604],
    // at the beginning: x (1 + 0.08/12) = 184,165.68
    [{ calculation: 'fv', payment: 1_000, paymentTiming: 'beginning' }, 'futureValueCents', 18_416_568],
    // 0 %: 5,000 + 120 x 100 = 17,000
    [{ calculation: 'fv', presentValue: 5_000, payment: 100, rate: 0 }, 'futureValueCents', 1_700_000],
    // 0 years: nothing grows, nothing is paid: 5,000
    [{ calculation: 'fv', presentValue: 5_000, payment: 100, periods: 0 }, 'futureValueCents', 500_000],
    // daily compounding, monthly periods: 10,000 x (1 + 0.08/365)^3650 = 22,253.46
    [{ calculation: 'fv', presentValue: 10_000, compoundingFreq: 365 }, 'futureValueCents', 2_225_346],
    // quarterly compounding, yearly payments of 12,000 for 5 years at 10 %: i = 1.025^4 - 1; 73,819.32
    [
      { calculation: 'fv', payment: 12_000, rate: 10, periods: 5, compoundingFreq: 4, paymentFreq: 1 },
      'futureValueCents',
      7_381_932,
    ],
    // 1,000,000 in 20 years at 10 % yearly: 1,000,000 / 1.1^20 = 148,643.63
    [
      {
        calculation: 'pv',
        futureValue: 1_000_000,
        rate: 10,
        periods: 20,
        compoundingFreq: 1,
        paymentFreq: 1,
      },
      'presentValueCents',
      14_864_363,
    ],
    // 1,000,000 in 15 years at 9 % with 2,000 a month: (1,000,000 - 2,000 x annuity) / growth = 63,362.62
    [
      { calculation: 'pv', futureValue: 1_000_000, payment: 2_000, rate: 9, periods: 15 },
      'presentValueCents',
      6_336_262,
    ],
    [
      {
        calculation: 'pv',
        futureValue: 1_000_000,
        payment: 2_000,
        rate: 9,
        periods: 15,
        paymentTiming: 'beginning',
      },
      'presentValueCents',
      6_188_371,
    ],
    // payment to reach 1,000,000 in 10 years at 8 %: 1,000,000 x i / ((1 + i)^120 - 1) = 5,466.09
    [{ calculation: 'pmt', futureValue: 1_000_000 }, 'paymentCents', 546_609],
    // from 50,000 to 1,000,000 in 20 years at 11 % compounded half-yearly, monthly at the beginning: 679.10
    [
      {
        calculation: 'pmt',
        presentValue: 50_000,
        futureValue: 1_000_000,
        rate: 11,
        periods: 20,
        compoundingFreq: 2,
        paymentTiming: 'beginning',
      },
      'paymentCents',
      67_910,
    ],
  ] as const)('%o -> %s %i', (inputs, field, expected) => {
    const result = run(inputs);
    expect(result[field]).toBe(expected);
    // The figures reconcile: future value = present value + payments + growth.
    expect(result.futureValueCents).toBe(
      result.presentValueCents + result.totalPaymentsCents + result.totalInterestCents,
    );
  });

  it('gives the monthly and yearly payment at the chosen frequency', () => {
    // 3,000 a quarter: 12,000 a year, 1,000 a month
    const result = run({ calculation: 'fv', payment: 3_000, paymentFreq: 4 });
    expect([
      result.paymentCents,
      result.monthlyPaymentCents,
      result.annualPaymentCents,
      result.numberOfPayments,
    ]).toEqual([300_000, 100_000, 1_200_000, 40]);
    expect(result.totalPaymentsCents).toBe(12_000_000);
  });

  it('needs no payment when the present value alone reaches the target', () => {
    // 100,000 at 8 % for 10 years grows to 221,964.02, past the 50,000 asked
    const result = run({ calculation: 'pmt', presentValue: 100_000, futureValue: 50_000 });
    expect(result.paymentCents).toBe(0);
    expect(result.targetAlreadyMet).toBe(true);
    expect(result.futureValueCents).toBe(22_196_402);
  });

  it('needs nothing today when the payments alone reach the target', () => {
    const result = run({ calculation: 'pv', futureValue: 100_000, payment: 2_000 });
    expect(result.presentValueCents).toBe(0);
    expect(result.targetAlreadyMet).toBe(true);
  });

  it('charts the value at the end of each year', () => {
    const result = run({ calculation: 'fv', presentValue: 10_000 });
    expect(result.series).toHaveLength(10);
    expect(result.series.at(-1)?.valueCents).toBe(result.futureValueCents);
    // one year: 10,000 x (1 + 0.08/12)^12 = 10,829.99507 -> 10,830.00
    expect(result.series[0]).toEqual({ year: 1, paidInCents: 1_000_000, valueCents: 1_083_000 });
  });

  it.each([
    [{ rate: undefined }, { rate: 'Enter the interest rate' }],
    [{ periods: 2.5 }, { periods: 'Enter the number of years as a whole number' }],
    [
      { compoundingFreq: 3 },
      { compoundingFreq: 'Choose compounding yearly, half-yearly, quarterly, monthly or daily' },
    ],
    [{ paymentFreq: 6 }, { paymentFreq: 'Choose payments yearly, half-yearly, quarterly or monthly' }],
    [{ presentValue: -1 }, { presentValue: 'Enter the present value between 0 and 1,000,000,000' }],
  ])('%o is refused', (inputs, errors) => {
    expect(calculateTimeValue({ ...base, ...inputs })).toEqual({ ok: false, errors });
  });

  it('ignores an input the calculation does not ask for', () => {
    // fv does not ask for the future value: a bad one there is not an error
    expect(calculateTimeValue({ ...base, futureValue: -5, presentValue: 100 }).ok).toBe(true);
  });
});

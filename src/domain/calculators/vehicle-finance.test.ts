import { describe, expect, it } from 'vitest';
import { calculateVehicleFinance } from './vehicle-finance';

/**
 * Instalment = (P - B / (1 + r)^n) x r / (1 - (1 + r)^-n), r = rate / 12 (DECISIONS D20), rounded
 * to cents; totals from the month-by-month schedule down to the balloon, worked in Python's
 * Decimal independently of this code. Net income required = instalment / 0.3.
 */
describe('calculateVehicleFinance', () => {
  it.each([
    // N$315,000 at 11.75 % over 60 months, no balloon: 6,967.27
    [
      { purchasePrice: 350_000, deposit: 35_000, interestRate: 11.75, repaymentPeriod: 60 },
      {
        loan: 31_500_000,
        balloon: 0,
        pay: 696_727,
        last: 696_737,
        interest: 10_303_630,
        total: 41_803_630,
        net: 2_322_423,
      },
    ],
    // 30 % balloon (N$135,000) on N$400,000 at 12.5 % over 72 months: 6,656.21
    [
      {
        purchasePrice: 450_000,
        deposit: 50_000,
        balloonPercentage: 30,
        interestRate: 12.5,
        repaymentPeriod: 72,
      },
      {
        loan: 40_000_000,
        balloon: 13_500_000,
        pay: 665_621,
        last: 665_655,
        interest: 21_424_746,
        total: 61_424_746,
        net: 2_218_737,
      },
    ],
    // 0 %: 250,000 / 48 = 5,208.33; no interest; 5,208.33 / 0.3 = 17,361.10
    [
      { purchasePrice: 250_000, deposit: 0, interestRate: 0, repaymentPeriod: 48 },
      {
        loan: 25_000_000,
        balloon: 0,
        pay: 520_833,
        last: 520_849,
        interest: 0,
        total: 25_000_000,
        net: 1_736_110,
      },
    ],
    // balloon 100 % with no deposit: interest only, 300,000 x 1 % = 3,000 a month; 36 x 3,000 = 108,000 interest
    [
      { purchasePrice: 300_000, deposit: 0, balloonPercentage: 100, interestRate: 12, repaymentPeriod: 36 },
      {
        loan: 30_000_000,
        balloon: 30_000_000,
        pay: 300_000,
        last: 300_000,
        interest: 10_800_000,
        total: 40_800_000,
        net: 1_000_000,
      },
    ],
    // 10 % balloon over 84 months at 10 %: 2,822.86
    [
      {
        purchasePrice: 200_000,
        deposit: 20_000,
        balloonPercentage: 10,
        interestRate: 10,
        repaymentPeriod: 84,
      },
      {
        loan: 18_000_000,
        balloon: 2_000_000,
        pay: 282_286,
        last: 282_229,
        interest: 7_711_967,
        total: 25_711_967,
        net: 940_953,
      },
    ],
    // 25 % balloon over 60 months at 11 %: 7,125.00
    [
      {
        purchasePrice: 500_000,
        deposit: 100_000,
        balloonPercentage: 25,
        interestRate: 11,
        repaymentPeriod: 60,
      },
      {
        loan: 40_000_000,
        balloon: 12_500_000,
        pay: 712_500,
        last: 712_499,
        interest: 15_249_999,
        total: 55_249_999,
        net: 2_375_000,
      },
    ],
    // deposit equal to the price: nothing financed
    [
      { purchasePrice: 180_000, deposit: 180_000, interestRate: 11, repaymentPeriod: 12 },
      { loan: 0, balloon: 0, pay: 0, last: 0, interest: 0, total: 0, net: 0 },
    ],
    // 35 % balloon over 72 months at 13 %: 8,899.45
    [
      {
        purchasePrice: 600_000,
        deposit: 60_000,
        balloonPercentage: 35,
        interestRate: 13,
        repaymentPeriod: 72,
      },
      {
        loan: 54_000_000,
        balloon: 21_000_000,
        pay: 889_945,
        last: 889_997,
        interest: 31_076_092,
        total: 85_076_092,
        net: 2_966_483,
      },
    ],
  ])('%o', (inputs, expected) => {
    const outcome = calculateVehicleFinance(inputs);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const result = outcome.result;
    expect({
      loan: result.loanAmountCents,
      balloon: result.balloonValueCents,
      pay: result.monthlyRepaymentCents,
      last: result.finalRepaymentCents,
      interest: result.totalInterestPaidCents,
      total: result.totalRepaymentsCents,
      net: result.netIncomeRequiredCents,
    }).toEqual(expected);
    // Reconciles to the cent: instalments plus balloon = amount financed plus interest.
    expect(result.totalRepaymentsCents).toBe(result.loanAmountCents + result.totalInterestPaidCents);
    // After the last instalment only the balloon is owed.
    expect(result.schedule.at(-1)?.balanceCents ?? 0).toBe(result.balloonValueCents);
  });

  it.each([
    [
      { purchasePrice: 300_000, deposit: 350_000, interestRate: 11, repaymentPeriod: 60 },
      { deposit: 'The deposit cannot be more than the purchase price' },
    ],
    // 100 % balloon of N$300,000 with N$50,000 down: more than the N$250,000 financed
    [
      {
        purchasePrice: 300_000,
        deposit: 50_000,
        balloonPercentage: 100,
        interestRate: 11,
        repaymentPeriod: 60,
      },
      { balloonPercentage: 'The balloon cannot be more than the amount financed' },
    ],
    [
      { purchasePrice: 300_000, deposit: 0, interestRate: 11, repaymentPeriod: 30 },
      { repaymentPeriod: 'Choose a repayment period of 12, 24, 36, 48, 60, 72 or 84 months' },
    ],
    [
      { purchasePrice: 300_000, deposit: 0, balloonPercentage: 101, interestRate: 11, repaymentPeriod: 60 },
      { balloonPercentage: 'Enter the balloon percentage between 0 and 100' },
    ],
    [{ deposit: 0, interestRate: 11, repaymentPeriod: 60 }, { purchasePrice: 'Enter the purchase price' }],
    [{ purchasePrice: 300_000, interestRate: 11, repaymentPeriod: 60 }, { deposit: 'Enter the deposit' }],
  ])('%o is refused', (inputs, errors) => {
    expect(calculateVehicleFinance(inputs)).toEqual({ ok: false, errors });
  });
});

import { describe, expect, it } from 'vitest';
import { calculateDebtPayoff, type DebtPayoffInputs, type DebtRow, maxPayoffMonths } from './debt-payoff';

/**
 * Expected figures from an independent Python simulation (exact fractions): each month, interest
 * (rate / 12, half a cent up) on each balance, then each minimum payment, then the extra money in
 * the method's order; with a fixed total, cleared debts' payments join the extra money.
 */
const debt = (
  balance: number,
  monthlyPayment: number,
  interestRate: number,
  id = `d${balance}`,
): DebtRow => ({
  id,
  name: `Debt ${id}`,
  balance,
  monthlyPayment,
  interestRate,
});

const plan = (debts: DebtRow[], extras: Partial<DebtPayoffInputs> = {}): DebtPayoffInputs => ({
  debts,
  payoffMethod: 'avalanche',
  fixedTotal: false,
  ...extras,
});

const run = (inputs: DebtPayoffInputs) => {
  const outcome = calculateDebtPayoff(inputs);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.result;
};

describe('calculateDebtPayoff', () => {
  it.each([
    // 1,000 at 12 % (1 % a month), 100 a month: 11 months, 58.98 interest
    ['one debt, no extras', plan([debt(1000, 100, 12)]), 11, 5_898, [11]],
    // one-time 500 in month 1: 1,010 - 100 - 500 = 410; then 414.10, 317.24, 219.41, 120.60, 20.81:
    // interest 10 + 4.10 + 3.14 + 2.17 + 1.19 + 0.21 = 20.81 over 6 months
    [
      'one-time extra in month 1',
      plan([debt(1000, 100, 12)], { oneTimeAmount: 500, oneTimeMonth: 1 }),
      6,
      2_081,
      [6],
    ],
    // one-time extra in month 50, after the payoff in month 11: no effect
    [
      'one-time extra after payoff',
      plan([debt(1000, 100, 12)], { oneTimeAmount: 500, oneTimeMonth: 50 }),
      11,
      5_898,
      [11],
    ],
    // 10,000 at 24 % (200 interest a month) paid 150, plus 200 extra: 43 months, 4,976.11 interest
    [
      'a monthly extra clears a debt the minimum never would',
      plan([debt(10_000, 150, 24)], { monthlyExtra: 200 }),
      43,
      497_611,
      [43],
    ],
    // avalanche, fixed total: the 20 % debt first (month 20), then the 10 % one (21)
    [
      'avalanche, fixed total',
      plan([debt(5000, 200, 20, 'a'), debt(2000, 100, 10, 'b')], { monthlyExtra: 100, fixedTotal: true }),
      21,
      110_220,
      [20, 21],
    ],
    // snowball, fixed total: the 2,000 debt first (month 11); more interest than avalanche
    [
      'snowball, fixed total',
      plan([debt(5000, 200, 20, 'a'), debt(2000, 100, 10, 'b')], {
        monthlyExtra: 100,
        fixedTotal: true,
        payoffMethod: 'snowball',
      }),
      21,
      121_697,
      [21, 11],
    ],
    // yearly extra of 1,000 every 12th month on 10,000 at 15 %, 300 a month: 35 months
    ['yearly extra', plan([debt(10_000, 300, 15)], { yearlyExtra: 1000 }), 35, 239_797, [35]],
    // fixed total, no extras: the cleared debt's 100 rolls onto the other
    [
      'fixed total alone',
      plan([debt(5000, 200, 20, 'a'), debt(2000, 100, 10, 'b')], { fixedTotal: true }),
      29,
      165_545,
      [29, 22],
    ],
  ])('%s', (_label, inputs, months, interest, payoffMonths) => {
    const result = run(inputs);
    expect(result.timeToPayOffWithExtra).toBe(months);
    expect(result.totalInterestWithExtraCents).toBe(interest);
    expect(result.withExtras.debtPayoffMonths.map((entry) => entry.month)).toEqual(payoffMonths);
    // What is paid is what was owed plus the interest.
    expect(result.withExtras.totalPaidCents).toBe(result.totalDebtCents + interest);
    expect(result.withExtras.balanceByMonthCents).toHaveLength(months + 1);
    expect(result.withExtras.balanceByMonthCents.at(-1)).toBe(0);
  });

  it('compares with the same plan without extras', () => {
    // Without the one-time 500: 11 months and 58.98; with it 6 months and 20.81
    const result = run(plan([debt(1000, 100, 12)], { oneTimeAmount: 500 }));
    expect(result).toMatchObject({
      totalDebtCents: 100_000,
      totalMinimumPaymentCents: 10_000,
      timeToPayOff: 11,
      totalInterestCents: 5_898,
      monthlyPaymentWithExtraCents: 10_000,
      timeToPayOffWithExtra: 6,
      totalInterestWithExtraCents: 2_081,
      interestSavedCents: 3_817,
      timeSaved: 5,
    });
  });

  it('says when the minimums never clear a debt within 600 months', () => {
    // 10,000 at 24 %: 200 interest a month against a 150 payment
    const result = run(plan([debt(10_000, 150, 24)], { monthlyExtra: 200 }));
    expect(result.timeToPayOff).toBeNull();
    expect(result.timeSaved).toBeNull();
    expect(result.withoutExtras.balanceByMonthCents).toHaveLength(maxPayoffMonths + 1);
    expect(result.withoutExtras.debtPayoffMonths[0]?.month).toBeNull();
    expect(result.timeToPayOffWithExtra).toBe(43);
    expect(result.monthlyPaymentWithExtraCents).toBe(35_000);
  });

  it('counts only rows with balance, payment and rate above zero', () => {
    const result = run(
      plan([
        debt(1000, 100, 12, 'counted'),
        { id: 'blank', name: 'Blank' },
        { id: 'no-rate', name: 'No rate', balance: 500, monthlyPayment: 50, interestRate: 0 },
        { id: 'no-payment', name: 'No payment', balance: 500, interestRate: 10 },
      ]),
    );
    expect(result.countedDebts.map((entry) => entry.id)).toEqual(['counted']);
    expect(result.timeToPayOff).toBe(11);
  });

  it.each([
    [
      plan([{ id: 'x', name: 'X' }]),
      { debts: 'Enter at least one debt with its balance, monthly payment and interest rate' },
    ],
    [
      plan([debt(1000, 100, 12)], { monthlyExtra: -5 }),
      { monthlyExtra: 'Enter the monthly extra between 0 and 1,000,000,000' },
    ],
    [
      plan([debt(1000, 100, 12)], { oneTimeMonth: 0 }),
      { oneTimeMonth: 'Enter the month of the one-time amount between 1 and 600' },
    ],
    [
      plan([debt(1000, 100, 12)], { oneTimeMonth: 2.5 }),
      { oneTimeMonth: 'Enter the month of the one-time amount as a whole number' },
    ],
  ])('%o is refused', (inputs, errors) => {
    expect(calculateDebtPayoff(inputs)).toEqual({ ok: false, errors });
  });
});

import { describe, expect, it } from 'vitest';
import { calculateMortgage } from './mortgage';

/**
 * Instalment = P x r / (1 - (1 + r)^-n), r = rate / 12, n = years x 12, rounded to cents; the
 * totals are the month-by-month schedule (interest rounded to cents each month, the last
 * instalment clearing the balance), worked in Python's Decimal independently of this code.
 */
describe('calculateMortgage', () => {
  it.each([
    // N$1,000,000 at 11.5 % over 20 years: 10,664.30 a month, the last 10,660.54
    [
      { homePrice: 1_100_000, downPayment: 100_000, interestRate: 11.5, loanTerm: 20 },
      100_000_000,
      1_066_430,
      1_066_054,
      155_942_824,
    ],
    // N$1,500,000 at 11.75 % over 30 years: 15,141.15
    [
      { homePrice: 1_500_000, downPayment: 0, interestRate: 11.75, loanTerm: 30 },
      150_000_000,
      1_514_115,
      1_512_653,
      395_079_938,
    ],
    // 0 %: 500,000 / 180 = 2,777.78 (rounded up), so the last is 2,777.38 and no interest
    [
      { homePrice: 600_000, downPayment: 100_000, interestRate: 0, loanTerm: 15 },
      50_000_000,
      277_778,
      277_738,
      0,
    ],
    // N$1,200,000 at 10 % over 20 years: 11,580.26
    [
      { homePrice: 1_500_000, downPayment: 300_000, interestRate: 10, loanTerm: 20 },
      120_000_000,
      1_158_026,
      1_157_974,
      157_926_188,
    ],
    // N$2,000,000 at 7 % over 30 years: 13,306.05
    [
      { homePrice: 2_500_000, downPayment: 500_000, interestRate: 7, loanTerm: 30 },
      200_000_000,
      1_330_605,
      1_330_602,
      279_017_797,
    ],
    // N$750,000 at 13.25 % over 15 years: 9,613.02, the last 9,614.87
    [{ homePrice: 750_000, interestRate: 13.25, loanTerm: 15 }, 75_000_000, 961_302, 961_487, 98_034_545],
    // N$2,850,000 (5 % down on 3,000,000) at 10.5 % over 30 years: 26,070.07
    [
      { homePrice: 3_000_000, downPayment: 150_000, interestRate: 10.5, loanTerm: 30 },
      285_000_000,
      2_607_007,
      2_606_946,
      653_522_459,
    ],
    // deposit equal to the price: nothing borrowed, nothing to pay
    [{ homePrice: 800_000, downPayment: 800_000, interestRate: 11, loanTerm: 20 }, 0, 0, 0, 0],
  ])('%o', (inputs, loan, payment, finalPayment, interest) => {
    const outcome = calculateMortgage(inputs);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const result = outcome.result;
    expect(result.loanAmountCents).toBe(loan);
    expect(result.monthlyPaymentCents).toBe(payment);
    expect(result.finalPaymentCents).toBe(finalPayment);
    expect(result.totalInterestCents).toBe(interest);
    // The totals reconcile to the cent: what is paid is what was borrowed plus the interest.
    expect(result.totalPaymentCents).toBe(loan + interest);
    const paid = result.schedule.reduce((sum, month) => sum + month.paymentCents, 0);
    expect(paid).toBe(result.totalPaymentCents);
    expect(result.schedule.at(-1)?.balanceCents).toBe(0);
  });

  it('charts the balance at the start and the end of every year', () => {
    const outcome = calculateMortgage({
      homePrice: 1_100_000,
      downPayment: 100_000,
      interestRate: 11.5,
      loanTerm: 20,
    });
    if (!outcome.ok) throw new Error('expected a result');
    const { balances } = outcome.result;
    expect(balances).toHaveLength(21);
    expect(balances[0]).toEqual({
      year: 0,
      balanceCents: 100_000_000,
      interestPaidCents: 0,
      principalPaidCents: 0,
    });
    expect(balances.at(-1)).toMatchObject({ year: 20, balanceCents: 0, principalPaidCents: 100_000_000 });
  });

  it.each([
    [
      { homePrice: 500_000, downPayment: 600_000, interestRate: 11, loanTerm: 20 },
      { downPayment: 'The deposit cannot be more than the home price' },
    ],
    [{ homePrice: 0, interestRate: 11, loanTerm: 20 }, { homePrice: 'Enter the home price above 0' }],
    [
      { homePrice: 500_000, interestRate: 11, loanTerm: 25 },
      { loanTerm: 'Choose a loan term of 15, 20 or 30 years' },
    ],
    [
      { homePrice: 500_000, interestRate: -1, loanTerm: 20 },
      { interestRate: 'Enter the interest rate between 0 and 30' },
    ],
    [{ interestRate: 11, loanTerm: 20 }, { homePrice: 'Enter the home price' }],
    [
      { homePrice: 500_000, downPayment: -5, interestRate: 11, loanTerm: 20 },
      { downPayment: 'Enter the deposit between 0 and 1,000,000,000' },
    ],
  ])('%o is refused', (inputs, errors) => {
    expect(calculateMortgage(inputs)).toEqual({ ok: false, errors });
  });
});

import { describe, expect, it } from 'vitest';
import { calculateLifeCover } from './life-cover';
import { calculateMortgage } from './mortgage';
import { calculateTaxRefund } from './tax-refund';
import { calculateVehicleFinance } from './vehicle-finance';

/**
 * An optional input that is not a number (the page reads "abc" in a shared link's query as NaN)
 * counts as blank, as the rules say (inputs.ts: NaN is a blank input; blank is zero there): the
 * answer is the blank one, never a thrown error. Found by issue 57's test of the calculators'
 * shared answer: the mortgage's deposit, life cover's debts and the tax refund's contributions
 * threw "not a finite amount: NaN".
 */
const cases: { name: string; answer: (value: number | undefined) => unknown }[] = [
  {
    name: 'mortgage, deposit',
    answer: (value) =>
      calculateMortgage({ homePrice: 1_000_000, downPayment: value, interestRate: 11, loanTerm: 20 }),
  },
  {
    name: 'life cover, current debts',
    answer: (value) =>
      calculateLifeCover({ annualIncome: 300_000, dependents: 2, currentDebts: value, yearsOfCoverage: 10 }),
  },
  {
    name: 'tax refund, retirement annuity',
    answer: (value) =>
      calculateTaxRefund({
        grossSalary: 400_000,
        retirementAnnuityContribution: value,
        studyPolicyContribution: 0,
      }),
  },
  {
    name: 'tax refund, study policy',
    answer: (value) =>
      calculateTaxRefund({
        grossSalary: 400_000,
        retirementAnnuityContribution: 0,
        studyPolicyContribution: value,
      }),
  },
  {
    name: 'vehicle finance, balloon',
    answer: (value) =>
      calculateVehicleFinance({
        purchasePrice: 400_000,
        deposit: 40_000,
        balloonPercentage: value,
        interestRate: 12,
        repaymentPeriod: 60,
      }),
  },
];

describe('an optional input that is not a number', () => {
  it.each(cases)('$name: answers as if blank', ({ answer }) => {
    const blank = answer(undefined);
    expect(blank).toMatchObject({ ok: true });
    expect(answer(Number.NaN)).toEqual(blank);
  });
});

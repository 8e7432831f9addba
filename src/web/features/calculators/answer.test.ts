import { describe, expect, it } from 'vitest';
import { calculateMortgage } from '../../../domain/calculators/mortgage';
import { calculatorAnswer } from './parts';

const fields = ['homePrice', 'downPayment', 'interestRate', 'loanTerm'] as const;

describe('calculatorAnswer', () => {
  it('answers nothing before the visitor asks', () => {
    const values = { homePrice: '1000000', downPayment: '100000', interestRate: '11', loanTerm: '20' };
    expect(calculatorAnswer({ submitted: false, values }, fields, calculateMortgage)).toEqual({
      result: null,
      errors: {},
    });
  });

  it("gives each field to the domain's calculation as a number and returns its result", () => {
    const values = { homePrice: '1000000', downPayment: '100000', interestRate: '11', loanTerm: '20' };
    const answer = calculatorAnswer({ submitted: true, values }, fields, calculateMortgage);
    const direct = calculateMortgage({
      homePrice: 1_000_000,
      downPayment: 100_000,
      interestRate: 11,
      loanTerm: 20,
    });
    expect(direct.ok).toBe(true);
    expect(answer).toEqual({ result: direct.ok ? direct.result : null, errors: {} });
  });

  it('names what is wrong, with no result: an empty field and one that is not a number', () => {
    const values = { homePrice: '', downPayment: '100000', interestRate: 'abc', loanTerm: '20' };
    const answer = calculatorAnswer({ submitted: true, values }, fields, calculateMortgage);
    expect(answer.result).toBeNull();
    expect(Object.keys(answer.errors).sort()).toEqual(['homePrice', 'interestRate']);
  });
});

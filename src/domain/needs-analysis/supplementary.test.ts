import { describe, expect, it } from 'vitest';
import {
  debtPriority,
  familyProtectionNotes,
  housingNotes,
  incomeProtectionNotes,
  retirementAdvice,
  savingsAdvice,
} from './supplementary';

describe('housing notes', () => {
  it.each([
    [{ mortgageBalance: 0, plansToBuy: 'no', vehicleLoanBalance: 0 }, 0],
    [{ mortgageBalance: 1, plansToBuy: 'no', vehicleLoanBalance: 0 }, 1],
    [{ mortgageBalance: 0, plansToBuy: 'yes', vehicleLoanBalance: 0 }, 1],
    [{ mortgageBalance: 0, plansToBuy: 'no', vehicleLoanBalance: 0.01 }, 1],
    [{ mortgageBalance: 900_000, plansToBuy: 'yes', vehicleLoanBalance: 120_000 }, 3],
  ])('%j gives %i notes', (answers, count) => {
    expect(housingNotes(answers)).toHaveLength(count);
  });
  it('a mortgage above 0 asks for life and disability cover', () => {
    expect(housingNotes({ mortgageBalance: 1, plansToBuy: 'no', vehicleLoanBalance: 0 })[0]!.text).toMatch(
      /life and disability/,
    );
  });
});

describe('income protection notes', () => {
  const base = {
    isMainIncomeEarner: 'no',
    hasIncomeProtection: 'yes',
    familyImpact: 'manage',
    copingDuration: '3-6-months',
  };
  it.each([
    [{}, 0],
    [{ isMainIncomeEarner: 'yes', hasIncomeProtection: 'no' }, 1],
    [{ isMainIncomeEarner: 'yes' }, 0],
    [{ familyImpact: 'struggle' }, 1],
    [{ familyImpact: 'impossible' }, 1],
    [{ copingDuration: '1-3-months' }, 1],
    [{ copingDuration: 'under-1-month' }, 1],
    // 3 months exactly is not under 3 months
    [{ copingDuration: '3-6-months' }, 0],
  ])('%j gives %i notes', (change, count) => {
    expect(incomeProtectionNotes({ ...base, ...change })).toHaveLength(count);
  });
});

describe('family protection notes', () => {
  const base = {
    hasLifeInsurance: 'yes',
    familySurvivalDuration: 'over-12-months',
    hasFuneralCover: 'yes',
    childrenEducationConcern: 'no',
  };
  it.each([
    [{}, []],
    [{ hasLifeInsurance: 'no', familySurvivalDuration: '6-12-months' }, [false]],
    [{ hasLifeInsurance: 'no' }, []],
    [{ hasLifeInsurance: 'no', familySurvivalDuration: '1-3-months' }, [true]],
    [{ familySurvivalDuration: 'under-1-month' }, [true]],
    [{ hasFuneralCover: 'no' }, [false]],
    [{ childrenEducationConcern: 'yes' }, [false]],
  ])('%j', (change, urgency) => {
    expect(familyProtectionNotes({ ...base, ...change }).map((note) => note.urgent === true)).toEqual(
      urgency,
    );
  });
});

describe('debt priority', () => {
  const base = {
    hasDebts: 'yes',
    totalDebtAmount: '50000-100000',
    paysMinimumOnly: 'no',
    hasArrears: 'no',
    debtStress: 'manageable',
  };
  it.each([
    [{}, 'low'],
    [{ hasDebts: 'no' }, 'low'],
    [{ totalDebtAmount: 'under-20000' }, 'low'],
    // over 100,000
    [{ totalDebtAmount: '100000-250000' }, 'medium'],
    [{ totalDebtAmount: 'over-500000' }, 'medium'],
    [{ paysMinimumOnly: 'yes' }, 'medium'],
    [{ debtStress: 'very-stressful' }, 'medium'],
    [{ debtStress: 'overwhelming' }, 'medium'],
    [{ hasArrears: 'yes' }, 'high'],
    [{ hasArrears: 'yes', totalDebtAmount: 'under-20000' }, 'high'],
  ])('%j is %s', (change, priority) => {
    expect(debtPriority({ ...base, ...change }).priority).toBe(priority);
  });
  it('none or under N$20,000 gets a positive message', () => {
    expect(debtPriority({ ...base, hasDebts: 'no' })).toEqual({
      priority: 'low',
      note: 'Well done: you owe nothing. Keep it that way and put what you would have repaid into savings.',
    });
    expect(debtPriority({ ...base, totalDebtAmount: 'under-20000' }).note).toMatch(/low: keep it that way/);
  });
});

describe('savings advice', () => {
  it.each([
    [{}, []],
    [{ hasEmergencyFund: 'yes', emergencyFundAmount: '3-6-months' }, []],
    [{ hasEmergencyFund: 'yes', emergencyFundAmount: '2-3-months' }, ['Emergency savings plan']],
    [{ hasEmergencyFund: 'partial' }, ['Emergency savings plan']],
    [{ hasEmergencyFund: 'no' }, ['Emergency savings plan']],
    [{ savesRegularly: 'yes' }, []],
    [{ savesRegularly: 'sometimes' }, ['Regular savings habit']],
    [{ savesRegularly: 'no' }, ['Regular savings habit']],
    [{ savingsGoalTerm: 'short-term' }, ['Short-term goals']],
    [{ savingsGoalTerm: 'medium-term' }, ['Medium-term goals']],
    [{ savingsGoalTerm: 'long-term' }, ['Long-term goals']],
    [{ savingsGoalTerm: 'multiple' }, ['Short-term goals', 'Medium-term goals', 'Long-term goals']],
  ])('%j', (answers, headings) => {
    expect(savingsAdvice(answers).map((line) => line.split(':')[0])).toEqual(headings);
  });
});

describe('retirement advice', () => {
  it.each([
    [{}, []],
    [{ hasRetirementSavings: 'yes', employerContribution: 'yes' }, ['Pension fund']],
    [{ hasRetirementSavings: 'minimal' }, ['Retirement annuity']],
    [{ hasRetirementSavings: 'no' }, ['Retirement annuity']],
    [{ hasRetirementSavings: 'yes', employerContribution: 'self-employed' }, ['Retirement annuity']],
    [
      { employerContribution: 'unsure' },
      ['Ask your employer’s HR office whether you belong to a pension or provident fund.'],
    ],
    [{ monthlyContribution: 'none' }, ['Contributions']],
    [{ monthlyContribution: 'under-1000' }, ['Contributions']],
    [{ monthlyContribution: '1000-2500' }, []],
    [{ hasCalculatedNeeds: 'rough-idea' }, ['Work out your target']],
    [{ hasCalculatedNeeds: 'yes' }, []],
  ])('%j', (answers, headings) => {
    expect(retirementAdvice(answers).map((line) => line.split(':')[0])).toEqual(headings);
  });
});

import { describe, expect, it } from 'vitest';
import { analyseBudget, budgetAnalysisLines } from './budget';
import {
  lifeCoverAmount,
  type Recommendation,
  type RuleAnswers,
  recommendationsFor,
  summarise,
} from './recommendations';

const none: RuleAnswers = {
  clientProfile: { hasDependents: 'no', dependentsCount: 0, monthlyIncomeRange: '20000-35000' },
  familyProtection: { hasLifeInsurance: 'yes', childrenEducationConcern: 'no' },
  incomeProtection: { isMainIncomeEarner: 'yes', hasDisabilityCover: 'yes' },
  debtReview: { hasArrears: 'no', debtStress: 'manageable' },
  savingsEmergency: {
    hasEmergencyFund: 'yes',
    emergencyFundAmount: '3-6-months',
    savingsGoalTerm: 'medium-term',
    savingsMethodPreference: 'balanced',
  },
  retirementPlanning: { hasRetirementSavings: 'yes', monthlyContribution: '1000-2500' },
};

const categories = (answers: RuleAnswers) => recommendationsFor(answers).map((item) => item.category);
const change = <Section extends keyof RuleAnswers>(
  section: Section,
  values: RuleAnswers[Section],
): RuleAnswers => ({
  ...none,
  [section]: { ...none[section], ...values },
});

describe('recommendation rules', () => {
  it('recommend nothing when everything is in place', () => {
    expect(categories(none)).toEqual([]);
  });

  it.each([
    // [rule, answers, triggered]
    ['emergency fund: none', change('savingsEmergency', { hasEmergencyFund: 'no' }), 'Emergency Fund'],
    [
      'emergency fund: under 1 month',
      change('savingsEmergency', { emergencyFundAmount: 'under-1-month' }),
      'Emergency Fund',
    ],
    [
      'emergency fund: 1-2 months is enough',
      change('savingsEmergency', { emergencyFundAmount: '1-2-months' }),
      null,
    ],
    [
      'emergency fund: partial with 1-2 months',
      change('savingsEmergency', { hasEmergencyFund: 'partial', emergencyFundAmount: '1-2-months' }),
      null,
    ],
    [
      'life: no cover with dependants',
      {
        ...change('familyProtection', { hasLifeInsurance: 'no' }),
        clientProfile: { ...none.clientProfile, hasDependents: 'yes', dependentsCount: 1 },
      },
      'Life Insurance',
    ],
    ['life: no cover, no dependants', change('familyProtection', { hasLifeInsurance: 'no' }), null],
    [
      'income protection: main earner without cover',
      change('incomeProtection', { hasDisabilityCover: 'no' }),
      'Income Protection',
    ],
    [
      'income protection: not the main earner',
      change('incomeProtection', { isMainIncomeEarner: 'no', hasDisabilityCover: 'no' }),
      null,
    ],
    ['retirement: no savings', change('retirementPlanning', { hasRetirementSavings: 'no' }), 'Retirement'],
    [
      'retirement: no contribution',
      change('retirementPlanning', { monthlyContribution: 'none' }),
      'Retirement',
    ],
    [
      'retirement: minimal savings and contributing',
      change('retirementPlanning', { hasRetirementSavings: 'minimal' }),
      null,
    ],
    ['debt: arrears', change('debtReview', { hasArrears: 'yes' }), 'Debt Management'],
    ['debt: very stressful', change('debtReview', { debtStress: 'very-stressful' }), 'Debt Management'],
    ['debt: somewhat stressful', change('debtReview', { debtStress: 'somewhat-stressful' }), null],
    ['education: concern', change('familyProtection', { childrenEducationConcern: 'yes' }), 'Education'],
    [
      'investments: growth, long term',
      change('savingsEmergency', { savingsMethodPreference: 'growth', savingsGoalTerm: 'long-term' }),
      'Investments',
    ],
    [
      'investments: growth, medium term',
      change('savingsEmergency', { savingsMethodPreference: 'growth' }),
      null,
    ],
    ['investments: balanced, long term', change('savingsEmergency', { savingsGoalTerm: 'long-term' }), null],
  ] as const)('%s', (_rule, answers, triggered) => {
    expect(categories(answers as RuleAnswers)).toEqual(triggered ? [triggered] : []);
  });

  it('gives each rule the spec’s priority, product, cost and timeframe', () => {
    const all: RuleAnswers = {
      clientProfile: { hasDependents: 'yes', dependentsCount: 3, monthlyIncomeRange: '20000-35000' },
      familyProtection: { hasLifeInsurance: 'no', childrenEducationConcern: 'yes' },
      incomeProtection: { isMainIncomeEarner: 'yes', hasDisabilityCover: 'no' },
      debtReview: { hasArrears: 'yes' },
      savingsEmergency: {
        hasEmergencyFund: 'no',
        savingsGoalTerm: 'long-term',
        savingsMethodPreference: 'growth',
      },
      retirementPlanning: { hasRetirementSavings: 'no' },
    };
    const table = recommendationsFor(all).map(({ category, priority, estimatedCost, timeframe }) => [
      category,
      priority,
      estimatedCost,
      timeframe,
    ]);
    expect(table).toEqual([
      ['Emergency Fund', 'High', 'N$500-2,000 per month', 'Immediate'],
      ['Life Insurance', 'High', 'N$200-800 per month', 'Within 30 days'],
      ['Income Protection', 'High', 'N$150-500 per month', 'Within 30 days'],
      ['Retirement', 'Medium', 'N$1,500-3,500 per month', 'Within 60 days'],
      ['Debt Management', 'High', 'Varies', 'Immediate'],
      ['Education', 'Medium', 'N$800-2,000 per month per child', 'Within 90 days'],
      ['Investments', 'Low', 'N$1,000+ per month', 'Within 90 days'],
    ]);
    // 3 dependants: 10 x annual income of the 20,000-35,000 band (27,500 a month): 10 x 330,000
    expect(recommendationsFor(all)[1]!.description).toContain('N$ 3,300,000');
  });
});

describe('lifeCoverAmount', () => {
  it.each([
    // 27,500 x 12 = 330,000 a year
    ['20000-35000', 2, 2_640_000], // 8x: exactly 2 dependants is not more than 2
    ['20000-35000', 3, 3_300_000], // 10x
    ['under-5000', 0, 480_000], // 5,000 x 12 x 8
    ['over-50000', 4, 6_000_000], // 50,000 x 12 x 10
    ['unknown', 1, null],
  ])('%s with %i dependants: %s', (band, dependants, expected) => {
    expect(lifeCoverAmount(band, dependants)).toBe(expected);
  });
});

describe('total monthly estimate', () => {
  const item = (priority: Recommendation['priority']) => ({ priority }) as Recommendation;
  it.each([
    // 3 High, 2 Medium: 3 x 400 + 2 x 300 = 1,800; 3 x 1,200 + 2 x 800 = 5,200
    [
      ['High', 'High', 'High', 'Medium', 'Medium'],
      { high: 3, medium: 2, low: 0, monthlyLow: 1_800, monthlyHigh: 5_200 },
    ],
    // Low items count in the summary but not in the estimate
    [['Low', 'Low'], { high: 0, medium: 0, low: 2, monthlyLow: 0, monthlyHigh: 0 }],
    [['Medium'], { high: 0, medium: 1, low: 0, monthlyLow: 300, monthlyHigh: 800 }],
    [[], { high: 0, medium: 0, low: 0, monthlyLow: 0, monthlyHigh: 0 }],
  ] as const)('%j', (priorities, expected) => {
    expect(summarise(priorities.map(item))).toEqual(expected);
  });
});

describe('budget analysis', () => {
  it('income 20,000, essentials 9,000, debt 2,000', () => {
    // available 20,000 - 9,000 - 2,000 = 9,000; insurance 15 % = 3,000 (shown 1,500);
    // savings 20 % = 4,000 (shown 2,000); lifestyle 9,000 - 3,000 - 4,000 = 2,000
    expect(
      analyseBudget({
        monthlyIncomeCents: 2_000_000,
        essentialExpensesCents: 900_000,
        debtRepaymentsCents: 200_000,
      }),
    ).toEqual({
      availableCents: 900_000,
      insuranceCents: 300_000,
      savingsCents: 400_000,
      insuranceShownCents: 150_000,
      savingsShownCents: 200_000,
      remainingForLifestyleCents: 200_000,
      alert: false,
    });
  });

  it('shows the spec’s labels beside the shown amounts (half the full allocations)', () => {
    const analysis = analyseBudget({
      monthlyIncomeCents: 2_000_000,
      essentialExpensesCents: 900_000,
      debtRepaymentsCents: 200_000,
    });
    expect(budgetAnalysisLines(analysis)).toEqual([
      { label: 'Available after essentials and debt', cents: 900_000 },
      { label: 'Insurance (10-15%)', cents: 150_000 },
      { label: 'Savings (10-20%)', cents: 200_000 },
      { label: 'Remaining for lifestyle', cents: 200_000 },
    ]);
  });

  it('shows the Budget Alert when essentials are 14,000', () => {
    // available 4,000; lifestyle 4,000 - 3,000 - 4,000 = -3,000
    const analysis = analyseBudget({
      monthlyIncomeCents: 2_000_000,
      essentialExpensesCents: 1_400_000,
      debtRepaymentsCents: 200_000,
    });
    expect(analysis).toMatchObject({
      availableCents: 400_000,
      remainingForLifestyleCents: -300_000,
      alert: true,
    });
  });

  it('exactly nothing left is not an alert', () => {
    // 20,000 - 9,000 - 4,000 = 7,000 = 3,000 + 4,000
    expect(
      analyseBudget({
        monthlyIncomeCents: 2_000_000,
        essentialExpensesCents: 900_000,
        debtRepaymentsCents: 400_000,
      }),
    ).toMatchObject({ remainingForLifestyleCents: 0, alert: false });
  });
});

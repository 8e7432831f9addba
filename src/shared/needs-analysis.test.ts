import { describe, expect, it } from 'vitest';
import {
  answerText,
  needsAnalysisPatchSchema,
  needsAnalysisSectionNames,
  needsAnalysisSteps,
  questionsOf,
  readAnswer,
  readyToComplete,
  visibleAnswers,
} from './needs-analysis';

describe('the needs analysis questions', () => {
  it('has the spec’s ten steps, each section on one of them', () => {
    expect(needsAnalysisSteps.map((step) => step.title)).toEqual([
      'Greeting and overview',
      'Client Profile',
      'Housing and Assets',
      'Income Protection',
      'Family Protection',
      'Debt Review',
      'Savings and Emergency',
      'Retirement Planning',
      'Affordability and Budget',
      'Recommendations',
    ]);
    expect(needsAnalysisSteps.flatMap((step) => step.section ?? [])).toEqual(needsAnalysisSectionNames);
  });

  it('asks every field the rules and the spec name', () => {
    const fields = (section: (typeof needsAnalysisSectionNames)[number]) =>
      questionsOf(section).map((question) => question.field);
    expect(fields('clientProfile')).toEqual(
      expect.arrayContaining(['hasDependents', 'dependentsCount', 'monthlyIncomeRange']),
    );
    expect(fields('housingAssets')).toEqual(
      expect.arrayContaining([
        'ownsHome',
        'mortgageBalance',
        'plansToBuy',
        'vehicleCount',
        'vehicleLoanBalance',
      ]),
    );
    expect(fields('incomeProtection')).toEqual(
      expect.arrayContaining(['isMainIncomeEarner', 'hasDisabilityCover', 'familyImpact', 'copingDuration']),
    );
    expect(fields('familyProtection')).toEqual(
      expect.arrayContaining([
        'hasLifeInsurance',
        'lifeCoverAmount',
        'familySurvivalDuration',
        'hasFuneralCover',
        'funeralCoverAmount',
        'childrenEducationConcern',
      ]),
    );
    expect(fields('debtReview')).toEqual(
      expect.arrayContaining(['hasDebts', 'totalDebtAmount', 'paysMinimumOnly', 'hasArrears', 'debtStress']),
    );
    expect(fields('savingsEmergency')).toEqual([
      'hasEmergencyFund',
      'emergencyFundAmount',
      'savesRegularly',
      'monthlySavingsAmount',
      'savingsGoalTerm',
      'savingsGoalPurpose',
      'savingsMethodPreference',
    ]);
    expect(fields('retirementPlanning')).toEqual([
      'hasRetirementSavings',
      'currentRetirementValue',
      'monthlyContribution',
      'employerContribution',
      'retirementAge',
      'hasCalculatedNeeds',
      'retirementConcerns',
    ]);
    expect(fields('affordabilityBudget')).toEqual([
      'monthlyIncome',
      'essentialExpenses',
      'debtRepayments',
      'discretionarySpending',
      'comfortableCommitment',
      'financialPriorities',
      'budgetingChallenges',
    ]);
    expect(fields('agreementNextSteps')).toEqual([
      'preferredContactMethod',
      'preferredContactTime',
      'urgency',
      'additionalQuestions',
      'agreesToFollowUp',
    ]);
  });

  it('uses the spec’s option values', () => {
    const values = (section: (typeof needsAnalysisSectionNames)[number], field: string) => {
      const question = questionsOf(section).find((entry) => entry.field === field);
      return question && 'options' in question ? question.options.map((option) => option.value) : [];
    };
    expect(values('savingsEmergency', 'emergencyFundAmount')).toEqual([
      'under-1-month',
      '1-2-months',
      '2-3-months',
      '3-6-months',
      'over-6-months',
    ]);
    expect(values('retirementPlanning', 'retirementAge')).toEqual([
      '55-60',
      '60-65',
      '65',
      'over-65',
      'never',
    ]);
    expect(values('affordabilityBudget', 'comfortableCommitment')).toEqual([
      'under-1000',
      '1000-2500',
      '2500-5000',
      '5000-10000',
      'over-10000',
    ]);
    expect(values('agreementNextSteps', 'preferredContactTime')).toEqual([
      'morning',
      'afternoon',
      'evening',
      'weekend',
      'anytime',
    ]);
    expect(values('agreementNextSteps', 'agreesToFollowUp')).toEqual(['yes', 'more-info', 'no']);
    expect(values('clientProfile', 'monthlyIncomeRange')).toHaveLength(6);
    expect(values('debtReview', 'totalDebtAmount')).toEqual([
      'under-20000',
      '20000-50000',
      '50000-100000',
      '100000-250000',
      '250000-500000',
      'over-500000',
    ]);
  });
});

describe('conditional questions (spec doc 3, section 4)', () => {
  it.each([
    // emergency fund duration only if hasEmergencyFund is yes or partial
    ['savingsEmergency', { hasEmergencyFund: 'yes', emergencyFundAmount: '1-2-months' }, true],
    ['savingsEmergency', { hasEmergencyFund: 'partial', emergencyFundAmount: '1-2-months' }, true],
    ['savingsEmergency', { hasEmergencyFund: 'no', emergencyFundAmount: '1-2-months' }, false],
    ['savingsEmergency', { emergencyFundAmount: '1-2-months' }, false],
    // monthly savings amount only if savesRegularly is yes or sometimes
    ['savingsEmergency', { savesRegularly: 'sometimes', monthlySavingsAmount: 'under-500' }, true],
    ['savingsEmergency', { savesRegularly: 'no', monthlySavingsAmount: 'under-500' }, false],
    // current retirement value only if hasRetirementSavings is yes or minimal
    ['retirementPlanning', { hasRetirementSavings: 'minimal', currentRetirementValue: 'under-50000' }, true],
    ['retirementPlanning', { hasRetirementSavings: 'no', currentRetirementValue: 'under-50000' }, false],
    // mortgage details when a home is owned and the balance is above 0
    ['housingAssets', { ownsHome: 'yes', mortgageBalance: 1, mortgageRemainingYears: '1-5' }, true],
    ['housingAssets', { ownsHome: 'yes', mortgageBalance: 0, mortgageRemainingYears: '1-5' }, false],
    // ... and not when the home is not owned, though a balance was typed before
    ['housingAssets', { ownsHome: 'no', mortgageBalance: 5, mortgageRemainingYears: '1-5' }, false],
    // timeframe when the plan-to-buy answer is yes or maybe, and no home is owned
    ['housingAssets', { ownsHome: 'no', plansToBuy: 'maybe', plansToBuyHorizon: '1-2-years' }, true],
    ['housingAssets', { ownsHome: 'no', plansToBuy: 'no', plansToBuyHorizon: '1-2-years' }, false],
    ['housingAssets', { ownsHome: 'yes', plansToBuy: 'yes', plansToBuyHorizon: '1-2-years' }, false],
    // vehicle finance details when a vehicle is financed
    ['housingAssets', { vehicleCount: '2', vehicleFinanced: 'yes', vehicleLoanBalance: 10 }, true],
    ['housingAssets', { vehicleCount: '0', vehicleFinanced: 'yes', vehicleLoanBalance: 10 }, false],
    // debt questions when hasDebts is yes
    ['debtReview', { hasDebts: 'yes', hasArrears: 'yes' }, true],
    ['debtReview', { hasDebts: 'no', hasArrears: 'yes' }, false],
    ['clientProfile', { hasDependents: 'yes', dependentsCount: 3 }, true],
    ['clientProfile', { hasDependents: 'no', dependentsCount: 3 }, false],
  ] as const)('%s %j keeps its last answer: %s', (section, answers, kept) => {
    const entries = Object.entries(answers);
    const [lastField, lastValue] = entries[entries.length - 1]!;
    expect(visibleAnswers(section, answers)[lastField]).toBe(kept ? lastValue : undefined);
  });

  it('keeps every other answer', () => {
    expect(visibleAnswers('debtReview', { hasDebts: 'no', hasArrears: 'yes', debtTypes: ['other'] })).toEqual(
      {
        hasDebts: 'no',
      },
    );
  });
});

describe('session bodies', () => {
  it('accepts a partly filled section and refuses two at once', () => {
    expect(needsAnalysisPatchSchema.safeParse({ debtReview: { hasDebts: 'yes' } }).success).toBe(true);
    expect(needsAnalysisPatchSchema.safeParse({ debtReview: {}, housingAssets: {} }).success).toBe(false);
  });
  it.each([
    [{ housingAssets: { mortgageBalance: 10.005 } }],
    [{ housingAssets: { mortgageBalance: -1 } }],
    [{ clientProfile: { phone: 'call me' } }],
    [{ clientProfile: { email: 'not-an-address' } }],
    [{ clientProfile: { dependentsCount: 2.5 } }],
    [{ debtReview: { debtTypes: ['other', 'other'] } }],
  ])('refuses %j', (body) => {
    expect(needsAnalysisPatchSchema.safeParse(body).success).toBe(false);
  });
  it('lowercases an email and keeps an empty one', () => {
    expect(needsAnalysisPatchSchema.parse({ clientProfile: { email: ' A@Example.COM ' } })).toEqual({
      clientProfile: { email: 'a@example.com' },
    });
    expect(needsAnalysisPatchSchema.safeParse({ clientProfile: { email: '', phone: '' } }).success).toBe(
      true,
    );
  });
  it('is ready to complete with both required answers', () => {
    expect(readyToComplete({ agreesToFollowUp: 'no', preferredContactMethod: 'email' })).toBe(true);
    expect(readyToComplete({ agreesToFollowUp: 'yes' })).toBe(false);
    expect(readyToComplete({ preferredContactMethod: 'phone' })).toBe(false);
  });
  it('reads answers as their labels', () => {
    const method = questionsOf('agreementNextSteps')[0]!;
    expect(answerText(method, 'whatsapp')).toBe('WhatsApp');
    const types = questionsOf('debtReview').find((question) => question.field === 'debtTypes')!;
    expect(answerText(types, ['credit-card', 'micro-loans'])).toBe('Credit card, Micro-loans');
    const amount = questionsOf('housingAssets').find((question) => question.field === 'homeValue')!;
    expect(answerText(amount, 850000)).toBe('N$ 850,000.00');
  });
});

describe('reading a typed answer', () => {
  const question = (section: (typeof needsAnalysisSectionNames)[number], field: string) =>
    questionsOf(section).find((entry) => entry.field === field)!;
  it.each([
    ['20000', 20_000],
    ['20 000', 20_000],
    ['20,000.50', 20_000.5],
    ['N$ 1,500', 1_500],
    ['0', 0],
    ['', undefined],
    ['  ', undefined],
  ])('amount %j is %s', (typed, value) => {
    expect(readAnswer(question('affordabilityBudget', 'monthlyIncome'), typed)).toEqual({ ok: true, value });
  });
  it.each(['-5', 'abc', '12.345', '1e5'])('amount %j is refused', (typed) => {
    expect(readAnswer(question('affordabilityBudget', 'monthlyIncome'), typed)).toEqual({
      ok: false,
      message: 'Enter an amount in N$ (0 or more, at most 2 decimals)',
    });
  });
  it.each([
    ['3', { ok: true, value: 3 }],
    ['0', { ok: false, message: 'Enter a whole number from 1 to 30' }],
    ['2.5', { ok: false, message: 'Enter a whole number from 1 to 30' }],
    ['many', { ok: false, message: 'Enter a whole number from 1 to 30' }],
  ])('dependants %j', (typed, result) => {
    expect(readAnswer(question('clientProfile', 'dependentsCount'), typed)).toEqual(result);
  });
  it('checks an email and a phone number', () => {
    expect(readAnswer(question('clientProfile', 'email'), 'ann@')).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
    });
    expect(readAnswer(question('clientProfile', 'email'), 'Ann@Example.com')).toEqual({
      ok: true,
      value: 'ann@example.com',
    });
    expect(readAnswer(question('clientProfile', 'phone'), 'call me').ok).toBe(false);
    expect(readAnswer(question('clientProfile', 'phone'), '+264 81 000 0000')).toEqual({
      ok: true,
      value: '+264 81 000 0000',
    });
  });
  it('refuses over-long text', () => {
    expect(readAnswer(question('clientProfile', 'fullName'), 'x'.repeat(201))).toEqual({
      ok: false,
      message: 'Please use at most 200 characters',
    });
  });
});

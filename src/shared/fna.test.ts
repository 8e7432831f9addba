import { describe, expect, it } from 'vitest';
import { analyseFna, type FnaFigures } from '../domain/fna/analysis';
import { type Fna, fnaSchema, fnaSteps, personalInfoSchema } from './fna';
import { completeFna } from './fna.fixtures';

// The parsed form is what the analysis reads: a type error here means the two have drifted.
const figuresOf = (form: Fna): FnaFigures => form;

describe('fnaSchema', () => {
  it('accepts the complete example and fills the spec’s defaults', () => {
    const form = fnaSchema.parse(completeFna);
    expect(form.assumptions).toEqual({
      premiumGrowth: 5,
      coverGrowth: null,
      inflation: 6,
      investmentReturn: 10,
      retirementReturn: 10,
      death: { premiumGrowth: 5, coverGrowth: null, rate: 6 },
      disability: { premiumGrowth: 5, coverGrowth: 10, rate: 6 },
      retirement: { premiumGrowth: 5, coverGrowth: 10, rate: 10 },
    });
    expect(form.estatePlanning).toMatchObject({ deedsOfficeExpenses: 1810, advertisementCosts: 1500 });
    expect(form.adviceRecord.investmentAssumptions).toEqual({
      escalator: 0,
      inflation: 0,
      investmentReturn: 10,
      term: 0,
    });
    expect(form.personalParticulars.retirementAge).toBe(60);
    expect(form.needs.retirement.escalationRate).toBe(5);
  });

  it('gives the spec’s messages for an empty personal step', () => {
    const result = personalInfoSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      cell: 'Cell number is required',
      email: 'Valid email is required',
      surname: 'Surname is required',
      fullName: 'Full name is required',
      dateOfBirth: 'Date of birth is required',
      idNumber: 'ID number is required',
      citizenship: 'Citizenship is required',
      employer: 'Employer is required',
      residentialAddress: 'Residential address is required',
      occupation: 'Occupation is required',
      income: 'Income is required',
    });
  });

  it('refuses consent not given, and asks for representative details when acting for someone', () => {
    const result = fnaSchema.safeParse({
      ...completeFna,
      consentInfo: { ...completeFna.consentInfo, consentGiven: false, representativeCapacity: true },
    });
    const messages = (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'consentInfo.consentGiven: Consent is required',
        'consentInfo.representativeDetails: Representative details are required',
      ]),
    );
  });

  it('refuses amounts as strings, negative, or with more than 2 decimals', () => {
    for (const income of ['45000', -1, 10.005]) {
      const result = fnaSchema.safeParse({
        ...completeFna,
        personalInfo: { ...completeFna.personalInfo, income },
      });
      expect(result.success, String(income)).toBe(false);
    }
  });

  it('places every section of the form on exactly one step', () => {
    const placed = fnaSteps.flatMap((step) => step.sections as readonly string[]);
    expect(placed.sort()).toEqual(Object.keys(fnaSchema.shape).sort());
    expect(fnaSteps).toHaveLength(8);
  });
});

describe('analyseFna on the complete example', () => {
  const analysis = analyseFna(figuresOf(fnaSchema.parse(completeFna)));

  it('totals the budget and the balance sheet', () => {
    // income 45,000 + 20,000 = 65,000; deductions 9,500 + 3,150 + 2,800 + 81 = 15,531;
    // expenses 12,000 + 6,000 + 5,500 + 3,000 + 2,850 + 2,000 = 31,350; net 65,000 - 15,531 - 31,350 = 18,119
    expect(analysis.budget).toEqual({
      totalIncomeCents: 6_500_000,
      totalDeductionsCents: 1_553_100,
      totalExpensesCents: 3_135_000,
      netPositionCents: 1_811_900,
    });
    // assets 1,580,000; liabilities 1,020,000; net worth 560,000
    expect(analysis.balanceSheet.netWorthCents).toBe(56_000_000);
    expect(analysis.existing).toEqual({
      deathCoverCents: 100_000_000,
      disabilityCoverCents: 50_000_000,
      dreadDiseaseCoverCents: 20_000_000,
      // RA 250,000 + pension 400,000
      retirementSavingsCents: 65_000_000,
    });
  });

  it('works out the estate costs on the gross estate', () => {
    // 1,580,000 x 3.5 % x 1.15 = 63,595; + 1,810 + 1,500 = 66,905
    expect(analysis.estate).toEqual({ executorFeeCents: 6_359_500, totalCostsCents: 6_690_500 });
  });

  it('adds debts, estate costs, funeral, emergency fund and the education shortfalls to the needs at death', () => {
    const educationShortfalls = analysis.education.reduce((sum, child) => sum + child.shortfallCents, 0);
    // debts settled 1,020,000 + estate 66,905 + funeral 30,000 + emergency 50,000, in cents, plus education
    expect(analysis.death.lumpSumNeedCents).toBe(
      102_000_000 + 6_690_500 + 3_000_000 + 5_000_000 + educationShortfalls,
    );
    // provisions: life cover 1,000,000 + unit trusts realised 80,000
    expect(analysis.death.totalProvisionCents).toBe(108_000_000);
    expect(analysis.death.shortfallCents).toBe(analysis.death.totalNeedCents - 108_000_000);
    expect(analysis.death.shortfallCents).toBeGreaterThan(0);
  });

  it('counts the years to retirement for disability and retirement', () => {
    expect(analysis.retirement.yearsToRetirement).toBe(20);
    // 12 months of net income 49,469 + medical 50,000 = 643,628; dread disease cover 200,000
    expect(analysis.criticalIllness).toMatchObject({
      totalNeedCents: 64_362_800,
      shortfallCents: 44_362_800,
    });
  });
});

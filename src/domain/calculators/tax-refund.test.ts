import { describe, expect, it } from 'vitest';
import { calculateTaxRefund, incomeTaxCents, marginalRate } from './tax-refund';
import { taxTableProblems, taxYears } from './tax-years';

const n$ = (amount: number) => Math.round(amount * 100);

describe('tax years', () => {
  it.each(taxYears.map((year) => [year.id, year]))(
    '%s: bands join up and base taxes follow from the rates',
    (_id, year) => {
      expect(taxTableProblems(year)).toEqual([]);
    },
  );
});

describe('incomeTaxCents and marginalRate (2024/25)', () => {
  it.each([
    // at each band edge: base tax of the next band, the edge still taxed at the lower rate
    [100_000, 0, 0],
    [150_000, 9_000, 18], // 50,000 x 18 %
    [350_000, 59_000, 25], // 9,000 + 200,000 x 25 %
    [550_000, 115_000, 28], // 59,000 + 200,000 x 28 %
    [850_000, 205_000, 30], // 115,000 + 300,000 x 30 %
    [1_550_000, 429_000, 32], // 205,000 + 700,000 x 32 %
    // a cent past an edge: the next rate
    [150_000.01, 9_000, 25], // 9,000 + 0.01 x 25 % = 9,000.0025 -> 9,000.00
    [1_550_001, 429_000.37, 37],
    [0, 0, 0],
    [99_999.99, 0, 0],
    [120_000, 3_600, 18], // 20,000 x 18 %
    [2_000_000, 595_500, 37], // 429,000 + 450,000 x 37 %
    [100_000.03, 0.01, 18], // 0.03 x 18 % = 0.0054 -> 0.01 (half a cent up)
  ])('N$ %d -> tax N$ %d, marginal %i %%', (income, tax, rate) => {
    expect(incomeTaxCents(n$(income))).toBe(n$(tax));
    expect(marginalRate(n$(income))).toBe(rate);
  });
});

describe('calculateTaxRefund', () => {
  it.each([
    // 400,000 with RA 50,000: 73,000 (59,000 + 50,000 x 28 %) -> 59,000 on 350,000; refund 14,000;
    // effective 59,000 / 400,000 = 14.75 %, before 73,000 / 400,000 = 18.25 %
    [
      { grossSalary: 400_000, retirementAnnuityContribution: 50_000 },
      {
        current: 73_000,
        next: 59_000,
        refund: 14_000,
        deductions: 50_000,
        effective: 14.75,
        before: 18.25,
        marginal: 28,
        cap: false,
        ra: 14_000,
        study: 0,
      },
    ],
    // the cap hit exactly: RA 100,000 + study 50,000 = 150,000 on 600,000: 130,000 -> 87,000 on 450,000;
    // RA: 130,000 - tax(500,000) 101,000 = 29,000; study: 101,000 - 87,000 = 14,000
    [
      { grossSalary: 600_000, retirementAnnuityContribution: 100_000, studyPolicyContribution: 50_000 },
      {
        current: 130_000,
        next: 87_000,
        refund: 43_000,
        deductions: 150_000,
        effective: 14.5,
        before: 21.67,
        marginal: 30,
        cap: false,
        ra: 29_000,
        study: 14_000,
      },
    ],
    // over the cap: 120,000 + 60,000 = 180,000, only 150,000 counts (RA 120,000, study 30,000); on 900,000:
    // 221,000 -> tax(750,000) 175,000; RA: 221,000 - tax(780,000) 184,000 = 37,000; study 9,000
    [
      { grossSalary: 900_000, retirementAnnuityContribution: 120_000, studyPolicyContribution: 60_000 },
      {
        current: 221_000,
        next: 175_000,
        refund: 46_000,
        deductions: 150_000,
        effective: 19.44,
        before: 24.56,
        marginal: 32,
        cap: true,
        ra: 37_000,
        study: 9_000,
      },
    ],
    // under the threshold: no tax either way
    [
      { grossSalary: 90_000, retirementAnnuityContribution: 10_000 },
      {
        current: 0,
        next: 0,
        refund: 0,
        deductions: 10_000,
        effective: 0,
        before: 0,
        marginal: 0,
        cap: false,
        ra: 0,
        study: 0,
      },
    ],
    // more contributed than earned: taxable income stops at 0; 120,000 -> 3,600 -> 0
    [
      { grossSalary: 120_000, retirementAnnuityContribution: 150_000 },
      {
        current: 3_600,
        next: 0,
        refund: 3_600,
        deductions: 120_000,
        effective: 0,
        before: 3,
        marginal: 18,
        cap: false,
        ra: 3_600,
        study: 0,
      },
    ],
    // across a band edge: 360,000 with study 20,000: 61,800 (59,000 + 10,000 x 28 %) -> 56,500 on 340,000
    // (9,000 + 190,000 x 25 %); refund 5,300, not 20,000 x 28 % = 5,600
    [
      { grossSalary: 360_000, studyPolicyContribution: 20_000 },
      {
        current: 61_800,
        next: 56_500,
        refund: 5_300,
        deductions: 20_000,
        effective: 15.69,
        before: 17.17,
        marginal: 28,
        cap: false,
        ra: 0,
        study: 5_300,
      },
    ],
    // nothing contributed (blanks count as zero): no refund; 2,000,000 -> 595,500, 29.78 %
    [
      { grossSalary: 2_000_000 },
      {
        current: 595_500,
        next: 595_500,
        refund: 0,
        deductions: 0,
        effective: 29.78,
        before: 29.78,
        marginal: 37,
        cap: false,
        ra: 0,
        study: 0,
      },
    ],
    // top band, cap exactly from one source: 1,700,000 - 150,000 = 1,550,000: 484,500 -> 429,000; 150,000 x 37 %
    [
      { grossSalary: 1_700_000, retirementAnnuityContribution: 150_000 },
      {
        current: 484_500,
        next: 429_000,
        refund: 55_500,
        deductions: 150_000,
        effective: 25.24,
        before: 28.5,
        marginal: 37,
        cap: false,
        ra: 55_500,
        study: 0,
      },
    ],
  ])('%o', (inputs, expected) => {
    const outcome = calculateTaxRefund(inputs);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const result = outcome.result;
    expect({
      current: result.currentTaxCents / 100,
      next: result.newTaxCents / 100,
      refund: result.refundAmountCents / 100,
      deductions: result.totalDeductionsCents / 100,
      effective: result.effectiveTaxRate,
      before: result.currentEffectiveTaxRate,
      marginal: result.marginalTaxRate,
      cap: result.capApplied,
      ra: result.savingsBreakdown[0]!.savingCents / 100,
      study: result.savingsBreakdown[1]!.savingCents / 100,
    }).toEqual(expected);
    // The breakdown adds up to the refund.
    expect(result.savingsBreakdown.reduce((sum, line) => sum + line.savingCents, 0)).toBe(
      result.refundAmountCents,
    );
    expect(result.taxYear).toMatchObject({ id: '2024/25', retirementAndStudyCapCents: 15_000_000 });
  });

  it.each([
    [{}, { grossSalary: 'Enter your gross annual salary' }],
    [{ grossSalary: 0 }, { grossSalary: 'Enter your gross annual salary above 0' }],
    [
      { grossSalary: 300_000, studyPolicyContribution: -1 },
      { studyPolicyContribution: 'Enter the study policy contribution between 0 and 1,000,000,000' },
    ],
  ])('%o is refused', (inputs, errors) => {
    expect(calculateTaxRefund(inputs)).toEqual({ ok: false, errors });
  });
});

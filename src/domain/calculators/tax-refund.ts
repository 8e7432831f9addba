import { toCents } from '../money';
import { checkInputs, hasErrors, maxAmount, type NumberRule, type Outcome, orZero } from './inputs';
import { defaultTaxYear, type TaxBand, type TaxYear } from './tax-years';

export interface TaxRefundInputs {
  grossSalary?: number;
  studyPolicyContribution?: number;
  retirementAnnuityContribution?: number;
}

export type TaxRefundField = keyof TaxRefundInputs;

export type DeductionKind = 'retirementAnnuity' | 'studyPolicy';

export interface DeductionSaving {
  kind: DeductionKind;
  label: string;
  contributedCents: number;
  /** What the cap lets count. */
  allowedCents: number;
  /** The tax this deduction saves (worked band by band; at the marginal rate inside one band). */
  savingCents: number;
}

export interface TaxRefundResult {
  taxYear: { id: string; label: string; source: string; retirementAndStudyCapCents: number };
  currentTaxCents: number;
  newTaxCents: number;
  refundAmountCents: number;
  /** Tax after deductions as a share of the gross salary, in percent (2 decimals). */
  effectiveTaxRate: number;
  /** Tax before deductions as a share of the gross salary, in percent (2 decimals). */
  currentEffectiveTaxRate: number;
  /** The rate on the last N$ of the gross salary, in percent. */
  marginalTaxRate: number;
  totalDeductionsCents: number;
  /** Whether the contributions were more than the cap lets count. */
  capApplied: boolean;
  /** Medical aid and pension fund contributions are not asked: fixed at zero (as the spec says). */
  medicalAidContributionCents: 0;
  pensionFundContributionCents: 0;
  savingsBreakdown: DeductionSaving[];
}

const rules: Record<TaxRefundField, NumberRule> = {
  grossSalary: { label: 'your gross annual salary', min: 0, exclusiveMin: true, max: maxAmount },
  studyPolicyContribution: {
    label: 'the study policy contribution',
    min: 0,
    max: maxAmount,
    blankIsZero: true,
  },
  retirementAnnuityContribution: {
    label: 'the retirement annuity contribution',
    min: 0,
    max: maxAmount,
    blankIsZero: true,
  },
};

function bandFor(year: TaxYear, incomeCents: number): TaxBand {
  const band = year.bands.find((entry) => entry.upTo === null || incomeCents <= entry.upTo * 100);
  if (!band) throw new Error(`tax year ${year.id} has no band for ${incomeCents} cents`);
  return band;
}

/** Tax on a year's taxable income, in cents (the band's base plus its rate on the excess, rounded half up). */
export function incomeTaxCents(incomeCents: number, year: TaxYear = defaultTaxYear): number {
  if (incomeCents <= 0) return 0;
  const band = bandFor(year, incomeCents);
  return band.baseTax * 100 + Math.round(((incomeCents - band.over * 100) * band.rate) / 100);
}

export function marginalRate(incomeCents: number, year: TaxYear = defaultTaxYear): number {
  return incomeCents <= 0 ? year.bands[0]!.rate : bandFor(year, incomeCents).rate;
}

const percentOf = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100;

/**
 * What retirement annuity and study policy contributions save in tax (DECISIONS D19): together
 * they reduce taxable income by at most the year's cap (N$150,000), and never below zero. The
 * refund is the tax on the salary minus the tax after the deductions.
 */
export function calculateTaxRefund(
  inputs: TaxRefundInputs,
  year: TaxYear = defaultTaxYear,
): Outcome<TaxRefundResult, TaxRefundField> {
  const errors = checkInputs(inputs, rules);
  if (hasErrors(errors)) return { ok: false, errors };
  const grossCents = toCents(inputs.grossSalary!);
  const contributions: { kind: DeductionKind; label: string; cents: number }[] = [
    {
      kind: 'retirementAnnuity',
      label: 'Retirement annuity',
      cents: toCents(orZero(inputs.retirementAnnuityContribution)),
    },
    { kind: 'studyPolicy', label: 'Study policy', cents: toCents(orZero(inputs.studyPolicyContribution)) },
  ];
  const capCents = year.retirementAndStudyCap * 100;
  // The cap is used in the order above; no deduction takes taxable income below zero.
  let room = Math.min(capCents, grossCents);
  let taxable = grossCents;
  const currentTaxCents = incomeTaxCents(grossCents, year);
  let taxBefore = currentTaxCents;
  const savingsBreakdown = contributions.map((contribution): DeductionSaving => {
    const allowedCents = Math.min(contribution.cents, room);
    room -= allowedCents;
    taxable -= allowedCents;
    const taxAfter = incomeTaxCents(taxable, year);
    const savingCents = taxBefore - taxAfter;
    taxBefore = taxAfter;
    return {
      kind: contribution.kind,
      label: contribution.label,
      contributedCents: contribution.cents,
      allowedCents,
      savingCents,
    };
  });
  const newTaxCents = incomeTaxCents(taxable, year);
  const contributedCents = contributions.reduce((sum, contribution) => sum + contribution.cents, 0);
  return {
    ok: true,
    result: {
      taxYear: { id: year.id, label: year.label, source: year.source, retirementAndStudyCapCents: capCents },
      currentTaxCents,
      newTaxCents,
      refundAmountCents: currentTaxCents - newTaxCents,
      effectiveTaxRate: percentOf(newTaxCents, grossCents),
      currentEffectiveTaxRate: percentOf(currentTaxCents, grossCents),
      marginalTaxRate: marginalRate(grossCents, year),
      totalDeductionsCents: grossCents - taxable,
      capApplied: contributedCents > capCents,
      medicalAidContributionCents: 0,
      pensionFundContributionCents: 0,
      savingsBreakdown,
    },
  };
}

/**
 * The supplementary questionnaire rules (spec doc 3, section 9 "Supplementary recommendation
 * rules"): short notes shown beside the answers. Answers are the questionnaire's option values;
 * amounts are N$.
 */

export interface Note {
  text: string;
  /** Shown as urgent (the family could not last 3 months). */
  urgent?: boolean;
}

export function housingNotes(answers: {
  mortgageBalance: number;
  plansToBuy: string;
  vehicleLoanBalance: number;
}): Note[] {
  const notes: Note[] = [];
  if (answers.mortgageBalance > 0)
    notes.push({
      text: 'Your home loan should be covered by life and disability cover, so your family keeps the home.',
    });
  if (answers.plansToBuy === 'yes')
    notes.push({ text: 'Buying a home: prepare life cover for the new bond before you sign.' });
  if (answers.vehicleLoanBalance > 0)
    notes.push({
      text: 'Your vehicle finance should carry credit life cover, so the debt does not pass to your family.',
    });
  return notes;
}

/** How long the household would cope without the client's income. */
export const copingDurations = [
  'under-1-month',
  '1-3-months',
  '3-6-months',
  '6-12-months',
  'over-12-months',
] as const;
const underThreeMonths = new Set(['under-1-month', '1-3-months']);

export function incomeProtectionNotes(answers: {
  isMainIncomeEarner: string;
  hasIncomeProtection: string;
  familyImpact: string;
  copingDuration: string;
}): Note[] {
  const notes: Note[] = [];
  if (answers.isMainIncomeEarner === 'yes' && answers.hasIncomeProtection === 'no')
    notes.push({
      text: 'You are the main earner without income protection: disability cover should come first.',
    });
  if (answers.familyImpact === 'struggle' || answers.familyImpact === 'impossible')
    notes.push({ text: 'Your family would struggle without your income: protect at least 60-75 % of it.' });
  if (underThreeMonths.has(answers.copingDuration))
    notes.push({ text: 'You could cope for less than 3 months: build an emergency fund alongside cover.' });
  return notes;
}

export function familyProtectionNotes(answers: {
  hasLifeInsurance: string;
  familySurvivalDuration: string;
  hasFuneralCover: string;
  childrenEducationConcern: string;
}): Note[] {
  const notes: Note[] = [];
  const shortSurvival =
    answers.familySurvivalDuration !== 'over-12-months' && answers.familySurvivalDuration !== '';
  if (answers.hasLifeInsurance === 'no' && shortSurvival)
    notes.push({
      text: 'Without life cover your family would run out of money within a year.',
      urgent: underThreeMonths.has(answers.familySurvivalDuration),
    });
  else if (underThreeMonths.has(answers.familySurvivalDuration))
    notes.push({
      text: 'Your family could last less than 3 months: review your cover urgently.',
      urgent: true,
    });
  if (answers.hasFuneralCover === 'no')
    notes.push({ text: 'No funeral cover: a funeral policy is affordable and pays out within days.' });
  if (answers.childrenEducationConcern === 'yes')
    notes.push({ text: "Start an education savings plan for your children's studies." });
  return notes;
}

export const debtAmountBands = [
  'under-20000',
  '20000-50000',
  '50000-100000',
  '100000-250000',
  '250000-500000',
  'over-500000',
] as const;
const overOneHundredThousand = new Set(['100000-250000', '250000-500000', 'over-500000']);

export type DebtPriority = 'low' | 'medium' | 'high';

export function debtPriority(answers: {
  hasDebts: string;
  totalDebtAmount: string;
  paysMinimumOnly: string;
  hasArrears: string;
  debtStress: string;
}): { priority: DebtPriority; note: string } {
  if (answers.hasDebts === 'no' || answers.totalDebtAmount === 'under-20000') {
    if (answers.hasArrears !== 'yes')
      return {
        priority: 'low',
        note: 'Your debt is low: keep it that way and put the difference into savings.',
      };
  }
  if (answers.hasArrears === 'yes')
    return {
      priority: 'high',
      note: 'Accounts in arrears: speak to us now about a plan before they go to collection.',
    };
  const medium =
    overOneHundredThousand.has(answers.totalDebtAmount) ||
    answers.paysMinimumOnly === 'yes' ||
    answers.debtStress === 'very-stressful' ||
    answers.debtStress === 'overwhelming';
  return medium
    ? {
        priority: 'medium',
        note: 'Your debt needs a plan: consolidating could lower what you pay each month.',
      }
    : { priority: 'low', note: 'Your debt is under control.' };
}

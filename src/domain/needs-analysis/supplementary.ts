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

/** Answers as the questionnaire holds them: any may still be unanswered. */
type Answers<Field extends string, Value = string> = Partial<Record<Field, Value>>;

export function housingNotes(
  answers: Answers<'mortgageBalance' | 'vehicleLoanBalance', number> & Answers<'plansToBuy'>,
): Note[] {
  const notes: Note[] = [];
  if ((answers.mortgageBalance ?? 0) > 0)
    notes.push({
      text: 'Your home loan should be covered by life and disability cover, so your family keeps the home.',
    });
  if (answers.plansToBuy === 'yes')
    notes.push({ text: 'Buying a home: prepare life cover for the new bond before you sign.' });
  if ((answers.vehicleLoanBalance ?? 0) > 0)
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

export function incomeProtectionNotes(
  answers: Answers<'isMainIncomeEarner' | 'hasIncomeProtection' | 'familyImpact' | 'copingDuration'>,
): Note[] {
  const notes: Note[] = [];
  if (answers.isMainIncomeEarner === 'yes' && answers.hasIncomeProtection === 'no')
    notes.push({
      text: 'You are the main earner without income protection: disability cover should come first.',
    });
  if (answers.familyImpact === 'struggle' || answers.familyImpact === 'impossible')
    notes.push({ text: 'Your family would struggle without your income: protect at least 60-75 % of it.' });
  if (underThreeMonths.has(answers.copingDuration ?? ''))
    notes.push({ text: 'You could cope for less than 3 months: build an emergency fund alongside cover.' });
  return notes;
}

export function familyProtectionNotes(
  answers: Answers<
    'hasLifeInsurance' | 'familySurvivalDuration' | 'hasFuneralCover' | 'childrenEducationConcern'
  >,
): Note[] {
  const notes: Note[] = [];
  const survival = answers.familySurvivalDuration ?? '';
  const shortSurvival = survival !== 'over-12-months' && survival !== '';
  if (answers.hasLifeInsurance === 'no' && shortSurvival)
    notes.push({
      text: 'Without life cover your family would run out of money within a year.',
      urgent: underThreeMonths.has(survival),
    });
  else if (underThreeMonths.has(survival))
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

export function debtPriority(
  answers: Answers<'hasDebts' | 'totalDebtAmount' | 'paysMinimumOnly' | 'hasArrears' | 'debtStress'>,
): { priority: DebtPriority; note: string } {
  if (answers.hasDebts === 'no')
    return {
      priority: 'low',
      note: 'Well done: you owe nothing. Keep it that way and put what you would have repaid into savings.',
    };
  if (answers.totalDebtAmount === 'under-20000' && answers.hasArrears !== 'yes')
    return {
      priority: 'low',
      note: 'Your debt is low: keep it that way and put the difference into savings.',
    };
  if (answers.hasArrears === 'yes')
    return {
      priority: 'high',
      note: 'Accounts in arrears: speak to us now about a plan before they go to collection.',
    };
  const medium =
    overOneHundredThousand.has(answers.totalDebtAmount ?? '') ||
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

/**
 * The savings screen's advice bullets (spec doc 3, section 9): an emergency savings plan, a
 * regular savings habit, and where to keep money for goals of each term.
 */
export function savingsAdvice(
  answers: Answers<'hasEmergencyFund' | 'emergencyFundAmount' | 'savesRegularly' | 'savingsGoalTerm'>,
): string[] {
  const advice: string[] = [];
  const shortFund = new Set(['under-1-month', '1-2-months', '2-3-months']);
  if (
    answers.hasEmergencyFund === 'no' ||
    answers.hasEmergencyFund === 'partial' ||
    shortFund.has(answers.emergencyFundAmount ?? '')
  )
    advice.push(
      'Emergency savings plan: build up 3 to 6 months of expenses in an account you can reach within a few days.',
    );
  if (answers.savesRegularly === 'no' || answers.savesRegularly === 'sometimes')
    advice.push(
      'Regular savings habit: a debit order on payday saves before the month can spend it, even N$200 to start.',
    );
  const term = answers.savingsGoalTerm;
  if (term === 'short-term' || term === 'multiple')
    advice.push(
      'Short-term goals: a money market account keeps the money safe and earns more than a savings account.',
    );
  if (term === 'medium-term' || term === 'multiple')
    advice.push('Medium-term goals: a balanced portfolio mixes growth and safety over 2 to 5 years.');
  if (term === 'long-term' || term === 'multiple')
    advice.push(
      'Long-term goals: a growth unit trust gives the highest expected return over 5 years and more.',
    );
  return advice;
}

/** The retirement screen's advice bullets: retirement annuity, pension and contribution advice. */
export function retirementAdvice(
  answers: Answers<
    'hasRetirementSavings' | 'monthlyContribution' | 'employerContribution' | 'hasCalculatedNeeds'
  >,
): string[] {
  const advice: string[] = [];
  if (
    answers.hasRetirementSavings === 'no' ||
    answers.hasRetirementSavings === 'minimal' ||
    answers.employerContribution === 'no' ||
    answers.employerContribution === 'self-employed'
  )
    advice.push(
      'Retirement annuity: your own retirement fund, with contributions deductible from taxable income (up to N$150,000 a year together with pension funds and study policies).',
    );
  if (answers.employerContribution === 'yes')
    advice.push(
      'Pension fund: know what your employer’s fund will pay at retirement, and preserve it when you change jobs instead of cashing it in.',
    );
  if (answers.employerContribution === 'unsure')
    advice.push('Ask your employer’s HR office whether you belong to a pension or provident fund.');
  if (answers.monthlyContribution === 'none' || answers.monthlyContribution === 'under-1000')
    advice.push('Contributions: aim to put 10-15% of your gross income towards retirement.');
  if (answers.hasCalculatedNeeds === 'no' || answers.hasCalculatedNeeds === 'rough-idea')
    advice.push(
      'Work out your target: you will need about 75-85% of your income before retirement, which takes about N$240,000-N$300,000 saved for every N$1,000 a month.',
    );
  return advice;
}

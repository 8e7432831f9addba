import { formatNad } from '../domain/money';
import {
  affordabilityBudget,
  agreementNextSteps,
  debtReview,
  retirementPlanning,
  savingsEmergency,
} from './needs-analysis-finances';
import type { Question, QuestionGroup, SectionAnswers } from './needs-analysis-kinds';
import { clientProfile, familyProtection, housingAssets, incomeProtection } from './needs-analysis-profile';

export type { AnswerOption, Question, QuestionGroup, SectionAnswers } from './needs-analysis-kinds';
export { incomeBandOptions } from './needs-analysis-kinds';

/**
 * The client needs analysis's questions and its saved session (spec doc 3, sections 2-5 and 9;
 * DECISIONS D15). One definition per section serves the wizard (labels, options, the conditional
 * reveals), the server (the schema of each section, hidden answers dropped) and the back office
 * (readable answers). While the visitor works through the wizard a section may be partly filled,
 * so every answer is optional; unknown fields, wrong types and over-long text are refused.
 * The schemas are in shared/needs-analysis.ts, apart from the questions so that the wizard shows
 * them without loading zod before it is interactive (issue 22). The questions themselves are in
 * needs-analysis-profile.ts and needs-analysis-finances.ts, their kinds in needs-analysis-kinds.ts.
 */

export const needsAnalysisQuestions = {
  clientProfile,
  housingAssets,
  incomeProtection,
  familyProtection,
  debtReview,
  savingsEmergency,
  retirementPlanning,
  affordabilityBudget,
  agreementNextSteps,
} as const satisfies Record<string, readonly QuestionGroup[]>;
export type NeedsAnalysisSection = keyof typeof needsAnalysisQuestions;
export const needsAnalysisSectionNames = Object.keys(needsAnalysisQuestions) as NeedsAnalysisSection[];
export type NeedsAnalysisAnswers = Record<NeedsAnalysisSection, SectionAnswers>;

export const sectionTitles: Record<NeedsAnalysisSection, string> = {
  clientProfile: 'Client Profile',
  housingAssets: 'Housing and Assets',
  incomeProtection: 'Income Protection',
  familyProtection: 'Family Protection',
  debtReview: 'Debt Review',
  savingsEmergency: 'Savings and Emergency',
  retirementPlanning: 'Retirement Planning',
  affordabilityBudget: 'Affordability and Budget',
  agreementNextSteps: 'Next Steps',
};

/** The wizard's ten steps (spec doc 3, section 2) and the section each one fills. */
export const needsAnalysisSteps: readonly { title: string; section?: NeedsAnalysisSection }[] = [
  { title: 'Greeting and overview' },
  { title: 'Client Profile', section: 'clientProfile' },
  { title: 'Housing and Assets', section: 'housingAssets' },
  { title: 'Income Protection', section: 'incomeProtection' },
  { title: 'Family Protection', section: 'familyProtection' },
  { title: 'Debt Review', section: 'debtReview' },
  { title: 'Savings and Emergency', section: 'savingsEmergency' },
  { title: 'Retirement Planning', section: 'retirementPlanning' },
  { title: 'Affordability and Budget', section: 'affordabilityBudget' },
  { title: 'Recommendations', section: 'agreementNextSteps' },
];

export const questionsOf = (section: NeedsAnalysisSection): Question[] =>
  needsAnalysisQuestions[section].flatMap((group) => group.questions);

/**
 * The section's answers without those to questions that are hidden (a mortgage balance after
 * "Do you own your home?" became No): what the visitor sees is what is stored and what the rules
 * read. Questions are checked in order, so a question hidden because an earlier one is hidden goes too.
 */
export function visibleAnswers(section: NeedsAnalysisSection, answers: SectionAnswers): SectionAnswers {
  const kept: SectionAnswers = {};
  for (const question of questionsOf(section)) {
    const value = answers[question.field];
    if (value === undefined) continue;
    if (question.shownWhen && !question.shownWhen(kept)) continue;
    kept[question.field] = value;
  }
  return kept;
}

/** An answer as people read it: the option's label ('whatsapp' -> 'WhatsApp'), amounts as N$. */
export function answerText(question: Question, value: unknown): string {
  if ('options' in question) {
    const label = (entry: unknown) =>
      question.options.find((option) => option.value === entry)?.label ?? String(entry);
    return Array.isArray(value) ? value.map(label).join(', ') : label(value);
  }
  if (question.kind === 'amount' && typeof value === 'number') return formatNad(Math.round(value * 100));
  return String(value);
}

/** What the wizard's submit and the server's complete both require (spec doc 3, section 5). */
export const readyToComplete = (nextSteps: SectionAnswers): boolean =>
  Boolean(nextSteps.agreesToFollowUp) && Boolean(nextSteps.preferredContactMethod);

/** The spec's toasts (doc 3, section 8). */
export const needsAnalysisMessages = {
  started: {
    title: 'Analysis Started',
    description: 'Your needs analysis session has been created successfully.',
  },
  startFailed: { title: 'Error', description: 'Failed to start analysis. Please try again.' },
  saved: { title: 'Progress Saved', description: 'Your responses have been saved.' },
  completed: {
    title: 'Analysis Complete',
    description: 'Your comprehensive needs analysis is complete. Our advisor will contact you soon.',
  },
  // Ours (the spec gives none): a session completed elsewhere, and a completion that failed.
  alreadyCompleted: {
    title: 'Error',
    description: 'This analysis was already completed. Start a new one to make changes.',
  },
  completeNotSaved: 'Your answers could not be saved. Check your connection and try again.',
  completeConflict: 'This analysis was already completed.',
  completeFailed: 'We could not complete your analysis. Check your connection and try again.',
} as const;

import { monthlyIncomeBands } from '../domain/needs-analysis/recommendations';
import { copingDurations, type debtAmountBands } from '../domain/needs-analysis/supplementary';

/** What a needs-analysis question is, and the option lists and helpers its sections share. */

export interface AnswerOption {
  value: string;
  label: string;
}
export type SectionAnswers = Record<string, string | number | string[] | undefined>;

interface QuestionBase {
  field: string;
  label: string;
  hint?: string;
  /** A conditional question: shown (and kept) only while this holds for the section's answers. */
  shownWhen?: (answers: SectionAnswers) => boolean;
}
export type Question = QuestionBase &
  (
    | { kind: 'choice' | 'select' | 'multi'; options: readonly AnswerOption[] }
    | { kind: 'amount' }
    | { kind: 'count'; min: number; max: number }
    | { kind: 'text' | 'email' | 'phone' | 'longText' }
  );
export interface QuestionGroup {
  title?: string;
  questions: readonly Question[];
}

export const yesNo: readonly AnswerOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
export const options = (...pairs: [string, string][]): AnswerOption[] =>
  pairs.map(([value, label]) => ({ value, label }));
export const is =
  (field: string, ...values: string[]) =>
  (answers: SectionAnswers) =>
    values.includes(answers[field] as string);

export const incomeBandOptions: readonly AnswerOption[] = monthlyIncomeBands.map(({ value, label }) => ({
  value,
  label,
}));
const durationLabels: Record<(typeof copingDurations)[number], string> = {
  'under-1-month': 'Less than 1 month',
  '1-3-months': '1 to 3 months',
  '3-6-months': '3 to 6 months',
  '6-12-months': '6 to 12 months',
  'over-12-months': 'More than 12 months',
};
export const durationOptions = copingDurations.map((value) => ({ value, label: durationLabels[value] }));
export const debtLabels: Record<(typeof debtAmountBands)[number], string> = {
  'under-20000': 'Under N$20,000',
  '20000-50000': 'N$20,000 - N$50,000',
  '50000-100000': 'N$50,000 - N$100,000',
  '100000-250000': 'N$100,000 - N$250,000',
  '250000-500000': 'N$250,000 - N$500,000',
  'over-500000': 'Over N$500,000',
};

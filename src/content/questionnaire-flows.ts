import type { QuestionnaireFlowId } from '../shared/questionnaire';

/**
 * The questionnaire flows' names and one-line promises, without their questions: small enough for
 * the pages that only offer the flows (the questions load with the modal).
 * `{name}` is the adviser's first name from the site configuration.
 */
export interface QuestionnaireFlowSummary {
  id: QuestionnaireFlowId;
  nameTemplate: string;
  intro: string;
}

export const questionnaireFlowSummaries: readonly QuestionnaireFlowSummary[] = [
  {
    id: 'join-financial-wellness',
    nameTemplate: 'Join Financial Wellness',
    intro: 'Four quick questions so we can fit the programme to you.',
  },
  {
    id: 'book-speaker',
    nameTemplate: 'Book {name} as Speaker',
    intro: 'Tell us about your event or training day and we will send a proposal.',
  },
  {
    id: 'visit-shop',
    nameTemplate: 'Visit Our Shop',
    intro: 'Tell us what you are looking for and we will point you to the right resource.',
  },
  {
    id: 'start-saving',
    nameTemplate: 'Start Saving',
    intro: 'Three questions, then an adviser suggests a savings plan that fits.',
  },
  {
    id: 'get-out-of-debt',
    nameTemplate: 'Get out of debt',
    intro: 'Four questions, then an adviser helps you plan your way out.',
  },
  {
    id: 'plan-retirement',
    nameTemplate: 'Plan for Retirement',
    intro: 'Four questions to see where your retirement plan stands.',
  },
  { id: 'ask-adviser', nameTemplate: 'Ask {name}', intro: 'Ask your question and get a personal answer.' },
  {
    id: 'create-budget',
    nameTemplate: 'Create Budget',
    intro: 'Four questions, then we help you build a budget that works.',
  },
];

/** The adviser's first name, as the flow names use it ('Ask Alex'). */
export function adviserFirstName(adviserName: string): string {
  return adviserName.trim().split(/\s+/)[0] ?? adviserName;
}

export function questionnaireFlowName(flow: { nameTemplate: string }, adviserName: string): string {
  return flow.nameTemplate.replaceAll('{name}', adviserFirstName(adviserName));
}

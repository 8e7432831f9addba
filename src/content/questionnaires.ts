import type { QuestionnaireAnswer, QuestionnaireFlowId, QuestionType } from '../shared/questionnaire';
import { questionnaireFlowName, questionnaireFlowSummaries } from './questionnaire-flows';

export { adviserFirstName, questionnaireFlowName } from './questionnaire-flows';

/**
 * The questionnaire flows (spec section 3, "Questionnaire content by flow"): the questions the spec
 * names, in its order, with option lists written for a Namibian audience where the spec gives none.
 * `{name}` in a flow name is the adviser's first name from the site configuration.
 */

export interface QuestionnaireQuestion {
  type: QuestionType;
  question: string;
  /** Choice and multiple questions only. */
  options?: readonly string[];
  /** Text questions: a hint inside the empty field. */
  placeholder?: string;
}

export interface QuestionnaireFlow {
  id: QuestionnaireFlowId;
  nameTemplate: string;
  /** One line under the title: what the visitor gets from answering. */
  intro: string;
  questions: readonly QuestionnaireQuestion[];
}

type FlowQuestions = { id: QuestionnaireFlowId; questions: readonly QuestionnaireQuestion[] };

export const scaleMin = 1;
export const scaleMax = 10;
export const scaleLabels = { min: 'Not confident', max: 'Very confident' } as const;

const flowQuestions: readonly FlowQuestions[] = [
  {
    id: 'join-financial-wellness',
    questions: [
      {
        type: 'choice',
        question: 'How would you describe your money habits today?',
        options: [
          'I plan and track every month',
          'I budget, but it often falls apart',
          'I get by from payday to payday',
          'I am behind and feel stressed about money',
        ],
      },
      {
        type: 'choice',
        question: 'What is your main reason for joining?',
        options: [
          'Take control of my budget',
          'Pay off debt',
          'Start saving and investing',
          'Prepare for retirement',
          'Protect my family',
        ],
      },
      {
        type: 'choice',
        question: 'How do you prefer to learn?',
        options: [
          'In-person workshops in Windhoek',
          'Live online sessions',
          'Short videos I can watch any time',
          'One-on-one sessions with an adviser',
        ],
      },
      {
        type: 'choice',
        question: 'When would you like to start?',
        options: [
          'Right away',
          'Within the next month',
          'In the next three months',
          'I am just looking for now',
        ],
      },
    ],
  },
  {
    id: 'book-speaker',
    questions: [
      {
        type: 'choice',
        question: 'What kind of event is it?',
        options: [
          'Corporate training or staff wellness day',
          'Conference or seminar',
          'Church or community gathering',
          'School, college or university event',
          'Radio, TV or podcast interview',
          'Other',
        ],
      },
      {
        type: 'choice',
        question: 'How many people will attend?',
        options: ['<20', '20–50', '50–200', '200+'],
      },
      {
        type: 'multiple',
        question: 'Which topics should the talk cover?',
        options: [
          'Budgeting and money management',
          'Getting out of debt',
          'Saving and investing',
          'Retirement planning',
          'Insurance and protecting your family',
          'Employee benefits',
          'Estate planning and wills',
        ],
      },
      { type: 'date', question: 'When is the event?' },
    ],
  },
  {
    id: 'visit-shop',
    questions: [
      {
        type: 'choice',
        question: 'What are you shopping for?',
        options: [
          'A book on personal finance',
          'A workbook or planner',
          'A workshop seat',
          'A gift for someone',
        ],
      },
      {
        type: 'choice',
        question: 'Who is it for?',
        options: ['Myself', 'My partner or family', 'My staff or team', 'A student or young adult'],
      },
      {
        type: 'choice',
        question: 'Which format do you prefer?',
        options: ['Printed copy', 'E-book or PDF', 'Audio or video', 'No preference'],
      },
    ],
  },
  {
    id: 'start-saving',
    questions: [
      {
        type: 'choice',
        question: 'What are you saving for?',
        options: [
          'An emergency fund',
          'A deposit on a home',
          "My children's education",
          'A car',
          'Retirement',
          'A holiday or big purchase',
        ],
      },
      {
        type: 'choice',
        question: 'How much have you saved so far?',
        options: [
          'Nothing yet',
          'Under N$ 5,000',
          'N$ 5,000 – N$ 50,000',
          'N$ 50,000 – N$ 200,000',
          'Over N$ 200,000',
        ],
      },
      {
        type: 'choice',
        question: 'When do you need the money?',
        options: ['Within a year', 'In 1 to 3 years', 'In 3 to 5 years', 'In more than 5 years'],
      },
    ],
  },
  {
    id: 'get-out-of-debt',
    questions: [
      {
        type: 'multiple',
        question: 'What kind of debt do you have?',
        options: [
          'Credit card',
          'Personal or micro loan',
          'Store accounts',
          'Vehicle finance',
          'Home loan',
          'Payday or cash loan',
          'Money owed to family or friends',
        ],
      },
      {
        type: 'choice',
        question: 'How much do you owe in total?',
        options: ['Under N$ 10,000', 'N$ 10,000 – N$ 50,000', 'N$ 50,000 – N$ 200,000', 'Over N$ 200,000'],
      },
      {
        type: 'choice',
        question: 'How soon would you like to be debt-free?',
        options: ['Within a year', 'In 1 to 2 years', 'In 3 to 5 years', 'I am not sure'],
      },
      {
        type: 'choice',
        question: 'Have you tried a repayment plan before?',
        options: [
          'Yes, and it worked for a while',
          'Yes, but it did not work',
          'No, this is my first time',
          'I am under debt review',
        ],
      },
    ],
  },
  {
    id: 'plan-retirement',
    questions: [
      {
        type: 'choice',
        question: 'How many years until you retire?',
        options: [
          'Less than 5 years',
          '5 to 10 years',
          '10 to 20 years',
          'More than 20 years',
          'I am already retired',
        ],
      },
      {
        type: 'choice',
        question: 'Do you have a retirement plan?',
        options: [
          'Yes, a pension or provident fund at work',
          'Yes, my own retirement annuity',
          'Both a work fund and an annuity',
          'No, not yet',
          'I am not sure',
        ],
      },
      { type: 'scale', question: 'How confident are you that you will retire comfortably?' },
      {
        type: 'choice',
        question: 'What does your ideal retirement look like?',
        options: [
          'Staying in my home and living simply',
          'Moving to the coast or the farm',
          'Travelling and enjoying hobbies',
          'Running a small business',
          'Supporting my children and grandchildren',
        ],
      },
    ],
  },
  {
    id: 'ask-adviser',
    questions: [
      {
        type: 'choice',
        question: 'Which area is your question about?',
        options: [
          'Insurance and funeral cover',
          'Debt',
          'Saving and investing',
          'Retirement',
          'Tax',
          'My business',
          'Something else',
        ],
      },
      {
        type: 'text',
        question: 'What would you like to ask?',
        placeholder: 'Type your question here',
      },
      {
        type: 'choice',
        question: 'How soon do you need an answer?',
        options: ['Today if possible', 'This week', 'No rush'],
      },
    ],
  },
  {
    id: 'create-budget',
    questions: [
      {
        type: 'choice',
        question: 'Do you track your spending at the moment?',
        options: ['Yes, every month', 'Now and then', 'No, never'],
      },
      {
        type: 'choice',
        question: 'What is your main goal with a budget?',
        options: [
          'Stop running out of money before payday',
          'Save more every month',
          'Pay off debt faster',
          'Plan for a big expense',
        ],
      },
      {
        type: 'choice',
        question: 'Which method would suit you?',
        options: [
          'A simple spreadsheet',
          'An app on my phone',
          'Pen and paper',
          'Cash envelopes',
          'Help me choose',
        ],
      },
      {
        type: 'choice',
        question: 'Who is the budget for?',
        options: ['Just me', 'Me and my partner', 'My whole household', 'My small business'],
      },
    ],
  },
];

export const questionnaireFlows: readonly QuestionnaireFlow[] = questionnaireFlowSummaries.map((summary) => {
  const entry = flowQuestions.find((candidate) => candidate.id === summary.id);
  if (!entry) throw new Error(`questionnaire flow ${summary.id} has no questions`);
  return { ...summary, questions: entry.questions };
});

export function findQuestionnaireFlow(id: string): QuestionnaireFlow | undefined {
  return questionnaireFlows.find((flow) => flow.id === id);
}

/** The flow whose name (as the visitor saw it) is `name`, or undefined. */
export function findQuestionnaireFlowByName(
  name: string,
  adviserName: string,
): QuestionnaireFlow | undefined {
  return questionnaireFlows.find((flow) => questionnaireFlowName(flow, adviserName) === name);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Why an answer does not fit its question, or null when it does. */
export function questionnaireAnswerProblem(
  question: QuestionnaireQuestion,
  answer: QuestionnaireAnswer | undefined,
): string | null {
  switch (question.type) {
    case 'choice':
      return typeof answer === 'string' && question.options?.includes(answer)
        ? null
        : 'Please choose one of the options';
    case 'multiple':
      return Array.isArray(answer) &&
        answer.length > 0 &&
        new Set(answer).size === answer.length &&
        answer.every((option) => question.options?.includes(option))
        ? null
        : 'Please choose at least one of the options';
    case 'text':
      return typeof answer === 'string' && answer.trim() !== '' ? null : 'Please type an answer';
    case 'date':
      return typeof answer === 'string' && isRealDate(answer) ? null : 'Please choose a date';
    case 'scale':
      return typeof answer === 'number' &&
        Number.isInteger(answer) &&
        answer >= scaleMin &&
        answer <= scaleMax
        ? null
        : `Please choose a number from ${scaleMin} to ${scaleMax}`;
  }
}

/** True when the answer counts as given (the modal's Next stays disabled until then). */
export function isQuestionAnswered(
  question: QuestionnaireQuestion,
  answer: QuestionnaireAnswer | undefined,
): boolean {
  return questionnaireAnswerProblem(question, answer) === null;
}

/**
 * Checks a whole set of responses against its flow: every question answered with the right type,
 * no answer to a question the flow does not have. Field paths are the API's
 * (`questionnaireResponses.2`).
 */
export function questionnaireResponseProblems(
  flow: QuestionnaireFlow,
  responses: Record<string, QuestionnaireAnswer>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  flow.questions.forEach((question, index) => {
    const problem = questionnaireAnswerProblem(question, responses[String(index)]);
    if (problem) problems[`questionnaireResponses.${index}`] = problem;
  });
  for (const key of Object.keys(responses)) {
    if (!(Number(key) < flow.questions.length) || String(Number(key)) !== key)
      problems[`questionnaireResponses.${key}`] = 'This questionnaire has no such question';
  }
  return problems;
}

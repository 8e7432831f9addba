import { debtAmountBands } from '../domain/needs-analysis/supplementary';
import { debtLabels, is, options, type QuestionGroup, yesNo } from './needs-analysis-kinds';

/** The needs analysis's last five sections: debt, savings, retirement, the budget, and the next steps. */

const hasDebts = is('hasDebts', 'yes');
export const debtReview: readonly QuestionGroup[] = [
  {
    questions: [
      {
        field: 'hasDebts',
        label: 'Do you have any debt?',
        hint: 'Home loan, vehicle finance, personal loans, credit cards, store or micro-lender accounts.',
        kind: 'choice',
        options: yesNo,
      },
      {
        field: 'totalDebtAmount',
        label: 'How much do you owe in total?',
        kind: 'select',
        options: debtAmountBands.map((value) => ({ value, label: debtLabels[value] })),
        shownWhen: hasDebts,
      },
      {
        field: 'debtTypes',
        label: 'What kinds of debt?',
        kind: 'multi',
        options: options(
          ['home-loan', 'Home loan'],
          ['vehicle-finance', 'Vehicle finance'],
          ['personal-loan', 'Personal loan'],
          ['credit-card', 'Credit card'],
          ['store-accounts', 'Store accounts'],
          ['micro-loans', 'Micro-loans'],
          ['other', 'Other'],
        ),
        shownWhen: hasDebts,
      },
      {
        field: 'paysMinimumOnly',
        label: 'Do you usually pay only the minimum each month?',
        kind: 'choice',
        options: yesNo,
        shownWhen: hasDebts,
      },
      {
        field: 'hasArrears',
        label: 'Are any accounts behind on payments?',
        kind: 'choice',
        options: yesNo,
        shownWhen: hasDebts,
      },
      {
        field: 'debtStress',
        label: 'How does your debt feel?',
        kind: 'select',
        options: options(
          ['not-stressful', 'Not stressful'],
          ['manageable', 'Manageable'],
          ['somewhat-stressful', 'Somewhat stressful'],
          ['very-stressful', 'Very stressful'],
          ['overwhelming', 'Overwhelming'],
        ),
        shownWhen: hasDebts,
      },
    ],
  },
];

export const savingsEmergency: readonly QuestionGroup[] = [
  {
    title: 'Emergency fund',
    questions: [
      {
        field: 'hasEmergencyFund',
        label: 'Do you have money put aside for emergencies?',
        kind: 'choice',
        options: options(['yes', 'Yes'], ['partial', 'Some, but not enough'], ['no', 'No']),
      },
      {
        field: 'emergencyFundAmount',
        label: 'How many months of expenses would it cover?',
        kind: 'select',
        options: options(
          ['under-1-month', 'Less than 1 month'],
          ['1-2-months', '1 to 2 months'],
          ['2-3-months', '2 to 3 months'],
          ['3-6-months', '3 to 6 months'],
          ['over-6-months', 'More than 6 months'],
        ),
        shownWhen: is('hasEmergencyFund', 'yes', 'partial'),
      },
    ],
  },
  {
    title: 'Saving',
    questions: [
      {
        field: 'savesRegularly',
        label: 'Do you save every month?',
        kind: 'choice',
        options: options(['yes', 'Yes'], ['sometimes', 'Sometimes'], ['no', 'No']),
      },
      {
        field: 'monthlySavingsAmount',
        label: 'How much do you save a month?',
        kind: 'select',
        options: options(
          ['under-500', 'Under N$500'],
          ['500-1000', 'N$500 - N$1,000'],
          ['1000-2500', 'N$1,000 - N$2,500'],
          ['2500-5000', 'N$2,500 - N$5,000'],
          ['over-5000', 'Over N$5,000'],
        ),
        shownWhen: is('savesRegularly', 'yes', 'sometimes'),
      },
      {
        field: 'savingsGoalTerm',
        label: 'When will you need the money you save?',
        kind: 'choice',
        options: options(
          ['short-term', 'Short term (within 2 years)'],
          ['medium-term', 'Medium term (2 to 5 years)'],
          ['long-term', 'Long term (more than 5 years)'],
          ['multiple', 'I have goals of each kind'],
        ),
      },
      { field: 'savingsGoalPurpose', label: 'What are you saving for?', kind: 'longText' },
      {
        field: 'savingsMethodPreference',
        label: 'How should your savings be invested?',
        kind: 'choice',
        options: options(
          ['conservative', 'Conservative: keep my money safe'],
          ['balanced', 'Balanced: some growth, some safety'],
          ['growth', 'Growth: highest return over time, ups and downs'],
          ['unsure', 'I am not sure'],
        ),
      },
    ],
  },
];

export const retirementPlanning: readonly QuestionGroup[] = [
  {
    questions: [
      {
        field: 'hasRetirementSavings',
        label: 'Do you have retirement savings (pension, provident fund or retirement annuity)?',
        kind: 'choice',
        options: options(['yes', 'Yes'], ['minimal', 'A little'], ['no', 'No']),
      },
      {
        field: 'currentRetirementValue',
        label: 'What are they worth today?',
        kind: 'select',
        options: options(
          ['under-50000', 'Under N$50,000'],
          ['50000-100000', 'N$50,000 - N$100,000'],
          ['100000-250000', 'N$100,000 - N$250,000'],
          ['250000-500000', 'N$250,000 - N$500,000'],
          ['500000-1000000', 'N$500,000 - N$1,000,000'],
          ['over-1000000', 'Over N$1,000,000'],
        ),
        shownWhen: is('hasRetirementSavings', 'yes', 'minimal'),
      },
      {
        field: 'monthlyContribution',
        label: 'How much goes into retirement savings each month?',
        kind: 'select',
        options: options(
          ['none', 'Nothing at the moment'],
          ['under-1000', 'Under N$1,000'],
          ['1000-2500', 'N$1,000 - N$2,500'],
          ['2500-5000', 'N$2,500 - N$5,000'],
          ['5000-10000', 'N$5,000 - N$10,000'],
          ['over-10000', 'Over N$10,000'],
        ),
      },
      {
        field: 'employerContribution',
        label: 'Does an employer contribute to a pension fund for you?',
        kind: 'choice',
        options: options(
          ['yes', 'Yes'],
          ['no', 'No'],
          ['self-employed', 'I am self-employed'],
          ['unsure', 'I am not sure'],
        ),
      },
      {
        field: 'retirementAge',
        label: 'When would you like to retire?',
        kind: 'select',
        options: options(
          ['55-60', 'Between 55 and 60'],
          ['60-65', 'Between 60 and 65'],
          ['65', 'At 65'],
          ['over-65', 'After 65'],
          ['never', 'I do not plan to retire'],
        ),
      },
      {
        field: 'hasCalculatedNeeds',
        label: 'Have you worked out how much you need to retire?',
        kind: 'choice',
        options: options(['yes', 'Yes'], ['rough-idea', 'I have a rough idea'], ['no', 'No']),
      },
      { field: 'retirementConcerns', label: 'What worries you about retirement?', kind: 'longText' },
    ],
  },
];

export const affordabilityBudget: readonly QuestionGroup[] = [
  {
    title: 'Your monthly budget',
    questions: [
      { field: 'monthlyIncome', label: 'Monthly income after tax (N$)', kind: 'amount' },
      {
        field: 'essentialExpenses',
        label: 'Essential expenses (N$)',
        hint: 'Housing, food, transport, school fees, electricity and water.',
        kind: 'amount',
      },
      { field: 'debtRepayments', label: 'Debt repayments (N$)', kind: 'amount' },
      {
        field: 'discretionarySpending',
        label: 'Other spending (N$)',
        hint: 'Eating out, entertainment, clothing, subscriptions.',
        kind: 'amount',
      },
    ],
  },
  {
    title: 'What you can commit',
    questions: [
      {
        field: 'comfortableCommitment',
        label: 'How much could you comfortably put towards your plan each month?',
        kind: 'select',
        options: options(
          ['under-1000', 'Under N$1,000'],
          ['1000-2500', 'N$1,000 - N$2,500'],
          ['2500-5000', 'N$2,500 - N$5,000'],
          ['5000-10000', 'N$5,000 - N$10,000'],
          ['over-10000', 'Over N$10,000'],
        ),
      },
      { field: 'financialPriorities', label: 'What matters most to you financially?', kind: 'longText' },
      { field: 'budgetingChallenges', label: 'What makes budgeting hard for you?', kind: 'longText' },
    ],
  },
];

export const agreementNextSteps: readonly QuestionGroup[] = [
  {
    questions: [
      {
        field: 'preferredContactMethod',
        label: 'How should we contact you?',
        kind: 'choice',
        options: options(
          ['phone', 'Phone call'],
          ['whatsapp', 'WhatsApp'],
          ['email', 'Email'],
          ['meeting', 'Meeting in person'],
        ),
      },
      {
        field: 'preferredContactTime',
        label: 'When suits you best?',
        kind: 'select',
        options: options(
          ['morning', 'Morning (8am-12pm)'],
          ['afternoon', 'Afternoon (12pm-5pm)'],
          ['evening', 'Evening (5pm-8pm)'],
          ['weekend', 'Weekend'],
          ['anytime', 'Anytime'],
        ),
      },
      {
        field: 'urgency',
        label: 'How soon would you like to start?',
        kind: 'select',
        options: options(
          ['immediate', 'Immediately'],
          ['this-week', 'This week'],
          ['this-month', 'This month'],
          ['flexible', 'I am flexible'],
        ),
      },
      { field: 'additionalQuestions', label: 'Anything you would like to ask?', kind: 'longText' },
      {
        field: 'agreesToFollowUp',
        label: 'May our adviser contact you to discuss these recommendations?',
        kind: 'choice',
        options: options(
          ['yes', 'Yes, please contact me'],
          ['more-info', 'Send me more information first'],
          ['no', 'No, not now'],
        ),
      },
    ],
  },
];

/** Every section the session holds, by its API name, with its questions. */

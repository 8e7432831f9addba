import { formatNad } from '../domain/money';
import { monthlyIncomeBands } from '../domain/needs-analysis/recommendations';
import { copingDurations, debtAmountBands } from '../domain/needs-analysis/supplementary';

/**
 * The client needs analysis's questions and its saved session (spec doc 3, sections 2-5 and 9;
 * DECISIONS D15). One definition per section serves the wizard (labels, options, the conditional
 * reveals), the server (the schema of each section, hidden answers dropped) and the back office
 * (readable answers). While the visitor works through the wizard a section may be partly filled,
 * so every answer is optional; unknown fields, wrong types and over-long text are refused.
 * The schemas are in shared/needs-analysis.ts, apart from the questions so that the wizard shows
 * them without loading zod before it is interactive (issue 22).
 */

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

const yesNo: readonly AnswerOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const options = (...pairs: [string, string][]): AnswerOption[] =>
  pairs.map(([value, label]) => ({ value, label }));
const is =
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
const durationOptions = copingDurations.map((value) => ({ value, label: durationLabels[value] }));
const debtLabels: Record<(typeof debtAmountBands)[number], string> = {
  'under-20000': 'Under N$20,000',
  '20000-50000': 'N$20,000 - N$50,000',
  '50000-100000': 'N$50,000 - N$100,000',
  '100000-250000': 'N$100,000 - N$250,000',
  '250000-500000': 'N$250,000 - N$500,000',
  'over-500000': 'Over N$500,000',
};

const clientProfile: readonly QuestionGroup[] = [
  {
    title: 'About you',
    questions: [
      { field: 'fullName', label: 'Full name', kind: 'text' },
      { field: 'email', label: 'Email', kind: 'email' },
      { field: 'phone', label: 'Phone number', kind: 'phone' },
      { field: 'age', label: 'Age', kind: 'count', min: 16, max: 100 },
      {
        field: 'maritalStatus',
        label: 'Marital status',
        kind: 'select',
        options: options(
          ['single', 'Single'],
          ['married', 'Married'],
          ['living-together', 'Living together'],
          ['divorced', 'Divorced'],
          ['widowed', 'Widowed'],
        ),
      },
      {
        field: 'employmentStatus',
        label: 'Work',
        kind: 'select',
        options: options(
          ['employed', 'Employed'],
          ['self-employed', 'Self-employed'],
          ['unemployed', 'Not working'],
          ['retired', 'Retired'],
          ['student', 'Student'],
        ),
      },
    ],
  },
  {
    title: 'Dependants',
    questions: [
      {
        field: 'hasDependents',
        label: 'Does anyone depend on your income?',
        hint: 'Children, a partner, parents or other family you support.',
        kind: 'choice',
        options: yesNo,
      },
      {
        field: 'dependentsCount',
        label: 'How many people depend on you?',
        kind: 'count',
        min: 1,
        max: 30,
        shownWhen: is('hasDependents', 'yes'),
      },
      {
        field: 'dependentsAges',
        label: 'Their ages',
        hint: 'For example: 4, 9 and 67',
        kind: 'text',
        shownWhen: is('hasDependents', 'yes'),
      },
    ],
  },
  {
    title: 'Health',
    questions: [
      {
        field: 'healthStatus',
        label: 'How would you describe your health?',
        kind: 'choice',
        options: options(['excellent', 'Excellent'], ['good', 'Good'], ['fair', 'Fair'], ['poor', 'Poor']),
      },
      { field: 'smoker', label: 'Do you smoke?', kind: 'choice', options: yesNo },
      {
        field: 'hasChronicCondition',
        label: 'Do you have a chronic condition or a disability?',
        kind: 'choice',
        options: yesNo,
      },
      {
        field: 'chronicConditionDetails',
        label: 'Tell us about it',
        kind: 'longText',
        shownWhen: is('hasChronicCondition', 'yes'),
      },
    ],
  },
  {
    title: 'Income and expenses',
    questions: [
      {
        field: 'monthlyIncomeRange',
        label: 'Your monthly income before tax',
        kind: 'select',
        options: incomeBandOptions,
      },
      {
        field: 'monthlyExpensesRange',
        label: 'Your household’s monthly expenses',
        kind: 'select',
        options: incomeBandOptions,
      },
    ],
  },
];

const ownsHome = is('ownsHome', 'yes');
const housingAssets: readonly QuestionGroup[] = [
  {
    title: 'Your home',
    questions: [
      { field: 'ownsHome', label: 'Do you own your home?', kind: 'choice', options: yesNo },
      { field: 'homeValue', label: 'What is your home worth? (N$)', kind: 'amount', shownWhen: ownsHome },
      {
        field: 'mortgageBalance',
        label: 'Home loan still owed (N$)',
        hint: 'Enter 0 if the home is paid off.',
        kind: 'amount',
        shownWhen: ownsHome,
      },
      {
        field: 'mortgageRemainingYears',
        label: 'Years left on the home loan',
        kind: 'select',
        options: options(
          ['1-5', '1 to 5 years'],
          ['5-10', '5 to 10 years'],
          ['10-15', '10 to 15 years'],
          ['15-20', '15 to 20 years'],
          ['over-20', 'Over 20 years'],
        ),
        shownWhen: (answers) => ownsHome(answers) && Number(answers.mortgageBalance ?? 0) > 0,
      },
      {
        field: 'mortgageMonthlyPayment',
        label: 'Monthly home loan instalment (N$)',
        kind: 'amount',
        shownWhen: (answers) => ownsHome(answers) && Number(answers.mortgageBalance ?? 0) > 0,
      },
      {
        field: 'plansToBuy',
        label: 'Do you plan to buy a home?',
        kind: 'choice',
        options: options(['yes', 'Yes'], ['maybe', 'Maybe'], ['no', 'No']),
        shownWhen: is('ownsHome', 'no'),
      },
      {
        field: 'plansToBuyHorizon',
        label: 'When would you buy?',
        kind: 'select',
        options: options(
          ['within-1-year', 'Within a year'],
          ['1-2-years', 'In 1 to 2 years'],
          ['2-5-years', 'In 2 to 5 years'],
        ),
        shownWhen: (answers) => is('ownsHome', 'no')(answers) && is('plansToBuy', 'yes', 'maybe')(answers),
      },
      {
        field: 'plannedPurchasePrice',
        label: 'Price you have in mind (N$)',
        kind: 'amount',
        shownWhen: (answers) => is('ownsHome', 'no')(answers) && is('plansToBuy', 'yes', 'maybe')(answers),
      },
    ],
  },
  {
    title: 'Vehicles',
    questions: [
      {
        field: 'vehicleCount',
        label: 'How many vehicles do you own?',
        kind: 'choice',
        options: options(['0', 'None'], ['1', '1'], ['2', '2'], ['3', '3'], ['4+', '4 or more']),
      },
      {
        field: 'vehicleFinanced',
        label: 'Is a vehicle financed?',
        kind: 'choice',
        options: yesNo,
        shownWhen: is('vehicleCount', '1', '2', '3', '4+'),
      },
      {
        field: 'vehicleLoanBalance',
        label: 'Vehicle finance still owed (N$)',
        kind: 'amount',
        shownWhen: (answers) =>
          is('vehicleCount', '1', '2', '3', '4+')(answers) && is('vehicleFinanced', 'yes')(answers),
      },
      {
        field: 'vehicleMonthlyPayment',
        label: 'Monthly vehicle instalment (N$)',
        kind: 'amount',
        shownWhen: (answers) =>
          is('vehicleCount', '1', '2', '3', '4+')(answers) && is('vehicleFinanced', 'yes')(answers),
      },
    ],
  },
  {
    title: 'Other assets',
    questions: [
      {
        field: 'hasOtherAssets',
        label: 'Do you have other assets, such as land, livestock, a business or investments?',
        kind: 'choice',
        options: yesNo,
      },
      {
        field: 'otherAssets',
        label: 'Tell us about them',
        kind: 'longText',
        shownWhen: is('hasOtherAssets', 'yes'),
      },
    ],
  },
];

const incomeProtection: readonly QuestionGroup[] = [
  {
    questions: [
      {
        field: 'isMainIncomeEarner',
        label: 'Are you the main income earner in your household?',
        kind: 'choice',
        options: yesNo,
      },
      {
        field: 'hasIncomeProtection',
        label: 'Do you have income protection?',
        hint: 'A monthly income paid while illness or injury keeps you from working.',
        kind: 'choice',
        options: yesNo,
      },
      {
        field: 'hasDisabilityCover',
        label: 'Do you have disability cover?',
        hint: 'A lump sum if you can never work again; often part of a life policy or your employer’s fund.',
        kind: 'choice',
        options: yesNo,
      },
      {
        field: 'familyImpact',
        label: 'If you could not earn for six months, how would your household manage?',
        kind: 'choice',
        options: options(
          ['manage', 'We would manage'],
          ['struggle', 'We would struggle'],
          ['impossible', 'It would be impossible'],
        ),
      },
      {
        field: 'copingDuration',
        label: 'How long could your household pay its costs without your income?',
        kind: 'select',
        options: durationOptions,
      },
    ],
  },
];

const familyProtection: readonly QuestionGroup[] = [
  {
    title: 'Life cover',
    questions: [
      { field: 'hasLifeInsurance', label: 'Do you have life insurance?', kind: 'choice', options: yesNo },
      {
        field: 'lifeCoverAmount',
        label: 'How much life cover do you have in total?',
        kind: 'select',
        options: options(
          ['under-100000', 'Under N$100,000'],
          ['100000-500000', 'N$100,000 - N$500,000'],
          ['500000-1000000', 'N$500,000 - N$1,000,000'],
          ['1000000-2000000', 'N$1,000,000 - N$2,000,000'],
          ['over-2000000', 'Over N$2,000,000'],
        ),
        shownWhen: is('hasLifeInsurance', 'yes'),
      },
      {
        field: 'familySurvivalDuration',
        label: 'If you died today, how long could your family live on what you leave them?',
        kind: 'select',
        options: durationOptions,
      },
    ],
  },
  {
    title: 'Funeral cover',
    questions: [
      { field: 'hasFuneralCover', label: 'Do you have funeral cover?', kind: 'choice', options: yesNo },
      {
        field: 'funeralCoverAmount',
        label: 'How much funeral cover?',
        kind: 'select',
        options: options(
          ['under-20000', 'Under N$20,000'],
          ['20000-50000', 'N$20,000 - N$50,000'],
          ['50000-100000', 'N$50,000 - N$100,000'],
          ['over-100000', 'Over N$100,000'],
        ),
        shownWhen: is('hasFuneralCover', 'yes'),
      },
    ],
  },
  {
    title: 'Education',
    questions: [
      {
        field: 'childrenEducationConcern',
        label: 'Are you concerned about paying for your children’s education?',
        kind: 'choice',
        options: yesNo,
      },
    ],
  },
];

const hasDebts = is('hasDebts', 'yes');
const debtReview: readonly QuestionGroup[] = [
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

const savingsEmergency: readonly QuestionGroup[] = [
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

const retirementPlanning: readonly QuestionGroup[] = [
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

const affordabilityBudget: readonly QuestionGroup[] = [
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

const agreementNextSteps: readonly QuestionGroup[] = [
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

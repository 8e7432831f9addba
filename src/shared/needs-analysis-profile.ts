import {
  durationOptions,
  incomeBandOptions,
  is,
  options,
  type QuestionGroup,
  yesNo,
} from './needs-analysis-kinds';

/** The needs analysis's first four sections: the client, their home and assets, and their protection. */

export const clientProfile: readonly QuestionGroup[] = [
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
export const housingAssets: readonly QuestionGroup[] = [
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

export const incomeProtection: readonly QuestionGroup[] = [
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

export const familyProtection: readonly QuestionGroup[] = [
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

import { z } from 'zod';
import { monthlyIncomeBands } from '../domain/needs-analysis/recommendations';
import { copingDurations, debtAmountBands } from '../domain/needs-analysis/supplementary';
import { emailMaxLength, freeTextMaxLength, nameMaxLength, tooLongMessage } from './fields';

/**
 * The client needs analysis's saved session (spec doc 3, section 3 "Needs analysis record";
 * DECISIONS D15). Each section may be partly filled while the visitor works through the wizard, so
 * every field is optional; unknown fields, wrong types and over-long text are refused.
 */

const values = <Values extends readonly [string, ...string[]]>(list: Values) =>
  z.enum(list, { error: `Choose one of: ${list.join(', ')}` }).optional();
const yesNo = () => values(['yes', 'no'] as const);
const text = (max = nameMaxLength) => z.string().trim().max(max, tooLongMessage(max)).optional();
const longText = () => text(freeTextMaxLength);
const amount = () =>
  z
    .number({ error: 'Enter an amount in N$' })
    .min(0, 'Enter an amount in N$')
    .max(1_000_000_000_000, 'Enter an amount in N$')
    .optional();
const whole = (min: number, max: number) =>
  z
    .number({ error: `Enter a whole number from ${min} to ${max}` })
    .int()
    .min(min)
    .max(max)
    .optional();

export const incomeBandValues = monthlyIncomeBands.map((band) => band.value) as [string, ...string[]];

export const clientProfileSchema = z.strictObject({
  fullName: text(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(emailMaxLength)
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Please enter a valid email address',
    )
    .optional(),
  phone: text(40),
  age: whole(16, 100),
  maritalStatus: values(['single', 'married', 'divorced', 'widowed', 'living-together'] as const),
  employmentStatus: values(['employed', 'self-employed', 'unemployed', 'retired', 'student'] as const),
  hasDependents: yesNo(),
  dependentsCount: whole(0, 30),
  dependentsAges: text(),
  healthStatus: values(['excellent', 'good', 'fair', 'poor'] as const),
  smoker: yesNo(),
  hasChronicCondition: yesNo(),
  chronicConditionDetails: longText(),
  monthlyIncomeRange: values(incomeBandValues),
  monthlyExpensesRange: values(incomeBandValues),
});

export const housingAssetsSchema = z.strictObject({
  ownsHome: values(['own-outright', 'own-with-mortgage', 'renting', 'living-with-family'] as const),
  mortgageBalance: amount(),
  mortgageRemainingYears: values(['1-5', '5-10', '10-15', '15-20', 'over-20'] as const),
  plansToBuy: yesNo(),
  plansToBuyHorizon: values(['within-1-year', '1-2-years', '2-5-years'] as const),
  vehicleCount: values(['0', '1', '2', '3', '4+'] as const),
  vehicleFinanced: yesNo(),
  vehicleLoanBalance: amount(),
  otherAssets: longText(),
});

export const incomeProtectionSchema = z.strictObject({
  isMainIncomeEarner: yesNo(),
  hasIncomeProtection: yesNo(),
  hasDisabilityCover: yesNo(),
  familyImpact: values(['manage', 'struggle', 'impossible'] as const),
  copingDuration: values(copingDurations as unknown as [string, ...string[]]),
});

export const familyProtectionSchema = z.strictObject({
  hasLifeInsurance: yesNo(),
  lifeCoverAmount: values([
    'under-100000',
    '100000-500000',
    '500000-1000000',
    '1000000-2000000',
    'over-2000000',
  ] as const),
  familySurvivalDuration: values([...copingDurations] as [string, ...string[]]),
  hasFuneralCover: yesNo(),
  funeralCoverAmount: values(['under-20000', '20000-50000', '50000-100000', 'over-100000'] as const),
  childrenEducationConcern: yesNo(),
});

export const debtReviewSchema = z.strictObject({
  hasDebts: yesNo(),
  totalDebtAmount: values([...debtAmountBands] as [string, ...string[]]),
  debtTypes: z
    .array(
      z.enum([
        'home-loan',
        'vehicle-finance',
        'personal-loan',
        'credit-card',
        'store-accounts',
        'micro-loans',
        'other',
      ]),
    )
    .max(7)
    .optional(),
  paysMinimumOnly: yesNo(),
  hasArrears: yesNo(),
  debtStress: values([
    'not-stressful',
    'manageable',
    'somewhat-stressful',
    'very-stressful',
    'overwhelming',
  ] as const),
});

export const savingsEmergencySchema = z.strictObject({
  hasEmergencyFund: values(['yes', 'partial', 'no'] as const),
  emergencyFundAmount: values([
    'under-1-month',
    '1-2-months',
    '2-3-months',
    '3-6-months',
    'over-6-months',
  ] as const),
  savesRegularly: values(['yes', 'sometimes', 'no'] as const),
  monthlySavingsAmount: values(['under-500', '500-1000', '1000-2500', '2500-5000', 'over-5000'] as const),
  savingsGoalTerm: values(['short-term', 'medium-term', 'long-term', 'multiple'] as const),
  savingsGoalPurpose: longText(),
  savingsMethodPreference: values(['conservative', 'balanced', 'growth', 'unsure'] as const),
});

export const retirementPlanningSchema = z.strictObject({
  hasRetirementSavings: values(['yes', 'minimal', 'no'] as const),
  currentRetirementValue: values([
    'under-50000',
    '50000-100000',
    '100000-250000',
    '250000-500000',
    '500000-1000000',
    'over-1000000',
  ] as const),
  monthlyContribution: values([
    'none',
    'under-1000',
    '1000-2500',
    '2500-5000',
    '5000-10000',
    'over-10000',
  ] as const),
  employerContribution: values(['yes', 'no', 'self-employed', 'unsure'] as const),
  retirementAge: values(['55-60', '60-65', '65', 'over-65', 'never'] as const),
  hasCalculatedNeeds: values(['yes', 'rough-idea', 'no'] as const),
  retirementConcerns: longText(),
});

/** The spec's amounts "entered as text" are numbers here (DECISIONS D13). */
export const affordabilityBudgetSchema = z.strictObject({
  monthlyIncome: amount(),
  essentialExpenses: amount(),
  debtRepayments: amount(),
  discretionarySpending: amount(),
  comfortableCommitment: values([
    'under-1000',
    '1000-2500',
    '2500-5000',
    '5000-10000',
    'over-10000',
  ] as const),
  financialPriorities: longText(),
  budgetingChallenges: longText(),
});

export const nextStepsSchema = z.strictObject({
  preferredContactMethod: values(['phone', 'whatsapp', 'email', 'meeting'] as const),
  preferredContactTime: values(['morning', 'afternoon', 'evening', 'weekend', 'anytime'] as const),
  urgency: values(['immediate', 'this-week', 'this-month', 'flexible'] as const),
  additionalQuestions: longText(),
  agreesToFollowUp: values(['yes', 'more-info', 'no'] as const),
});

/** Every section the session holds, by its API name. */
export const needsAnalysisSections = {
  clientProfile: clientProfileSchema,
  housingAssets: housingAssetsSchema,
  incomeProtection: incomeProtectionSchema,
  familyProtection: familyProtectionSchema,
  debtReview: debtReviewSchema,
  savingsEmergency: savingsEmergencySchema,
  retirementPlanning: retirementPlanningSchema,
  affordabilityBudget: affordabilityBudgetSchema,
  agreementNextSteps: nextStepsSchema,
} as const;
export type NeedsAnalysisSection = keyof typeof needsAnalysisSections;
export type NeedsAnalysisAnswers = {
  [Section in NeedsAnalysisSection]: z.infer<(typeof needsAnalysisSections)[Section]>;
};

/** `POST /api/client-needs-analysis`: starts the session with the client profile. */
export const needsAnalysisCreateSchema = z.strictObject({ clientProfile: clientProfileSchema });

/** `PATCH /api/client-needs-analysis/{id}`: exactly one section. */
export const needsAnalysisPatchSchema = z
  .strictObject(
    Object.fromEntries(
      Object.entries(needsAnalysisSections).map(([key, schema]) => [key, schema.optional()]),
    ) as {
      [Section in NeedsAnalysisSection]: z.ZodOptional<(typeof needsAnalysisSections)[Section]>;
    },
  )
  .refine((body) => Object.keys(body).length === 1, 'Send exactly one section');

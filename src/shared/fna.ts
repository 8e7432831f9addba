import { z } from 'zod';
import { riskProfiles } from '../domain/fna/totals';
import type { MustBeTrue } from '../domain/type-checks';
import { emailMaxLength, nadAmount, optionalName, optionalText, requiredName } from './fields';
import {
  beneficiaryGenders,
  budgetDeductionItems,
  budgetExpenseItems,
  budgetIncomeItems,
  type fnaSteps,
  keepOrRealise,
  maritalStatuses,
  particularsGenders,
  physicalWorkOptions,
  titles,
} from './fna-texts';

export * from './fna-texts';

/**
 * The Financial Needs Analysis form (spec doc 3, section 3 "FNA form (sections)"; DECISIONS D12,
 * D13): one schema per step, validating the wizard's step before Next and the whole body of
 * `POST /api/fna/submit`. Amounts are numbers of N$ (at most 2 decimals); the server stores cents.
 * Messages are the spec's (section 5) where it gives one.
 */

/** An amount of N$ that may be left at 0. */
export const amount = () => nadAmount().default(0);

/** An amount that must be entered (a positive figure), with the spec's message. */
const requiredAmount = (message: string) => z.number({ error: message }).positive(message).pipe(nadAmount());

const percent = (fallback: number) =>
  z
    .number({ error: 'Enter a percentage from 0 to 100' })
    .min(0, 'Enter a percentage from 0 to 100')
    .max(100, 'Enter a percentage from 0 to 100')
    .default(fallback);

const text = optionalName;
const longText = optionalText;
const required = requiredName;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) =>
  datePattern.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const requiredDate = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isCalendarDate, message);
const optionalDate = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), 'Use a date as YYYY-MM-DD')
    .default('');

const yesNo = () => z.enum(['yes', 'no'], { error: 'Choose yes or no' }).default('no');
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

// Step 1: Client Consent
export const consentInfoSchema = z
  .object({
    identityNumber: required('Identity number is required'),
    clientName: required('Client name is required'),
    clientSurname: required('Client surname is required'),
    personalCapacity: z.boolean().default(true),
    representativeCapacity: z.boolean().default(false),
    representativeDetails: longText(),
    consentGiven: z.boolean({ error: 'Consent is required' }).refine((given) => given, 'Consent is required'),
    advisorName: text(),
    location: required('Location is required'),
    date: requiredDate('Date is required'),
    clientSignature: text(),
  })
  .superRefine((consent, context) => {
    if (consent.representativeCapacity && consent.representativeDetails === '')
      context.addIssue({
        code: 'custom',
        path: ['representativeDetails'],
        message: 'Representative details are required',
      });
  });

// Step 2: Personal Information
export const personalInfoSchema = z
  .object({
    advisorName: text(),
    advisorCode: text(),
    cell: required('Cell number is required', 40),
    email: z
      .string({ error: 'Valid email is required' })
      .trim()
      .toLowerCase()
      .max(emailMaxLength, 'Valid email is required')
      .pipe(z.email({ error: 'Valid email is required' })),
    date: optionalDate(),
    title: z.enum(titles, { error: 'Choose a title' }).default('Mr'),
    surname: required('Surname is required'),
    fullName: required('Full name is required'),
    dateOfBirth: requiredDate('Date of birth is required'),
    idNumber: required('ID number is required'),
    maritalStatus: z.enum(maritalStatuses, { error: 'Choose a marital status' }).default('Single'),
    citizenship: required('Citizenship is required'),
    telWorkNumber: text(40),
    employer: required('Employer is required'),
    residentialAddress: required('Residential address is required', 500),
    occupation: required('Occupation is required'),
    income: requiredAmount('Income is required'),
    spouseIncome: amount(),
    physicalWork: z.enum(physicalWorkOptions, { error: 'Choose heavy or light' }).default('Light'),
    hazardousActivities: text(500),
    qualification: text(),
    institution: text(),
    smokerYears: wholeNumber(0, 90, 'Enter whole years from 0 to 90').default(0),
    height: z
      .number({ error: 'Enter the height in cm' })
      .min(0)
      .max(260, 'Enter the height in cm')
      .default(0),
    weight: z
      .number({ error: 'Enter the weight in kg' })
      .min(0)
      .max(400, 'Enter the weight in kg')
      .default(0),
    medicalAid: text(),
    hasDependants: yesNo(),
    numberOfDependants: wholeNumber(0, 30, 'Enter a whole number from 0 to 30').default(0),
    dependantsDetails: longText(),
    hasChronicIllness: yesNo(),
    chronicIllnessDetails: longText(),
  })
  .superRefine((info, context) => {
    if (info.hasDependants === 'yes' && info.numberOfDependants < 1)
      context.addIssue({
        code: 'custom',
        path: ['numberOfDependants'],
        message: 'Enter how many dependants',
      });
    if (info.hasChronicIllness === 'yes' && info.chronicIllnessDetails === '')
      context.addIssue({
        code: 'custom',
        path: ['chronicIllnessDetails'],
        message: 'Describe the illness or disability',
      });
  });

export const beneficiarySchema = z.object({
  fullName: text(),
  idNumber: text(),
  dateOfBirth: optionalDate(),
  gender: z.enum(beneficiaryGenders, { error: 'Choose male or female' }).default('Female'),
  relationship: required('Relationship is required'),
  percentage: z
    .number({ error: 'Percentage is required' })
    .positive('Percentage is required')
    .max(100, 'Enter a percentage up to 100'),
  contactNumber: text(40),
});

export const bankingDetailsSchema = z.object({
  bankName: required('Bank name is required'),
  branch: required('Branch is required'),
  branchCode: required('Branch code is required', 20),
  accountNumber: required('Account number is required', 30),
  typeOfAccount: required('Account type is required'),
  deductionDate: required('Deduction date is required', 40),
});

export const employmentDetailsSchema = z.object({
  employeeNumber: text(),
  companyName: required('Company name is required'),
  changeInceptionDate: z.boolean().default(false),
  preferredTimeOfContact: text(),
  incomeTaxNumber: text(40),
});

const flagWithDetails = () => z.object({ answer: yesNo(), details: longText() });

export const medicalInfoSchema = z.object({
  medicalStatement: longText(),
  ownerShareholder: flagWithDetails().default({ answer: 'no', details: '' }),
  professionalAssociation: flagWithDetails().default({ answer: 'no', details: '' }),
  businessAssurance: flagWithDetails().default({ answer: 'no', details: '' }),
  partnership: flagWithDetails().default({ answer: 'no', details: '' }),
  ownership: flagWithDetails().default({ answer: 'no', details: '' }),
  enforceableWill: yesNo(),
  powerOfAttorney: yesNo(),
  shortTermInsurance: yesNo(),
});

// Step 3: Insurance & Investments
export const policySchema = z.object({
  policyNumber: text(),
  company: text(),
  inception: optionalDate(),
  termination: optionalDate(),
  premium: amount(),
  annualPremium: amount(),
  beneficiaries: text(500),
  death: amount(),
  disability: amount(),
  dreadDisease: amount(),
  ownerOfPolicy: text(),
  amount: amount(),
  paymentCover: text(),
  cashValue: amount(),
  premiumWaiver: yesNo(),
  remarks: longText(),
});

const maxRows = 20;
const policyList = () =>
  z.array(policySchema).max(maxRows, `At most ${maxRows} policies in one list`).default([]);

export const insuranceInvestmentSummarySchema = z.object({
  lifeAssurance: policyList(),
  endowmentPolicies: policyList(),
  medicalAssurance: policyList(),
  retirementAnnuities: policyList(),
  pensionProvidentFund: policyList(),
  preservationFund: policyList(),
  discretionaryInvestments: policyList(),
  unitTrusts: policyList(),
  dependentsMonthlyIncomeBenefits: z
    .object({ spouse: amount(), children: amount() })
    .default({ spouse: 0, children: 0 }),
  incomeFromPensions: z
    .array(z.object({ source: text(), monthlyAmount: amount() }))
    .max(maxRows)
    .default([]),
});

// Step 4: Budget Information
const amountsOf = <Items extends readonly { key: string }[]>(items: Items) =>
  z.object(
    Object.fromEntries(items.map((item) => [item.key, amount()])) as Record<
      Items[number]['key'],
      ReturnType<typeof amount>
    >,
  );

export const budgetInfoSchema = z.object({
  income: amountsOf(budgetIncomeItems),
  deductions: amountsOf(budgetDeductionItems),
  expenses: amountsOf(budgetExpenseItems),
});

// Step 5: Income & Expenditure (particulars, income, assets and liabilities)
export const balanceRowSchema = z.object({
  description: required('Describe the item'),
  currentValue: amount(),
  atDeath: z.enum(keepOrRealise).default('keep'),
  atDisability: z.enum(keepOrRealise).default('keep'),
  atRetirement: z.enum(keepOrRealise).default('keep'),
});

export const personalParticularsSchema = z.object({
  nameAndSurname: required('Client name is required'),
  occupation: text(),
  idNumber: required('Client ID is required'),
  gender: z.enum(particularsGenders, { error: 'Choose male or female' }).default('MALE'),
  age: wholeNumber(16, 100, 'Age is required'),
  retirementAge: wholeNumber(40, 80, 'Retirement age is required').default(60),
});

export const incomeExpenditureSchema = z.object({
  grossIncome: requiredAmount('Gross income is required'),
  netIncome: requiredAmount('Net income is required'),
  otherMonthlyIncome: amount(),
});

export const assetsLiabilitiesSchema = z.object({
  assets: z.array(balanceRowSchema).max(40).default([]),
  liabilities: z.array(balanceRowSchema).max(40).default([]),
});

// Step 6: Needs Analysis
const assumptionGroup = (premiumGrowth: number, coverGrowth: number | null, third: number) =>
  z
    .object({
      premiumGrowth: percent(premiumGrowth),
      /** null: not applicable (N/A), as the spec shows for the death set. */
      coverGrowth: z.number().min(0).max(100).nullable().default(coverGrowth),
      rate: percent(third),
    })
    .default({ premiumGrowth, coverGrowth, rate: third });

export const assumptionsSchema = z.object({
  premiumGrowth: percent(5),
  coverGrowth: z.number().min(0).max(100).nullable().default(null),
  inflation: percent(6),
  investmentReturn: percent(10),
  retirementReturn: percent(10),
  // The spec's three sets: death 5.0 % / N/A / 6 %; disability 5 % / 10 % / 6 %; retirement 5 % / 10 % / 10 %.
  death: assumptionGroup(5, null, 6),
  disability: assumptionGroup(5, 10, 6),
  retirement: assumptionGroup(5, 10, 10),
});

export const needsInputsSchema = z.object({
  death: z
    .object({
      monthlyIncomeNeeded: amount(),
      years: wholeNumber(0, 60, 'Enter whole years from 0 to 60').default(15),
      funeralCosts: amount(),
      emergencyFund: amount(),
      otherLumpSums: amount(),
    })
    .default({ monthlyIncomeNeeded: 0, years: 15, funeralCosts: 0, emergencyFund: 0, otherLumpSums: 0 }),
  disability: z
    .object({ monthlyIncomeNeeded: amount(), incomeProtectorMonthly: amount(), otherLumpSums: amount() })
    .default({ monthlyIncomeNeeded: 0, incomeProtectorMonthly: 0, otherLumpSums: 0 }),
  criticalIllness: z
    .object({
      monthsOfIncome: wholeNumber(0, 120, 'Enter whole months from 0 to 120').default(12),
      medicalCosts: amount(),
    })
    .default({ monthsOfIncome: 12, medicalCosts: 0 }),
  retirement: z
    .object({
      monthlyIncomeNeeded: amount(),
      yearsInRetirement: wholeNumber(1, 50, 'Enter whole years from 1 to 50').default(20),
      monthlyContribution: amount(),
      escalationRate: percent(5),
    })
    .default({ monthlyIncomeNeeded: 0, yearsInRetirement: 20, monthlyContribution: 0, escalationRate: 5 }),
});

// Step 7: Estate & Education
export const estatePlanningSchema = z.object({
  executorFeePercent: percent(3.5),
  vatPercent: percent(15),
  deedsOfficeExpenses: amount().default(1810),
  advertisementCosts: amount().default(1500),
  otherCosts: amount(),
});

export const childSchema = z.object({
  name: text(),
  currentAge: wholeNumber(0, 30, 'Enter the child’s age in whole years'),
  yearsOfStudies: wholeNumber(1, 10, 'Enter whole years from 1 to 10').default(3),
  costOfOneYear: amount(),
  lumpSumAlreadySaved: amount(),
  methodUsed: text(),
});

export const educationPlanningSchema = z.object({
  children: z.array(childSchema).max(3, 'At most 3 children').default([]),
});

// Step 8: Advice Record
export const declarationSchema = z.object({ signature: text(), date: optionalDate() });

export const adviceRecordSchema = z.object({
  preparedFor: text(),
  preparedBy: text(),
  riskProfile: z.enum(riskProfiles, { error: 'Choose a risk profile' }).default('moderate'),
  benefitParticulars: longText(),
  insurancePolicyParticulars: longText(),
  investmentAssumptions: z
    .object({
      escalator: percent(0),
      inflation: percent(0),
      investmentReturn: percent(10),
      term: wholeNumber(0, 60, 'Enter whole years from 0 to 60').default(0),
    })
    .default({ escalator: 0, inflation: 0, investmentReturn: 10, term: 0 }),
  benefitDescriptions: longText(),
  comments: longText(),
  totalPremium: amount(),
  clientDeclaration: z.object({
    signature: required('The client’s signature (typed name) is required'),
    date: requiredDate('Date is required'),
  }),
  advisorDeclaration: z.object({
    signature: required('The adviser’s signature (typed name) is required'),
    date: requiredDate('Date is required'),
  }),
});

/** The whole FNA: `POST /api/fna/submit`. An unknown section is refused (400 naming it). */
export const fnaSchema = z.strictObject({
  consentInfo: consentInfoSchema,
  personalInfo: personalInfoSchema,
  beneficiaries: z.array(beneficiarySchema).max(10, 'At most 10 beneficiaries').default([]),
  bankingDetails: bankingDetailsSchema,
  employmentDetails: employmentDetailsSchema,
  medicalInfo: medicalInfoSchema,
  insuranceInvestmentSummary: insuranceInvestmentSummarySchema,
  budgetInfo: budgetInfoSchema,
  personalParticulars: personalParticularsSchema,
  incomeExpenditure: incomeExpenditureSchema,
  assetsLiabilities: assetsLiabilitiesSchema,
  assumptions: assumptionsSchema,
  needs: needsInputsSchema,
  estatePlanning: estatePlanningSchema,
  educationPlanning: educationPlanningSchema,
  adviceRecord: adviceRecordSchema,
});
export type Fna = z.output<typeof fnaSchema>;
export type FnaInput = z.input<typeof fnaSchema>;

/**
 * Each wizard step's sections are parts of the form (checked here: fna-texts.ts, which lists the
 * steps, cannot import this module without the two needing each other). A section that is not one
 * makes this `false`, and the `true` it must be a type error.
 */
type FnaStepSection = (typeof fnaSteps)[number]['sections'][number];
export type FnaStepsNameItsSections = MustBeTrue<FnaStepSection extends keyof Fna ? true : false>;

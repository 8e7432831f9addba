import { z } from 'zod';
import { isRelationship, type Relationship } from '../domain/funeral/pricing';
import {
  honeypotField,
  nameMaxLength,
  optionalText,
  requiredEmail,
  requiredName,
  requiredPhone,
  tooLongMessage,
} from './fields';
import { funeralMessages, genders, maxFamilyMembers, paymentFrequencies } from './funeral-texts';

export { funeralMessages, genders, maxFamilyMembers, paymentFrequencies };

/** A Namibian ID number: 11 digits (date of birth YYMMDD and five more); spaces allowed when typed. */
const idNumber = z
  .string()
  .trim()
  .max(nameMaxLength, tooLongMessage(nameMaxLength))
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value === '' || /^\d{11}$/.test(value), 'Please enter a valid 11-digit ID number')
  .default('');

const money = z.number({ error: 'Please send an amount' }).finite().min(0).max(100_000_000);
const cents = z.number({ error: 'Please send an amount in cents' }).int().min(0).max(10_000_000_000);

export const funeralApplicantSchema = z.strictObject({
  firstName: requiredName(funeralMessages.applicantMissing),
  lastName: requiredName(funeralMessages.applicantMissing),
  email: requiredEmail(),
  phone: requiredPhone(funeralMessages.applicantMissing),
  idNumber: idNumber,
  age: z
    .number()
    .int('Please enter a whole age')
    .min(18, 'Age must be 18 to 80')
    .max(80, 'Age must be 18 to 80')
    .nullable()
    .optional(),
  gender: z.enum(genders).default('male'),
});

export const funeralMemberSchema = z.strictObject({
  id: z.string().max(100).optional(),
  name: requiredName(funeralMessages.memberMissing),
  relationship: z
    .string({ error: 'Please choose a relationship' })
    .refine(isRelationship, 'Please choose a relationship')
    .transform((value) => value as Relationship),
  age: z
    .number({ error: 'Please enter an age' })
    .int('Please enter a whole age')
    .min(1, 'Age must be 1 to 80')
    .max(80, 'Age must be 1 to 80'),
  gender: z.enum(genders),
  coverageAmount: z.number({ error: 'Please choose a cover amount' }).int().positive(),
  monthlyCost: money,
  annualCost: money,
});

/** POST /api/funeral-cover-applications: the spec's payload. Top-level totals in cents, coverageDetails in N$. */
export const funeralApplicationSchema = z.strictObject({
  mainApplicant: funeralApplicantSchema,
  familyMembers: z
    .array(funeralMemberSchema)
    .min(1, funeralMessages.noMembers)
    .max(maxFamilyMembers, `At most ${maxFamilyMembers} family members`),
  coverageDetails: z.strictObject({
    totalMonthlyCost: money,
    totalAnnualCost: money,
    totalCoverage: money,
    paymentFrequency: z.enum(paymentFrequencies),
  }),
  paymentPreferences: z.strictObject({ frequency: z.enum(paymentFrequencies) }),
  additionalInfo: optionalText(),
  /** The plan chosen where the practice offers more than one (issue 58); '' where it offers one. */
  plan: z.string().trim().max(60, 'At most 60 characters').default(''),
  totalMonthlyCost: cents,
  totalAnnualCost: cents,
  totalCoverageAmount: cents,
  website: honeypotField,
});

export type FuneralApplication = z.output<typeof funeralApplicationSchema>;
export type FuneralApplicationInput = z.input<typeof funeralApplicationSchema>;
export type FuneralMemberInput = z.input<typeof funeralMemberSchema>;

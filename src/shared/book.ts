import { z } from 'zod';
import { isCalendarDate, monthIndex } from '../domain/book/calendar-dates';
import type { CommissionTerms } from '../domain/book/commissions';
import { type PremiumFrequency, premiumFrequencies } from '../domain/book/premiums';
import { dashboardPageSize, listQuerySchema } from './admin';

/**
 * Policies in the book of business (issue 31): the API's shapes and the forms' schemas. Money in
 * cents; a start date is a calendar date (YYYY-MM-DD); commission percentages are percent with at
 * most two decimals (75.5), kept as basis points by the domain (7,550).
 */

export {
  type PolicyProduct,
  type PolicyStatus,
  policyProductLabels,
  policyProducts,
  policyStatuses,
  policyStatusLabels,
  premiumFrequencyLabels,
} from '../domain/book/policy-labels';

import {
  type PolicyProduct,
  type PolicyStatus,
  policyProducts,
  policyStatuses,
} from '../domain/book/policy-labels';

export { type PremiumFrequency, premiumFrequencies };

export const commissionPaidOptions = ['upfront', 'over-12-months'] as const;

/** A month, `YYYY-MM` (the book's months: anniversaries, statements, reports). */
export const monthField = (field: string) =>
  z
    .string({ error: `${field} is a month, YYYY-MM` })
    .refine((value) => monthIndex(value) !== null, `${field} is a month, YYYY-MM`);

/** The most a premium, cover or commission amount may be: N$ 10 billion, in cents. */
const maxCents = 1_000_000_000_000;

const cents = (field: string) =>
  z
    .number({ error: `${field} must be an amount in cents` })
    .int(`${field} must be a whole number of cents`)
    .min(0, `${field} cannot be negative`)
    .max(maxCents, `${field} is more than N$ 10 billion`);

const percent = (field: string) =>
  z
    .number({ error: `${field} must be a percentage` })
    .min(0, `${field} cannot be negative`)
    .max(100, `${field} is at most 100`)
    .refine(
      (value) => Number.isInteger(Math.round(value * 10_000) / 100),
      `${field} has at most two decimals`,
    );

export const policyCommissionSchema = z
  .strictObject({
    firstYearAmountCents: cents('The first-year commission').optional(),
    firstYearPercent: percent('The first-year commission').optional(),
    firstYearPaid: z
      .enum(commissionPaidOptions, { error: 'Choose up front or over twelve months' })
      .optional(),
    ongoingPercent: percent('The ongoing commission').optional(),
  })
  .superRefine((value, context) => {
    if (value.firstYearAmountCents !== undefined && value.firstYearPercent !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['firstYearPercent'],
        message: 'Give the first-year commission as an amount or a percentage, not both',
      });
    const hasFirstYear = value.firstYearAmountCents !== undefined || value.firstYearPercent !== undefined;
    if (hasFirstYear && value.firstYearPaid === undefined)
      context.addIssue({
        code: 'custom',
        path: ['firstYearPaid'],
        message: 'Say whether the first-year commission is paid up front or over twelve months',
      });
  });
export type PolicyCommission = z.infer<typeof policyCommissionSchema>;

/** The domain's terms from the API's commission (percent to basis points). */
export function commissionTerms(commission: PolicyCommission | null | undefined): CommissionTerms {
  if (!commission) return {};
  const paid = commission.firstYearPaid ?? 'upfront';
  const basisPoints = (value: number) => Math.round(value * 100);
  return {
    ...(commission.firstYearAmountCents !== undefined
      ? { firstYear: { kind: 'amount' as const, amountCents: commission.firstYearAmountCents, paid } }
      : commission.firstYearPercent !== undefined
        ? {
            firstYear: {
              kind: 'percent' as const,
              basisPoints: basisPoints(commission.firstYearPercent),
              paid,
            },
          }
        : {}),
    ...(commission.ongoingPercent !== undefined
      ? { ongoingBasisPoints: basisPoints(commission.ongoingPercent) }
      : {}),
  };
}

const policyFields = {
  clientId: z
    .string({ error: 'Choose the client' })
    .trim()
    .min(1, 'Choose the client')
    .max(64, 'Choose the client'),
  insurer: z
    .string({ error: 'Enter the insurer' })
    .trim()
    .min(2, 'Enter the insurer (2 to 80 characters)')
    .max(80, 'Enter the insurer (2 to 80 characters)'),
  product: z.enum(policyProducts, { error: 'Choose the kind of product' }),
  policyNumber: z
    .string({ error: 'Enter the policy number' })
    .trim()
    .min(1, 'Enter the policy number')
    .max(40, 'The policy number is at most 40 characters'),
  status: z.enum(policyStatuses, { error: 'Choose the status' }),
  startDate: z
    .string({ error: 'Enter the start date' })
    .refine(isCalendarDate, 'Enter the start date as a real date (YYYY-MM-DD)'),
  premiumCents: cents('The premium'),
  premiumFrequency: z.enum(premiumFrequencies, { error: 'Choose how often the premium is paid' }),
  coverCents: cents('The cover').nullable().optional(),
  commission: policyCommissionSchema.nullable().optional(),
};

/** `POST /api/admin/policies`. */
export const policyCreateSchema = z.strictObject(policyFields);
export type PolicyCreateInput = z.infer<typeof policyCreateSchema>;

/** The hints under the date of a policy's status in its form (D33). */
export const policyStatusDateHints = {
  /** The status is unchanged: its date as kept, to correct. */
  correct: 'The day it took effect: correct it here if it is wrong',
  /** Going in force from quoted or applied for, left empty. */
  fromStart: 'Empty: from the start date',
  /** Any other new status, left empty. */
  fromToday: 'Empty: from today',
} as const;

/** `PATCH /api/admin/policies/:id`: any of the fields but the client. */
export const policyUpdateSchema = z
  .strictObject({
    insurer: policyFields.insurer,
    product: policyFields.product,
    policyNumber: policyFields.policyNumber,
    status: policyFields.status,
    startDate: policyFields.startDate,
    premiumCents: policyFields.premiumCents,
    premiumFrequency: policyFields.premiumFrequency,
    coverCents: policyFields.coverCents,
    commission: policyFields.commission,
    /**
     * The date a new status took effect (D33): by default the start date for a policy going in
     * force from quoted or applied for, otherwise today. Without a new status: the corrected date
     * of the present status's change.
     */
    statusDate: z
      .string({ error: 'Enter the date as YYYY-MM-DD' })
      .refine(isCalendarDate, 'Enter the date as a real date (YYYY-MM-DD)'),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Change at least one field');
export type PolicyUpdateInput = z.infer<typeof policyUpdateSchema>;

/** `GET /api/admin/policies`. */
export const policyListQuerySchema = listQuerySchema.extend({
  status: z.enum(policyStatuses, { error: 'Choose a status' }).optional(),
  insurer: z.string().trim().max(80, 'Enter at most 80 characters').optional(),
  product: z.enum(policyProducts, { error: 'Choose a kind of product' }).optional(),
  renewsIn: monthField('renewsIn').optional(),
});
export type PolicyListQuery = z.infer<typeof policyListQuerySchema>;

export const policyPageSize = dashboardPageSize;

export interface Policy {
  id: string;
  clientId: string;
  clientName: string;
  insurer: string;
  product: PolicyProduct;
  policyNumber: string;
  status: PolicyStatus;
  /** The date its present status took effect, when it changed after it was recorded (D33). */
  statusSince: string | null;
  startDate: string;
  premiumCents: number;
  premiumFrequency: PremiumFrequency;
  /** The premium as a monthly amount (0 for a single premium). */
  monthlyPremiumCents: number;
  coverCents: number | null;
  commission: PolicyCommission | null;
  createdAt: string;
  updatedAt: string;
}

export interface PolicyList {
  items: Policy[];
  total: number;
}

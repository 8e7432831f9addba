import { formatNad } from '../money';
import type { PremiumFrequency } from './premiums';

export type { PremiumFrequency };

/**
 * Policies' value lists and their labels (issue 31), without the schemas (shared/book.ts), so
 * the client's portal shows them without loading zod before it is interactive (issue 22).
 */

export const policyProducts = [
  'life',
  'disability',
  'dread-disease',
  'funeral',
  'retirement-annuity',
  'pension-preservation',
  'investment',
  'education',
  'medical-aid',
  'short-term',
  'other',
] as const;
export type PolicyProduct = (typeof policyProducts)[number];
export const policyProductLabels: Record<PolicyProduct, string> = {
  life: 'Life cover',
  disability: 'Disability cover',
  'dread-disease': 'Dread disease cover',
  funeral: 'Funeral cover',
  'retirement-annuity': 'Retirement annuity',
  'pension-preservation': 'Pension preservation',
  investment: 'Investment',
  education: 'Education policy',
  'medical-aid': 'Medical aid',
  'short-term': 'Short-term insurance',
  other: 'Other',
};

export const policyStatuses = [
  'quoted',
  'applied',
  'in-force',
  'lapsed',
  'cancelled',
  'claimed',
  'matured',
] as const;
export type PolicyStatus = (typeof policyStatuses)[number];
export const policyStatusLabels: Record<PolicyStatus, string> = {
  quoted: 'Quoted',
  applied: 'Applied',
  'in-force': 'In force',
  lapsed: 'Lapsed',
  cancelled: 'Cancelled',
  claimed: 'Claimed',
  matured: 'Matured',
};

export const premiumFrequencyLabels: Record<PremiumFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
  single: 'Single premium',
};

/** "N$ 450.00 monthly", or a single premium as such: how the back office and the portal say a premium. */
export function premiumText(policy: { premiumCents: number; premiumFrequency: string }): string {
  const frequency = policy.premiumFrequency as PremiumFrequency;
  return frequency === 'single'
    ? `${formatNad(policy.premiumCents)} single premium`
    : `${formatNad(policy.premiumCents)} ${(premiumFrequencyLabels[frequency] ?? policy.premiumFrequency).toLowerCase()}`;
}

/** Products whose amount is what the fund holds, not a sum paid on an event (issue 59). */
const fundProducts: readonly string[] = [
  'retirement-annuity',
  'pension-preservation',
  'investment',
  'education',
];

/** What a policy's amount is called: "Cover" for risk cover, "Fund value" for savings and investments. */
export function policyAmountLabel(product: string): 'Cover' | 'Fund value' {
  return fundProducts.includes(product) ? 'Fund value' : 'Cover';
}

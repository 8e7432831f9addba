import { z } from 'zod';

/** The lives a policy covers and its beneficiaries (issue 31): the API's shapes. */

export const policyPartyRoles = ['life-covered', 'beneficiary'] as const;
export type PolicyPartyRole = (typeof policyPartyRoles)[number];
export const policyPartyRoleLabels: Record<PolicyPartyRole, string> = {
  'life-covered': 'Life covered',
  beneficiary: 'Beneficiary',
};

/** `POST /api/admin/policies/:id/parties`: a client of the book, or a name; a beneficiary's share. */
export const policyPartyCreateSchema = z
  .strictObject({
    role: z.enum(policyPartyRoles, { error: 'Choose life covered or beneficiary' }),
    clientId: z.string().trim().max(64).optional(),
    name: z.string().trim().max(120, 'The name is at most 120 characters').optional(),
    sharePercent: z
      .number({ error: 'The share must be a percentage' })
      .min(0.01, 'The share is more than 0%')
      .max(100, 'The share is at most 100%')
      .refine(
        (value) => Number.isInteger(Math.round(value * 10_000) / 100),
        'The share has at most two decimals',
      )
      .optional(),
  })
  .superRefine((value, context) => {
    if (!value.clientId && (!value.name || value.name.length < 2))
      context.addIssue({ code: 'custom', path: ['name'], message: 'Choose a client or enter their name' });
    if (value.role !== 'beneficiary' && value.sharePercent !== undefined)
      context.addIssue({ code: 'custom', path: ['sharePercent'], message: 'Only a beneficiary has a share' });
  });
export type PolicyPartyCreateInput = z.infer<typeof policyPartyCreateSchema>;

export interface PolicyParty {
  id: string;
  role: PolicyPartyRole;
  /** The client they are (through merges), when linked. */
  clientId: string | null;
  name: string;
  sharePercent: number | null;
}

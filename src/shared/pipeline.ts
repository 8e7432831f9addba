import { z } from 'zod';
import { boardClientFilters } from '../domain/clients/stages';
import { emailMaxLength, freeTextMaxLength, nameMaxLength, phoneMaxLength, tooLongMessage } from './fields';

/** The sales pipeline (spec doc 2, sections 3-5 and 9). */

export const pipelineStages = [
  { id: 'new-lead', label: 'New Leads' },
  { id: 'quotation', label: 'Quotation' },
  { id: 'signature', label: 'Signature' },
  { id: 'documentation', label: 'Documentation' },
  { id: 'medicals', label: 'Medicals' },
  { id: 'acceptance', label: 'Acceptance' },
  { id: 'rejections', label: 'Rejections' },
] as const;
export type PipelineStage = (typeof pipelineStages)[number]['id'];
export const pipelineStageIds = pipelineStages.map((stage) => stage.id) as [
  PipelineStage,
  ...PipelineStage[],
];
/** A stage's label (the id itself for an unknown one). */
export function pipelineStageLabel(id: string): string {
  return pipelineStages.find((stage) => stage.id === id)?.label ?? id;
}
/** Stages where a card's story has ended: it is no longer an open card (issue 18). */
export const closedPipelineStages: readonly PipelineStage[] = ['acceptance', 'rejections'];
/** Longer descriptions where the spec gives one. */
export const pipelineStageDescriptions: Partial<Record<PipelineStage, string>> = {
  signature: 'Awaiting contract signature',
};

/** What on the website created a pipeline card (the outbox's e-mails and the board both name it). */
export type EnquiryType =
  | 'consultation-request'
  | 'questionnaire'
  | 'quote-request'
  | 'workshop-registration'
  | 'book-order'
  | 'checklist-download'
  | 'funeral-application'
  | 'fna-submission'
  | 'needs-analysis';

export const pipelinePriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type PipelinePriority = (typeof pipelinePriorities)[number];

/** Sources the adviser picks from when adding a lead by hand. */
export const leadSources = [
  'Website',
  'Referral',
  'Social Media',
  'Cold Call',
  'Email Campaign',
  'Event',
  'Partner',
  'Other',
] as const;
/** Sources the website itself gives the cards it creates (DECISIONS D14). */
export const websiteLeadSources = ['Funeral Cover', 'FNA', 'Needs Analysis'] as const;
export const allLeadSources = [...leadSources, ...websiteLeadSources] as const;

export const leadNameMessage = 'Name is required';
export const leadEmailMessage = 'Valid email is required';
export const leadPhoneMessage = 'Phone is required';
const dateMessage = 'Use a date as YYYY-MM-DD';
const valueMessage = 'Enter the estimated value as an amount in N$, 0 or more';

/** A calendar date 'YYYY-MM-DD', '' or null for none (stored as null). */
const optionalDate = z
  .union([z.string().trim(), z.null()])
  .refine(
    (value) =>
      value === null ||
      value === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
    dateMessage,
  )
  .transform((value) => (value ? value : null));

/**
 * The estimated value in N$: the spec's shape is a string, the form's input a number; both are
 * accepted, '' or null meaning none. At most 2 decimals, at most N$ 1,000,000,000.
 */
const estimatedValue = z
  .union([z.number(), z.string().trim(), z.null()], { error: valueMessage })
  .transform((value, context) => {
    if (value === null || value === '') return null;
    const amount =
      typeof value === 'number' ? value : /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
    if (
      !Number.isFinite(amount) ||
      amount < 0 ||
      amount > 1_000_000_000 ||
      Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
    ) {
      context.addIssue({ code: 'custom', message: valueMessage });
      return z.NEVER;
    }
    return amount;
  });

const leadFields = {
  name: z
    .string({ error: leadNameMessage })
    .trim()
    .min(1, leadNameMessage)
    .max(nameMaxLength, tooLongMessage(nameMaxLength)),
  email: z
    .string({ error: leadEmailMessage })
    .trim()
    .toLowerCase()
    .max(emailMaxLength, leadEmailMessage)
    .pipe(z.email({ error: leadEmailMessage })),
  phone: z
    .string({ error: leadPhoneMessage })
    .trim()
    .min(1, leadPhoneMessage)
    .max(phoneMaxLength, tooLongMessage(phoneMaxLength)),
  company: z.string().trim().max(nameMaxLength, tooLongMessage(nameMaxLength)),
  status: z.enum(pipelineStageIds, { error: 'Choose a stage' }),
  priority: z.enum(pipelinePriorities, { error: 'Choose a priority' }),
  source: z.enum(allLeadSources, { error: 'Choose a source' }),
  estimatedValue,
  expectedCloseDate: optionalDate,
  notes: z.string().trim().max(freeTextMaxLength, tooLongMessage(freeTextMaxLength)),
  lastContactDate: optionalDate,
  nextFollowUp: optionalDate,
};

/** `POST /api/pipeline-leads` and the add-lead form: name, email, phone required; the spec's defaults. */
export const pipelineLeadCreateSchema = z
  .object({
    ...leadFields,
    company: leadFields.company.default(''),
    status: leadFields.status.default('new-lead'),
    priority: leadFields.priority.default('medium'),
    source: leadFields.source.default('Website'),
    estimatedValue: leadFields.estimatedValue.default(null),
    expectedCloseDate: leadFields.expectedCloseDate.default(null),
    notes: leadFields.notes.default(''),
    lastContactDate: leadFields.lastContactDate.default(null),
    nextFollowUp: leadFields.nextFollowUp.default(null),
  })
  .strict();
export type PipelineLeadCreate = z.infer<typeof pipelineLeadCreateSchema>;
export type PipelineLeadCreateInput = z.input<typeof pipelineLeadCreateSchema>;

/** `PATCH /api/pipeline-leads/{id}`: any of the fields (a drag sends only `status`). */
export const pipelineLeadUpdateSchema = z
  .object(leadFields)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change');
export type PipelineLeadUpdate = z.infer<typeof pipelineLeadUpdateSchema>;

/** A card as the API answers it (the spec's shape; estimatedValue a string of N$ with 2 decimals). */
export interface PipelineLead {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  status: PipelineStage;
  priority: PipelinePriority;
  source: string;
  estimatedValue: string | null;
  /** The same in cents, for sums that must add up. */
  estimatedValueCents: number | null;
  expectedCloseDate: string | null;
  notes: string;
  lastContactDate: string | null;
  nextFollowUp: string | null;
  /** What on the website created it, or null when added by hand. */
  enquiryType: string | null;
  enquiryId: string | null;
  /** The client the card belongs to (issue 18). */
  clientId: string | null;
  /** When the client's next open follow-up task falls due, or null. */
  nextTaskDueAt: string | null;
  /** D32 (issue 43): they were already a client when it came: an opportunity, not a new lead. */
  existingClient: boolean;
  /** How many times the person asked for it (issue 59: one card per person and need): 1 and up. */
  asked: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/pipeline-board`: the board as the adviser filters it, the newest `limit` cards per stage. */
export const pipelineBoardQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search for at most 200 characters').default(''),
  priority: z.enum(['all', ...pipelinePriorities], { error: 'Choose a priority or all' }).default('all'),
  /** D32 (issue 43): hide existing clients' opportunities, or show only them. */
  clients: z.enum(boardClientFilters, { error: 'Choose all, hide-existing or only-existing' }).default('all'),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 10,000' })
    .int('limit must be a whole number from 1 to 10,000')
    .min(1, 'limit must be a whole number from 1 to 10,000')
    .max(10_000, 'limit must be a whole number from 1 to 10,000')
    .default(100),
});
export type PipelineBoardQuery = z.infer<typeof pipelineBoardQuerySchema>;

export interface BoardTotal {
  count: number;
  valueCents: number;
}

export interface PipelineBoard {
  /** The whole board, whatever the filter: the header's total leads and pipeline value. */
  total: BoardTotal;
  /** The leads the search and priority filter match. */
  matching: BoardTotal;
  /** Every stage in order, with the matching leads' count and value and the newest `limit` of them. */
  stages: (BoardTotal & { id: PipelineStage; leads: PipelineLead[] })[];
  limit: number;
}

import { randomUUID } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import { queueEnquiryEmails } from '../notifications/messages';
import { insertPipelineLead } from './repository';

export { toPipelineLead } from './lead-shape';
export type { PipelineLeadRow } from './repository';

/** What on the website created a pipeline card. */
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

export type PipelinePriority = 'low' | 'medium' | 'high' | 'urgent';

export interface WebsiteEnquiry {
  type: EnquiryType;
  id: string;
  name: string;
  email: string;
  phone: string;
  priority: PipelinePriority;
  /** A short summary for the adviser: what was asked, in plain words. */
  notes: string;
  /** Where it came from on the board; 'Website' unless said. */
  source?: string;
  estimatedValueCents?: number | null;
}

/**
 * The statement that puts a website enquiry on the pipeline board as a new lead (DECISIONS D14).
 * Write it in the same unit as the enquiry's own, so both are stored or neither.
 */
export function addEnquiryToPipeline(
  db: Kysely<Database>,
  enquiry: WebsiteEnquiry,
  now: string,
): CompiledQuery {
  return insertPipelineLead(db, {
    id: randomUUID(),
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    company: '',
    status: 'new-lead',
    priority: enquiry.priority,
    source: enquiry.source ?? 'Website',
    enquiry_type: enquiry.type,
    enquiry_id: enquiry.id,
    estimated_value_cents: enquiry.estimatedValueCents ?? null,
    expected_close_date: null,
    notes: enquiry.notes,
    last_contact_date: null,
    next_follow_up: null,
    created_at: now,
    updated_at: now,
  });
}

/**
 * Everything a stored website enquiry brings with it, for the enquiry's own unit: its card on the
 * board and its e-mails in the outbox (issue 10).
 */
export function enquiryFollowUps(
  db: Kysely<Database>,
  enquiry: WebsiteEnquiry,
  now: string,
): CompiledQuery[] {
  return [addEnquiryToPipeline(db, enquiry, now), ...queueEnquiryEmails(db, enquiry, now)];
}

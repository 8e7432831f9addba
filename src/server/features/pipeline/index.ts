import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { insertPipelineLead } from './repository';

/** What on the website created a pipeline card. */
export type EnquiryType =
  | 'consultation-request'
  | 'questionnaire'
  | 'quote-request'
  | 'workshop-registration';

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
}

/**
 * Puts a website enquiry on the pipeline board as a new lead (DECISIONS D14). Call it inside the
 * transaction that stores the enquiry, so both are stored or neither.
 */
export async function addEnquiryToPipeline(
  trx: Kysely<Database>,
  enquiry: WebsiteEnquiry,
  now: string,
): Promise<string> {
  const id = randomUUID();
  await insertPipelineLead(trx, {
    id,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    company: '',
    status: 'new-lead',
    priority: enquiry.priority,
    source: 'Website',
    enquiry_type: enquiry.type,
    enquiry_id: enquiry.id,
    estimated_value_cents: null,
    expected_close_date: null,
    notes: enquiry.notes,
    last_contact_date: null,
    next_follow_up: null,
    created_at: now,
    updated_at: now,
  });
  return id;
}

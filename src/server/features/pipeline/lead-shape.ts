import type { PipelineLead } from '../../../shared/pipeline';
import type { PipelineLeadRow } from './repository';

/** A pipeline card as the API answers it (the spec's shape, DECISIONS D14), from its row. */
export function toPipelineLead(row: PipelineLeadRow): PipelineLead {
  const cents = row.estimated_value_cents === null ? null : Number(row.estimated_value_cents);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    status: row.status as PipelineLead['status'],
    priority: row.priority as PipelineLead['priority'],
    source: row.source,
    estimatedValue: cents === null ? null : (cents / 100).toFixed(2),
    estimatedValueCents: cents,
    expectedCloseDate: row.expected_close_date,
    notes: row.notes,
    lastContactDate: row.last_contact_date,
    nextFollowUp: row.next_follow_up,
    enquiryType: row.enquiry_type,
    enquiryId: row.enquiry_id,
    clientId: row.client_id ?? null,
    nextTaskDueAt: row.next_task_due_at ?? null,
    existingClient: Number(row.existing_client ?? 0) === 1,
    asked: Number(row.asked ?? 1),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

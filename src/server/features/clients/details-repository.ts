import { type Kysely, sql } from 'kysely';
import { reviewInvitationKind } from '../../../shared/reviews';
import type { Database } from '../../db';
import { movableTables } from './repository';

/** The reads of a client's page (issues 18, 31, 32, 44) and of the stage rule (D32). */

/** The merges made into the client (each can be undone from their page). */
export function mergesInto(db: Kysely<Database>, clientId: string) {
  return db.selectFrom('client_merges').selectAll().where('target_id', '=', clientId).execute();
}

/** The bookings made through the client's consultation requests, the latest made first (50 at most). */
export function bookingsOfClient(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('consultation_requests as r', 'r.id', 'b.consultation_request_id')
    .select(['b.id', 'b.starts_at', 'b.kind', 'b.status', 'b.sequence', 'b.created_at', 'b.updated_at'])
    .where('r.client_id', '=', clientId)
    .orderBy('b.created_at', 'desc')
    .limit(50)
    .execute();
}

export async function hasPolicyInForce(db: Kysely<Database>, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('policies')
    .select('id')
    .where('client_id', '=', clientId)
    .where('status', '=', 'in-force')
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasRecordOfAdvice(db: Kysely<Database>, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('client_documents')
    .select('id')
    .where('client_id', '=', clientId)
    .where('kind', '=', 'record-of-advice')
    .executeTakeFirst();
  return row !== undefined;
}

/** The client a dashboard record (an enquiry, booking, document...) is filed under, if any. */
export async function clientIdOfRecord(db: Kysely<Database>, recordId: string): Promise<string | undefined> {
  const indexed = await db
    .selectFrom('client_enquiries')
    .select('client_id')
    .where('enquiry_id', '=', recordId)
    .executeTakeFirst();
  if (indexed) return indexed.client_id;
  for (const table of movableTables) {
    if (
      table === 'client_enquiries' ||
      table === 'client_notes' ||
      table === 'client_contacts' ||
      table === 'tasks'
    )
      continue;
    const row = await db.selectFrom(table).select('client_id').where('id', '=', recordId).executeTakeFirst();
    if (row?.client_id) return row.client_id;
  }
  return undefined;
}

export function clientEnquiries(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('client_enquiries')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .execute();
}

export function clientCards(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('pipeline_leads')
    .select(['id', 'status', 'enquiry_type', 'created_at'])
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** A card's stage changes, from the audit log (the board writes one entry per change). */
export async function stageChanges(db: Kysely<Database>, cardIds: string[]) {
  if (cardIds.length === 0) return [];
  return db
    .selectFrom('audit_log')
    .select(['id', 'entity_id', 'details', 'created_at'])
    .where('entity_type', '=', 'pipeline-lead')
    .where('action', '=', 'update')
    .where('entity_id', 'in', cardIds)
    .where('details', 'like', '%"status"%')
    .execute();
}

export function clientNotes(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('client_notes')
    .leftJoin('admin_users', 'admin_users.id', 'client_notes.admin_id')
    .select([
      'client_notes.id',
      'client_notes.admin_id',
      'client_notes.body',
      'client_notes.created_at',
      'client_notes.updated_at',
      sql<string>`case when admin_users.name = '' then admin_users.email else admin_users.name end`.as(
        'author',
      ),
    ])
    .where('client_notes.client_id', '=', clientId)
    .where('client_notes.deleted_at', 'is', null)
    .execute();
}

export function clientContacts(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('client_contacts')
    .leftJoin('admin_users', 'admin_users.id', 'client_contacts.admin_id')
    .select([
      'client_contacts.id',
      'client_contacts.channel',
      'client_contacts.outcome',
      'client_contacts.contacted_at',
      sql<string>`case when admin_users.name = '' then admin_users.email else admin_users.name end`.as(
        'author',
      ),
    ])
    .where('client_contacts.client_id', '=', clientId)
    .execute();
}

export function clientTasks(db: Kysely<Database>, clientId: string) {
  return db.selectFrom('tasks').selectAll().where('client_id', '=', clientId).orderBy('due_at').execute();
}

/** The e-mails the outbox sent to the visitor about the client's enquiries. */
export async function sentEmails(db: Kysely<Database>, enquiryIds: string[]) {
  if (enquiryIds.length === 0) return [];
  return db
    .selectFrom('outbox_messages')
    .select(['id', 'enquiry_type', 'enquiry_id', 'to_address', 'sent_at', 'created_at'])
    .where('audience', '=', 'visitor')
    .where('status', '=', 'sent')
    .where('enquiry_id', 'in', enquiryIds)
    .execute();
}

/** The client's policies (issue 31), for their timeline. */
export function clientPolicies(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('policies')
    .select(['id', 'insurer', 'product', 'policy_number', 'status', 'created_at'])
    .where('client_id', '=', clientId)
    .execute();
}

/** The status changes of these policies, from the audit log (their own timeline's). */
export async function policyStatusChanges(db: Kysely<Database>, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  return db
    .selectFrom('audit_log')
    .select(['id', 'entity_id', 'details', 'created_at'])
    .where('entity_type', '=', 'policy')
    .where('action', '=', 'update')
    .where('entity_id', 'in', policyIds)
    .where('details', 'like', '%"status"%')
    .execute();
}

/** The changes a client made to their own details in their portal (issue 32). */
export function portalChanges(db: Kysely<Database>, clientIds: string[]) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'details', 'created_at'])
    .where('entity_type', '=', 'client')
    .where('action', '=', 'update-by-client')
    .where('entity_id', 'in', clientIds)
    .execute();
}

/** The yearly reviews logged for the client. */
export function clientReviewRows(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('client_reviews')
    .select(['id', 'held_on', 'outcome', 'notes', 'created_at'])
    .where('client_id', '=', clientId)
    .execute();
}

/** The invitations to a yearly review e-mailed to the client (filed under their ids, issue 31). */
export async function reviewInvitations(db: Kysely<Database>, clientIds: string[]) {
  return db
    .selectFrom('outbox_messages')
    .select(['id', 'to_address', 'status', 'created_at'])
    .where('enquiry_type', '=', reviewInvitationKind)
    .where('enquiry_id', 'in', clientIds)
    .execute();
}

/** The documents in the client's file (issue 32), for their timeline (no contents). */
/** Records of advice the client was asked to confirm (issue 32), and how each stands. */
export function adviceConfirmationRows(db: Kysely<Database>, clientIds: string[]) {
  return db
    .selectFrom('advice_confirmations as a')
    .innerJoin('client_documents as d', 'd.id', 'a.document_id')
    .select([
      'a.id',
      'a.status',
      'a.created_at',
      'a.confirmed_name',
      'a.confirmed_at',
      'a.confirmed_document_id',
      'd.file_name',
    ])
    .where('a.client_id', 'in', clientIds)
    .execute();
}

export function clientDocumentRows(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('client_documents')
    .select(['id', 'kind', 'file_name', 'source', 'created_at'])
    .where('client_id', '=', clientId)
    .execute();
}

/** What the team calls a member: their name, else their e-mail (issue 43). */
export const memberName = sql<string>`case when a.name = '' then a.email else a.name end`;

/** The stages the team set by hand for the client (D32), with who did. */
export async function stagesSetByHand(db: Kysely<Database>, clientId: string) {
  const rows = await sql<{ id: string; details: string; created_at: string; author: string | null }>`
    select l.id, l.details, l.created_at, ${memberName} as author
    from audit_log l left join admin_users a on a.id = l.admin_id
    where l.entity_type = 'client' and l.action = 'update' and l.entity_id = ${clientId}
      and l.details like '%"stage"%'`.execute(db);
  return rows.rows;
}

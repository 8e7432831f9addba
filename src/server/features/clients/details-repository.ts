import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { movableTables } from './repository';

/** Reads of a client's page (issue 18, 31, 44) and of the stage rule (D32) beside repository.ts's. */

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

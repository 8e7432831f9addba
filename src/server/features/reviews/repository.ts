import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { reviewInvitationKind } from '../../../shared/reviews';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

/** The yearly reviews' SQL (issue 31). */

export function insertReviewStatement(db: Kysely<Database>, row: Database['client_reviews']): CompiledQuery {
  return insertRow(db, 'client_reviews', row);
}

export async function reviewsOf(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('client_reviews')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('held_on', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Every client with an in-force policy: their earliest in-force policy's start and their last
 * review (the two dates the due date follows from, D27). `clientId` narrows it to one client.
 */
export async function reviewDates(db: Kysely<Database>, clientId?: string) {
  const { rows } = await sql<{
    client_id: string;
    name: string;
    earliest_start: string;
    last_review: string | null;
  }>`select c.id as client_id, c.name, min(p.start_date) as earliest_start,
      (select max(r.held_on) from client_reviews r where r.client_id = c.id) as last_review
    from clients c join policies p on p.client_id = c.id and p.status = 'in-force'
    where c.merged_into is null ${clientId === undefined ? sql`` : sql`and c.id = ${clientId}`}
    group by c.id, c.name`.execute(db);
  return rows;
}

/** The invitations to a review sent (or queued) to these client ids, newest first. */
export async function invitationsTo(db: Kysely<Database>, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  return db
    .selectFrom('outbox_messages')
    .select(['id', 'to_address', 'status', 'created_at', 'sent_at'])
    .where('enquiry_type', '=', reviewInvitationKind)
    .where('enquiry_id', 'in', clientIds)
    .orderBy('created_at', 'desc')
    .execute();
}

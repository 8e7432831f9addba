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
 * review held (D27: an attempt that could not reach them does not restart the clock, issue 44) (the two dates the due date follows from, D27). `clientId` narrows it to one client;
 * `startedBy` to those whose later date is on or before it (a due date by then, give or take the
 * end of a month: the caller works out the exact date).
 */
export async function reviewDates(
  db: Kysely<Database>,
  options: { clientId?: string; startedBy?: string; adviserId?: string | null } = {},
) {
  const { clientId, startedBy, adviserId } = options;
  const later = sql`case when r.last_review > p.earliest_start then r.last_review else p.earliest_start end`;
  const { rows } = await sql<{
    client_id: string;
    name: string;
    earliest_start: string;
    last_review: string | null;
  }>`select c.id as client_id, c.name, p.earliest_start, r.last_review
    from (select client_id, min(start_date) as earliest_start from policies
          where status = 'in-force' ${clientId === undefined ? sql`` : sql`and client_id = ${clientId}`}
          group by client_id) p
    join clients c on c.id = p.client_id and c.merged_into is null
      ${adviserId == null ? sql`` : sql`and c.adviser_id = ${adviserId}`}
    left join (select client_id, max(held_on) as last_review from client_reviews
          where outcome <> 'could-not-reach' ${clientId === undefined ? sql`` : sql`and client_id = ${clientId}`}
          group by client_id) r on r.client_id = p.client_id
    ${startedBy === undefined ? sql`` : sql`where ${later} <= ${startedBy}`}`.execute(db);
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

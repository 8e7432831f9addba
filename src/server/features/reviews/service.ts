import { randomUUID } from 'node:crypto';
import { type ReviewOutcome, reviewDueOn } from '../../../domain/book/reviews';
import { windhoekDate } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import type { Review, ReviewCreateInput, ReviewDue, ReviewsDue } from '../../../shared/reviews';
import type { DatabaseHandle } from '../../db';
import { HttpError } from '../../plugins/errors';
import { auditStatement } from '../admin';
import { type Actor, resolveClient, touchClientStatement } from '../clients';
import { insertReviewStatement, reviewDates, reviewsOf } from './repository';

/** The yearly review (issue 31, DECISIONS D27): logged per client, due dates for the whole book. */

function toReview(row: {
  id: string;
  client_id: string;
  held_on: string;
  notes: string;
  outcome: string;
  created_at: string;
}): Review {
  return {
    id: row.id,
    clientId: row.client_id,
    heldOn: row.held_on,
    notes: row.notes,
    outcome: row.outcome as ReviewOutcome,
    createdAt: row.created_at,
  };
}

export async function logReview(
  database: DatabaseHandle,
  clientId: string,
  input: ReviewCreateInput,
  actor: Actor,
  now: Date,
): Promise<Review> {
  const client = await resolveClient(database, clientId);
  // A review is logged once held: not on a day still to come in Windhoek.
  if (input.heldOn > windhoekDate(now))
    throw new HttpError(400, apiErrorCodes.validation, 'heldOn: A review is logged once it has been held', {
      heldOn: 'A review is logged once it has been held',
    });
  const stamp = now.toISOString();
  const row = {
    id: randomUUID(),
    client_id: client.id,
    held_on: input.heldOn,
    notes: input.notes,
    outcome: input.outcome,
    created_by: actor.admin.adminId,
    created_at: stamp,
  };
  await database.write([
    insertReviewStatement(database.db, row),
    touchClientStatement(database.db, client.id, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'client-review',
        entityId: row.id,
        ip: actor.ip,
        details: { clientId: client.id, heldOn: input.heldOn, outcome: input.outcome },
      },
      stamp,
    ),
  ]);
  return toReview(row);
}

/** A client's reviews, newest first, and when the next is due (null without an in-force policy). */
export async function clientReviews(
  database: DatabaseHandle,
  clientId: string,
): Promise<{ items: Review[]; dueOn: string | null }> {
  const client = await resolveClient(database, clientId);
  const [rows, dates] = await Promise.all([
    reviewsOf(database.db, client.id),
    reviewDates(database.db, client.id),
  ]);
  const [own] = dates;
  return {
    items: rows.map(toReview),
    dueOn: own
      ? reviewDueOn({ lastReviewOn: own.last_review, earliestInForceStart: own.earliest_start })
      : null,
  };
}

/** The clients whose review falls due within `within` days of today (Windhoek), overdue first. */
export async function reviewsDue(database: DatabaseHandle, within: number, now: Date): Promise<ReviewsDue> {
  const today = windhoekDate(now);
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + within * 86_400_000).toISOString().slice(0, 10);
  const items: ReviewDue[] = [];
  for (const row of await reviewDates(database.db)) {
    const dueOn = reviewDueOn({ lastReviewOn: row.last_review, earliestInForceStart: row.earliest_start });
    if (dueOn !== null && dueOn <= until) items.push({ clientId: row.client_id, name: row.name, dueOn });
  }
  items.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.name.localeCompare(b.name));
  return { items };
}

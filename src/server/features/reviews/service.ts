import { randomUUID } from 'node:crypto';
import { addDays, addMonths } from '../../../domain/book/calendar-dates';
import { type ReviewOutcome, reviewDueOn } from '../../../domain/book/reviews';
import { windhoekDate } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import { unconfirmedAddressMessage } from '../../../shared/contact-details';
import type {
  ClientReviews,
  Review,
  ReviewCreateInput,
  ReviewDue,
  ReviewsDue,
} from '../../../shared/reviews';
import { type ReviewsDuePart, reviewsDuePageSize } from '../../../shared/reviews';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { type Actor, clientFamily, privateAddressOf, resolveClient, touchClientStatement } from '../clients';
import { queueReviewInvitation } from '../notifications';
import { insertReviewStatement, invitationsTo, reviewDates, reviewsOf } from './repository';

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

/** A client's reviews, newest first, when the next is due (null without an in-force policy), the last invitation. */
export async function clientReviews(database: DatabaseHandle, clientId: string): Promise<ClientReviews> {
  const client = await resolveClient(database, clientId);
  const [rows, dates, invitations] = await Promise.all([
    reviewsOf(database.db, client.id),
    reviewDates(database.db, { clientId: client.id }),
    clientFamily(database.db, client.id).then((family) => invitationsTo(database.db, family)),
  ]);
  const [own] = dates;
  const [invitation] = invitations;
  return {
    items: rows.map(toReview),
    invitedAt: invitation?.created_at ?? null,
    dueOn: own
      ? reviewDueOn({ lastReviewOn: own.last_review, earliestInForceStart: own.earliest_start })
      : null,
  };
}

/**
 * "Invite to a review": an e-mail to the client with a link to book a time (the booking wizard,
 * the review as its topic), queued in the outbox under the client's id, audited, on their timeline.
 */
export async function inviteToReview(
  database: DatabaseHandle,
  clientId: string,
  actor: Actor,
  now: Date,
): Promise<{ to: string; invitedAt: string }> {
  const client = await resolveClient(database, clientId);
  if (!client.email)
    throw new HttpError(
      400,
      apiErrorCodes.validation,
      'email: Add their e-mail address first: the invitation is an e-mail',
      {
        email: 'Add their e-mail address first: the invitation is an e-mail',
      },
    );
  // Only to an address confirmed as theirs (D31).
  const address = await privateAddressOf(database.db, client);
  if (!address)
    throw new HttpError(400, apiErrorCodes.validation, `email: ${unconfirmedAddressMessage}`, {
      email: unconfirmedAddressMessage,
    });
  const stamp = now.toISOString();
  await database.write([
    queueReviewInvitation(
      database.db,
      { id: client.id, name: client.name, email: address, phone: client.phone },
      stamp,
    ),
    touchClientStatement(database.db, client.id, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'invite',
        entityType: 'client-review',
        entityId: client.id,
        ip: actor.ip,
        details: { clientId: client.id },
      },
      stamp,
    ),
  ]);
  return { to: address, invitedAt: stamp };
}

/** The clients whose review falls due within `within` days of today (Windhoek), overdue first. */
export async function reviewsDue(
  database: DatabaseHandle,
  within: number,
  now: Date,
  page = 1,
  /** Only the clients this admin is the adviser responsible for ("Mine", issue 34); null: everyone's. */
  mine: string | null = null,
  part: ReviewsDuePart = 'all',
): Promise<ReviewsDue> {
  const today = windhoekDate(now);
  const until = addDays(today, within);
  const items: ReviewDue[] = [];
  // Due by then means started (or last reviewed) about twelve months before; three days more for
  // the ends of months (2024-02-29 is due 2025-02-28), and each date is then worked out exactly.
  const startedBy = addDays(addMonths(until, -12), 3);
  for (const row of await reviewDates(database.db, { startedBy, adviserId: mine })) {
    const dueOn = reviewDueOn({ lastReviewOn: row.last_review, earliestInForceStart: row.earliest_start });
    if (dueOn === null || dueOn > until) continue;
    if ((part === 'overdue' && dueOn >= today) || (part === 'upcoming' && dueOn < today)) continue;
    items.push({ clientId: row.client_id, name: row.name, dueOn });
  }
  items.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.name.localeCompare(b.name));
  const start = (page - 1) * reviewsDuePageSize;
  return {
    items: items.slice(start, start + reviewsDuePageSize),
    total: items.length,
    page,
    pageSize: reviewsDuePageSize,
  };
}

/** Each client's yearly review due (issue 59: the household's dates), by id; absent: none due (no policy in force). */
export async function reviewDueOfClients(
  database: DatabaseHandle,
  clientIds: readonly string[],
): Promise<Map<string, string>> {
  const due = new Map<string, string>();
  for (const clientId of clientIds)
    for (const row of await reviewDates(database.db, { clientId })) {
      const on = reviewDueOn({ lastReviewOn: row.last_review, earliestInForceStart: row.earliest_start });
      if (on !== null) due.set(row.client_id, on);
    }
  return due;
}

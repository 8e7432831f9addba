import { type CompiledQuery, type Kysely, type Selectable, sql } from 'kysely';
import type { NewsletterIssueCounts } from '../../../shared/newsletter-issues';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

/** The newsletters' SQL (issue 33). */

export type NewsletterIssueRow = Selectable<Database['newsletters']>;

export function insertIssueStatement(db: Kysely<Database>, row: Database['newsletters']): CompiledQuery {
  return insertRow(db, 'newsletters', row);
}

export function updateIssueStatement(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Database['newsletters']>,
  onlyIn: readonly string[],
): CompiledQuery {
  return db
    .updateTable('newsletters')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', onlyIn)
    .returning('id')
    .compile();
}

export async function findIssue(db: Kysely<Database>, id: string) {
  return db.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listIssues(db: Kysely<Database>) {
  return db
    .selectFrom('newsletters')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
}

/**
 * A send's counts: its copies by the outbox's status, and the subscribers who left after it was
 * queued. Cents-free, so plain counts.
 */
export async function issueCounts(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, NewsletterIssueCounts>> {
  const counts = new Map<string, NewsletterIssueCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('outbox_messages as o', 'o.id', 'd.outbox_id')
    .innerJoin('newsletters as n', 'n.id', 'd.newsletter_id')
    .innerJoin('newsletter_subscriptions as s', 's.id', 'd.subscription_id')
    .select([
      'd.newsletter_id',
      sql<number>`count(*)`.as('recipients'),
      sql<number>`sum(case when o.status = 'sent' then 1 else 0 end)`.as('sent'),
      sql<number>`sum(case when o.status = 'failed' then 1 else 0 end)`.as('failed'),
      sql<number>`sum(case when o.status in ('queued', 'sending', 'unsent') then 1 else 0 end)`.as('waiting'),
      sql<number>`sum(case when s.status = 'unsubscribed' and s.unsubscribed_at >= n.queued_at then 1 else 0 end)`.as(
        'unsubscribed',
      ),
    ])
    .where('d.newsletter_id', 'in', ids)
    .groupBy('d.newsletter_id')
    .execute();
  for (const row of rows)
    counts.set(row.newsletter_id, {
      recipients: Number(row.recipients),
      sent: Number(row.sent),
      failed: Number(row.failed),
      waiting: Number(row.waiting),
      unsubscribed: Number(row.unsubscribed),
    });
  return counts;
}

/**
 * Claims the newsletter for queueing, for this server (`claim`) until `until`: one that is due
 * (scheduled, its time come), or one whose queueing another server began and did not finish.
 */
export function claimStatement(
  db: Kysely<Database>,
  input: { id: string; claim: string; now: string; until: string },
): CompiledQuery {
  return db
    .updateTable('newsletters')
    .set({ status: 'sending', claim: input.claim, claimed_until: input.until, updated_at: input.now })
    .where('id', '=', input.id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'scheduled'), eb('send_at', '<=', input.now)]),
        eb.and([
          eb('status', '=', 'sending'),
          eb('queued_at', 'is', null),
          eb('claimed_until', '<', input.now),
        ]),
      ]),
    )
    .returning('id')
    .compile();
}

/** The newsletters to queue now. */
export async function dueIssueIds(db: Kysely<Database>, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('newsletters')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'scheduled'), eb('send_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('queued_at', 'is', null), eb('claimed_until', '<', now)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** How many confirmed subscribers a newsletter sent now goes to (issue 44: "Send now" says it). */
export async function confirmedSubscriberCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The confirmed subscribers without a copy of this newsletter yet, in the order they subscribed. */
export async function recipientsOf(db: Kysely<Database>, newsletterId: string) {
  return db
    .selectFrom('newsletter_subscriptions as s')
    .select(['s.id', 's.email'])
    .where('s.status', '=', 'active')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('newsletter_deliveries as d')
            .select('d.subscription_id')
            .where('d.newsletter_id', '=', newsletterId)
            .whereRef('d.subscription_id', '=', 's.id'),
        ),
      ),
    )
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
}

/** The issue's copies are queued: its claim (by `claim`) ends. */
export function markIssueQueued(db: Kysely<Database>, id: string, claim: string, now: string): CompiledQuery {
  return db
    .updateTable('newsletters')
    .set({ queued_at: now, claimed_until: null, updated_at: now })
    .where('id', '=', id)
    .where('claim', '=', claim)
    .compile();
}

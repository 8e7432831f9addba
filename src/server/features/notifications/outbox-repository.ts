import { type CompiledQuery, type ExpressionBuilder, type Kysely, sql, type Updateable } from 'kysely';
import type { Database } from '../../db';
import { newsletterKind } from './messages';

/** The outbox's sending (sender.ts): the due messages read in their index's order, claimed, and marked. */

export type DueStatus = 'queued' | 'sending';
export type DueKinds = 'newsletters' | 'others';

/** A message of this status is due: queued and its time come, or claimed and the claim run out. */
const dueAs = (status: DueStatus, now: string) => (eb: ExpressionBuilder<Database, 'outbox_messages'>) =>
  status === 'queued'
    ? eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)])
    : eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]);

/** A message is due (checked again on each row a claim or a round's mark changes). */
const due = (now: string) => (eb: ExpressionBuilder<Database, 'outbox_messages'>) =>
  eb.or([dueAs('queued', now)(eb), dueAs('sending', now)(eb)]);

/**
 * The messages of one status that are due (`dueAs`), the longest due first. Read in the due index's own order (status, then
 * next_attempt_at), so the database reads the due messages and no others. As one `or` of both
 * ordered by creation, PostgreSQL planned a walk of the outbox from its first message or a scan
 * of all of it (every message ever sent): 46-59 ms a round at 300,000 messages, and as much for an
 * idle site's check each second (issue 45).
 */
export function dueMessages(
  db: Kysely<Database>,
  status: DueStatus,
  stamp: string,
  limit: number,
  kinds?: DueKinds,
) {
  let query = db.selectFrom('outbox_messages').select(['id', 'next_attempt_at']).where(dueAs(status, stamp));
  // The kind as an expression, so that no index of kinds is chosen for it: the kind-and-time index
  // leads to every newsletter copy ever sent, and both databases chose it for the newsletters.
  const kind = sql<string>`${sql.ref('enquiry_type')} || ''`;
  if (kinds) query = query.where(kind, kinds === 'newsletters' ? '=' : '<>', newsletterKind);
  return query.orderBy('status').orderBy('next_attempt_at').limit(limit);
}

/** Messages kept while no SMTP server was configured are queued to go now. */
export function queueUnsentStatement(db: Kysely<Database>, now: string): CompiledQuery {
  return db
    .updateTable('outbox_messages')
    .set({ status: 'queued', next_attempt_at: now })
    .where('status', '=', 'unsent')
    .compile();
}

/** Claims these messages until `until`, each checked again on its row: another server's claim in between wins. */
export function claimDueStatement(db: Kysely<Database>, ids: readonly string[], now: string, until: string) {
  return db
    .updateTable('outbox_messages')
    .set({ status: 'sending', claimed_until: until })
    .where('id', 'in', ids)
    .where(due(now))
    .returningAll()
    .compile();
}

/** Newsletter copies sent since `since` or being sent now, by any server (the per-minute pace). */
export async function newsletterCopiesGoing(db: Kysely<Database>, since: string): Promise<number> {
  const row = await db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('enquiry_type', '=', newsletterKind)
    .where((eb) => eb.or([eb('sent_at', '>', since), eb('status', '=', 'sending')]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Without SMTP: these due messages are kept as 'unsent' (checked again on the row, as a claim is). */
export function keepUnsentStatement(db: Kysely<Database>, ids: readonly string[], now: string) {
  return db
    .updateTable('outbox_messages')
    .set({ status: 'unsent', claimed_until: null })
    .where('id', 'in', ids)
    .where(due(now))
    .returning(['id', 'enquiry_type', 'audience'])
    .compile();
}

/** Changes a message this round claimed (and only while it is still claimed: 'sending'). */
export function claimedMessageStatement(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<Database['outbox_messages']>,
): CompiledQuery {
  return db
    .updateTable('outbox_messages')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .compile();
}

/** The claimed message went: sent, its attempt counted, its content blanked when it held a secret. */
export function sentStatement(
  db: Kysely<Database>,
  id: string,
  sent: { now: string; blankContent: boolean },
): CompiledQuery {
  return db
    .updateTable('outbox_messages')
    .set({
      status: 'sent',
      attempts: sql<number>`attempts + 1`,
      sent_at: sent.now,
      claimed_until: null,
      last_error: null,
      ...(sent.blankContent ? { content: '{}' } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .compile();
}

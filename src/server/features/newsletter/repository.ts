import { randomUUID } from 'node:crypto';
import { type CompiledQuery, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db';
import { newsletterConfirmationKind } from '../notifications';

export type NewsletterRow = Selectable<Database['newsletter_subscriptions']>;

/**
 * Stores the address as 'pending' with a new confirmation token, or, if it is there already:
 * keeps an active subscription as it is; makes a pending or unsubscribed one pending with the new
 * token, unless a confirmation went to it less than `resendBefore` ago (then it keeps that one, and
 * no second e-mail goes: `queueConfirmation` sends only for the token stored). Concurrent calls
 * still store one row.
 */
export function upsertSubscription(
  db: Kysely<Database>,
  row: { id: string; email: string; tokenHash: string; now: string; resendBefore: string },
): CompiledQuery {
  const renewed = sql<boolean>`(newsletter_subscriptions.status <> 'active' and (
    newsletter_subscriptions.confirm_token_hash is null
    or newsletter_subscriptions.confirm_sent_at is null
    or newsletter_subscriptions.confirm_sent_at < ${row.resendBefore}))`;
  return db
    .insertInto('newsletter_subscriptions')
    .values({
      id: row.id,
      email: row.email,
      is_active: 0,
      status: 'pending',
      confirm_token_hash: row.tokenHash,
      confirm_sent_at: row.now,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        status: sql<string>`case when newsletter_subscriptions.status = 'active' then 'active' else 'pending' end`,
        is_active: sql<number>`case when newsletter_subscriptions.status = 'active' then 1 else 0 end`,
        confirm_token_hash: sql<string>`case when ${renewed} then excluded.confirm_token_hash else newsletter_subscriptions.confirm_token_hash end`,
        confirm_sent_at: sql<string>`case when ${renewed} then excluded.confirm_sent_at else newsletter_subscriptions.confirm_sent_at end`,
        updated_at: sql<string>`case when ${renewed} then excluded.updated_at else newsletter_subscriptions.updated_at end`,
      }),
    )
    .compile();
}

export function selectByEmail(db: Kysely<Database>, email: string): CompiledQuery<NewsletterRow> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).compile();
}

/**
 * The confirmation e-mail with its link, queued only if this token is the one stored (the unit's
 * upsert may have kept an earlier one: then nothing is queued).
 */
export function queueConfirmation(
  db: Kysely<Database>,
  input: { email: string; tokenHash: string; link: string; now: string },
): CompiledQuery {
  const content = JSON.stringify({ name: '', email: input.email, phone: '', summary: '', link: input.link });
  return sql`insert into outbox_messages
      (id, enquiry_type, enquiry_id, audience, to_address, content, status, attempts, next_attempt_at,
       claimed_until, last_error, created_at, sent_at)
      select ${randomUUID()}, ${newsletterConfirmationKind}, s.id, 'visitor', s.email, ${content}, 'queued', 0,
        ${input.now}, null, null, ${input.now}, null
      from newsletter_subscriptions s
      where s.email = ${input.email} and s.confirm_token_hash = ${input.tokenHash}`.compile(db);
}

export async function findByConfirmToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function confirmStatement(db: Kysely<Database>, id: string, now: string): CompiledQuery {
  return db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'active', is_active: 1, confirmed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .compile();
}

export async function findByUnsubscribeToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('newsletter_unsubscribe_tokens as t')
    .innerJoin('newsletter_subscriptions as s', 's.id', 't.subscription_id')
    .selectAll('s')
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Unsubscribes (once: a second time changes nothing); the confirmation link stops working. */
export function unsubscribeStatement(db: Kysely<Database>, id: string, now: string): CompiledQuery {
  return db
    .updateTable('newsletter_subscriptions')
    .set({
      status: 'unsubscribed',
      is_active: 0,
      unsubscribed_at: now,
      confirm_token_hash: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '<>', 'unsubscribed')
    .compile();
}

/** A subscription's status, by its id (undefined when there is none). */
export async function subscriptionStatus(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

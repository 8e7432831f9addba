import type { Kysely } from 'kysely';
import type { Database } from '../../db';

export type NewsletterRow = Database['newsletter_subscriptions'];

/** Inserts the address unless it is there already; concurrent calls store one row. */
export async function insertIfAbsent(db: Kysely<Database>, row: NewsletterRow): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

export async function findByEmail(db: Kysely<Database>, email: string): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function reactivate(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ is_active: 1, updated_at: now })
    .where('id', '=', id)
    .execute();
}

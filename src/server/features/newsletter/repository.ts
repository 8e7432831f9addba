import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db';

export type NewsletterRow = Database['newsletter_subscriptions'];

/**
 * Stores the address, or switches its one row back on if it is there already (concurrent calls
 * still store one row). A row that is active keeps its `updated_at`.
 */
export function upsertSubscription(db: Kysely<Database>, row: NewsletterRow): CompiledQuery {
  return db
    .insertInto('newsletter_subscriptions')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        is_active: 1,
        updated_at: sql<string>`case when newsletter_subscriptions.is_active = 1 then newsletter_subscriptions.updated_at else excluded.updated_at end`,
      }),
    )
    .compile();
}

export function selectByEmail(db: Kysely<Database>, email: string): CompiledQuery<NewsletterRow> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).compile();
}

import { type Kysely, sql } from 'kysely';

/**
 * The newsletter's double opt-in and unsubscribing (issue 33). A subscription is 'pending' until
 * the e-mailed link confirms it ('active'), and 'unsubscribed' once the subscriber says so; only
 * 'active' ones receive newsletters, and `is_active` (the spec's field) is 1 for exactly those.
 * Subscriptions stored before this change were taken without a confirmation step and stay active,
 * as the README says; one switched off stays off ('unsubscribed'). The confirmation link's token is
 * kept only as its SHA-256, with when it was sent (it works 7 days). Each newsletter carries its
 * own unsubscribe token, kept the same way, naming the subscription (and the issue it came with).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .execute();
  for (const column of ['confirm_token_hash', 'confirm_sent_at', 'confirmed_at', 'unsubscribed_at'])
    await db.schema.alterTable('newsletter_subscriptions').addColumn(column, 'text').execute();
  await sql`update newsletter_subscriptions set status = 'unsubscribed' where is_active = 0`.execute(db);
  await db.schema
    .createIndex('newsletter_subscriptions_confirm_token')
    .on('newsletter_subscriptions')
    .column('confirm_token_hash')
    .execute();
  await db.schema
    .createIndex('newsletter_subscriptions_status')
    .on('newsletter_subscriptions')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('newsletter_unsubscribe_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('subscription_id', 'text', (col) => col.notNull())
    .addColumn('newsletter_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('newsletter_unsubscribe_tokens_subscription')
    .on('newsletter_unsubscribe_tokens')
    .column('subscription_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_unsubscribe_tokens').execute();
  await db.schema.dropIndex('newsletter_subscriptions_status').execute();
  await db.schema.dropIndex('newsletter_subscriptions_confirm_token').execute();
  for (const column of ['unsubscribed_at', 'confirmed_at', 'confirm_sent_at', 'confirm_token_hash', 'status'])
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute();
}

import type { Kysely } from 'kysely';

/**
 * The newsletters the adviser writes and sends (issue 33). A newsletter: its subject, preview
 * text, Markdown and blocks, a status (draft, scheduled, sending, sent), when it goes, and the
 * claim of the server queueing it (so two servers queue it once). A delivery: one subscriber's
 * copy, its outbox message (sent there at most NEWSLETTER_PER_MINUTE a minute); one per
 * subscriber and newsletter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('preview_text', 'text', (col) => col.notNull())
    .addColumn('body_markdown', 'text', (col) => col.notNull())
    .addColumn('workshops', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('feature', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('send_at', 'text')
    .addColumn('claim', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('queued_at', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('newsletters_status_send')
    .on('newsletters')
    .columns(['status', 'send_at'])
    .execute();
  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('newsletter_id', 'text', (col) => col.notNull())
    .addColumn('subscription_id', 'text', (col) => col.notNull())
    .addColumn('outbox_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('newsletter_deliveries_pk', ['newsletter_id', 'subscription_id'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_outbox')
    .on('newsletter_deliveries')
    .column('outbox_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletters').execute();
}

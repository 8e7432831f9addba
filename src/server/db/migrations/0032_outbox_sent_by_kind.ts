import type { Kysely } from 'kysely';

/**
 * The outbox's sent messages by kind and time (issue 33): the sender counts the newsletter copies
 * sent in the last minute before it claims more (`NEWSLETTER_PER_MINUTE`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('outbox_messages_kind_sent')
    .on('outbox_messages')
    .columns(['enquiry_type', 'sent_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_kind_sent').execute();
}

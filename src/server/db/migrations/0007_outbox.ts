import type { Kysely } from 'kysely';

/**
 * The e-mail outbox (issue 10): every notification is written in the same unit as the enquiry it
 * is about, and a sender delivers it later, so an enquiry is never stored without its e-mails
 * nor an e-mail sent for an enquiry that was not stored. `content` holds what the message is
 * about (JSON); it is written out as an e-mail with the site's details when it is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enquiry_type', 'text', (col) => col.notNull())
    .addColumn('enquiry_id', 'text', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_messages_due')
    .on('outbox_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outbox_messages_created_at')
    .on('outbox_messages')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}

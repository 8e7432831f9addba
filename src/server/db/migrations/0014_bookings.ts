import { type Kysely, sql } from 'kysely';

/**
 * Booked consultation times (issue 20, DECISIONS D23). A booking belongs to its consultation
 * request (the enquiry, with its card, client and e-mails). The partial unique index admits one
 * live booking per start time, whatever the engine and however many servers: the last guard
 * behind the check each booking unit makes. The adviser's availability is one JSON setting;
 * blocked times and days off are rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('consultation_request_id', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    /** 'phone', 'whatsapp-video' or 'office'. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** 'booked' or 'cancelled'. */
    .addColumn('status', 'text', (col) => col.notNull())
    /** SHA-256 of the visitor's manage link token. */
    .addColumn('manage_token_hash', 'text')
    /** Raised with each change, for the calendar invitation (SEQUENCE). */
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('bookings_one_per_slot')
    .on('bookings')
    .column('starts_at')
    .unique()
    .where(sql.ref('status'), '=', 'booked')
    .execute();
  await db.schema.createIndex('bookings_by_time').on('bookings').columns(['status', 'starts_at']).execute();
  await db.schema
    .createIndex('bookings_by_request')
    .on('bookings')
    .column('consultation_request_id')
    .execute();
  await db.schema
    .createIndex('bookings_manage_token')
    .on('bookings')
    .column('manage_token_hash')
    .unique()
    .execute();

  await db.schema
    .createTable('booking_blocks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('booking_blocks_by_time')
    .on('booking_blocks')
    .columns(['starts_at', 'ends_at'])
    .execute();

  await db.schema
    .createTable('booking_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_settings').execute();
  await db.schema.dropTable('booking_blocks').execute();
  await db.schema.dropTable('bookings').execute();
}

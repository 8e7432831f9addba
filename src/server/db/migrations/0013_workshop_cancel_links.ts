import type { Kysely } from 'kysely';

/**
 * A registrant's own cancellation link (issue 19): the SHA-256 of a random token e-mailed with the
 * confirmation. The database keeps only the hash, so a copy of the table cancels nobody's seat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workshop_registrations').addColumn('cancel_token_hash', 'text').execute();
  await db.schema
    .createIndex('workshop_registrations_cancel_token')
    .on('workshop_registrations')
    .column('cancel_token_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('workshop_registrations_cancel_token').execute();
  await db.schema.alterTable('workshop_registrations').dropColumn('cancel_token_hash').execute();
}

import type { Kysely } from 'kysely';

/**
 * The last change to a registration's seat, as a random marker (issue 19): a unit that gives a
 * freed seat to the waiting list writes the e-mail for exactly the registration it promoted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workshop_registrations').addColumn('seat_marker', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workshop_registrations').dropColumn('seat_marker').execute();
}

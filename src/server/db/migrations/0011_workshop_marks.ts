import type { Kysely } from 'kysely';

/** The adviser's marks on a workshop registration (issue 19): paid, attended. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('workshop_registrations')
    .addColumn('paid', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('workshop_registrations')
    .addColumn('attended', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workshop_registrations').dropColumn('attended').execute();
  await db.schema.alterTable('workshop_registrations').dropColumn('paid').execute();
}

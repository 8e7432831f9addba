import type { Kysely } from 'kysely';

/**
 * Which plan's premium table priced an application (issue 58: a table per plan), beside the day
 * that table took effect. '' for the practice's one plan (and the applications made before plans).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('funeral_applications')
    .addColumn('premium_table_plan', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('funeral_applications').dropColumn('premium_table_plan').execute();
}

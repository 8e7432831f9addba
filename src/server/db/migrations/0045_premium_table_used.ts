import type { Kysely } from 'kysely';

/**
 * Which funeral premium table priced an application (issue 58): the day the table in force took
 * effect. An application made before tables had dates was priced by the spec's (null here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('funeral_applications').addColumn('premium_table_from', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('funeral_applications').dropColumn('premium_table_from').execute();
}

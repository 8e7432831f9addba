import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { windhoekDate } from './frozen/windhoek-date';

/**
 * A policy's changes of status with the date each took effect (D33, issue 44): a policy that lapsed
 * in July was in force, and earned commission, in the months before, and the portal says since when
 * a policy is lapsed or cancelled. The changes made before are read from the policy's audit entries
 * (each update names the fields it changed, from and to), dated the day they were made in Windhoek.
 */

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against the schema of its own time.
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema
    .createTable('policy_status_changes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('policy_id', 'text', (col) => col.notNull())
    .addColumn('from_status', 'text', (col) => col.notNull())
    .addColumn('to_status', 'text', (col) => col.notNull())
    /** YYYY-MM-DD it took effect. */
    .addColumn('effective_date', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('policy_status_changes_policy')
    .on('policy_status_changes')
    .columns(['policy_id', 'effective_date'])
    .execute();
  await db.schema
    .createIndex('policy_status_changes_date')
    .on('policy_status_changes')
    .columns(['effective_date'])
    .execute();
  const entries = await db
    .selectFrom('audit_log')
    .innerJoin('policies', 'policies.id', 'audit_log.entity_id')
    .select(['audit_log.entity_id', 'audit_log.admin_id', 'audit_log.details', 'audit_log.created_at'])
    .where('audit_log.entity_type', '=', 'policy')
    .where('audit_log.action', '=', 'update')
    .where('audit_log.details', 'like', '%"status"%')
    .orderBy('audit_log.created_at')
    .execute();
  for (const entry of entries) {
    let status: unknown;
    try {
      status = (JSON.parse(String(entry.details)) as { changed?: Record<string, unknown> }).changed?.status;
    } catch {
      continue;
    }
    if (!Array.isArray(status) || typeof status[0] !== 'string' || typeof status[1] !== 'string') continue;
    await db
      .insertInto('policy_status_changes')
      .values({
        id: randomUUID(),
        policy_id: entry.entity_id,
        from_status: status[0],
        to_status: status[1],
        effective_date: windhoekDate(new Date(String(entry.created_at))),
        created_by: entry.admin_id,
        created_at: String(entry.created_at),
      })
      .execute();
  }
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await (database as AnyDb).schema.dropTable('policy_status_changes').execute();
}

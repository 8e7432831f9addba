import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db';

/** The Website area's rows (issue 58): the team's one draft, and every published version. */

/** The draft, with the name of who last changed it. */
export function findDraft(db: Kysely<Database>) {
  return db
    .selectFrom('website_draft as d')
    .leftJoin('admin_users as a', 'a.id', 'd.updated_by')
    .selectAll('d')
    .select(['a.name as updated_by_name', 'a.email as updated_by_email'])
    .where('d.id', '=', 1)
    .executeTakeFirst();
}

/** The draft as it now stands (made, or replaced). */
export function saveDraftStatement(
  db: Kysely<Database>,
  draft: { content: string; updatedBy: string | null; now: string; restoredFrom: number | null },
): CompiledQuery {
  const values = {
    content: draft.content,
    updated_by: draft.updatedBy,
    updated_at: draft.now,
    restored_from: draft.restoredFrom,
  };
  return db
    .insertInto('website_draft')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .compile();
}

/** The version the public site shows: the newest. */
export function latestVersion(db: Kysely<Database>) {
  return db.selectFrom('website_versions').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst();
}

export function findVersion(db: Kysely<Database>, version: number) {
  return db.selectFrom('website_versions').selectAll().where('version', '=', version).executeTakeFirst();
}

/**
 * Publishes `content` as the next version: numbered in the statement itself, so two publishes at
 * once get two numbers (or, on PostgreSQL, one refused by the key and tried again).
 */
export function publishStatement(
  db: Kysely<Database>,
  version: { content: string; publishedBy: string | null; now: string; restoredFrom: number | null },
): CompiledQuery {
  return sql`insert into website_versions (version, content, published_by, published_at, restored_from)
    select coalesce(max(version), 0) + 1, ${version.content}, ${version.publishedBy}, ${version.now},
      ${version.restoredFrom}
    from website_versions returning version`.compile(db);
}

/** Every published version, the newest first, with who published it. */
export function versionRows(db: Kysely<Database>) {
  return db
    .selectFrom('website_versions as v')
    .leftJoin('admin_users as a', 'a.id', 'v.published_by')
    .select(['v.version', 'v.published_at', 'v.restored_from', 'a.name', 'a.email'])
    .orderBy('v.version', 'desc')
    .execute();
}

/** The number of the version the public site shows, or null before the first publish (polled). */
export async function latestVersionNumber(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('website_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return row?.version === null || row?.version === undefined ? null : Number(row.version);
}

import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import type { WebsiteFilesTable } from '../../db/schema/website';

/** The guides' PDFs (issue 58), each a row named by its content's hash. */

/** Keeps a PDF; the same file uploaded again is the same row, kept as it was. */
export function insertGuideFileStatement(db: Kysely<Database>, row: WebsiteFilesTable): CompiledQuery {
  return db
    .insertInto('website_files')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .compile();
}

export function findGuideFile(db: Kysely<Database>, id: string) {
  return db.selectFrom('website_files').select(['content', 'size']).where('id', '=', id).executeTakeFirst();
}

/** Which of these files are kept (a draft naming one never uploaded is refused). */
export async function keptGuideFiles(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('website_files')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

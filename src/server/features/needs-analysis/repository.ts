import type { CompiledQuery, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db';

/** The Financial Needs Analysis questionnaire's rows (issue 28). */

export function findAnalysis(db: Kysely<Database>, id: string) {
  return db.selectFrom('needs_analyses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The analysis's status, or undefined when there is no such analysis. */
export async function analysisStatus(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('needs_analyses').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** Changes an analysis still in progress (a completed one is left as it is: the statement returns no row). */
export function updateOpenAnalysisStatement(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<Database['needs_analyses']>,
): CompiledQuery {
  return db
    .updateTable('needs_analyses')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'in_progress')
    .returning('id')
    .compile();
}

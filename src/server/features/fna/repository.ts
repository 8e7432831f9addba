import type { Kysely } from 'kysely';
import type { Database } from '../../db';

export function findFnaSubmission(db: Kysely<Database>, id: string) {
  return db.selectFrom('fna_submissions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest FNA of these client ids (a client and those merged into them), or undefined. */
export function latestFnaOf(db: Kysely<Database>, clientIds: readonly string[]) {
  return db
    .selectFrom('fna_submissions')
    .select(['id', 'form', 'created_at'])
    .where('client_id', 'in', clientIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

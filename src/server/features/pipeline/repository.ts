import type { CompiledQuery, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

export type PipelineLeadRow = Database['pipeline_leads'];

export function insertPipelineLead(db: Kysely<Database>, row: PipelineLeadRow): CompiledQuery {
  return insertRow(db, 'pipeline_leads', row);
}

/** Every card, newest first: the board shows them all. */
export function allPipelineLeads(db: Kysely<Database>) {
  return db
    .selectFrom('pipeline_leads')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findPipelineLead(db: Kysely<Database>, id: string) {
  return db.selectFrom('pipeline_leads').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updatePipelineLeadStatement(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<PipelineLeadRow>,
): CompiledQuery {
  return db.updateTable('pipeline_leads').set(changes).where('id', '=', id).returning('id').compile();
}

export function deletePipelineLeadStatement(db: Kysely<Database>, id: string): CompiledQuery {
  return db.deleteFrom('pipeline_leads').where('id', '=', id).returning('id').compile();
}

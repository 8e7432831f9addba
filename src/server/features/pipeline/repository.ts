import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';

export type PipelineLeadRow = Database['pipeline_leads'];

export function insertPipelineLead(db: Kysely<Database>, row: PipelineLeadRow): CompiledQuery {
  return db.insertInto('pipeline_leads').values(row).compile();
}

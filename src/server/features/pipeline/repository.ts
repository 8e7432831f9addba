import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';

export type PipelineLeadRow = Database['pipeline_leads'];

export function insertPipelineLead(db: Kysely<Database>, row: PipelineLeadRow): CompiledQuery {
  return insertRow(db, 'pipeline_leads', row);
}

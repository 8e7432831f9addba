import type { Kysely } from 'kysely';
import type { Database } from '../../db';

export type PipelineLeadRow = Database['pipeline_leads'];

export async function insertPipelineLead(db: Kysely<Database>, row: PipelineLeadRow): Promise<void> {
  await db.insertInto('pipeline_leads').values(row).execute();
}

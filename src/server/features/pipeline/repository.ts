import { type CompiledQuery, type Kysely, sql, type Updateable } from 'kysely';
import type { Database } from '../../db';
import { containsPattern, insertRow } from '../../db/statements';

export type PipelineLeadRow = Database['pipeline_leads'] & { next_task_due_at?: string | null };

/** When the card's client's next open follow-up falls due (issue 18). */
const nextTaskDue = sql<string | null>`(select min(t.due_at) from tasks t
  where t.done_at is null and t.client_id = pipeline_leads.client_id)`.as('next_task_due_at');

export function insertPipelineLead(db: Kysely<Database>, row: PipelineLeadRow): CompiledQuery {
  return insertRow(db, 'pipeline_leads', row);
}

/** Every card, newest first: the board shows them all. */
export function allPipelineLeads(db: Kysely<Database>) {
  return db
    .selectFrom('pipeline_leads')
    .selectAll()
    .select(nextTaskDue)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findPipelineLead(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('pipeline_leads')
    .selectAll()
    .select(nextTaskDue)
    .where('id', '=', id)
    .executeTakeFirst();
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

export interface BoardFilter {
  search: string;
  priority: string;
}

/** The spec's board search (name, e-mail or company, any case) and the priority filter, as SQL. */
function filtered(db: Kysely<Database>, filter: BoardFilter) {
  let query = db.selectFrom('pipeline_leads');
  if (filter.priority !== 'all') query = query.where('priority', '=', filter.priority);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where(({ or }) =>
      or(
        (['name', 'email', 'company'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

/** Count and value (cents) of the matching cards per stage. */
export function boardStageTotals(db: Kysely<Database>, filter: BoardFilter) {
  return filtered(db, filter)
    .select(({ fn }) => [
      'status',
      fn.countAll<number>().as('count'),
      fn.coalesce(fn.sum<number>('estimated_value_cents'), sql<number>`0`).as('valueCents'),
    ])
    .groupBy('status')
    .execute();
}

/** Count and value (cents) of every card on the board. */
export function boardTotal(db: Kysely<Database>) {
  return db
    .selectFrom('pipeline_leads')
    .select(({ fn }) => [
      fn.countAll<number>().as('count'),
      fn.coalesce(fn.sum<number>('estimated_value_cents'), sql<number>`0`).as('valueCents'),
    ])
    .executeTakeFirstOrThrow();
}

/** The newest `limit` matching cards of one stage. */
export function stageCards(db: Kysely<Database>, stage: string, filter: BoardFilter, limit: number) {
  return filtered(db, filter)
    .selectAll()
    .select(nextTaskDue)
    .where('status', '=', stage)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

import { type CompiledQuery, type Kysely, sql, type Updateable } from 'kysely';
import type { BoardClientFilter } from '../../../domain/clients/stages';
import type { Database } from '../../db';
import { containsPattern, insertRow } from '../../db/statements';

export type PipelineLeadRow = Database['pipeline_leads'] & { next_task_due_at?: string | null };

/**
 * When each card's client's next open follow-up falls due (issue 18), in one query for all the
 * cards shown: a subquery per row would run for every card the search matches before the sort and
 * limit (measured: the board's search p95 over 100 ms with 10,000 cards).
 */
export async function withNextTasks(
  db: Kysely<Database>,
  rows: PipelineLeadRow[],
): Promise<PipelineLeadRow[]> {
  const clientIds = [...new Set(rows.map((row) => row.client_id).filter((id): id is string => Boolean(id)))];
  const due = new Map<string, string>();
  for (let start = 0; start < clientIds.length; start += 500) {
    const found = await db
      .selectFrom('tasks')
      .select(({ fn }) => ['client_id', fn.min<string>('due_at').as('due_at')])
      .where('done_at', 'is', null)
      .where('client_id', 'in', clientIds.slice(start, start + 500))
      .groupBy('client_id')
      .execute();
    for (const row of found) due.set(row.client_id, row.due_at);
  }
  return rows.map((row) => ({ ...row, next_task_due_at: (row.client_id && due.get(row.client_id)) || null }));
}

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

export async function findPipelineLead(
  db: Kysely<Database>,
  id: string,
): Promise<PipelineLeadRow | undefined> {
  const row = await db.selectFrom('pipeline_leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withNextTasks(db, [row]))[0] : undefined;
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
  clients?: BoardClientFilter;
}

/** The spec's board search (name, e-mail or company, any case) and the priority filter, as SQL. */
function filtered(db: Kysely<Database>, filter: BoardFilter) {
  let query = db.selectFrom('pipeline_leads');
  if (filter.priority !== 'all') query = query.where('priority', '=', filter.priority);
  if (filter.clients === 'hide-existing') query = query.where('existing_client', '=', 0);
  if (filter.clients === 'only-existing') query = query.where('existing_client', '=', 1);
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
    .where('status', '=', stage)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import { cardMovedOnIsContact } from '../../../domain/clients/follow-ups';
import { toCents } from '../../../domain/money';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type PipelineBoard,
  type PipelineBoardQuery,
  type PipelineLead,
  type PipelineLeadCreate,
  type PipelineLeadUpdate,
  pipelineStageIds,
} from '../../../shared/pipeline';
import type { AdminIdentity } from '../../context';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import { automaticTasksStatement, firstContactStatement, linkToClient, workedByStatement } from '../clients';
import { toPipelineLead } from './lead-shape';
import {
  allPipelineLeads,
  boardStageTotals,
  boardTotal,
  deletePipelineLeadStatement,
  findPipelineLead,
  insertPipelineLead,
  type PipelineLeadRow,
  stageCards,
  updatePipelineLeadStatement,
  withNextTasks,
} from './repository';

/** The API's field names to the table's columns (values converted where the column differs). */
function toColumns(input: PipelineLeadUpdate): Updateable<PipelineLeadRow> {
  const columns: Updateable<PipelineLeadRow> = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.email !== undefined) columns.email = input.email;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.company !== undefined) columns.company = input.company;
  if (input.status !== undefined) columns.status = input.status;
  if (input.priority !== undefined) columns.priority = input.priority;
  if (input.source !== undefined) columns.source = input.source;
  if (input.estimatedValue !== undefined)
    columns.estimated_value_cents = input.estimatedValue === null ? null : toCents(input.estimatedValue);
  if (input.expectedCloseDate !== undefined) columns.expected_close_date = input.expectedCloseDate;
  if (input.notes !== undefined) columns.notes = input.notes;
  if (input.lastContactDate !== undefined) columns.last_contact_date = input.lastContactDate;
  if (input.nextFollowUp !== undefined) columns.next_follow_up = input.nextFollowUp;
  return columns;
}

const notFound = () =>
  new HttpError(404, apiErrorCodes.notFound, 'There is no such lead: it may have been deleted.');

export async function listPipelineLeads(database: DatabaseHandle): Promise<PipelineLead[]> {
  return (await withNextTasks(database.db, await allPipelineLeads(database.db))).map(toPipelineLead);
}

/** The board as the adviser filters it: totals, per-stage totals, and the newest cards of each stage. */
export async function pipelineBoard(
  database: DatabaseHandle,
  query: PipelineBoardQuery,
): Promise<PipelineBoard> {
  const { db } = database;
  const filter = { search: query.q, priority: query.priority, clients: query.clients };
  const [total, perStage, cards] = await Promise.all([
    boardTotal(db),
    boardStageTotals(db, filter),
    Promise.all(pipelineStageIds.map((stage) => stageCards(db, stage, filter, query.limit))),
  ]);
  const totals = new Map(perStage.map((row) => [row.status, row]));
  // One query for the next follow-up of every card shown, then back into their stages.
  const shown = new Map((await withNextTasks(db, cards.flat())).map((row) => [row.id, row]));
  const cardsWithTasks = cards.map((stageRows) => stageRows.map((row) => shown.get(row.id) ?? row));
  const stages = pipelineStageIds.map((id, index) => ({
    id,
    count: Number(totals.get(id)?.count ?? 0),
    valueCents: Number(totals.get(id)?.valueCents ?? 0),
    leads: (cardsWithTasks[index] ?? []).map(toPipelineLead),
  }));
  return {
    total: { count: Number(total.count), valueCents: Number(total.valueCents) },
    matching: {
      count: stages.reduce((sum, stage) => sum + stage.count, 0),
      valueCents: stages.reduce((sum, stage) => sum + stage.valueCents, 0),
    },
    stages,
    limit: query.limit,
  };
}

export async function createPipelineLead(
  database: DatabaseHandle,
  input: PipelineLeadCreate,
  actor: { admin: AdminIdentity; ip: string },
  now: Date,
): Promise<PipelineLead> {
  const stamp = now.toISOString();
  const row: PipelineLeadRow = {
    id: randomUUID(),
    name: '',
    email: '',
    phone: '',
    company: '',
    status: 'new-lead',
    priority: 'medium',
    source: 'Website',
    enquiry_type: null,
    enquiry_id: null,
    estimated_value_cents: null,
    expected_close_date: null,
    notes: '',
    last_contact_date: null,
    next_follow_up: null,
    ...toColumns(input),
    created_at: stamp,
    updated_at: stamp,
  } as PipelineLeadRow;
  await database.write([
    insertPipelineLead(database.db, row),
    // A lead added by hand is a client's too (issue 18): found by its e-mail or phone, or new.
    ...linkToClient(
      database.db,
      {
        person: { name: row.name, email: row.email, phone: row.phone },
        rows: [{ table: 'pipeline_leads', id: row.id }],
        byAdviser: true,
        enquiry: {
          kind: 'manual-lead',
          id: row.id,
          summary: row.notes.split('\n')[0] || 'Lead added by hand',
          expectsContact: false,
        },
      },
      stamp,
    ),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'pipeline-lead',
        entityId: row.id,
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  // Read back: the card now carries the client it was linked to in the same unit.
  return toPipelineLead((await findPipelineLead(database.db, row.id)) ?? row);
}

export async function updatePipelineLead(
  database: DatabaseHandle,
  id: string,
  input: PipelineLeadUpdate,
  actor: { admin: AdminIdentity; ip: string },
  now: Date,
): Promise<PipelineLead> {
  const before = await findPipelineLead(database.db, id);
  if (!before) throw notFound();
  const requested = toColumns(input);
  const changes: Record<string, unknown> = {};
  const changed: Record<string, [unknown, unknown]> = {};
  for (const [column, value] of Object.entries(requested)) {
    const previous = before[column as keyof PipelineLeadRow];
    if (previous === value || (previous !== null && value !== null && Number(previous) === value)) continue;
    changes[column] = value;
    changed[column] = [previous, value];
  }
  if (Object.keys(changes).length === 0) return toPipelineLead(before);
  const stamp = now.toISOString();
  // A card moved on from New Leads is a contact made (issue 59): the person waits no longer.
  const contacted =
    before.client_id !== null &&
    changes.status !== undefined &&
    cardMovedOnIsContact(before.status, String(changes.status));
  const [updated] = await database.write([
    updatePipelineLeadStatement(database.db, id, { ...changes, updated_at: stamp }),
    ...(before.client_id ? [workedByStatement(database.db, before.client_id, actor.admin.adminId)] : []),
    ...(contacted && before.client_id
      ? [
          firstContactStatement(database.db, before.client_id, stamp),
          automaticTasksStatement(database.db, before.client_id, { done_at: stamp, updated_at: stamp }),
        ]
      : []),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'update',
        entityType: 'pipeline-lead',
        entityId: id,
        details: changed,
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  // Deleted between the read and the write: nothing changed (the audit keeps the attempt).
  if (!updated?.length) throw notFound();
  return toPipelineLead({ ...before, ...changes, updated_at: stamp } as PipelineLeadRow);
}

export async function deletePipelineLead(
  database: DatabaseHandle,
  id: string,
  actor: { admin: AdminIdentity; ip: string },
  now: Date,
): Promise<void> {
  const before = await findPipelineLead(database.db, id);
  if (!before) throw notFound();
  const stamp = now.toISOString();
  await database.write([
    deletePipelineLeadStatement(database.db, id),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'delete',
        entityType: 'pipeline-lead',
        entityId: id,
        details: { name: before.name, email: before.email, status: before.status, source: before.source },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
}

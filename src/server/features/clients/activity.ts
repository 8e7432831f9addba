import { randomUUID } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { windhoekDate, windhoekLocalToUtc } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type ClientTask,
  type ContactLog,
  clientDisplayName,
  type TaskCreate,
  type TaskUpdate,
} from '../../../shared/clients';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { insertRow } from '../../db/statements';
import { HttpError } from '../../plugins/errors';
import {
  automaticTasksStatement,
  cardExists,
  contactOnOpenCardsStatement,
  findTaskWithClient,
  firstContactStatement,
  type TaskWithClientRow,
  touchClientStatement,
  updateNoteStatement,
  updateTaskStatement,
  workedByStatement,
} from './activity-repository';
import { findNote, insertNoteStatement } from './repository';
import { type Actor, resolveClient, toClientTask } from './service';

/** Notes, logged contacts, follow-up tasks and the adviser's day (issue 18). */

const noteNotFound = () =>
  new HttpError(404, apiErrorCodes.notFound, 'There is no such note: it may have been deleted.');
const taskNotFound = () => new HttpError(404, apiErrorCodes.notFound, 'There is no such task.');
const notYours = () => new HttpError(403, apiErrorCodes.forbidden, 'Only the note’s author may change it.');

export async function addNote(
  database: DatabaseHandle,
  clientId: string,
  body: string,
  actor: Actor,
  now: Date,
) {
  const client = await resolveClient(database, clientId);
  const stamp = now.toISOString();
  const id = randomUUID();
  await database.write([
    insertNoteStatement(database.db, { id, clientId: client.id, adminId: actor.admin.adminId, body }, stamp),
    touchClientStatement(database.db, client.id, stamp),
    workedByStatement(database.db, client.id, actor.admin.adminId),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'client-note',
        entityId: id,
        ip: actor.ip,
        details: { clientId: client.id },
      },
      stamp,
    ),
  ]);
  return { id, clientId: client.id, body, createdAt: stamp };
}

export async function editNote(
  database: DatabaseHandle,
  noteId: string,
  body: string,
  actor: Actor,
  now: Date,
) {
  const note = await findNote(database.db, noteId);
  if (!note) throw noteNotFound();
  if (note.admin_id !== actor.admin.adminId) throw notYours();
  const stamp = now.toISOString();
  await database.write([
    updateNoteStatement(database.db, noteId, { body, updated_at: stamp }),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'update',
        entityType: 'client-note',
        entityId: noteId,
        ip: actor.ip,
        details: { body: [note.body, body] },
      },
      stamp,
    ),
  ]);
  return { id: noteId, clientId: note.client_id, body, createdAt: note.created_at };
}

/** A deleted note leaves the timeline; the audit log keeps what it said. */
export async function deleteNote(database: DatabaseHandle, noteId: string, actor: Actor, now: Date) {
  const note = await findNote(database.db, noteId);
  if (!note) throw noteNotFound();
  if (note.admin_id !== actor.admin.adminId) throw notYours();
  const stamp = now.toISOString();
  await database.write([
    updateNoteStatement(database.db, noteId, { deleted_at: stamp }),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'delete',
        entityType: 'client-note',
        entityId: noteId,
        ip: actor.ip,
        details: { clientId: note.client_id, body: note.body },
      },
      stamp,
    ),
  ]);
}

function dueAtUtc(local: string): string {
  try {
    return windhoekLocalToUtc(local);
  } catch {
    throw new HttpError(400, apiErrorCodes.validation, 'dueAt: Choose a date and time', {
      dueAt: 'Choose a date and time',
    });
  }
}

/**
 * "Log a contact": the call, WhatsApp, e-mail or meeting and what came of it. It is the first
 * contact for every enquiry still waiting for one, it completes the site's "Contact <name>"
 * tasks, it sets the open cards' last contact (and next follow-up), and the next follow-up
 * becomes a task in the same step.
 */
export async function logContact(
  database: DatabaseHandle,
  clientId: string,
  input: ContactLog,
  actor: Actor,
  now: Date,
  /** Stored with it, or nothing is (an e-mail written from the client's page, issue 33). */
  alongside: (client: { id: string; email: string; name: string }) => CompiledQuery[] = () => [],
) {
  const { db } = database;
  const client = await resolveClient(database, clientId);
  const stamp = now.toISOString();
  const id = randomUUID();
  const followUpDue = input.followUp ? dueAtUtc(input.followUp.dueAt) : null;
  const taskId = randomUUID();
  await database.write([
    workedByStatement(db, client.id, actor.admin.adminId),
    insertRow(db, 'client_contacts', {
      id,
      client_id: client.id,
      admin_id: actor.admin.adminId,
      channel: input.channel,
      outcome: input.outcome,
      contacted_at: stamp,
      created_at: stamp,
    }),
    firstContactStatement(db, client.id, stamp),
    automaticTasksStatement(db, client.id, { done_at: stamp, updated_at: stamp }),
    contactOnOpenCardsStatement(
      db,
      {
        clientId: client.id,
        day: windhoekDate(now),
        nextFollowUpDay: followUpDue ? windhoekDate(new Date(followUpDue)) : null,
      },
      stamp,
    ),
    ...(input.followUp && followUpDue
      ? [
          insertRow(db, 'tasks', {
            id: taskId,
            client_id: client.id,
            pipeline_lead_id: null,
            title: input.followUp.title,
            due_at: followUpDue,
            done_at: null,
            created_by: actor.admin.adminId,
            created_at: stamp,
            updated_at: stamp,
          }),
        ]
      : []),
    touchClientStatement(database.db, client.id, stamp),
    ...alongside(client),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'client-contact',
        entityId: id,
        ip: actor.ip,
        details: { clientId: client.id, channel: input.channel, followUp: input.followUp ? taskId : null },
      },
      stamp,
    ),
  ]);
  return { id, clientId: client.id, contactedAt: stamp, followUpTaskId: input.followUp ? taskId : null };
}

/** A task as the API answers it, with its client's name as the back office shows people. */
export function withClientName(row: TaskWithClientRow): ClientTask {
  return toClientTask({
    ...row,
    client_name: clientDisplayName({
      name: row.client_name ?? '',
      email: row.client_email,
      phone: row.client_phone,
    }),
  });
}

function findTask(database: DatabaseHandle, id: string) {
  return findTaskWithClient(database.db, id);
}

export async function createTask(
  database: DatabaseHandle,
  input: TaskCreate,
  actor: Actor,
  now: Date,
): Promise<ClientTask> {
  const client = await resolveClient(database, input.clientId);
  if (input.pipelineLeadId) {
    if (!(await cardExists(database.db, input.pipelineLeadId)))
      throw new HttpError(400, apiErrorCodes.validation, 'pipelineLeadId: There is no such card', {
        pipelineLeadId: 'There is no such card',
      });
  }
  const stamp = now.toISOString();
  const id = randomUUID();
  const dueAt = dueAtUtc(input.dueAt);
  await database.write([
    workedByStatement(database.db, client.id, actor.admin.adminId),
    insertRow(database.db, 'tasks', {
      id,
      client_id: client.id,
      pipeline_lead_id: input.pipelineLeadId,
      title: input.title,
      due_at: dueAt,
      done_at: null,
      created_by: actor.admin.adminId,
      created_at: stamp,
      updated_at: stamp,
    }),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'task',
        entityId: id,
        ip: actor.ip,
        details: { clientId: client.id, title: input.title, dueAt },
      },
      stamp,
    ),
  ]);
  const task = await findTask(database, id);
  if (!task) throw taskNotFound();
  return withClientName(task);
}

/** Done (or not done after all), snoozed to a new time, or renamed. */
export async function updateTask(
  database: DatabaseHandle,
  id: string,
  input: TaskUpdate,
  actor: Actor,
  now: Date,
): Promise<ClientTask> {
  const before = await findTask(database, id);
  if (!before) throw taskNotFound();
  const stamp = now.toISOString();
  const changes: { done_at?: string | null; due_at?: string; title?: string } = {};
  if (input.done !== undefined) changes.done_at = input.done ? (before.done_at ?? stamp) : null;
  if (input.dueAt !== undefined) changes.due_at = dueAtUtc(input.dueAt);
  if (input.title !== undefined) changes.title = input.title;
  // The site's "Contact <name>" tasks of one person are one follow-up (Today shows them once):
  // done or snoozed, the person's other open ones go with it.
  const alsoAutomatic =
    before.created_by === null && before.done_at === null && (changes.done_at || changes.due_at)
      ? [
          automaticTasksStatement(
            database.db,
            before.client_id,
            {
              ...(changes.done_at ? { done_at: changes.done_at } : {}),
              ...(changes.due_at ? { due_at: changes.due_at } : {}),
              updated_at: stamp,
            },
            id,
          ),
        ]
      : [];
  await database.write([
    updateTaskStatement(database.db, id, { ...changes, updated_at: stamp }),
    ...alsoAutomatic,
    touchClientStatement(database.db, before.client_id, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'update',
        entityType: 'task',
        entityId: id,
        ip: actor.ip,
        details: Object.fromEntries(
          Object.entries(changes).map(([column, value]) => [
            column,
            [before[column as keyof typeof before], value],
          ]),
        ),
      },
      stamp,
    ),
  ]);
  const task = await findTask(database, id);
  if (!task) throw taskNotFound();
  return withClientName(task);
}

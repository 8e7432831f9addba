import { randomUUID } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { contactPromiseTally, type PromiseTally } from '../../../domain/clients/contact-promise';
import { oneFollowUpPerPerson, withoutWaitingContacts } from '../../../domain/clients/follow-ups';
import {
  windhoekDate,
  windhoekDayStart,
  windhoekLocalToUtc,
  windhoekMonthStart,
} from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type ClientTask,
  type ContactLog,
  clientDisplayName,
  type NotContactedEntry,
  type TaskCreate,
  type TaskUpdate,
  type TodayAnswer,
  type TodaySection,
  type TodaySectionPage,
  todayFirstShown,
  todayPageSize,
} from '../../../shared/clients';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { insertRow } from '../../db/statements';
import { HttpError } from '../../plugins/errors';
import {
  automaticTasksStatement,
  cardExists,
  contactOnOpenCardsStatement,
  enquiriesExpectingContact,
  enquiriesNotContacted,
  findTaskWithClient,
  firstContactStatement,
  openTasksBefore,
  type TaskWithClientRow,
  touchClientStatement,
  updateNoteStatement,
  updateTaskStatement,
  workedByStatement,
} from './activity-repository';
import { detailsToConfirmToday } from './contact-details-repository';
import { confirmedNumbers } from './identity';
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

function withClientName(row: TaskWithClientRow): ClientTask {
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

/**
 * The day's lists whole: overdue, due today, the next 7 days, and the people whose enquiries wait
 * for a first contact (oldest first). One place for each (issue 44): the site's "Contact" tasks of
 * a person listed as not contacted are left out of the follow-ups. `mine`: only their clients'.
 */
export async function dayLists(database: DatabaseHandle, now: Date, mine: string | null = null) {
  const { db } = database;
  const stamp = now.toISOString();
  const tomorrow = windhoekDayStart(now, 1);
  const weekEnd = windhoekDayStart(now, 8);
  const [open, waiting] = await Promise.all([
    openTasksBefore(db, weekEnd, mine),
    enquiriesNotContacted(db, mine),
  ]);
  // One follow-up per person: a person's automatic "Contact" tasks show once, the soonest.
  const perPerson = oneFollowUpPerPerson(
    open.map((row) => ({
      ...withClientName(row),
      clientPhone: row.client_phone,
      // Filled for the rows shown (`withDialNumbers`): a number is dialled only when confirmed.
      clientPhoneE164: null as string | null,
      automatic: row.created_by === null,
    })),
  );
  const { tasks: listed, contactBy } = withoutWaitingContacts(
    perPerson,
    new Set(waiting.map((row) => row.client_id)),
  );
  const tasks = listed.map(({ automatic: _automatic, standsFor, ...task }) =>
    standsFor > 1 ? { ...task, standsFor } : task,
  );
  const people = new Map<string, NotContactedEntry[]>();
  for (const row of waiting) {
    const entries = people.get(row.client_id) ?? [];
    entries.push({
      id: row.enquiry_id,
      kind: row.kind,
      summary: row.summary,
      createdAt: row.created_at,
      firstContactedAt: null,
      clientId: row.client_id,
      clientName: clientDisplayName(row),
      phone: row.phone,
      phoneE164: null,
      contactBy: contactBy.get(row.client_id) ?? null,
    });
    people.set(row.client_id, entries);
  }
  return {
    overdue: tasks.filter((task) => task.dueAt < stamp),
    dueToday: tasks.filter((task) => task.dueAt >= stamp && task.dueAt < tomorrow),
    nextSevenDays: tasks.filter((task) => task.dueAt >= tomorrow),
    notContacted: [...people.values()],
  };
}

/**
 * The Call and WhatsApp numbers of the rows a page shows (D35, issue 56): only numbers confirmed as
 * the client's own, looked up for those rows alone (for every row of a 10,000-client book it was
 * one query with thousands of ids, and Today three times slower).
 */
async function withDialNumbers<Row extends { clientId: string | null }>(
  db: DatabaseHandle['db'],
  rows: Row[],
): Promise<Row[]> {
  const dial = await confirmedNumbers(
    db,
    rows.map((row) => row.clientId),
  );
  return rows.map((row) => {
    if ('clientPhone' in row)
      return { ...row, clientPhoneE164: dial(row.clientId, String(row.clientPhone ?? '')) };
    if ('phone' in row) return { ...row, phoneE164: dial(row.clientId, String(row.phone ?? '')) };
    return row;
  });
}

/** The adviser's day (issue 18): the first few of each list and how many there are (issue 44). */
export async function today(
  database: DatabaseHandle,
  now: Date,
  mine: string | null = null,
): Promise<TodayAnswer> {
  const [lists, toConfirm] = await Promise.all([
    dayLists(database, now, mine),
    detailsToConfirmToday(database.db, detailsToConfirmOnToday, mine),
  ]);
  const { db } = database;
  const [overdue, dueToday, nextSevenDays, notContacted] = await Promise.all([
    withDialNumbers(db, lists.overdue.slice(0, todayFirstShown)),
    withDialNumbers(db, lists.dueToday.slice(0, todayFirstShown)),
    withDialNumbers(db, lists.nextSevenDays.slice(0, todayFirstShown)),
    withDialNumbers(db, lists.notContacted.slice(0, todayFirstShown).flat()),
  ]);
  return {
    overdue,
    dueToday,
    nextSevenDays,
    notContacted,
    totals: {
      overdue: lists.overdue.length,
      dueToday: lists.dueToday.length,
      nextSevenDays: lists.nextSevenDays.length,
      notContacted: lists.notContacted.length,
    },
    detailsToConfirm: toConfirm.items,
    detailsToConfirmTotal: toConfirm.total,
  };
}

/** `GET /api/admin/today/:section`: one of the day's lists a page at a time (people, for those not contacted). */
export async function todaySection(
  database: DatabaseHandle,
  section: TodaySection,
  page: number,
  now: Date,
  mine: string | null = null,
): Promise<TodaySectionPage> {
  const lists = await dayLists(database, now, mine);
  const start = (page - 1) * todayPageSize;
  const paging = { page, pageSize: todayPageSize };
  if (section === 'not-contacted')
    return {
      section,
      items: await withDialNumbers(
        database.db,
        lists.notContacted.slice(start, start + todayPageSize).flat(),
      ),
      total: lists.notContacted.length,
      ...paging,
    };
  const list =
    section === 'overdue' ? lists.overdue : section === 'due-today' ? lists.dueToday : lists.nextSevenDays;
  return {
    section,
    items: await withDialNumbers(database.db, list.slice(start, start + todayPageSize)),
    total: list.length,
    ...paging,
  };
}

/** Today lists at most this many details to confirm (the total says how many more). */
const detailsToConfirmOnToday = 25;

/** The dashboard's share of enquiries first contacted within 24 hours, this month and last (Windhoek months). */
export async function contactPromise(
  database: DatabaseHandle,
  now: Date,
): Promise<{ thisMonth: PromiseTally; lastMonth: PromiseTally }> {
  const lastStart = windhoekMonthStart(now, -1);
  const thisStart = windhoekMonthStart(now);
  const nextStart = windhoekMonthStart(now, 1);
  const rows = await enquiriesExpectingContact(database.db, lastStart, nextStart);
  const tally = (from: string, to: string) =>
    contactPromiseTally(
      rows
        .filter((row) => row.created_at >= from && row.created_at < to)
        .map((row) => ({ createdAt: row.created_at, firstContactedAt: row.first_contacted_at })),
    );
  return { thisMonth: tally(thisStart, nextStart), lastMonth: tally(lastStart, thisStart) };
}

import { randomUUID } from 'node:crypto';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type ClientDetails,
  type ClientList,
  type ClientListQuery,
  type ClientSummary,
  type ClientTask,
  type ClientUpdate,
  clientDisplayName,
  clientPageSize,
} from '../../../shared/clients';
import type { DatabaseHandle } from '../../db';
import { HttpError } from '../../plugins/errors';
import { type AdminIdentity, auditStatement } from '../admin';
import { emailKey, phoneKey, toE164 } from './contact-keys';
import {
  type ClientRow,
  type ClientSummaryRow,
  clientCards,
  clientContacts,
  clientEnquiries,
  clientNotes,
  clientTasks,
  findClient,
  findClientSummary,
  findMerge,
  insertKeyStatement,
  insertMergeStatement,
  keyOwner,
  keysOf,
  latestMerge,
  listClients,
  movableTables,
  moveKeysStatement,
  moveRowsStatement,
  rowsOwnedBy,
  sentEmails,
  stageChanges,
  updateClientStatement,
} from './repository';
import { buildTimeline } from './timeline';

export interface Actor {
  admin: AdminIdentity;
  ip: string;
}

export const clientNotFound = () =>
  new HttpError(
    404,
    apiErrorCodes.notFound,
    'There is no such client: it may have been merged away and undone.',
  );

export function toClientSummary(row: ClientSummaryRow): ClientSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phoneE164: toE164(row.phone) ?? '',
    idNumber: row.id_number,
    possibleDuplicateOf: row.possible_duplicate_of,
    lastActivityAt: row.last_activity_at,
    createdAt: row.created_at,
    awaitingContact: Number(row.awaiting_contact) === 1,
    openCardStage: row.open_card_stage,
    nextTaskDueAt: row.next_task_due_at,
  };
}

export function toClientTask(row: ClientTaskRow): ClientTask {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name ?? '',
    pipelineLeadId: row.pipeline_lead_id,
    title: row.title,
    dueAt: row.due_at,
    doneAt: row.done_at,
    createdAt: row.created_at,
  };
}

export interface ClientTaskRow {
  id: string;
  client_id: string;
  client_name?: string | null;
  pipeline_lead_id: string | null;
  title: string;
  due_at: string;
  done_at: string | null;
  created_at: string;
}

export async function searchClients(database: DatabaseHandle, query: ClientListQuery): Promise<ClientList> {
  const { total, rows } = await listClients(database.db, query);
  return { items: rows.map(toClientSummary), total, page: query.page, pageSize: clientPageSize };
}

/** The client an id leads to: itself, or (after merges) the client it was merged into. */
export async function resolveClient(database: DatabaseHandle, id: string): Promise<ClientRow> {
  let client = await findClient(database.db, id);
  for (let hops = 0; client?.merged_into && hops < 20; hops += 1) {
    client = await findClient(database.db, client.merged_into);
  }
  if (!client || client.merged_into) throw clientNotFound();
  return client;
}

export async function clientDetails(
  database: DatabaseHandle,
  requestedId: string,
  viewer: AdminIdentity,
): Promise<ClientDetails> {
  const { db } = database;
  const client = await resolveClient(database, requestedId);
  const [summary, enquiries, cards, notes, contacts, tasks, merge, merges] = await Promise.all([
    findClientSummary(db, client.id),
    clientEnquiries(db, client.id),
    clientCards(db, client.id),
    clientNotes(db, client.id),
    clientContacts(db, client.id),
    clientTasks(db, client.id),
    latestMerge(db, client.id),
    db.selectFrom('client_merges').selectAll().where('target_id', '=', client.id).execute(),
  ]);
  if (!summary) throw clientNotFound();
  const [changes, emails, duplicate, mergedSource] = await Promise.all([
    stageChanges(
      db,
      cards.map((card) => card.id),
    ),
    sentEmails(
      db,
      enquiries.map((enquiry) => enquiry.enquiry_id),
    ),
    client.possible_duplicate_of ? findClient(db, client.possible_duplicate_of) : undefined,
    merge ? findClient(db, merge.source_id) : undefined,
  ]);
  const latest = enquiries[0];
  return {
    ...toClientSummary(summary),
    requestedId,
    possibleDuplicate:
      duplicate && !duplicate.merged_into ? { id: duplicate.id, name: clientDisplayName(duplicate) } : null,
    timeline: buildTimeline(
      { enquiries, stageChanges: changes, notes, contacts, tasks, emails, merges },
      viewer.adminId,
    ),
    tasks: tasks
      .filter((task) => !task.done_at)
      .map((task) => toClientTask({ ...task, client_name: client.name })),
    cards: cards.map((card) => ({
      id: card.id,
      status: card.status,
      enquiryType: card.enquiry_type,
      createdAt: card.created_at,
    })),
    latestEnquiry: latest
      ? {
          id: latest.enquiry_id,
          kind: latest.kind,
          summary: latest.summary,
          createdAt: latest.created_at,
          firstContactedAt: latest.first_contacted_at,
        }
      : null,
    undoableMerge:
      merge && mergedSource
        ? {
            id: merge.id,
            sourceId: merge.source_id,
            sourceName: clientDisplayName(mergedSource),
            at: merge.created_at,
          }
        : null,
  };
}

const conflict = (field: string, message: string) =>
  new HttpError(409, apiErrorCodes.conflict, `${field}: ${message}`, { [field]: message });

/** The adviser corrects a client's details; a new e-mail or phone also recognises them from now on. */
export async function updateClient(
  database: DatabaseHandle,
  id: string,
  input: ClientUpdate,
  actor: Actor,
  now: Date,
): Promise<ClientDetails> {
  const { db } = database;
  const before = await findClient(db, id);
  if (!before || before.merged_into) throw clientNotFound();
  const stamp = now.toISOString();
  const changes: Partial<ClientRow> = {};
  const changed: Record<string, [string, string]> = {};
  const fields = { name: 'name', email: 'email', phone: 'phone', idNumber: 'id_number' } as const;
  for (const [field, column] of Object.entries(fields) as [
    keyof typeof fields,
    (typeof fields)[keyof typeof fields],
  ][]) {
    const value = input[field];
    if (value === undefined || value === before[column]) continue;
    changes[column] = value;
    changed[field] = [before[column], value];
  }
  if (Object.keys(changes).length === 0) return clientDetails(database, id, actor.admin);
  const newKeys: string[] = [];
  if (changes.email) {
    const key = emailKey(changes.email);
    const owner = key ? await keyOwner(db, key) : undefined;
    if (owner && owner.client_id !== id)
      throw conflict('email', 'Another client has this e-mail address: merge the two clients instead');
    if (key) newKeys.push(key);
  }
  if (changes.phone) {
    if (!toE164(changes.phone)) {
      throw new HttpError(400, apiErrorCodes.validation, 'phone: Please enter a valid phone number', {
        phone: 'Please enter a valid phone number',
      });
    }
    const key = phoneKey(changes.phone);
    const owner = key ? await keyOwner(db, key) : undefined;
    if (owner && owner.client_id !== id)
      throw conflict('phone', 'Another client has this phone number: merge the two clients instead');
    if (key) newKeys.push(key);
  }
  const [updated] = await database.write([
    updateClientStatement(db, id, { ...changes, updated_at: stamp }),
    ...newKeys.map((key) => insertKeyStatement(db, key, id, stamp)),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'update',
        entityType: 'client',
        entityId: id,
        details: changed,
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  if (!updated?.length) throw clientNotFound();
  return clientDetails(database, id, actor.admin);
}

const mergeRefused = (message: string) =>
  new HttpError(400, apiErrorCodes.validation, `sourceId: ${message}`, { sourceId: message });

/**
 * Merges `sourceId` into `targetId`: every record, note, task and key of the source moves; the
 * source keeps its row, marked as merged, so its id leads to the target. What moved is kept, so
 * the merge can be undone.
 */
export async function mergeClients(
  database: DatabaseHandle,
  targetId: string,
  sourceId: string,
  actor: Actor,
  now: Date,
): Promise<ClientDetails> {
  const { db } = database;
  if (targetId === sourceId) throw mergeRefused('A client cannot be merged into itself');
  const [target, source] = await Promise.all([findClient(db, targetId), findClient(db, sourceId)]);
  if (!target || target.merged_into) throw clientNotFound();
  if (!source) throw mergeRefused('There is no such client to merge');
  if (source.merged_into) throw mergeRefused('That client was merged already');
  const [owned, keys] = await Promise.all([rowsOwnedBy(db, sourceId), keysOf(db, sourceId)]);
  const stamp = now.toISOString();
  const mergeId = randomUUID();
  const filled: Partial<ClientRow> = {};
  if (!target.name && source.name) filled.name = source.name;
  if (!target.email && source.email) filled.email = source.email;
  if (!target.phone && source.phone) filled.phone = source.phone;
  if (!target.id_number && source.id_number) filled.id_number = source.id_number;
  const moved = {
    source: { name: source.name, email: source.email, phone: source.phone, idNumber: source.id_number },
    target: {
      possibleDuplicateOf: target.possible_duplicate_of,
      lastActivityAt: target.last_activity_at,
      filled: Object.keys(filled),
    },
    sourcePossibleDuplicateOf: source.possible_duplicate_of,
    rows: owned,
    keys: keys.map((row) => row.key),
  };
  await database.write([
    // By client id, not the ids read above: a record stored in between moves too.
    ...movableTables.map((table) =>
      db
        .updateTable(table as 'tasks')
        .set({ client_id: targetId })
        .where('client_id', '=', sourceId)
        .compile(),
    ),
    db.updateTable('client_keys').set({ client_id: targetId }).where('client_id', '=', sourceId).compile(),
    updateClientStatement(db, sourceId, {
      merged_into: targetId,
      possible_duplicate_of: null,
      updated_at: stamp,
    }),
    updateClientStatement(db, targetId, {
      ...filled,
      possible_duplicate_of: target.possible_duplicate_of === sourceId ? null : target.possible_duplicate_of,
      last_activity_at:
        source.last_activity_at > target.last_activity_at ? source.last_activity_at : target.last_activity_at,
      updated_at: stamp,
    }),
    insertMergeStatement(db, {
      id: mergeId,
      target_id: targetId,
      source_id: sourceId,
      moved: JSON.stringify(moved),
      admin_id: actor.admin.adminId,
      created_at: stamp,
      undone_at: null,
    }),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'merge',
        entityType: 'client',
        entityId: targetId,
        details: {
          mergeId,
          sourceId,
          moved: Object.fromEntries(Object.entries(owned).map(([table, ids]) => [table, ids.length])),
        },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return clientDetails(database, targetId, actor.admin);
}

/** Undoes a merge: what moved goes back, the source is a client of its own again. */
export async function undoMerge(
  database: DatabaseHandle,
  targetId: string,
  mergeId: string,
  actor: Actor,
  now: Date,
): Promise<ClientDetails> {
  const { db } = database;
  const merge = await findMerge(db, mergeId);
  if (!merge || merge.target_id !== targetId)
    throw new HttpError(404, apiErrorCodes.notFound, 'There is no such merge of this client.');
  if (merge.undone_at) throw new HttpError(409, apiErrorCodes.conflict, 'This merge was undone already.');
  const target = await findClient(db, targetId);
  if (!target || target.merged_into)
    throw new HttpError(
      409,
      apiErrorCodes.conflict,
      'This client was merged into another since: undo that merge first.',
    );
  const moved = JSON.parse(merge.moved) as {
    source: { name: string; email: string; phone: string; idNumber: string };
    target: { possibleDuplicateOf: string | null; lastActivityAt: string; filled: (keyof ClientRow)[] };
    sourcePossibleDuplicateOf: string | null;
    rows: Record<string, string[]>;
    keys: string[];
  };
  const stamp = now.toISOString();
  const restored: Partial<ClientRow> = {};
  // Details the merge filled in from the source are emptied again, unless the adviser changed them since.
  const sourceValues: Record<string, string> = {
    name: moved.source.name,
    email: moved.source.email,
    phone: moved.source.phone,
    id_number: moved.source.idNumber,
  };
  for (const column of moved.target.filled) {
    if (target[column] === sourceValues[column]) (restored as Record<string, string>)[column] = '';
  }
  await database.write([
    ...Object.entries(moved.rows)
      .filter(([, ids]) => ids.length > 0)
      .map(([table, ids]) => moveRowsStatement(db, table, ids, merge.source_id)),
    ...(moved.keys.length ? [moveKeysStatement(db, moved.keys, merge.source_id)] : []),
    updateClientStatement(db, merge.source_id, {
      merged_into: null,
      possible_duplicate_of: moved.sourcePossibleDuplicateOf,
      updated_at: stamp,
    }),
    updateClientStatement(db, targetId, {
      ...restored,
      possible_duplicate_of: moved.target.possibleDuplicateOf,
      updated_at: stamp,
    }),
    db.updateTable('client_merges').set({ undone_at: stamp }).where('id', '=', mergeId).compile(),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'undo-merge',
        entityType: 'client',
        entityId: targetId,
        details: { mergeId, sourceId: merge.source_id },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return clientDetails(database, targetId, actor.admin);
}

/** The client a dashboard record belongs to, for the record's "Open client page" link. */
export async function clientOfRecord(
  database: DatabaseHandle,
  recordId: string,
): Promise<{ clientId: string }> {
  const { db } = database;
  const indexed = await db
    .selectFrom('client_enquiries')
    .select('client_id')
    .where('enquiry_id', '=', recordId)
    .executeTakeFirst();
  let clientId = indexed?.client_id;
  for (const table of movableTables) {
    if (clientId) break;
    if (
      table === 'client_enquiries' ||
      table === 'client_notes' ||
      table === 'client_contacts' ||
      table === 'tasks'
    )
      continue;
    const row = await db.selectFrom(table).select('client_id').where('id', '=', recordId).executeTakeFirst();
    clientId = row?.client_id ?? undefined;
  }
  if (!clientId) throw clientNotFound();
  return { clientId: (await resolveClient(database, clientId)).id };
}

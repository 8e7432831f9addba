import { isDependantOn } from '../../../domain/clients/dependants';
import {
  asClientStage,
  type ClientSource,
  type ClientStage,
  clientSources,
} from '../../../domain/clients/stages';
import { windhoekDate } from '../../../domain/windhoek-time';
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
import { mayUse } from '../../../shared/roles';
import type { Actor, AdminIdentity } from '../../context';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldCipher } from '../../db/field-crypto';
import { idNumberColumns } from '../../db/field-encryption';
import { HttpError } from '../../plugins/errors';
import { seesIdentity } from '../../plugins/role-values';
import { findMember } from '../team';
import { contactClashesOf, detailsToConfirm } from './contact-details-repository';
import { emailKey, phoneKey, toE164 } from './contact-keys';
import {
  adviceConfirmationRows,
  bookingsOfClient,
  clientCards,
  clientContacts,
  clientDocumentRows,
  clientEnquiries,
  clientIdOfRecord,
  clientNotes,
  clientPolicies,
  clientReviewRows,
  clientTasks,
  hasPolicyInForce,
  hasRecordOfAdvice,
  mergesInto,
  policyStatusChanges,
  portalChanges,
  reviewInvitations,
  sentEmails,
  stageChanges,
  stagesSetByHand,
} from './details-repository';
import { emailAddressesOf, privatePhoneOf } from './identity';
import { clientFamily, relationsOf } from './relations-repository';
import {
  type ClientRow,
  type ClientSummaryRow,
  countClients,
  findClient,
  findClientSummary,
  insertKeyStatement,
  keyOwner,
  type ListViewer,
  latestMerge,
  listClients,
  updateClientStatement,
} from './repository';
import { buildTimeline } from './timeline';

export type { Actor };

export const clientNotFound = () =>
  new HttpError(
    404,
    apiErrorCodes.notFound,
    'There is no such client: it may have been merged away and undone.',
  );

/** `today` (Windhoek): whether they are a dependant (D37) is worked out on the day. */
export function toClientSummary(row: ClientSummaryRow, today: string): ClientSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phoneE164: toE164(row.phone) ?? '',
    address: row.address ?? '',
    idNumber: fieldCipher().decrypt(row.id_number),
    adviserId: row.adviser_id,
    adviserName: row.adviser_id ? row.adviser_name : null,
    stage: asClientStage(row.stage),
    dependant: isDependantOn(row.date_of_birth, today),
    source: (clientSources as readonly string[]).includes(row.source)
      ? (row.source as ClientSource)
      : 'other',
    sourceDetail: row.source_detail ?? '',
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

export function listViewer(admin: AdminIdentity): ListViewer {
  return { adminId: admin.adminId, matchIdNumber: mayUse(admin.role, 'identity') };
}

export async function searchClients(
  database: DatabaseHandle,
  query: ClientListQuery,
  now: Date,
  viewer: ListViewer,
): Promise<ClientList> {
  const today = windhoekDate(now);
  const { total, rows } = await listClients(database.db, query, today, viewer);
  // A search under one "Who": how many more it finds under "Everyone" (a dependant, a former client).
  const elsewhere =
    query.q && query.stage !== 'any'
      ? (await countClients(database.db, { ...query, stage: 'any' }, today, viewer)) - total
      : 0;
  return {
    items: rows.map((row) => toClientSummary(row, today)),
    total,
    page: query.page,
    pageSize: clientPageSize,
    ...(elsewhere > 0 ? { elsewhere } : {}),
  };
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
  now: Date,
): Promise<ClientDetails> {
  const { db } = database;
  const client = await resolveClient(database, requestedId);
  const [
    summary,
    enquiries,
    cards,
    notes,
    contacts,
    tasks,
    merge,
    merges,
    relations,
    policies,
    reviews,
    invitations,
    documents,
    changesByClient,
    adviceConfirmations,
  ] = await Promise.all([
    findClientSummary(db, client.id),
    clientEnquiries(db, client.id),
    clientCards(db, client.id),
    clientNotes(db, client.id),
    clientContacts(db, client.id),
    clientTasks(db, client.id),
    latestMerge(db, client.id),
    mergesInto(db, client.id),
    relationsOf(db, client.id),
    clientPolicies(db, client.id),
    clientReviewRows(db, client.id),
    clientFamily(db, client.id).then((family) => reviewInvitations(db, family)),
    clientDocumentRows(db, client.id),
    clientFamily(db, client.id).then((family) => portalChanges(db, family)),
    clientFamily(db, client.id).then((family) => adviceConfirmationRows(db, family)),
  ]);
  const [toConfirm, clashes, addresses, whatsappTo, stagesByHand, bookings] = await Promise.all([
    detailsToConfirm(db, client.id),
    clientFamily(db, client.id).then((family) => contactClashesOf(db, family)),
    emailAddressesOf(db, client),
    privatePhoneOf(db, client),
    stagesSetByHand(db, client.id),
    bookingsOfClient(db, client.id),
  ]);
  if (!summary) throw clientNotFound();
  const [changes, emails, duplicate, mergedSource, policyChanges] = await Promise.all([
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
    policyStatusChanges(
      db,
      policies.map((policy) => policy.id),
    ),
  ]);
  const latest = enquiries[0];
  return {
    ...toClientSummary(summary, windhoekDate(now)),
    // D35: Call and WhatsApp only to a number confirmed as theirs (the number stays on the page as text).
    phoneE164: whatsappTo ?? '',
    requestedId,
    possibleDuplicate:
      duplicate && !duplicate.merged_into ? { id: duplicate.id, name: clientDisplayName(duplicate) } : null,
    timeline: buildTimeline(
      {
        enquiries,
        stageChanges: changes,
        notes,
        contacts,
        tasks,
        emails,
        merges,
        policies,
        policyChanges,
        reviews,
        invitations,
        documents,
        portalChanges: changesByClient,
        adviceConfirmations,
        bookings: bookings.map((row) => ({ ...row, sequence: Number(row.sequence) })),
        lifecycle: {
          createdAt: summary.created_at,
          addedBy: summary.added_by_name,
          source: summary.source,
          sourceDetail: summary.source_detail,
          stage: summary.stage,
          stageChangedAt: client.stage_changed_at ?? null,
          stagesByHand,
        },
      },
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
    relations,
    detailsToConfirm: toConfirm,
    contactClashes: clashes,
    emailAddresses: addresses,
    phoneConfirmed: whatsappTo !== null,
    ...(seesIdentity(viewer.role) ? { dateOfBirth: summary.date_of_birth } : {}),
    addedBy: summary.added_by_name,
    hasPolicyInForce: policies.some((policy) => policy.status === 'in-force'),
  };
}

/**
 * D32: the adviser sets the stage by hand, within the rule: a former client has no policy in
 * force, and someone with a policy in force or a record of advice is not a prospect.
 */
async function checkStageByHand(database: DatabaseHandle, id: string, stage: ClientStage): Promise<void> {
  const { db } = database;
  const inForce = await hasPolicyInForce(db, id);
  if (stage === 'former-client' && inForce)
    throw new HttpError(400, apiErrorCodes.validation, 'stage: A policy of theirs is still in force', {
      stage: 'A policy of theirs is still in force: record it lapsed or cancelled first',
    });
  if (stage === 'prospect') {
    if (inForce || (await hasRecordOfAdvice(db, id)))
      throw new HttpError(400, apiErrorCodes.validation, 'stage: They are a client', {
        stage: 'They have a policy in force or a record of advice: they are a client',
      });
  }
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
    if (field === 'idNumber') {
      // Encrypted at rest (issue 21); the audit log says that it changed, not what to.
      if (value === undefined || value === fieldCipher().decrypt(before.id_number)) continue;
      Object.assign(changes, idNumberColumns(value));
      changed[field] = ['(hidden)', '(hidden)'];
      continue;
    }
    if (value === undefined || value === before[column]) continue;
    changes[column] = value;
    changed[field] = [before[column], value];
  }
  if (input.adviserId !== undefined && input.adviserId !== (before.adviser_id ?? null)) {
    const adviser = input.adviserId === null ? null : await findMember(db, input.adviserId);
    if (input.adviserId !== null && (!adviser || adviser.deactivated_at))
      throw new HttpError(400, apiErrorCodes.validation, 'adviserId: Choose someone from the team', {
        adviserId: 'Choose someone from the team',
      });
    changes.adviser_id = input.adviserId;
    changed.adviserId = [before.adviser_id ?? '', input.adviserId ?? ''];
  }
  if (input.source !== undefined && input.source !== before.source) {
    changes.source = input.source;
    changed.source = [before.source ?? '', input.source];
  }
  if (input.sourceDetail !== undefined && input.sourceDetail !== (before.source_detail ?? '')) {
    changes.source_detail = input.sourceDetail;
    changed.sourceDetail = [before.source_detail ?? '', input.sourceDetail];
  }
  if (input.stage !== undefined && input.stage !== before.stage) {
    // D37: a dependant is none of these of their own until their 18th birthday.
    if (isDependantOn(before.date_of_birth, windhoekDate(now)))
      throw new HttpError(400, apiErrorCodes.validation, 'stage: They are under 18', {
        stage: `${before.name} is under 18: a dependant, not a prospect or client of their own`,
      });
    await checkStageByHand(database, id, input.stage);
    changes.stage = input.stage;
    changes.stage_changed_at = stamp;
    changed.stage = [before.stage ?? 'prospect', input.stage];
  }
  if (Object.keys(changes).length === 0) return clientDetails(database, id, actor.admin, now);
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
  return clientDetails(database, id, actor.admin, now);
}

/** The client a dashboard record belongs to, for the record's "Open client page" link. */
export async function clientOfRecord(
  database: DatabaseHandle,
  recordId: string,
): Promise<{ clientId: string }> {
  const clientId = await clientIdOfRecord(database.db, recordId);
  if (!clientId) throw clientNotFound();
  return { clientId: (await resolveClient(database, clientId)).id };
}

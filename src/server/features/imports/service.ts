import { randomUUID } from 'node:crypto';
import type { CompiledQuery, Insertable, Kysely } from 'kysely';
import { defaultStatusDate } from '../../../domain/book/status-history';
import { windhoekDate } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type ImportPreview,
  type ImportStored,
  type ImportSummary,
  importLimits,
  linesToFixText,
} from '../../../shared/imports';
import type { Database, DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldCipher } from '../../db/field-crypto';
import { idNumberColumns } from '../../db/field-encryption';
import { insertRow, packedForWriter } from '../../db/statements';
import { HttpError } from '../../plugins/errors';
import type { Actor } from '../clients';
import { emailKey, phoneKey } from '../clients';
import { yieldNow } from './batches';
import { householdLinks } from './households';
import { type ImportPlan, planImport, renames } from './plan';
import { readInWorker } from './read-pool';
import {
  addedSince,
  clientsBefore,
  dropPreviewsBeforeStatement,
  findImport,
  holdersOfPoliciesInForce,
  insertImportStatement,
  insertsOf,
  knownKeys,
  lastStatusChanges,
  linkedPairs,
  makeClientsStatements,
  markImportStoredStatement,
  markImportUndoneStatement,
  policiesBefore,
  recentImports,
  type UndoRecord,
  undoStatements,
  updateClientStatement,
  updatePolicyStatement,
} from './repository';
import { jsonWithLargeArray, seal, unseal } from './sealed';

/** Importing the book (issue 43): preview, store as one unit, undo as one within 7 days. */

const noSuchImport = () => new HttpError(404, apiErrorCodes.notFound, 'There is no such import.');
const conflict = (message: string, field = 'import') =>
  new HttpError(409, apiErrorCodes.conflict, message, { [field]: message });

interface StoredPlan extends ImportPlan {
  fileName: string;
}

export async function previewImport(
  database: DatabaseHandle,
  file: { fileName: string; bytes: Buffer },
  mapping: Record<string, string>,
  actor: Actor,
  now: Date,
): Promise<string> {
  // The sheets' lines are no local of this function: they are let go once planned (issue 58).
  const plan = await planImport(
    database.db,
    await readInWorker(file.bytes, file.fileName, mapping, windhoekDate(now)),
  );
  const id = randomUUID();
  const stamp = now.toISOString();
  const fileName = file.fileName.slice(0, 200) || 'import';
  const stored: StoredPlan = { ...plan, fileName };
  const sealed = await seal({ ...stored });
  await database.write([
    // A preview not stored within a day is dropped: it holds ID numbers.
    dropPreviewsBeforeStatement(database.db, new Date(now.getTime() - 86_400_000).toISOString()),
    insertImportStatement(database.db, {
      id,
      admin_id: actor.admin.adminId,
      file_name: fileName,
      status: 'preview',
      plan: sealed,
      counts: JSON.stringify(plan.preview.counts),
      undo: '',
      created_at: stamp,
      stored_at: null,
      undone_at: null,
    }),
  ]);
  return previewJson({ id, fileName, createdAt: stamp, ...plan.preview });
}

/** The preview as the API answers it (`ImportPreview`), its lines written a slice at a time. */
function previewJson(preview: ImportPreview): Promise<string> {
  const { lines, ...head } = preview;
  return jsonWithLargeArray(head, 'lines', lines);
}

async function importRow(db: Kysely<Database>, id: string, actor: Actor) {
  const row = await findImport(db, id);
  // A preview is its maker's; a stored import is the practice's (anyone who may import may undo it).
  if (!row || (row.status === 'preview' && row.admin_id !== actor.admin.adminId)) throw noSuchImport();
  return row;
}

export async function previewOf(database: DatabaseHandle, id: string, actor: Actor): Promise<string> {
  const row = await importRow(database.db, id, actor);
  if (row.status !== 'preview') throw conflict('This import is stored already: its preview is gone.');
  const plan = await unseal<StoredPlan>(row.plan);
  return previewJson({ id, fileName: row.file_name, createdAt: row.created_at, ...plan.preview });
}

/** Imports being stored by this server: a second "store" of the same one (a double click) waits for nothing. */
const storing = new Set<string>();

export async function storeImport(
  database: DatabaseHandle,
  id: string,
  options: { skipInvalid: boolean },
  actor: Actor,
  now: Date,
): Promise<ImportStored> {
  if (storing.has(id)) throw conflict('This import is being stored already.');
  storing.add(id);
  try {
    return await storeOnce(database, id, options, actor, now);
  } finally {
    storing.delete(id);
  }
}

/**
 * What storing reads of a sealed plan: the preview's lines (about half of it, 40,000 for a big
 * book) let go as soon as it is read, not held while the import is stored (issue 58).
 */
async function planToStore(sealed: string) {
  const { preview, ...plan } = await unseal<StoredPlan>(sealed);
  const { columns, counts, linesToFix } = preview;
  return { ...plan, preview: { columns, counts, linesToFix } };
}

async function storeOnce(
  database: DatabaseHandle,
  id: string,
  options: { skipInvalid: boolean },
  actor: Actor,
  now: Date,
): Promise<ImportStored> {
  const { db } = database;
  const row = await importRow(db, id, actor);
  if (row.status !== 'preview') throw conflict('This import is stored already.');
  const plan = await planToStore(row.plan);
  const unmapped = plan.preview.columns.filter((column) => column.field === null);
  if (unmapped.length > 0)
    throw conflict(
      `Say what these columns hold, or leave them out, first: ${unmapped.map((column) => column.header).join(', ')}`,
      'mapping',
    );
  if (plan.preview.counts.invalid > 0 && !options.skipInvalid)
    throw conflict(
      `${linesToFixText(plan.preview.linesToFix)}: fix the file and read it again, or store the others without them.`,
      'skipInvalid',
    );
  const stamp = now.toISOString();
  const cipher = fieldCipher();
  const statements: CompiledQuery[] = [];
  const undo: UndoRecord = {
    clients: [],
    policies: [],
    keys: [],
    relations: [],
    clientsBefore: [],
    policiesBefore: [],
    statusChanges: [],
  };
  const newIds = new Map<string, string>();
  const touched = new Set<string>();

  // New clients, their keys (confirmed: the adviser's own file, D31).
  const newClients = plan.clients.filter((client) => client.status === 'new');
  const keyRows: Insertable<Database['client_keys']>[] = [];
  const seenKeys = new Set<string>();
  const clientRows: Insertable<Database['clients']>[] = [];
  for (const [index, client] of newClients.entries()) {
    // ID numbers are encrypted one by one: the server's thread answers others between slices.
    if (index % 500 === 499) await yieldNow();
    const clientId = randomUUID();
    newIds.set(client.key, clientId);
    undo.clients.push(clientId);
    touched.add(clientId);
    const { part } = client;
    for (const key of [...part.emails.map(emailKey), ...part.phones.map(phoneKey)])
      if (key && !seenKeys.has(key)) {
        seenKeys.add(key);
        keyRows.push({
          key,
          client_id: clientId,
          created_at: stamp,
          confirmed: 1,
          source_kind: 'import',
          source_id: id,
        });
      }
    clientRows.push({
      id: clientId,
      name: part.name,
      email: part.emails[0] ?? '',
      phone: part.phones[0] ?? '',
      ...idNumberColumns(part.idNumber, cipher),
      possible_duplicate_of: null,
      merged_into: null,
      address: part.address,
      adviser_id: actor.admin.role === 'assistant' ? null : actor.admin.adminId,
      stage: part.stage ?? 'prospect',
      stage_changed_at: stamp,
      source: part.referredBy ? 'referral' : 'existing',
      source_detail: part.referredBy,
      date_of_birth: part.dateOfBirth,
      added_by: actor.admin.adminId,
      last_activity_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  await insertsOf(db, 'clients', clientRows, 200, statements);

  // Clients in the book: what the file adds or corrects, what they were kept for the undo.
  const matched = plan.clients.filter((client) => client.status === 'matched' && client.matchedId);
  const before = new Map(
    (
      await clientsBefore(
        db,
        matched.map((client) => client.matchedId as string),
      )
    ).map((client) => [client.id, client]),
  );
  for (const client of matched) {
    const was = before.get(client.matchedId as string);
    if (!was || touched.has(was.id)) continue;
    touched.add(was.id);
    undo.clientsBefore.push(was);
    const { part } = client;
    const changes: Partial<Database['clients']> = { updated_at: stamp };
    // The same name written otherwise (an old system's capitals) leaves the book's as it is.
    if (part.name && renames(part.name, was.name)) changes.name = part.name;
    if (!was.email && part.emails[0]) changes.email = part.emails[0];
    if (!was.phone && part.phones[0]) changes.phone = part.phones[0];
    if (!was.id_number_hash && part.idNumber) Object.assign(changes, idNumberColumns(part.idNumber, cipher));
    if (part.dateOfBirth) changes.date_of_birth = part.dateOfBirth;
    if (part.address) changes.address = part.address;
    if (part.stage && part.stage !== was.stage)
      Object.assign(changes, { stage: part.stage, stage_changed_at: stamp });
    statements.push(updateClientStatement(db, was.id, changes));
    for (const key of [...part.emails.map(emailKey), ...part.phones.map(phoneKey)])
      if (key && !seenKeys.has(key)) {
        seenKeys.add(key);
        keyRows.push({
          key,
          client_id: was.id,
          created_at: stamp,
          confirmed: 1,
          source_kind: 'import',
          source_id: id,
        });
      }
  }
  // A key the book has already (theirs, found by it) stays as it is.
  const known = await knownKeys(
    db,
    keyRows.map((key) => key.key),
  );
  const freshKeys = keyRows.filter((key) => !known.has(key.key));
  undo.keys = freshKeys.map((key) => key.key);
  await insertsOf(db, 'client_keys', freshKeys, 400, statements);

  // Policies: new ones, and the book's own corrected.
  const clientOf = (target: ImportPlan['policies'][number]['client']) =>
    target ? ('id' in target ? target.id : newIds.get(target.newKey)) : undefined;
  const policyRows: Database['policies'][] = [];
  for (const policy of plan.policies.filter((item) => item.status === 'new')) {
    const clientId = clientOf(policy.client);
    if (!clientId) continue;
    touched.add(clientId);
    const policyId = randomUUID();
    undo.policies.push(policyId);
    policyRows.push({
      id: policyId,
      client_id: clientId,
      insurer: policy.part.insurer,
      product: policy.part.product,
      policy_number: policy.part.policyNumber,
      status: policy.part.status,
      start_date: policy.part.startDate,
      premium_cents: policy.part.premiumCents,
      premium_frequency: policy.part.premiumFrequency,
      cover_cents: policy.part.coverCents,
      commission: policy.part.commission ? JSON.stringify(policy.part.commission) : null,
      created_by: actor.admin.adminId,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  await insertsOf(db, 'policies', policyRows, 300, statements);
  const changedPolicies = plan.policies.filter((policy) => policy.status === 'matched' && policy.matchedId);
  undo.policiesBefore.push(
    ...(await policiesBefore(
      db,
      changedPolicies.map((policy) => policy.matchedId as string),
    )),
  );
  const statusBefore = new Map(undo.policiesBefore.map((row) => [row.id, row.status]));
  // The date of each one's last change of status: a new one is never dated before it (D33).
  const lastChanged = await lastStatusChanges(
    db,
    changedPolicies.map((policy) => policy.matchedId as string),
  );
  const today = windhoekDate(now);
  for (const policy of changedPolicies) {
    const { part } = policy;
    const was = statusBefore.get(policy.matchedId as string);
    if (was && was !== part.status) {
      // Kept with its date (D33), as a change made on the policy's page without one.
      const id = randomUUID();
      undo.statusChanges?.push(id);
      statements.push(
        insertRow(db, 'policy_status_changes', {
          id,
          policy_id: policy.matchedId as string,
          from_status: was,
          to_status: part.status,
          effective_date: defaultStatusDate({
            from: was,
            to: part.status,
            startDate: part.startDate,
            today,
            lastChangedOn: lastChanged.get(policy.matchedId as string),
          }),
          created_by: actor.admin.adminId,
          created_at: stamp,
        }),
      );
    }
    statements.push(
      updatePolicyStatement(db, policy.matchedId as string, {
        product: part.product,
        status: part.status,
        start_date: part.startDate,
        premium_cents: part.premiumCents,
        premium_frequency: part.premiumFrequency,
        cover_cents: part.coverCents,
        ...(part.commission ? { commission: JSON.stringify(part.commission) } : {}),
        updated_at: stamp,
      }),
    );
    const owner = clientOf(policy.client);
    if (owner) touched.add(owner);
  }

  // Households: the links the file makes that the book does not have yet.
  const links = householdLinks(plan.clients);
  const linkIds = (client: ImportPlan['clients'][number]) => client.matchedId ?? newIds.get(client.key);
  const linked = [
    ...new Set(links.flatMap((link) => [linkIds(link.head), linkIds(link.member)]).filter(Boolean)),
  ] as string[];
  const existingPairs = await linkedPairs(db, linked);
  const relationRows: Database['client_relations'][] = [];
  for (const link of links) {
    const head = linkIds(link.head);
    const member = linkIds(link.member);
    if (!head || !member || head === member || existingPairs.has(`${head}|${member}`)) continue;
    existingPairs.add(`${head}|${member}`);
    existingPairs.add(`${member}|${head}`);
    const relationId = randomUUID();
    undo.relations.push(relationId);
    relationRows.push({
      id: relationId,
      client_id: head,
      other_client_id: member,
      relation: link.relation,
      created_by: actor.admin.adminId,
      created_at: stamp,
    });
  }
  await insertsOf(db, 'client_relations', relationRows, 400, statements);

  // D32: a policy in force makes its holder a client: those of this file, and those the book has
  // for the clients it matched (read first: a correlated check per client made the store quadratic).
  const promoted = new Set<string>();
  for (const policy of plan.policies) {
    const owner = clientOf(policy.client);
    if (
      owner &&
      (policy.status === 'new' || policy.status === 'matched') &&
      policy.part.status === 'in-force'
    )
      promoted.add(owner);
  }
  for (const holder of await holdersOfPoliciesInForce(
    db,
    [...touched].filter((clientId) => !newIds.has(clientId) && !promoted.has(clientId)),
  ))
    promoted.add(holder);
  statements.push(...makeClientsStatements(db, [...promoted], stamp));

  const made = { clients: undo.clients.length, policies: undo.policies.length, links: undo.relations.length };
  const changed = { clients: undo.clientsBefore.length, policies: undo.policiesBefore.length };
  statements.push(
    markImportStoredStatement(db, id, await seal({ ...undo }), stamp),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'import',
        entityType: 'book-import',
        entityId: id,
        ip: actor.ip,
        details: { fileName: plan.fileName, counts: plan.preview.counts, made, changed },
      },
      stamp,
    ),
  );
  await database.write(await packedForWriter(db, statements));
  return {
    id,
    storedAt: stamp,
    undoUntil: new Date(now.getTime() + importLimits.undoDays * 86_400_000).toISOString(),
    made,
    changed,
  };
}

export async function undoImport(database: DatabaseHandle, id: string, actor: Actor, now: Date) {
  const { db } = database;
  const row = await importRow(db, id, actor);
  if (row.status !== 'stored' || !row.stored_at) throw conflict('Only a stored import can be undone.');
  if (now.getTime() - Date.parse(row.stored_at) > importLimits.undoDays * 86_400_000)
    throw conflict('An import can be undone for 7 days: this one is older.');
  const undo = await unseal<UndoRecord>(row.undo);
  const blocker = await addedSince(db, undo);
  if (blocker) throw conflict(`The import cannot be undone: ${blocker}.`);
  const stamp = now.toISOString();
  const statements = undoStatements(db, undo, stamp);
  statements.push(
    markImportUndoneStatement(db, id, stamp),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'undo-import',
        entityType: 'book-import',
        entityId: id,
        ip: actor.ip,
        details: { fileName: row.file_name, clients: undo.clients.length, policies: undo.policies.length },
      },
      stamp,
    ),
  );
  await database.write(statements);
  return { id, undoneAt: stamp, removed: { clients: undo.clients.length, policies: undo.policies.length } };
}

export async function listImports(
  database: DatabaseHandle,
  actor: Actor,
  now: Date,
): Promise<ImportSummary[]> {
  const rows = await recentImports(database.db, actor.admin.adminId);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    status: row.status as ImportSummary['status'],
    by: row.by_name ?? '',
    createdAt: row.created_at,
    storedAt: row.stored_at,
    undoneAt: row.undone_at,
    counts: JSON.parse(row.counts) as ImportSummary['counts'],
    undoable:
      row.status === 'stored' &&
      row.stored_at !== null &&
      now.getTime() - Date.parse(row.stored_at) <= importLimits.undoDays * 86_400_000,
  }));
}

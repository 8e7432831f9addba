import type { Kysely } from 'kysely';
import {
  type PolicyProduct,
  type PolicyStatus,
  type PremiumFrequency,
  policyProductLabels,
  policyStatusLabels,
  premiumFrequencyLabels,
} from '../../../domain/book/policy-labels';
import { type ClientStage, clientStageLabels } from '../../../domain/clients/stages';
import { type ClientPart, isPolicySheet, type PolicyPart } from '../../../domain/imports/lines';
import { formatNad } from '../../../domain/money';
import type {
  ImportColumn,
  ImportLineStatus,
  ImportPreview,
  ImportPreviewLine,
} from '../../../shared/imports';
import type { Database } from '../../db';
import { fieldCipher } from '../../db/field-crypto';
import { emailKey, phoneKey } from '../clients';
import { yieldNow } from './batches';
import { householdLinks, lineKey, type PlannedClient, sayHouseholds } from './households';
import { bookRows } from './repository';
import type { ReadSheet } from './sheets';

/**
 * What an import would do (issue 43), line by line, before anything is stored: each client line
 * is new, the same as a client in the book (which one, what would change), a duplicate of an
 * earlier line, or invalid (its column and why); each policy line likewise, its client being a
 * line of the file or a client in the book.
 */

export type { PlannedClient } from './households';

export interface PlannedPolicy {
  key: string;
  status: ImportLineStatus;
  part: PolicyPart;
  matchedId?: string;
  /** A client in the book, or a new client line of this file. */
  client: { id: string } | { newKey: string } | null;
}

export interface ImportPlan {
  clients: PlannedClient[];
  policies: PlannedPolicy[];
  preview: Omit<ImportPreview, 'id' | 'fileName' | 'createdAt'>;
}

type BookClient = {
  id: string;
  name: string;
  email: string;
  phone: string;
  merged_into: string | null;
  id_number_hash: string;
  date_of_birth: string | null;
  address: string;
  stage: string;
};
type BookPolicy = Database['policies'];

const splitKey = (key: string) => {
  const [sheet = '', line = '0'] = key.split('\u0000');
  return { sheet, line: Number(line) };
};

/** The book as the import needs it: every key, ID hash, client and policy, read once. */
async function readBook(db: Kysely<Database>) {
  const [clientRows, keyRows, policyRows] = await bookRows(db);
  const clients = new Map<string, BookClient>(
    clientRows.map((row) => [
      row.id,
      {
        ...row,
        id_number_hash: row.id_number_hash ?? '',
        date_of_birth: row.date_of_birth ?? null,
        address: row.address ?? '',
        stage: row.stage ?? 'prospect',
      },
    ]),
  );
  const live = (id: string | undefined): BookClient | undefined => {
    let client = id ? clients.get(id) : undefined;
    for (let hops = 0; client?.merged_into && hops < 20; hops += 1) client = clients.get(client.merged_into);
    return client && !client.merged_into ? client : undefined;
  };
  const byKey = new Map(keyRows.map((row) => [row.key, row.client_id]));
  const byHash = new Map<string, string>();
  for (const client of clients.values())
    if (client.id_number_hash && !client.merged_into) byHash.set(client.id_number_hash, client.id);
  const keysOf = new Map<string, Set<string>>();
  for (const row of keyRows) {
    const owner = live(row.client_id)?.id ?? row.client_id;
    if (!keysOf.has(owner)) keysOf.set(owner, new Set());
    keysOf.get(owner)?.add(row.key);
  }
  const policies = new Map<string, BookPolicy>(
    policyRows.map((row) => [policyKey(row.insurer, row.policy_number), row]),
  );
  // A policy line naming its holder only by name finds them when exactly one client has the name
  // (null: several have it).
  const byName = new Map<string, string | null>();
  for (const client of clients.values()) {
    if (client.merged_into || !client.name) continue;
    const name = nameKey(client.name);
    byName.set(name, byName.has(name) ? null : client.id);
  }
  return { live, byKey, byHash, keysOf, policies, byName };
}

/** A name as names are compared: letter case and spacing aside ("MARTHA  SHIKONGO" is Martha Shikongo). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether the file's name for a client in the book is another name, not the same one written otherwise. */
export const renames = (fileName: string, bookName: string) => nameKey(fileName) !== nameKey(bookName);

export const policyKey = (insurer: string, number: string) =>
  `${insurer.trim().toLowerCase()}|${number.trim().toLowerCase().replace(/\s+/g, '')}`;

const contactKeysOf = (part: ClientPart) =>
  [...part.emails.map(emailKey), ...part.phones.map(phoneKey)].filter((key): key is string => key !== null);

/** Lets the server's thread answer other requests between slices of a large file. */

const money = (cents: number | null) => (cents === null ? '(none)' : formatNad(cents));

function policyChanges(before: BookPolicy, part: PolicyPart) {
  const changes: { field: string; from: string; to: string }[] = [];
  const add = (field: string, from: string, to: string) => {
    if (from !== to) changes.push({ field, from, to });
  };
  add(
    'Product',
    policyProductLabels[before.product as PolicyProduct] ?? before.product,
    policyProductLabels[part.product],
  );
  add(
    'Status',
    policyStatusLabels[before.status as PolicyStatus] ?? before.status,
    policyStatusLabels[part.status],
  );
  add('Start date', before.start_date, part.startDate);
  add('Premium', money(Number(before.premium_cents)), money(part.premiumCents));
  add(
    'Frequency',
    premiumFrequencyLabels[before.premium_frequency as PremiumFrequency] ?? before.premium_frequency,
    premiumFrequencyLabels[part.premiumFrequency],
  );
  add(
    'Cover',
    money(before.cover_cents === null ? null : Number(before.cover_cents)),
    money(part.coverCents),
  );
  const commissionBefore = before.commission ? JSON.stringify(JSON.parse(before.commission)) : '';
  if (part.commission && JSON.stringify(part.commission) !== commissionBefore)
    changes.push({
      field: 'Commission terms',
      from: commissionBefore ? 'as recorded' : '(none)',
      to: 'as in the file',
    });
  return changes;
}

export async function planImport(db: Kysely<Database>, sheets: readonly ReadSheet[]): Promise<ImportPlan> {
  const book = await readBook(db);
  const cipher = fieldCipher();
  const clients: PlannedClient[] = [];
  const policies: PlannedPolicy[] = [];
  const lines: ImportPreviewLine[] = [];
  // Who each key, ID hash or reference of this file leads to: a client line of the file.
  const inFile = new Map<string, PlannedClient>();
  const policiesInFile = new Map<string, string>();

  let done = 0;
  for (const sheet of sheets) {
    const sheetColumns = sheet.columns;
    const policySheet = isPolicySheet(sheetColumns);
    for (const read of sheet.lines) {
      done += 1;
      if (done % 250 === 0) await yieldNow();
      const key = lineKey(sheet.name, read.line);
      const base = { sheet: sheet.name, line: read.line };
      let clientTarget: PlannedPolicy['client'] = null;
      let clientLabel = '';
      let clientInvalid = false;

      if (read.client) {
        const part = read.client;
        const idHash = part.idNumber ? cipher.idHash(part.idNumber) : '';
        const fileKeys = [
          ...contactKeysOf(part),
          ...(idHash ? [`id:${idHash}`] : []),
          ...(part.ref ? [`ref:${part.ref.toLowerCase()}`] : []),
          // On a policy line, the holder named again is the same person.
          ...(policySheet && part.name ? [`name:${nameKey(part.name)}`] : []),
        ];
        const earlier = fileKeys.map((fileKey) => inFile.get(fileKey)).find(Boolean);
        // The holder's own problems: the policy's columns are the policy's entry's (issue 56).
        const problems = read.problems.filter((problem) => !read.policyProblems.includes(problem));
        let planned: PlannedClient | null = null;
        if (earlier && policySheet) {
          // The same person with another policy: the policy goes to the earlier line's client.
          clientTarget = earlier.matchedId ? { id: earlier.matchedId } : { newKey: earlier.key };
          clientLabel = `${earlier.part.name} (line ${splitKey(earlier.key).line}${splitKey(earlier.key).sheet === sheet.name ? '' : ` of ${splitKey(earlier.key).sheet}`})`;
          clientInvalid = earlier.status === 'invalid';
        } else if (earlier) {
          planned = { key, status: 'duplicate', part };
          lines.push({
            ...base,
            kind: 'client',
            status: 'duplicate',
            label: part.name,
            duplicateOf: splitKey(earlier.key),
          });
        } else {
          const byRef = part.ref ? book.live(part.ref) : undefined;
          const ownerIds = contactKeysOf(part).map((contact) => book.live(book.byKey.get(contact))?.id);
          const byContact = ownerIds.find(Boolean);
          const byHash = idHash ? book.live(book.byHash.get(idHash)) : undefined;
          // A holder named on a policy line with nothing else to go by: found by the name alone.
          const nameOnly = policySheet && part.name && ownerIds.length === 0 && !idHash && !byRef;
          const nameOwner = nameOnly ? book.byName.get(nameKey(part.name)) : undefined;
          if (nameOwner === null)
            problems.push({
              column: 'Name',
              why: `more than one client in the book is called ${part.name}: give this one's e-mail, cell or ID number`,
            });
          const byName = nameOwner ? book.live(nameOwner) : undefined;
          const matched = byRef ?? (byContact ? book.live(byContact) : undefined) ?? byHash ?? byName;
          if (part.ref && !matched && !part.name)
            problems.push({
              column: 'Client ref',
              why: `no client with the reference "${part.ref}" in this file or the book`,
            });
          if (matched) {
            for (const [index, owner] of ownerIds.entries())
              if (owner && owner !== matched.id) {
                const other = book.live(owner);
                problems.push({
                  column: index < part.emails.length ? 'E-mail' : 'Cell',
                  why: `${[...part.emails, ...part.phones][index]} is ${other?.name || 'another client'}'s in the book`,
                });
              }
            if (idHash && matched.id_number_hash && matched.id_number_hash !== idHash)
              problems.push({
                column: 'ID number',
                why: `the ID number differs from ${matched.name}'s in the book`,
              });
          }
          const status: ImportLineStatus = problems.length > 0 ? 'invalid' : matched ? 'matched' : 'new';
          planned = { key, status, part, ...(matched ? { matchedId: matched.id } : {}) };
          const changes: { field: string; from: string; to: string }[] = [];
          if (matched && status === 'matched') {
            if (part.name && renames(part.name, matched.name))
              changes.push({ field: 'Name', from: matched.name, to: part.name });
            const theirs = book.keysOf.get(matched.id) ?? new Set<string>();
            for (const email of part.emails)
              if (!theirs.has(emailKey(email) ?? ''))
                changes.push({ field: 'E-mail', from: '(none)', to: `${email} (added)` });
            for (const phone of part.phones)
              if (!theirs.has(phoneKey(phone) ?? ''))
                changes.push({ field: 'Cell', from: '(none)', to: `${phone} (added)` });
            if (idHash && !matched.id_number_hash)
              changes.push({ field: 'ID number', from: '(none)', to: part.idNumber });
            if (part.dateOfBirth && part.dateOfBirth !== matched.date_of_birth)
              changes.push({
                field: 'Date of birth',
                from: matched.date_of_birth ?? '(none)',
                to: part.dateOfBirth,
              });
            if (part.address && part.address !== matched.address)
              changes.push({ field: 'Address', from: matched.address || '(none)', to: part.address });
            if (part.stage && part.stage !== matched.stage)
              changes.push({
                field: 'Stage',
                from: clientStageLabels[matched.stage as ClientStage] ?? matched.stage,
                to: clientStageLabels[part.stage],
              });
          }
          lines.push({
            ...base,
            kind: 'client',
            status,
            label: part.name || matched?.name || part.ref,
            ...(matched ? { matched: { id: matched.id, name: matched.name } } : {}),
            ...(matched && matched === byName ? { matchedBy: 'name' as const } : {}),
            ...(status === 'matched' ? { changes } : {}),
            ...(status === 'invalid' ? { problems } : {}),
          });
          for (const fileKey of fileKeys) if (!inFile.has(fileKey)) inFile.set(fileKey, planned);
          clientTarget = matched ? { id: matched.id } : { newKey: key };
          clientLabel = part.name || matched?.name || part.ref;
          clientInvalid = status === 'invalid';
        }
        if (planned) clients.push(planned);
      }

      if (!read.policy && policySheet && !read.personOnly) {
        lines.push({
          ...base,
          kind: 'policy',
          status: 'invalid',
          label: read.policyLabel || 'Policy',
          problems: read.client && read.policyProblems.length > 0 ? read.policyProblems : read.problems,
        });
        continue;
      }
      if (!read.policy) continue;
      const part = read.policy;
      const label = `${part.insurer} ${part.policyNumber}`;
      const problems = read.client ? [...read.policyProblems] : [...read.problems];
      if (!read.client)
        problems.push({
          column: 'Client ref',
          why: 'the sheet has no column saying whose policy it is (Client ref or the client’s name)',
        });
      if (clientInvalid)
        problems.push({ column: '(client)', why: 'the client’s details on this line are invalid' });
      const numberKey = policyKey(part.insurer, part.policyNumber);
      const earlierPolicy = policiesInFile.get(numberKey);
      if (earlierPolicy) {
        policies.push({ key, status: 'duplicate', part, client: clientTarget });
        lines.push({
          ...base,
          kind: 'policy',
          status: 'duplicate',
          label,
          duplicateOf: splitKey(earlierPolicy),
        });
        continue;
      }
      policiesInFile.set(numberKey, key);
      const existing = book.policies.get(numberKey);
      if (
        existing &&
        clientTarget &&
        'id' in clientTarget &&
        book.live(existing.client_id)?.id !== clientTarget.id
      )
        problems.push({
          column: 'Policy number',
          why: `this policy is in the book under ${book.live(existing.client_id)?.name ?? 'another client'}`,
        });
      if (existing && clientTarget && 'newKey' in clientTarget)
        problems.push({
          column: 'Policy number',
          why: `this policy is in the book under ${book.live(existing.client_id)?.name ?? 'another client'}`,
        });
      const status: ImportLineStatus = problems.length > 0 ? 'invalid' : existing ? 'matched' : 'new';
      policies.push({
        key,
        status,
        part,
        client: clientTarget,
        ...(existing ? { matchedId: existing.id } : {}),
      });
      lines.push({
        ...base,
        kind: 'policy',
        status,
        label,
        ...(clientLabel ? { client: clientLabel } : {}),
        ...(existing
          ? { matched: { id: existing.id, name: `${existing.insurer} ${existing.policy_number}` } }
          : {}),
        ...(status === 'matched' && existing ? { changes: policyChanges(existing, part) } : {}),
        ...(status === 'invalid' ? { problems: problems.length ? problems : read.problems } : {}),
      });
    }
  }

  const links = householdLinks(clients);
  sayHouseholds(lines, clients, links, (id) => book.live(id)?.name ?? '');

  const counts: Record<ImportLineStatus, number> = { new: 0, matched: 0, duplicate: 0, invalid: 0 };
  for (const line of lines) counts[line.status] += 1;
  // The file's lines to fix (issue 56): a line of a policy sheet is its holder and its policy, two
  // entries of the preview, one line of the file.
  const linesToFix = new Set(
    lines.filter((line) => line.status === 'invalid').map((line) => lineKey(line.sheet, line.line)),
  ).size;
  const importColumns: ImportColumn[] = sheets.flatMap(({ name: sheet, columns: list }) =>
    list
      .filter((column) => column.header !== '')
      .map((column) => ({ sheet, header: column.header, field: column.field })),
  );
  const changed = (kind: 'client' | 'policy') =>
    lines.filter((line) => line.kind === kind && line.status === 'matched' && (line.changes?.length ?? 0) > 0)
      .length;
  return {
    clients,
    policies,
    preview: {
      counts,
      linesToFix,
      columns: importColumns,
      lines,
      willStore: {
        newClients: clients.filter((client) => client.status === 'new').length,
        changedClients: changed('client'),
        newPolicies: policies.filter((policy) => policy.status === 'new').length,
        changedPolicies: changed('policy'),
        links: links.length,
      },
    },
  };
}

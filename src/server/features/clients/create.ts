import { randomUUID } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import { checkIdentity } from '../../../domain/clients/new-client';
import { type ClientStage, clientStageLabels } from '../../../domain/clients/stages';
import { windhoekDate } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import { clientDisplayName } from '../../../shared/clients';
import type { ClientCreate, LikelyDuplicate } from '../../../shared/new-client';
import type { Database, DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldCipher } from '../../db/field-crypto';
import { idNumberColumns } from '../../db/field-encryption';
import { insertRow } from '../../db/statements';
import { HttpError } from '../../plugins/errors';
import { findMember } from '../team';
import { emailKey, phoneKey } from './contact-keys';
import {
  adviserKeyStatement,
  clientWithIdNumberHash,
  duplicateSummary,
  keyOwners,
  possibleDuplicateByKeyStatement,
  takenKeys,
} from './keys-repository';
import { relationStatement } from './relations';
import { liveClients } from './relations-repository';
import type { Actor } from './service';

/** A client added by hand (issue 43): checked, then stored in one unit with their keys and links. */

const refused = (field: string, message: string) =>
  new HttpError(400, apiErrorCodes.validation, `${field}: ${message}`, { [field]: message });

/** Every e-mail and phone typed, first the main ones, each once (by its key). */
export function typedContacts(input: Pick<ClientCreate, 'email' | 'phone' | 'emails' | 'phones'>) {
  const emails = [input.email, ...input.emails].map((email) => email.trim().toLowerCase()).filter(Boolean);
  const phones = [input.phone, ...input.phones].map((phone) => phone.trim()).filter(Boolean);
  const keys = new Map<string, string>();
  for (const email of emails) {
    const key = emailKey(email);
    if (key && !keys.has(key)) keys.set(key, email);
  }
  for (const phone of phones) {
    const key = phoneKey(phone);
    if (key && !keys.has(key)) keys.set(key, phone);
  }
  return { emails, phones, keys };
}

/**
 * The client these details most likely belong to already: one of the e-mails or phones (the
 * enquiries' own matching, D21), else the same ID number. Merged clients lead to the one they
 * were merged into.
 */
export async function likelyDuplicate(
  db: Kysely<Database>,
  keys: Map<string, string>,
  idNumber: string,
): Promise<LikelyDuplicate | null> {
  let found: { clientId: string; matched: string } | null = null;
  if (keys.size > 0) {
    const owners = await keyOwners(db, [...keys.keys()]);
    const first = [...keys.keys()].map((key) => owners.find((owner) => owner.key === key)).find(Boolean);
    if (first) found = { clientId: first.client_id, matched: keys.get(first.key) ?? '' };
  }
  if (!found && idNumber.trim()) {
    const holder = await clientWithIdNumberHash(db, fieldCipher().idHash(idNumber));
    if (holder) found = { clientId: holder, matched: 'the ID number' };
  }
  if (!found) return null;
  const live = (await liveClients(db, [found.clientId]))(found.clientId);
  if (!live) return null;
  const client = await duplicateSummary(db, live.id);
  return {
    id: client.id,
    name: clientDisplayName(client),
    matched: found.matched,
    contact: client.phone || client.email,
    stageLabel: clientStageLabels[(client.stage ?? 'prospect') as ClientStage] ?? 'Prospect',
  };
}

export async function createClient(
  database: DatabaseHandle,
  input: ClientCreate,
  actor: Actor,
  now: Date,
): Promise<{ id: string } | { duplicate: LikelyDuplicate }> {
  const { db } = database;
  const today = windhoekDate(now);
  const identity = checkIdentity(input.idNumber, input.dateOfBirth, today);
  if (!identity.ok) throw refused(identity.field, identity.message);
  if (input.source === 'referral' && !input.sourceDetail)
    throw refused('sourceDetail', 'Say who referred them');
  if (input.adviserId) {
    const adviser = await findMember(db, input.adviserId);
    if (!adviser || adviser.deactivated_at) throw refused('adviserId', 'Choose someone from the team');
  }
  const others = await liveClients(
    db,
    input.relations.map((relation) => relation.otherClientId),
  );
  for (const relation of input.relations)
    if (!others(relation.otherClientId)) throw refused('relations', 'There is no such client to link');
  const { keys } = typedContacts(input);
  if (!input.confirmedNew) {
    const duplicate = await likelyDuplicate(db, keys, input.idNumber);
    if (duplicate) return { duplicate };
  }
  // The keys typed that another client already holds (kept on the record, not as a key: D31).
  const taken = await takenKeys(db, [...keys.keys()]);
  const stamp = now.toISOString();
  const id = randomUUID();
  const statements: CompiledQuery[] = [
    insertRow(db, 'clients', {
      id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      ...idNumberColumns(input.idNumber),
      possible_duplicate_of: null,
      merged_into: null,
      address: input.address,
      // The one adding them is responsible unless they name someone (an assistant adds for the advisers).
      adviser_id: input.adviserId ?? (actor.admin.role === 'assistant' ? null : actor.admin.adminId),
      stage: input.stage,
      stage_changed_at: stamp,
      source: input.source,
      source_detail: input.sourceDetail,
      date_of_birth: identity.dateOfBirth,
      added_by: actor.admin.adminId,
      last_activity_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    }),
  ];
  const firstTaken = [...keys.keys()].find((key) => taken.has(key));
  if (firstTaken) statements.push(possibleDuplicateByKeyStatement(db, id, firstTaken));
  for (const key of keys.keys())
    if (!taken.has(key)) statements.push(adviserKeyStatement(db, key, id, stamp));
  for (const relation of input.relations)
    statements.push(
      relationStatement(
        db,
        {
          clientId: id,
          otherClientId: others(relation.otherClientId)?.id ?? relation.otherClientId,
          relation: relation.relation,
          adminId: actor.admin.adminId,
        },
        stamp,
      ),
    );
  statements.push(
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'client',
        entityId: id,
        ip: actor.ip,
        details: {
          source: input.source,
          stage: input.stage,
          keys: keys.size,
          relations: input.relations.length,
          confirmedNew: input.confirmedNew,
        },
      },
      stamp,
    ),
  );
  await database.write(statements);
  return { id };
}

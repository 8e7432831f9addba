import { randomUUID } from 'node:crypto';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type ContactDetailAction,
  contactKeyValue,
  idNumberKeyPrefix,
} from '../../../shared/contact-details';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { idNumberColumns } from '../../db/field-encryption';
import { HttpError } from '../../plugins/errors';
import {
  cardOfEnquiry,
  confirmKeyStatement,
  dropWaitingKeyStatement,
  enquiryOfClient,
  fillEmptyContactStatement,
  insertClientStatement,
  keysToNewPersonStatements,
  moveEnquiryStatements,
  openClashOf,
  registrantOfWorkshop,
  resolveClashStatement,
  sourceIdNumber,
  waitingDetail,
  waitingKeysBroughtBy,
} from './contact-details-repository';
import { clientFamily } from './relations-repository';
import { updateClientStatement } from './repository';
import { type Actor, clientDetails, resolveClient } from './service';

/**
 * The adviser's side of D31: the details a later form or the portal added to a client, each with
 * the form and time it came from, and what the adviser does with one: confirm it (then it is
 * theirs: the portal and private e-mails may use it), file the enquiry it came with as a new
 * person (the enquiry, its card and follow-up, and the details it brought become a client of their
 * own), or remove it.
 */

const noSuchDetail = () =>
  new HttpError(
    404,
    apiErrorCodes.notFound,
    'key: This client has no such contact detail waiting to be confirmed',
    {
      key: 'This client has no such contact detail waiting to be confirmed',
    },
  );

/** Confirms, separates or removes one detail waiting on a client's page (D31). */
export async function actOnContactDetail(
  database: DatabaseHandle,
  clientId: string,
  action: ContactDetailAction,
  key: string,
  actor: Actor,
  now: Date,
) {
  const { db } = database;
  const client = await resolveClient(database, clientId);
  const detail = await waitingDetail(db, key, client.id);
  if (!detail) throw noSuchDetail();
  const stamp = now.toISOString();
  const { channel, value } = contactKeyValue(key);
  const audit = (auditAction: string, details: Record<string, unknown>) =>
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: auditAction,
        entityType: 'client',
        entityId: client.id,
        details: { [channel]: value, source: detail.source_kind, ...details },
        ip: actor.ip,
      },
      stamp,
    );

  if (action === 'confirm' && channel === 'idNumber') {
    // D35: the form's ID number is theirs now: the record takes it (the adviser checked it).
    const idNumber = await sourceIdNumber(db, detail.source_kind, detail.source_id);
    if (!idNumber) {
      const message = 'The form this ID number came with is gone: type it with Edit details';
      throw new HttpError(400, apiErrorCodes.validation, `key: ${message}`, { key: message });
    }
    await database.write([
      dropWaitingKeyStatement(db, key),
      updateClientStatement(db, client.id, { ...idNumberColumns(idNumber), updated_at: stamp }),
      audit('confirm-contact', {}),
    ]);
    return clientDetails(database, client.id, actor.admin, now);
  }

  if (action === 'confirm') {
    // Now theirs: an empty e-mail or phone on the record takes it.
    const field = channel === 'email' ? 'email' : 'phone';
    await database.write([
      confirmKeyStatement(db, key),
      fillEmptyContactStatement(db, client.id, field, value, stamp),
      audit('confirm-contact', {}),
    ]);
    return clientDetails(database, client.id, actor.admin, now);
  }

  if (action === 'remove') {
    await database.write([dropWaitingKeyStatement(db, key), audit('remove-contact', {})]);
    return clientDetails(database, client.id, actor.admin, now);
  }

  // 'new-person': the enquiry the detail came with, and every unconfirmed detail it brought.
  const enquiry = detail.source_id ? await enquiryOfClient(db, detail.source_id, client.id) : undefined;
  if (!enquiry) {
    const message = 'This detail came with no enquiry of theirs: confirm it or remove it';
    throw new HttpError(400, apiErrorCodes.validation, `key: ${message}`, { key: message });
  }
  const brought = await waitingKeysBroughtBy(db, client.id, enquiry.enquiry_id);
  const card =
    (await cardOfEnquiry(db, enquiry.enquiry_id)) ??
    (enquiry.kind === 'workshop-registration'
      ? await registrantOfWorkshop(db, enquiry.enquiry_id)
      : undefined);
  const keys = brought.map((row) => row.key).filter((each) => !each.startsWith(idNumberKeyPrefix));
  const idKeys = brought.map((row) => row.key).filter((each) => each.startsWith(idNumberKeyPrefix));
  const emailOf = keys.map(contactKeyValue).find((each) => each.channel === 'email')?.value ?? '';
  // An ID number the enquiry brought is the new person's own too.
  const idNumber = idKeys.length > 0 ? await sourceIdNumber(db, enquiry.kind, enquiry.enquiry_id) : '';
  const newId = randomUUID();
  await database.write([
    insertClientStatement(db, {
      id: newId,
      name: card?.name.trim() ?? '',
      // The details the enquiry brought are the new person's own (they create them).
      email: card?.email.trim() || emailOf,
      phone: card?.phone.trim() ?? '',
      ...idNumberColumns(idNumber),
      possible_duplicate_of: null,
      merged_into: null,
      adviser_id: client.adviser_id ?? null,
      last_activity_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    }),
    ...keysToNewPersonStatements(db, { from: client.id, to: newId, keys, idKeys }),
    ...(await moveEnquiryStatements(db, enquiry, newId)),
    audit('separate-contact', { newClientId: newId, enquiryId: enquiry.enquiry_id }),
  ]);
  return clientDetails(database, newId, actor.admin, now);
}

/**
 * The adviser has dealt with a clash (a number one client gave in their portal that another client
 * has): it leaves both clients' pages. The number stays where it was; the audit log keeps who
 * marked it and when.
 */
export async function resolveContactClash(
  database: DatabaseHandle,
  clientId: string,
  clashId: string,
  actor: Actor,
  now: Date,
) {
  const { db } = database;
  const client = await resolveClient(database, clientId);
  const family = await clientFamily(db, client.id);
  const clash = await openClashOf(db, clashId, family);
  if (!clash) throw new HttpError(404, apiErrorCodes.notFound, 'This client has no such clash to deal with.');
  const stamp = now.toISOString();
  await database.write([
    resolveClashStatement(db, clash.id, stamp),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'resolve-contact-clash',
        entityType: 'client',
        entityId: client.id,
        details: { phone: clash.value, gaveIt: clash.client_id, hasIt: clash.other_client_id },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return clientDetails(database, client.id, actor.admin, now);
}

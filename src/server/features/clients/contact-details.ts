import { randomUUID } from 'node:crypto';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type ContactDetailAction,
  contactKeyValue,
  idNumberKeyPrefix,
} from '../../../shared/contact-details';
import type { Database, DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { idNumberColumns } from '../../db/field-encryption';
import { HttpError } from '../../plugins/errors';
import { sourceIdNumber } from './contact-details-repository';
import { type ClientOwnedTable, websiteEnquiryTables } from './link';
import { clientFamily } from './relations-repository';
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

/** The table of each kind of enquiry's own row: the website's, a subscription, a lead added by hand. */
const enquiryTables: Record<string, ClientOwnedTable> = {
  ...websiteEnquiryTables,
  newsletter: 'newsletter_subscriptions',
  'manual-lead': 'pipeline_leads',
};

/** The statements that move one enquiry (its row, card, follow-ups, timeline entry) to another client. */
async function moveEnquiryStatements(
  db: Kysely<Database>,
  enquiry: { kind: string; enquiry_id: string; client_id: string },
  toClientId: string,
): Promise<CompiledQuery[]> {
  const table = enquiryTables[enquiry.kind];
  const cards = await db
    .selectFrom('pipeline_leads')
    .select('id')
    .where((eb) => eb.or([eb('enquiry_id', '=', enquiry.enquiry_id), eb('id', '=', enquiry.enquiry_id)]))
    .execute();
  const cardIds = cards.map((card) => card.id);
  const registration =
    enquiry.kind === 'workshop-registration'
      ? await db
          .selectFrom('workshop_registrations')
          .select('lead_id')
          .where('id', '=', enquiry.enquiry_id)
          .executeTakeFirst()
      : undefined;
  const move = (name: ClientOwnedTable | 'tasks' | 'client_enquiries', column: string, ids: string[]) =>
    ids.length === 0
      ? []
      : [
          sql`update ${sql.table(name)} set client_id = ${toClientId}
            where ${sql.ref(column)} in (${sql.join(ids)}) and client_id = ${enquiry.client_id}`.compile(db),
        ];
  return [
    ...(table ? move(table, 'id', [enquiry.enquiry_id]) : []),
    ...move('leads', 'id', registration?.lead_id ? [registration.lead_id] : []),
    ...move('pipeline_leads', 'id', cardIds),
    ...move('tasks', 'pipeline_lead_id', cardIds),
    ...move('client_enquiries', 'enquiry_id', [enquiry.enquiry_id]),
  ];
}

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
  const detail = await db
    .selectFrom('client_keys')
    .selectAll()
    .where('key', '=', key)
    .where('client_id', '=', client.id)
    .where('confirmed', '=', 0)
    .executeTakeFirst();
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
      db.deleteFrom('client_keys').where('key', '=', key).where('confirmed', '=', 0).compile(),
      db
        .updateTable('clients')
        .set({ ...idNumberColumns(idNumber), updated_at: stamp })
        .where('id', '=', client.id)
        .compile(),
      audit('confirm-contact', {}),
    ]);
    return clientDetails(database, client.id, actor.admin);
  }

  if (action === 'confirm') {
    // Now theirs: an empty e-mail or phone on the record takes it.
    const field = channel === 'email' ? 'email' : 'phone';
    await database.write([
      db.updateTable('client_keys').set({ confirmed: 1 }).where('key', '=', key).compile(),
      db
        .updateTable('clients')
        .set({ [field]: value, updated_at: stamp })
        .where('id', '=', client.id)
        .where(field, '=', '')
        .compile(),
      audit('confirm-contact', {}),
    ]);
    return clientDetails(database, client.id, actor.admin);
  }

  if (action === 'remove') {
    await database.write([
      db.deleteFrom('client_keys').where('key', '=', key).where('confirmed', '=', 0).compile(),
      audit('remove-contact', {}),
    ]);
    return clientDetails(database, client.id, actor.admin);
  }

  // 'new-person': the enquiry the detail came with, and every unconfirmed detail it brought.
  const enquiry = detail.source_id
    ? await db
        .selectFrom('client_enquiries')
        .select(['kind', 'enquiry_id', 'client_id'])
        .where('enquiry_id', '=', detail.source_id)
        .where('client_id', '=', client.id)
        .executeTakeFirst()
    : undefined;
  if (!enquiry) {
    const message = 'This detail came with no enquiry of theirs: confirm it or remove it';
    throw new HttpError(400, apiErrorCodes.validation, `key: ${message}`, { key: message });
  }
  const brought = await db
    .selectFrom('client_keys')
    .select('key')
    .where('client_id', '=', client.id)
    .where('source_id', '=', enquiry.enquiry_id)
    .where('confirmed', '=', 0)
    .execute();
  const card = await db
    .selectFrom('pipeline_leads')
    .select(['name', 'email', 'phone'])
    .where((eb) => eb.or([eb('enquiry_id', '=', enquiry.enquiry_id), eb('id', '=', enquiry.enquiry_id)]))
    .executeTakeFirst();
  const keys = brought.map((row) => row.key).filter((each) => !each.startsWith(idNumberKeyPrefix));
  const idKeys = brought.map((row) => row.key).filter((each) => each.startsWith(idNumberKeyPrefix));
  const emailOf = keys.map(contactKeyValue).find((each) => each.channel === 'email')?.value ?? '';
  // An ID number the enquiry brought is the new person's own too.
  const idNumber = idKeys.length > 0 ? await sourceIdNumber(db, enquiry.kind, enquiry.enquiry_id) : '';
  const newId = randomUUID();
  await database.write([
    db
      .insertInto('clients')
      .values({
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
      })
      .compile(),
    db
      .updateTable('client_keys')
      .set({ client_id: newId, confirmed: 1 })
      .where('key', 'in', keys)
      .where('client_id', '=', client.id)
      .compile(),
    ...(idKeys.length > 0
      ? [db.deleteFrom('client_keys').where('key', 'in', idKeys).where('client_id', '=', client.id).compile()]
      : []),
    ...(await moveEnquiryStatements(db, enquiry, newId)),
    audit('separate-contact', { newClientId: newId, enquiryId: enquiry.enquiry_id }),
  ]);
  return clientDetails(database, newId, actor.admin);
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
  const clash = await db
    .selectFrom('contact_clashes')
    .select(['id', 'client_id', 'other_client_id', 'value'])
    .where('id', '=', clashId)
    .where('resolved_at', 'is', null)
    .where((eb) => eb.or([eb('client_id', 'in', family), eb('other_client_id', 'in', family)]))
    .executeTakeFirst();
  if (!clash) throw new HttpError(404, apiErrorCodes.notFound, 'This client has no such clash to deal with.');
  const stamp = now.toISOString();
  await database.write([
    db
      .updateTable('contact_clashes')
      .set({ resolved_at: stamp })
      .where('id', '=', clash.id)
      .where('resolved_at', 'is', null)
      .compile(),
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
  return clientDetails(database, client.id, actor.admin);
}

import { type CompiledQuery, type Insertable, type Kysely, sql } from 'kysely';
import { clientDisplayName, enquiryKindLabel } from '../../../shared/clients';
import {
  type ContactClash,
  type ContactDetailToConfirm,
  contactKeyValue,
  contactSourceLabels,
  type DetailToConfirmItem,
  idNumberKeyPrefix,
} from '../../../shared/contact-details';
import type { Database } from '../../db';
import { fieldCipher } from '../../db/field-crypto';
import { mineOrNobodys } from './adviser-filter-repository';
import { type ClientOwnedTable, websiteEnquiryTables } from './link-repository';

/**
 * The details waiting for the adviser (D31), each with the form and time it came from, and the
 * clashes a portal client made by giving another client's detail: read for the client's page and
 * Today.
 */

const sourceLabel = (source: string) => contactSourceLabels[source] ?? enquiryKindLabel(source);

type KeyRow = {
  key: string;
  client_id: string;
  created_at: string;
  source_kind: string | null;
  source_id: string | null;
  summary: string | null;
};

/** The tables of the forms that ask for an ID number (D35), by the enquiry's kind. */
const idNumberSources = {
  'funeral-application': websiteEnquiryTables['funeral-application'],
  'fna-submission': websiteEnquiryTables['fna-submission'],
} as const;

/** The ID number the form gave (decrypted), for an ID number waiting to be confirmed; '' if it is gone. */
export async function sourceIdNumber(
  db: Kysely<Database>,
  kind: string | null,
  id: string | null,
): Promise<string> {
  const table = kind ? idNumberSources[kind as keyof typeof idNumberSources] : undefined;
  if (!table || !id) return '';
  const row = await db.selectFrom(table).select('id_number').where('id', '=', id).executeTakeFirst();
  return row?.id_number ? fieldCipher().decrypt(row.id_number) : '';
}

async function withIdNumbers<Row extends KeyRow>(db: Kysely<Database>, rows: Row[]) {
  return Promise.all(
    rows.map(async (row) =>
      row.key.startsWith(idNumberKeyPrefix)
        ? { row, idNumber: await sourceIdNumber(db, row.source_kind, row.source_id) }
        : { row, idNumber: undefined },
    ),
  );
}

function toDetail(row: KeyRow, idNumber?: string): ContactDetailToConfirm {
  const { channel, value } = contactKeyValue(row.key);
  const source = row.source_kind ?? 'portal';
  return {
    key: row.key,
    channel,
    value,
    ...(channel === 'idNumber' ? { idNumber: idNumber ?? '', sensitive: 'identity' as const } : {}),
    source,
    sourceLabel: sourceLabel(source),
    enquiryId: row.source_id,
    enquirySummary: row.summary ?? '',
    at: row.created_at,
  };
}

function unconfirmedKeys(db: Kysely<Database>) {
  return db
    .selectFrom('client_keys as k')
    .leftJoin('client_enquiries as e', (join) =>
      join.onRef('e.enquiry_id', '=', 'k.source_id').onRef('e.client_id', '=', 'k.client_id'),
    )
    .select(['k.key', 'k.client_id', 'k.created_at', 'k.source_kind', 'k.source_id', 'e.summary'])
    .where('k.confirmed', '=', 0);
}

/** A client's details to confirm, oldest first. */
export async function detailsToConfirm(
  db: Kysely<Database>,
  clientId: string,
): Promise<ContactDetailToConfirm[]> {
  const rows = await unconfirmedKeys(db)
    .where('k.client_id', '=', clientId)
    .orderBy('k.created_at')
    .execute();
  return (await withIdNumbers(db, rows)).map(({ row, idNumber }) => toDetail(row, idNumber));
}

/**
 * Today's list: every detail waiting, newest first (at most `limit`), with its client's name.
 * `mine`: only those of the person's clients and of nobody's, as Today's other lists (issue 34).
 */
export async function detailsToConfirmToday(
  db: Kysely<Database>,
  limit: number,
  mine: string | null = null,
): Promise<{ items: DetailToConfirmItem[]; total: number }> {
  const [rows, count] = await Promise.all([
    unconfirmedKeys(db)
      .innerJoin('clients as c', 'c.id', 'k.client_id')
      .select(['c.name', 'c.email', 'c.phone'])
      .where(mineOrNobodys('c.adviser_id', mine))
      .orderBy('k.created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('client_keys as k')
      .innerJoin('clients as c', 'c.id', 'k.client_id')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('k.confirmed', '=', 0)
      .where(mineOrNobodys('c.adviser_id', mine))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: (await withIdNumbers(db, rows)).map(({ row, idNumber }) => ({
      ...toDetail(row, idNumber),
      clientId: row.client_id,
      clientName: clientDisplayName(row),
    })),
    total: Number(count.total),
  };
}

/** The open clashes of a client, both ways. */
export async function contactClashesOf(
  db: Kysely<Database>,
  clientIds: readonly string[],
): Promise<ContactClash[]> {
  const rows = await db
    .selectFrom('contact_clashes as x')
    .innerJoin('clients as gave', 'gave.id', 'x.client_id')
    .innerJoin('clients as has', 'has.id', 'x.other_client_id')
    .select([
      'x.id',
      'x.client_id',
      'x.other_client_id',
      'x.value',
      'x.source',
      'x.created_at',
      'gave.name as gave_name',
      'gave.email as gave_email',
      'gave.phone as gave_phone',
      'has.name as has_name',
      'has.email as has_email',
      'has.phone as has_phone',
    ])
    .where((eb) => eb.or([eb('x.client_id', 'in', clientIds), eb('x.other_client_id', 'in', clientIds)]))
    .where('x.resolved_at', 'is', null)
    .orderBy('x.created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => {
    const gave = clientIds.includes(row.client_id);
    return {
      id: row.id,
      direction: gave ? 'gave' : 'given',
      otherClientId: gave ? row.other_client_id : row.client_id,
      otherClientName: gave
        ? clientDisplayName({ name: row.has_name, email: row.has_email, phone: row.has_phone })
        : clientDisplayName({ name: row.gave_name, email: row.gave_email, phone: row.gave_phone }),
      value: row.value,
      source: row.source,
      at: row.created_at,
    };
  });
}

/** The table of each kind of enquiry's own row: the website's, a subscription, a lead added by hand. */
const enquiryTables: Record<string, ClientOwnedTable> = {
  ...websiteEnquiryTables,
  newsletter: 'newsletter_subscriptions',
  'manual-lead': 'pipeline_leads',
};

/** The statements that move one enquiry (its row, card, follow-ups, timeline entry) to another client. */
export async function moveEnquiryStatements(
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

/** A detail waiting on the client's page (not confirmed). */
export function waitingDetail(db: Kysely<Database>, key: string, clientId: string) {
  return db
    .selectFrom('client_keys')
    .selectAll()
    .where('key', '=', key)
    .where('client_id', '=', clientId)
    .where('confirmed', '=', 0)
    .executeTakeFirst();
}

/** Removes a detail still waiting (a confirmed one stays). */
export function dropWaitingKeyStatement(db: Kysely<Database>, key: string): CompiledQuery {
  return db.deleteFrom('client_keys').where('key', '=', key).where('confirmed', '=', 0).compile();
}

export function confirmKeyStatement(db: Kysely<Database>, key: string): CompiledQuery {
  return db.updateTable('client_keys').set({ confirmed: 1 }).where('key', '=', key).compile();
}

/** The record's e-mail or phone takes the value where it is empty. */
export function fillEmptyContactStatement(
  db: Kysely<Database>,
  clientId: string,
  field: 'email' | 'phone',
  value: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('clients')
    .set({ [field]: value, updated_at: now })
    .where('id', '=', clientId)
    .where(field, '=', '')
    .compile();
}

/** An enquiry filed under the client, by its id. */
export function enquiryOfClient(db: Kysely<Database>, enquiryId: string, clientId: string) {
  return db
    .selectFrom('client_enquiries')
    .select(['kind', 'enquiry_id', 'client_id'])
    .where('enquiry_id', '=', enquiryId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** The details an enquiry brought to the client that still wait. */
export function waitingKeysBroughtBy(db: Kysely<Database>, clientId: string, enquiryId: string) {
  return db
    .selectFrom('client_keys')
    .select('key')
    .where('client_id', '=', clientId)
    .where('source_id', '=', enquiryId)
    .where('confirmed', '=', 0)
    .execute();
}

/** The card an enquiry made (or the card that is the enquiry: a lead added by hand). */
export function cardOfEnquiry(db: Kysely<Database>, enquiryId: string) {
  return db
    .selectFrom('pipeline_leads')
    .select(['name', 'email', 'phone'])
    .where((eb) => eb.or([eb('enquiry_id', '=', enquiryId), eb('id', '=', enquiryId)]))
    .executeTakeFirst();
}

/**
 * A workshop registration's person (a seat makes no card, issue 59): the name and number the
 * registration came with, for filing it as a new person.
 */
export function registrantOfWorkshop(db: Kysely<Database>, registrationId: string) {
  return db
    .selectFrom('workshop_registrations as r')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .select([sql<string>`l.first_name || ' ' || l.last_name`.as('name'), 'l.email', 'l.phone'])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
}

export function insertClientStatement(
  db: Kysely<Database>,
  row: Insertable<Database['clients']>,
): CompiledQuery {
  return db.insertInto('clients').values(row).compile();
}

/** A new person's details move to them, confirmed (they made them); the ID numbers waiting are dropped. */
export function keysToNewPersonStatements(
  db: Kysely<Database>,
  move: { from: string; to: string; keys: readonly string[]; idKeys: readonly string[] },
): CompiledQuery[] {
  return [
    db
      .updateTable('client_keys')
      .set({ client_id: move.to, confirmed: 1 })
      .where('key', 'in', move.keys)
      .where('client_id', '=', move.from)
      .compile(),
    ...(move.idKeys.length > 0
      ? [
          db
            .deleteFrom('client_keys')
            .where('key', 'in', move.idKeys)
            .where('client_id', '=', move.from)
            .compile(),
        ]
      : []),
  ];
}

/** A clash not dealt with yet that concerns the family (either side). */
export function openClashOf(db: Kysely<Database>, clashId: string, family: readonly string[]) {
  return db
    .selectFrom('contact_clashes')
    .select(['id', 'client_id', 'other_client_id', 'value'])
    .where('id', '=', clashId)
    .where('resolved_at', 'is', null)
    .where((eb) => eb.or([eb('client_id', 'in', family), eb('other_client_id', 'in', family)]))
    .executeTakeFirst();
}

export function resolveClashStatement(db: Kysely<Database>, clashId: string, now: string): CompiledQuery {
  return db
    .updateTable('contact_clashes')
    .set({ resolved_at: now })
    .where('id', '=', clashId)
    .where('resolved_at', 'is', null)
    .compile();
}

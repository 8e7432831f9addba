import { randomUUID } from 'node:crypto';
import { type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import { bornOnOrBeforeForAdult } from '../../../domain/clients/dependants';
import type { ClientStageFilter } from '../../../domain/clients/stages';
import type { ClientFilter, ClientListQuery } from '../../../shared/clients';
import { clientPageSize } from '../../../shared/clients';
import { closedPipelineStages } from '../../../shared/pipeline';
import type { Database } from '../../db';
import { fieldCipher } from '../../db/field-crypto';
import { containsPattern, insertRow } from '../../db/statements';
import { toE164 } from './contact-keys';
import type { ClientOwnedTable } from './link-repository';

/** The client book's SQL (issue 18). */

export type ClientRow = Database['clients'];

/** Every table with rows that belong to a client and move with a merge. */
export const movableTables: readonly (
  | ClientOwnedTable
  | 'client_enquiries'
  | 'client_notes'
  | 'client_contacts'
  | 'tasks'
  | 'policies'
  | 'client_reviews'
  | 'client_documents'
)[] = [
  'consultation_requests',
  'leads',
  'quote_requests',
  'workshop_registrations',
  'funeral_applications',
  'fna_submissions',
  'needs_analyses',
  'newsletter_subscriptions',
  'pipeline_leads',
  'client_enquiries',
  'client_notes',
  'client_contacts',
  'tasks',
  'policies',
  'client_reviews',
  'client_documents',
];

const closedStages = sql.join([...closedPipelineStages]);

/** The list's columns: the client with whether they wait for contact, their open card and next task. */
const summaryColumns = sql`c.id, c.name, c.email, c.phone, c.address, c.id_number, c.possible_duplicate_of,
  c.last_activity_at, c.created_at, c.adviser_id, c.stage, c.source, c.source_detail, c.date_of_birth,
  (select case when a.name = '' then a.email else a.name end from admin_users a where a.id = c.adviser_id)
    as adviser_name,
  (select case when a.name = '' then a.email else a.name end from admin_users a where a.id = c.added_by)
    as added_by_name,
  case when exists (select 1 from client_enquiries e where e.client_id = c.id
    and e.expects_contact = 1 and e.first_contacted_at is null) then 1 else 0 end as awaiting_contact,
  (select p.status from pipeline_leads p where p.client_id = c.id and p.status not in (${closedStages})
    order by p.created_at desc limit 1) as open_card_stage,
  (select min(t.due_at) from tasks t where t.client_id = c.id and t.done_at is null) as next_task_due_at`;

export interface ClientSummaryRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  id_number: string;
  possible_duplicate_of: string | null;
  last_activity_at: string;
  created_at: string;
  adviser_id: string | null;
  adviser_name: string | null;
  stage: string;
  source: string;
  source_detail: string;
  date_of_birth: string | null;
  added_by_name: string | null;
  awaiting_contact: number | string;
  open_card_stage: string | null;
  next_task_due_at: string | null;
}

/**
 * A status kept as complete for a dependant, who is not asked the FIA's adult questions (D37), is
 * complete no more once they turn 18 with those unanswered: the day moves it, not a change to
 * their identification, so the list reads it so (their page works it out afresh).
 */
const completeNoMore = (today: string) => sql`(i.status = 'complete'
  and (i.occupation = '' or i.source_of_funds = '' or i.politically_exposed is null)
  and not (c.date_of_birth is not null and c.date_of_birth > ${bornOnOrBeforeForAdult(today)}))`;

/** The list's filters; the identification's (issue 32) read the status worked out at its last change. */
const filters = (today: string): Record<ClientFilter, RawBuilder<unknown>> => ({
  all: sql`1 = 1`,
  'open-card': sql`exists (select 1 from pipeline_leads p where p.client_id = c.id and p.status not in (${closedStages}))`,
  'possible-duplicate': sql`c.possible_duplicate_of is not null`,
  'not-contacted': sql`exists (select 1 from client_enquiries e where e.client_id = c.id
    and e.expects_contact = 1 and e.first_contacted_at is null)`,
  'id-not-started': sql`not exists (select 1 from client_identification i where i.client_id = c.id
    and i.status <> 'not-started')`,
  'id-waiting': sql`exists (select 1 from client_identification i where i.client_id = c.id
    and (i.status = 'waiting' or ${completeNoMore(today)}))`,
  'id-complete': sql`exists (select 1 from client_identification i where i.client_id = c.id and i.status = 'complete'
    and not ${completeNoMore(today)} and (i.documents_expire_on is null or i.documents_expire_on >= ${today}))`,
  'id-expired': sql`exists (select 1 from client_identification i where i.client_id = c.id and i.status = 'complete'
    and not ${completeNoMore(today)} and i.documents_expire_on < ${today})`,
});

/**
 * D32: the list shows clients and prospects unless asked for former clients or everyone. D37: a
 * person under 18 is a dependant, none of these of their own, and listed as such (their date of
 * birth after the day an adult's falls on, a `YYYY-MM-DD` text on both databases).
 */
function stageCondition(stage: ClientStageFilter, today: string): RawBuilder<unknown> {
  const dependant = sql`(c.date_of_birth is not null and c.date_of_birth > ${bornOnOrBeforeForAdult(today)})`;
  if (stage === 'any') return sql`1 = 1`;
  if (stage === 'dependant') return dependant;
  if (stage === 'current') return sql`c.stage <> 'former-client' and not ${dependant}`;
  return sql`c.stage = ${stage} and not ${dependant}`;
}

/**
 * Name, e-mail or ID number containing the text; a phone in any format matched on its E.164 key.
 * The keys are searched once as a set (`c.id in (...)`), not once per client.
 */
function searchCondition(search: string, matchIdNumber: boolean): RawBuilder<unknown> {
  if (!search) return sql`1 = 1`;
  const pattern = containsPattern(search);
  const keyPatterns = [`email:${pattern}`];
  const e164 = /\d{5,}/.test(search.replace(/\D/g, '')) ? toE164(search) : null;
  // Part of a number ("4567") still finds the client whose number contains it.
  const digits = search.replace(/[\s()+-]/g, '');
  if (/^\d{3,}$/.test(digits)) keyPatterns.push(`phone:%${digits}%`);
  const keyMatches = [
    ...keyPatterns.map((keyPattern) => sql`key like ${keyPattern} escape '\\'`),
    ...(e164 ? [sql`key = ${`phone:${e164}`}`] : []),
  ];
  return sql`(lower(c.name) like ${pattern} escape '\\'
    or lower(c.email) like ${pattern} escape '\\'
    ${matchIdNumber ? sql`or c.id_number_hash = ${fieldCipher().idHash(search)}` : sql``}
    or c.id in (select client_id from client_keys where ${sql.join(keyMatches, sql` or `)}))`;
}

/** Who is asking: "mine" means theirs, and a role that may not see ID numbers does not find by them. */
export interface ListViewer {
  adminId: string;
  matchIdNumber: boolean;
}

function listCondition(query: ClientListQuery, today: string, viewer: ListViewer) {
  const mine = query.adviser === 'mine' ? sql`c.adviser_id = ${viewer.adminId}` : sql`1 = 1`;
  return sql`c.merged_into is null and ${searchCondition(query.q, viewer.matchIdNumber)}
    and ${filters(today)[query.filter]} and ${mine} and ${stageCondition(query.stage, today)}`;
}

/** How many the list finds with these filters (issue 59: a search's count under "Everyone"). */
export async function countClients(
  db: Kysely<Database>,
  query: ClientListQuery,
  today: string,
  viewer: ListViewer,
): Promise<number> {
  const total = await sql<{ n: number | string }>`select count(*) as n from clients c
    where ${listCondition(query, today, viewer)}`.execute(db);
  return Number(total.rows[0]?.n ?? 0);
}

export async function listClients(
  db: Kysely<Database>,
  query: ClientListQuery,
  today: string,
  viewer: ListViewer,
) {
  const where = listCondition(query, today, viewer);
  const order =
    query.sort === 'name'
      ? sql`case when c.name = '' then 1 else 0 end, lower(c.name), c.id`
      : sql`c.last_activity_at desc, c.id desc`;
  const [total, rows] = await Promise.all([
    sql<{ n: number | string }>`select count(*) as n from clients c where ${where}`.execute(db),
    sql<ClientSummaryRow>`select ${summaryColumns} from clients c where ${where}
      order by ${order} limit ${clientPageSize} offset ${(query.page - 1) * clientPageSize}`.execute(db),
  ]);
  return { total: Number(total.rows[0]?.n ?? 0), rows: rows.rows };
}

export async function findClientSummary(db: Kysely<Database>, id: string) {
  const rows =
    await sql<ClientSummaryRow>`select ${summaryColumns} from clients c where c.id = ${id}`.execute(db);
  return rows.rows[0];
}

export function findClient(db: Kysely<Database>, id: string) {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export function latestMerge(db: Kysely<Database>, targetId: string) {
  return db
    .selectFrom('client_merges')
    .selectAll()
    .where('target_id', '=', targetId)
    .where('undone_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findMerge(db: Kysely<Database>, id: string) {
  return db.selectFrom('client_merges').selectAll().where('id', '=', id).executeTakeFirst();
}

export function keysOf(db: Kysely<Database>, clientId: string) {
  return db.selectFrom('client_keys').select('key').where('client_id', '=', clientId).execute();
}

export function keyOwner(db: Kysely<Database>, key: string) {
  return db.selectFrom('client_keys').select('client_id').where('key', '=', key).executeTakeFirst();
}

/** The ids of a client's rows in every movable table, for a merge and its undo. */
export async function rowsOwnedBy(db: Kysely<Database>, clientId: string) {
  const owned: Record<string, string[]> = {};
  for (const table of movableTables) {
    const rows = await sql<{
      id: string;
    }>`select id from ${sql.table(table)} where client_id = ${clientId}`.execute(db);
    owned[table] = rows.rows.map((row) => row.id);
  }
  return owned;
}

export function moveRowsStatement(
  db: Kysely<Database>,
  table: string,
  ids: string[],
  clientId: string,
): CompiledQuery {
  return sql`update ${sql.table(table)} set client_id = ${clientId} where id in (${sql.join(ids)})`.compile(
    db,
  );
}

export function moveKeysStatement(db: Kysely<Database>, keys: string[], clientId: string): CompiledQuery {
  return sql`update client_keys set client_id = ${clientId} where key in (${sql.join(keys)})`.compile(db);
}

export function updateClientStatement(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Omit<ClientRow, 'id'>>,
): CompiledQuery {
  return db.updateTable('clients').set(changes).where('id', '=', id).returning('id').compile();
}

export function insertKeyStatement(
  db: Kysely<Database>,
  key: string,
  clientId: string,
  now: string,
): CompiledQuery {
  return sql`insert into client_keys (key, client_id, created_at) values (${key}, ${clientId}, ${now})
    on conflict (key) do nothing`.compile(db);
}

export function insertMergeStatement(db: Kysely<Database>, row: Database['client_merges']): CompiledQuery {
  return insertRow(db, 'client_merges', row);
}

export function insertNoteStatement(
  db: Kysely<Database>,
  note: { clientId: string; adminId: string; body: string; id?: string },
  now: string,
): CompiledQuery {
  return insertRow(db, 'client_notes', {
    id: note.id ?? randomUUID(),
    client_id: note.clientId,
    admin_id: note.adminId,
    body: note.body,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
}

export function findNote(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('client_notes')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Moves every row a client owns, and their keys, to another client (by client id, so a row stored meanwhile moves too). */
export function moveEverythingStatements(
  db: Kysely<Database>,
  sourceId: string,
  targetId: string,
): CompiledQuery[] {
  return [
    ...movableTables.map((table) =>
      db
        .updateTable(table as 'tasks')
        .set({ client_id: targetId })
        .where('client_id', '=', sourceId)
        .compile(),
    ),
    db.updateTable('client_keys').set({ client_id: targetId }).where('client_id', '=', sourceId).compile(),
  ];
}

export function mergeUndoneStatement(db: Kysely<Database>, mergeId: string, now: string): CompiledQuery {
  return db.updateTable('client_merges').set({ undone_at: now }).where('id', '=', mergeId).compile();
}

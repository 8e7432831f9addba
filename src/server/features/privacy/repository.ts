import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { adviceStages } from '../../../domain/retention/retention';
import { dailyDigestJob } from '../../../shared/clients';
import { erasedName } from '../../../shared/privacy';
import type { Database } from '../../db';
import { clientFamily } from '../clients';

/**
 * Everything the site holds on one client (issue 21), found and removed the same way by the
 * retention job and by an erasure request: the client, the clients merged into them, every record
 * linked to them, the e-mails about those records, their bookings, the audit log's details about
 * them. Newsletter subscriptions stay (the privacy page: kept until you unsubscribe), unlinked.
 */

/** Record tables linked to a client by `client_id`, in an order that deletes children first. */
export const recordTables = [
  'workshop_registrations',
  'pipeline_leads',
  'consultation_requests',
  'leads',
  'quote_requests',
  'funeral_applications',
  'fna_submissions',
  'needs_analyses',
  'policies',
  'client_reviews',
  'client_documents',
] as const;
export type RecordTable = (typeof recordTables)[number];

/**
 * Tables whose rows are advice records (with the pipeline's cards from a quotation on); a policy
 * placed is one (issue 31), and so is a document in the client's file (issue 32: the Financial
 * Intelligence Act has the proof of identity kept as long as the records of the business done).
 */
export const adviceTables = [
  'fna_submissions',
  'needs_analyses',
  'funeral_applications',
  'policies',
  'client_documents',
] as const;

export interface ClientData {
  /** The client and every client merged into them (their rows moved to the client on merge). */
  clientIds: string[];
  /** Their names (the adviser's daily digests name them). */
  names: string[];
  records: Record<RecordTable, string[]>;
  bookingIds: string[];
  newsletterIds: string[];
}

export async function findClientData(db: Kysely<Database>, clientId: string): Promise<ClientData> {
  const clientIds = await clientFamily(db, clientId);
  const records = {} as Record<RecordTable, string[]>;
  for (const table of recordTables) {
    const rows = await db.selectFrom(table).select('id').where('client_id', 'in', clientIds).execute();
    records[table] = rows.map((row) => row.id);
  }
  const bookingIds =
    records.consultation_requests.length === 0
      ? []
      : (
          await db
            .selectFrom('bookings')
            .select('id')
            .where('consultation_request_id', 'in', records.consultation_requests)
            .execute()
        ).map((row) => row.id);
  const newsletterIds = (
    await db.selectFrom('newsletter_subscriptions').select('id').where('client_id', 'in', clientIds).execute()
  ).map((row) => row.id);
  const names = (await db.selectFrom('clients').select('name').where('id', 'in', clientIds).execute())
    .map((row) => row.name)
    .filter((name) => name !== '' && name !== erasedName);
  return { clientIds, names: [...new Set(names)], records, bookingIds, newsletterIds };
}

/** How many rows of each kind (for the audit line and the confirmation step); no personal data. */
export function recordCounts(data: ClientData): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of recordTables)
    if (data.records[table].length > 0) counts[table] = data.records[table].length;
  if (data.bookingIds.length > 0) counts.bookings = data.bookingIds.length;
  return counts;
}

function allRecordIds(data: ClientData): string[] {
  return [...recordTables.flatMap((table) => data.records[table]), ...data.bookingIds];
}

/**
 * The statements that remove a client's data, children first. Records in `keepIds` stay (an
 * erasure keeps the advice records the law requires), still linked to the client, whose row then
 * stays too, emptied of contact details.
 */
export function removeClientStatements(
  db: Kysely<Database>,
  data: ClientData,
  options: { keepIds?: ReadonlySet<string>; stamp: string },
): CompiledQuery[] {
  const keep = options.keepIds ?? new Set<string>();
  const removing = (table: RecordTable) => data.records[table].filter((id) => !keep.has(id));
  const keptIds = recordTables.flatMap((table) => data.records[table]).filter((id) => keep.has(id));
  const statements: CompiledQuery[] = [];
  const inList = <T>(ids: string[], build: (ids: string[]) => T): T[] => (ids.length > 0 ? [build(ids)] : []);
  const { clientIds } = data;

  statements.push(
    // The client's own e-mails (an invitation to a yearly review) are filed under the client's id.
    ...inList([...recordTables.flatMap(removing), ...data.bookingIds, ...clientIds], (ids) =>
      db.deleteFrom('outbox_messages').where('enquiry_id', 'in', ids).compile(),
    ),
    // The adviser's daily digests list clients by name: those that named them go.
    ...data.names.map((name) => digestsNaming(db, name)),
    // The audit log keeps who did what and when; what it said about the person goes.
    ...inList([...allRecordIds(data), ...clientIds], (ids) =>
      db
        .updateTable('audit_log')
        .set({ details: JSON.stringify({ erased: options.stamp }) })
        .where('entity_id', 'in', ids)
        .compile(),
    ),
    // Consultation requests are never kept, so neither are their bookings.
    ...inList(data.bookingIds, (ids) => db.deleteFrom('bookings').where('id', 'in', ids).compile()),
    ...inList(removing('funeral_applications'), (ids) =>
      db.deleteFrom('funeral_application_members').where('application_id', 'in', ids).compile(),
    ),
    ...inList(removing('policies'), (ids) =>
      db.deleteFrom('policy_commissions').where('policy_id', 'in', ids).compile(),
    ),
    ...inList(removing('policies'), (ids) =>
      db.deleteFrom('policy_parties').where('policy_id', 'in', ids).compile(),
    ),
    ...inList(removing('policies'), (ids) =>
      db.deleteFrom('policy_status_changes').where('policy_id', 'in', ids).compile(),
    ),
    // Requests for documents (issue 32) and their e-mails, which carry the link.
    db
      .deleteFrom('outbox_messages')
      .where('enquiry_id', 'in', (eb) =>
        eb.selectFrom('document_requests').select('id').where('client_id', 'in', clientIds),
      )
      .compile(),
    db.deleteFrom('document_requests').where('client_id', 'in', clientIds).compile(),
    // "Ask to confirm" (issue 32): the e-mails with their links go; a confirmation stays as long
    // as the record of advice it confirms is kept, and an unanswered one goes.
    db
      .deleteFrom('outbox_messages')
      .where('enquiry_id', 'in', (eb) =>
        eb.selectFrom('advice_confirmations').select('id').where('client_id', 'in', clientIds),
      )
      .compile(),
    db
      .deleteFrom('advice_confirmations')
      .where('client_id', 'in', clientIds)
      .where('status', '<>', 'confirmed')
      .compile(),
    ...inList(removing('client_documents'), (ids) =>
      db.deleteFrom('advice_confirmations').where('document_id', 'in', ids).compile(),
    ),
    // The files' bytes (kept apart from what is known of them, issue 45).
    ...inList(removing('client_documents'), (ids) =>
      db.deleteFrom('client_document_contents').where('document_id', 'in', ids).compile(),
    ),
    // Their portal (issue 32): signed out, and no code left for them.
    db.deleteFrom('portal_sessions').where('client_id', 'in', clientIds).compile(),
    db.deleteFrom('portal_codes').where('client_id', 'in', clientIds).compile(),
    // Named on another client's policy (a beneficiary, a life covered): no longer linked to them;
    // the name stays in that client's advice record.
    db.updateTable('policy_parties').set({ client_id: null }).where('client_id', 'in', clientIds).compile(),
  );
  for (const table of recordTables)
    statements.push(
      ...inList(removing(table), (ids) => db.deleteFrom(table).where('id', 'in', ids).compile()),
    );
  statements.push(
    ...inList(data.newsletterIds, (ids) =>
      db.updateTable('newsletter_subscriptions').set({ client_id: null }).where('id', 'in', ids).compile(),
    ),
  );

  const keptAny = keptIds.length > 0;
  statements.push(
    // The timeline's entries go with their records (the newsletter's too: it is no longer linked).
    keptIds.length > 0
      ? db
          .deleteFrom('client_enquiries')
          .where('client_id', 'in', clientIds)
          .where('enquiry_id', 'not in', keptIds)
          .compile()
      : db.deleteFrom('client_enquiries').where('client_id', 'in', clientIds).compile(),
    db.deleteFrom('client_notes').where('client_id', 'in', clientIds).compile(),
    db.deleteFrom('client_contacts').where('client_id', 'in', clientIds).compile(),
    db.deleteFrom('tasks').where('client_id', 'in', clientIds).compile(),
    db.deleteFrom('client_keys').where('client_id', 'in', clientIds).compile(),
    // A number they gave that another client has, or another gave of theirs (issue 42), either side.
    db
      .deleteFrom('contact_clashes')
      .where((eb) => eb.or([eb('client_id', 'in', clientIds), eb('other_client_id', 'in', clientIds)]))
      .compile(),
    // Their links to the rest of a household, either side (issue 31).
    db
      .deleteFrom('client_relations')
      .where((eb) => eb.or([eb('client_id', 'in', clientIds), eb('other_client_id', 'in', clientIds)]))
      .compile(),
    db
      .updateTable('clients')
      .set({ possible_duplicate_of: null })
      .where('possible_duplicate_of', 'in', clientIds)
      .compile(),
    db
      .deleteFrom('client_merges')
      .where((eb) => eb.or([eb('target_id', 'in', clientIds), eb('source_id', 'in', clientIds)]))
      .compile(),
  );
  if (keptAny) {
    // The kept records stay under the client; the book's entry is anonymised.
    const [main, ...merged] = clientIds;
    statements.push(
      db
        .updateTable('clients')
        .set({
          name: erasedName,
          email: '',
          phone: '',
          address: '',
          id_number: '',
          // Its keyed hash too: the client book finds a client by it (issue 56: an erased
          // person's ID number found the anonymised entry).
          id_number_hash: '',
          possible_duplicate_of: null,
          updated_at: options.stamp,
        })
        .where('id', '=', main as string)
        .compile(),
      ...inList(merged, (ids) => db.deleteFrom('clients').where('id', 'in', ids).compile()),
    );
  } else {
    statements.push(
      // Their identification (issue 32) goes with them; while records are kept it is one of them.
      db.deleteFrom('client_identification').where('client_id', 'in', clientIds).compile(),
      db.deleteFrom('clients').where('id', 'in', clientIds).compile(),
    );
  }
  statements.push(compactionDue(db, options.stamp));
  return statements;
}

/**
 * The tables the statements above delete from or rewrite a row of. PostgreSQL keeps the old
 * versions of those rows in its files until `npm run db:compact` rewrites them (issue 30).
 */
export const tablesHoldingRemovedRows = [
  'outbox_messages',
  'audit_log',
  'bookings',
  'funeral_application_members',
  'policy_commissions',
  'policy_parties',
  'policy_status_changes',
  ...recordTables,
  'client_enquiries',
  'client_notes',
  'client_contacts',
  'tasks',
  'client_keys',
  'contact_clashes',
  'client_relations',
  'client_identification',
  'document_requests',
  'advice_confirmations',
  'portal_sessions',
  'portal_codes',
  'client_merges',
  'clients',
].sort();

/** Notes those tables as due for compaction, with the time of the latest removal (sorted: concurrent units lock the rows in one order). */
function compactionDue(db: Kysely<Database>, stamp: string): CompiledQuery {
  return db
    .insertInto('compaction_due')
    .values(tablesHoldingRemovedRows.map((table) => ({ table_name: table, last_removed_at: stamp })))
    .onConflict((conflict) =>
      conflict
        .column('table_name')
        .doUpdateSet({ last_removed_at: (eb) => eb.ref('excluded.last_removed_at') }),
    )
    .compile();
}

/** The daily digests that list a client of this name (their content is JSON with `"clientName":"…"`). */
function digestsNaming(db: Kysely<Database>, name: string): CompiledQuery {
  const fragment = `"clientName":${JSON.stringify(name)}`.replace(/[\\%_]/g, (character) => `\\${character}`);
  return db
    .deleteFrom('outbox_messages')
    .where('enquiry_type', '=', dailyDigestJob)
    .where(sql<boolean>`content like ${`%${fragment}%`} escape '\\'`)
    .compile();
}

/** The client an erasure is for, with what its plan needs. */
export function clientToErase(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'last_activity_at', 'merged_into'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/** Of these pipeline cards, the ids of those at one of `stages`. */
export async function cardsAtStages(
  db: Kysely<Database>,
  cardIds: readonly string[],
  stages: readonly string[],
): Promise<string[]> {
  if (cardIds.length === 0) return [];
  const rows = await db
    .selectFrom('pipeline_leads')
    .select('id')
    .where('id', 'in', cardIds)
    .where('status', 'in', [...stages])
    .execute();
  return rows.map((card) => card.id);
}

/** The contact keys and identifying columns of clients about to be erased (for the erasure ledger). */
export function erasedClientIdentifiers(db: Kysely<Database>, clientIds: string[]) {
  return Promise.all([
    db.selectFrom('client_keys').select('key').where('client_id', 'in', clientIds).execute(),
    db
      .selectFrom('clients')
      .select(['email', 'phone', 'id_number_hash'])
      .where('id', 'in', clientIds)
      .execute(),
  ]);
}

/**
 * The clients (not merged away) with no activity since `before`, oldest first, each with whether
 * advice was given them (an analysis, an application, a policy or a card at an advice stage):
 * what retention decides by.
 */
export function clientsInactiveSince(db: Kysely<Database>, before: string) {
  const stages = sql.join(adviceStages.map((stage) => sql`${stage}`));
  const advice = sql<number>`case when exists (select 1 from fna_submissions r where r.client_id = c.id)
      or exists (select 1 from needs_analyses r where r.client_id = c.id)
      or exists (select 1 from funeral_applications r where r.client_id = c.id)
      or exists (select 1 from policies r where r.client_id = c.id)
      or exists (select 1 from pipeline_leads r where r.client_id = c.id and r.status in (${stages}))
    then 1 else 0 end`;
  return db
    .selectFrom('clients as c')
    .select(['c.id', 'c.name', 'c.last_activity_at', advice.as('advice')])
    .where('c.merged_into', 'is', null)
    .where('c.last_activity_at', '<', before)
    .orderBy('c.last_activity_at')
    .orderBy('c.id')
    .execute();
}

/** The clients the audit log says were erased (or erased again after a restore). */
export async function erasedClientIds(db: Kysely<Database>): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('entity_id')
    .where('action', 'in', ['client-erased', 'client-erasure-reapplied'])
    .where('entity_type', '=', 'client')
    .execute();
  return rows.map((row) => row.entity_id);
}

export function allClientKeys(db: Kysely<Database>) {
  return db.selectFrom('client_keys').select(['key', 'client_id']).execute();
}

/** Every client not merged away, with the e-mail and phone of their record. */
export function liveClientContacts(db: Kysely<Database>) {
  return db.selectFrom('clients').select(['id', 'email', 'phone']).where('merged_into', 'is', null).execute();
}

/** The clients whose ID number has one of these keyed hashes. */
export async function clientsWithIdNumberHashes(
  db: Kysely<Database>,
  hashes: readonly string[],
): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await db.selectFrom('clients').select('id').where('id_number_hash', 'in', hashes).execute();
  return rows.map((row) => row.id);
}

/** A table's rows whose `column` is one of `ids`, every column (a data request's export). */
export async function rowsWhereIn(
  db: Kysely<Database>,
  table: keyof Database,
  column: string,
  ids: readonly string[],
): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  return (await db
    .selectFrom(table)
    .selectAll()
    .where(column as never, 'in', ids as never)
    .execute()) as Record<string, unknown>[];
}

/** The documents' rows (what is known of each; the files are read one by one). */
export function clientDocumentRows(db: Kysely<Database>, ids: readonly string[]) {
  return db.selectFrom('client_documents').selectAll().where('id', 'in', ids).execute();
}

import { CompiledQuery, type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db';
import { chunk, yieldNow } from './batches';

/** The import's reads and statements (issue 43): the book read once, an import stored or undone as one unit. */

/** A read of rows for many ids, a slice of ids at a time (an `in (...)` list within the databases' limits). */
async function readInSlices<Row>(
  ids: readonly string[],
  read: (slice: string[]) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const slice of chunk(ids)) rows.push(...(await read(slice)));
  return rows;
}

export type ImportRow = Insertable<Database['book_imports']>;
export type BeforeClient = Pick<
  Database['clients'],
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'id_number'
  | 'date_of_birth'
  | 'id_number_hash'
  | 'address'
  | 'stage'
  | 'stage_changed_at'
>;
export type BeforePolicy = Database['policies'];

/** What an import made and what the book was before it changed (sealed in its row, for the undo). */
export interface UndoRecord {
  clients: string[];
  policies: string[];
  keys: string[];
  relations: string[];
  clientsBefore: BeforeClient[];
  policiesBefore: BeforePolicy[];
  /** The changes of status it recorded (D33); none in an undo record made before them. */
  statusChanges?: string[];
}

/** The book as the import needs it: every client, key and policy. */
export function bookRows(db: Kysely<Database>) {
  return Promise.all([
    db
      .selectFrom('clients')
      .select([
        'id',
        'name',
        'email',
        'phone',
        'merged_into',
        'id_number_hash',
        'date_of_birth',
        'address',
        'stage',
      ])
      .execute(),
    db.selectFrom('client_keys').select(['key', 'client_id']).execute(),
    db.selectFrom('policies').selectAll().execute(),
  ]);
}

/** Multi-row inserts compiled a few at a time, the server's thread free between them. */
export async function insertsOf<Table extends keyof Database>(
  db: Kysely<Database>,
  table: Table,
  rows: readonly Insertable<Database[Table]>[],
  size: number,
  into: CompiledQuery[],
) {
  for (const [index, part] of chunk(rows, size).entries()) {
    if (index % 10 === 9) await yieldNow();
    const compiled = db
      .insertInto(table)
      .values(part as Insertable<Database[Table]>[])
      .compile();
    // Only the SQL and its values are kept (issue 58): a compiled query also holds its syntax
    // tree, an object for every value, and a big book's were all held until the import was written.
    into.push(CompiledQuery.raw(compiled.sql, compiled.parameters as unknown[]));
  }
}

/** A preview not stored within a day is dropped: it holds ID numbers. */
export function dropPreviewsBeforeStatement(db: Kysely<Database>, before: string): CompiledQuery {
  return db
    .deleteFrom('book_imports')
    .where('status', '=', 'preview')
    .where('created_at', '<', before)
    .compile();
}

export function insertImportStatement(db: Kysely<Database>, row: ImportRow): CompiledQuery {
  return db.insertInto('book_imports').values(row).compile();
}

export function findImport(db: Kysely<Database>, id: string) {
  return db.selectFrom('book_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The clients an import corrects, as they are (kept for the undo). */
export async function clientsBefore(db: Kysely<Database>, ids: readonly string[]): Promise<BeforeClient[]> {
  return readInSlices(ids, (slice) =>
    db
      .selectFrom('clients')
      .select([
        'id',
        'name',
        'email',
        'phone',
        'id_number',
        'id_number_hash',
        'date_of_birth',
        'address',
        'stage',
        'stage_changed_at',
      ])
      .where('id', 'in', slice)
      .execute(),
  );
}

export function updateClientStatement(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Database['clients']>,
): CompiledQuery {
  return db.updateTable('clients').set(changes).where('id', '=', id).compile();
}

/** Of these contact keys, those the book has already. */
export async function knownKeys(db: Kysely<Database>, keys: readonly string[]): Promise<Set<string>> {
  const found = await readInSlices(keys, (slice) =>
    db.selectFrom('client_keys').select('key').where('key', 'in', slice).execute(),
  );
  return new Set(found.map((row) => row.key));
}

/** The policies an import corrects, as they are (kept for the undo). */
export async function policiesBefore(db: Kysely<Database>, ids: readonly string[]): Promise<BeforePolicy[]> {
  return readInSlices(ids, (slice) =>
    db.selectFrom('policies').selectAll().where('id', 'in', slice).execute(),
  );
}

/** The date of each policy's last change of status (D33), by policy id. */
export async function lastStatusChanges(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await readInSlices(ids, (slice) =>
    db
      .selectFrom('policy_status_changes')
      .select(['policy_id', (eb) => eb.fn.max('effective_date').as('last')])
      .where('policy_id', 'in', slice)
      .groupBy('policy_id')
      .execute(),
  );
  return new Map(rows.map((row) => [row.policy_id, row.last]));
}

export function updatePolicyStatement(
  db: Kysely<Database>,
  id: string,
  columns: Partial<Database['policies']>,
): CompiledQuery {
  return db.updateTable('policies').set(columns).where('id', '=', id).compile();
}

/** The household links the book has among these clients, each pair both ways round ("a|b"). */
export async function linkedPairs(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const relations = await readInSlices(ids, (slice) =>
    db
      .selectFrom('client_relations')
      .select(['client_id', 'other_client_id'])
      .where((eb) => eb.or([eb('client_id', 'in', slice), eb('other_client_id', 'in', slice)]))
      .execute(),
  );
  return new Set(
    relations.flatMap((relation) => [
      `${relation.client_id}|${relation.other_client_id}`,
      `${relation.other_client_id}|${relation.client_id}`,
    ]),
  );
}

/** Of these clients, those with a policy in force in the book. */
export async function holdersOfPoliciesInForce(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<string[]> {
  const rows = await readInSlices(ids, (slice) =>
    db
      .selectFrom('policies')
      .select('client_id')
      .distinct()
      .where('status', '=', 'in-force')
      .where('client_id', 'in', slice)
      .execute(),
  );
  return rows.map((row) => row.client_id);
}

/** D32: these people become clients (those who are already keep their date). */
export function makeClientsStatements(
  db: Kysely<Database>,
  ids: readonly string[],
  now: string,
): CompiledQuery[] {
  return chunk(ids).map((part) =>
    sql`update clients set stage = 'client', stage_changed_at = ${now}
      where id in (${sql.join(part)}) and coalesce(stage, '') <> 'client'`.compile(db),
  );
}

export function markImportStoredStatement(
  db: Kysely<Database>,
  id: string,
  undo: string,
  now: string,
): CompiledQuery {
  return db
    .updateTable('book_imports')
    .set({ status: 'stored', stored_at: now, plan: '', undo })
    .where('id', '=', id)
    .where('status', '=', 'preview')
    .compile();
}

/** What was added to the import's people since, that an undo would take with them. */
export async function addedSince(db: Kysely<Database>, undo: UndoRecord): Promise<string | null> {
  const ownTables = [
    ['client_enquiries', 'an enquiry'],
    ['client_notes', 'a note'],
    ['client_contacts', 'a logged contact'],
    ['tasks', 'a follow-up'],
    ['client_reviews', 'a review'],
    ['client_documents', 'a document'],
    ['pipeline_leads', 'a card on the board'],
  ] as const;
  for (const ids of chunk(undo.clients)) {
    for (const [table, what] of ownTables) {
      const found = await sql<{ name: string }>`select c.name from ${sql.table(table)} t
        join clients c on c.id = t.client_id where t.client_id in (${sql.join(ids)}) limit 1`.execute(db);
      if (found.rows[0]) return `${found.rows[0].name} has ${what} since the import`;
    }
    const policy = await db
      .selectFrom('policies')
      .select('policy_number')
      .where('client_id', 'in', ids)
      .where('id', 'not in', undo.policies.length ? undo.policies : [''])
      .executeTakeFirst();
    if (policy) return `policy ${policy.policy_number} was recorded for someone the import added`;
  }
  for (const ids of chunk(undo.policies)) {
    const paid = await db
      .selectFrom('policy_commissions')
      .select('policy_id')
      .where('policy_id', 'in', ids)
      .executeTakeFirst();
    if (paid) return 'commission was entered since for a policy the import added';
    const party = await db
      .selectFrom('policy_parties')
      .select('policy_id')
      .where('policy_id', 'in', ids)
      .executeTakeFirst();
    if (party) return 'a policy the import added has people named on it since';
  }
  return null;
}

/** The statements that take an import back: what it made removed, what it changed put back. */
export function undoStatements(db: Kysely<Database>, undo: UndoRecord, now: string): CompiledQuery[] {
  const statements: CompiledQuery[] = [];
  for (const ids of chunk(undo.relations))
    statements.push(db.deleteFrom('client_relations').where('id', 'in', ids).compile());
  for (const ids of chunk(undo.policies))
    statements.push(db.deleteFrom('policies').where('id', 'in', ids).compile());
  for (const ids of chunk(undo.statusChanges ?? []))
    statements.push(db.deleteFrom('policy_status_changes').where('id', 'in', ids).compile());
  for (const policy of undo.policiesBefore) {
    const { id: policyId, ...columns } = policy;
    statements.push(updatePolicyStatement(db, policyId, columns));
  }
  for (const keys of chunk(undo.keys))
    statements.push(db.deleteFrom('client_keys').where('key', 'in', keys).compile());
  for (const ids of chunk(undo.clients)) {
    statements.push(db.deleteFrom('client_relations').where('other_client_id', 'in', ids).compile());
    statements.push(db.deleteFrom('clients').where('id', 'in', ids).compile());
  }
  for (const client of undo.clientsBefore) {
    const { id: clientId, ...columns } = client;
    statements.push(updateClientStatement(db, clientId, { ...columns, updated_at: now }));
  }
  return statements;
}

export function markImportUndoneStatement(db: Kysely<Database>, id: string, now: string): CompiledQuery {
  return db
    .updateTable('book_imports')
    .set({ status: 'undone', undone_at: now, undo: '' })
    .where('id', '=', id)
    .where('status', '=', 'stored')
    .compile();
}

/** The last 20 imports: the stored and undone ones, and this person's own previews. */
export async function recentImports(db: Kysely<Database>, adminId: string) {
  const rows = await sql<Database['book_imports'] & { by_name: string | null }>`
    select i.*, case when a.name = '' then a.email else a.name end as by_name
    from book_imports i left join admin_users a on a.id = i.admin_id
    where i.status <> 'preview' or i.admin_id = ${adminId}
    order by i.created_at desc limit 20`.execute(db);
  return rows.rows;
}

/** The book's clients (not merged away), their confirmed keys and household links, for the export. */
export function exportClientRows(db: Kysely<Database>) {
  return Promise.all([
    db
      .selectFrom('clients')
      .select([
        'id',
        'name',
        'email',
        'phone',
        'id_number',
        'date_of_birth',
        'address',
        'stage',
        'source',
        'source_detail',
      ])
      .where('merged_into', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('client_keys').select(['key', 'client_id']).where('confirmed', '=', 1).execute(),
    db
      .selectFrom('client_relations')
      .select(['client_id', 'other_client_id', 'relation'])
      .orderBy('created_at')
      .execute(),
  ]);
}

/** The book's policies with their holders' names, for the export. */
export function exportPolicyRows(db: Kysely<Database>) {
  return db
    .selectFrom('policies as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .select([
      'p.client_id',
      'c.name as client_name',
      'p.insurer',
      'p.policy_number',
      'p.product',
      'p.status',
      'p.start_date',
      'p.premium_cents',
      'p.premium_frequency',
      'p.cover_cents',
      'p.commission',
    ])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
}

import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { type PolicyListQuery, policyPageSize } from '../../../shared/book';
import type { Database } from '../../db';
import { containsPattern, insertRow } from '../../db/statements';

/** The book's SQL (issue 31): policies, with their client's name. */

export type PolicyRow = Database['policies'] & { client_name: string; status_since: string | null };

/** The date a policy's present status took effect: its last change's (D33), or null. */
export const statusSinceColumn = sql<
  string | null
>`(select max(s.effective_date) from policy_status_changes s where s.policy_id = p.id)`;

/** Policies with their client's name and the date of their status. */
export const withClient = (db: Kysely<Database>) =>
  db
    .selectFrom('policies as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .selectAll('p')
    .select('c.name as client_name')
    .select(statusSinceColumn.as('status_since'));

/** A change of a policy's status with the date it took effect (D33). */
export function insertStatusChangeStatement(
  db: Kysely<Database>,
  row: Database['policy_status_changes'],
): CompiledQuery {
  return insertRow(db, 'policy_status_changes', row);
}

/**
 * A policy's last two changes of status, the last first (D33): the one whose date a correction
 * changes, and the one before it, whose date bounds it.
 */
export function lastStatusChanges(db: Kysely<Database>, policyId: string) {
  return db
    .selectFrom('policy_status_changes')
    .select(['id', 'to_status', 'effective_date'])
    .where('policy_id', '=', policyId)
    .orderBy('effective_date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(2)
    .execute();
}

/** The corrected date of a change of status (D33). */
export function correctStatusDateStatement(db: Kysely<Database>, id: string, date: string): CompiledQuery {
  return db.updateTable('policy_status_changes').set({ effective_date: date }).where('id', '=', id).compile();
}

export async function findPolicy(db: Kysely<Database>, id: string): Promise<PolicyRow | undefined> {
  return withClient(db).where('p.id', '=', id).executeTakeFirst();
}

export function insertPolicyStatement(db: Kysely<Database>, row: Database['policies']): CompiledQuery {
  return insertRow(db, 'policies', row);
}

export function updatePolicyStatement(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Database['policies']>,
): CompiledQuery {
  return db.updateTable('policies').set(changes).where('id', '=', id).compile();
}

function filtered(db: Kysely<Database>, query: Omit<PolicyListQuery, 'page'>) {
  let select = withClient(db);
  if (query.status) select = select.where('p.status', '=', query.status);
  if (query.product) select = select.where('p.product', '=', query.product);
  if (query.insurer) select = select.where(sql<boolean>`lower(p.insurer) = ${query.insurer.toLowerCase()}`);
  if (query.renewsIn) {
    // An anniversary: the start date's month is that month of the year, in an earlier year.
    select = select
      .where(sql<boolean>`substr(p.start_date, 6, 2) = ${query.renewsIn.slice(5, 7)}`)
      .where('p.start_date', '<', `${query.renewsIn.slice(0, 4)}-01-01`);
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where(
      sql<boolean>`(lower(p.policy_number) like ${pattern} escape '\\' or lower(c.name) like ${pattern} escape '\\')`,
    );
  }
  return select;
}

/**
 * The filters on policies alone, joined to their clients only to search by a client's name: the
 * count and the page's ids need nothing more (issue 56: on PostgreSQL the join of every policy
 * to its client was half of the count's time).
 */
function filteredPolicies(db: Kysely<Database>, query: Omit<PolicyListQuery, 'page'>) {
  let select = db
    .selectFrom('policies as p')
    .$if(Boolean(query.q), (builder) => builder.innerJoin('clients as c', 'c.id', 'p.client_id'));
  if (query.status) select = select.where('p.status', '=', query.status);
  if (query.product) select = select.where('p.product', '=', query.product);
  if (query.insurer) select = select.where(sql<boolean>`lower(p.insurer) = ${query.insurer.toLowerCase()}`);
  if (query.renewsIn) {
    // An anniversary: the start date's month is that month of the year, in an earlier year.
    select = select
      .where(sql<boolean>`substr(p.start_date, 6, 2) = ${query.renewsIn.slice(5, 7)}`)
      .where('p.start_date', '<', `${query.renewsIn.slice(0, 4)}-01-01`);
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where(
      sql<boolean>`(lower(p.policy_number) like ${pattern} escape '\\' or lower(c.name) like ${pattern} escape '\\')`,
    );
  }
  return select;
}

export async function listPolicies(
  db: Kysely<Database>,
  query: PolicyListQuery,
  limit = policyPageSize,
): Promise<{ rows: PolicyRow[]; total: number }> {
  if (limit > 500) {
    // The CSV export: every row in one read.
    const [rows, count] = await Promise.all([
      filtered(db, query)
        .orderBy('p.start_date', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .offset((query.page - 1) * limit)
        .execute(),
      filteredPolicies(db, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
  // A page: its ids first, then those rows with their client and status date. In one read,
  // PostgreSQL worked out the status date (a subquery) for every policy before keeping 50
  // (issue 56: 190 ms of a 30,000-policy book, against 10 now).
  const [page, count] = await Promise.all([
    filteredPolicies(db, query)
      .select('p.id')
      .orderBy('p.start_date', 'desc')
      .orderBy('p.id')
      .limit(limit)
      .offset((query.page - 1) * limit)
      .execute(),
    filteredPolicies(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return { rows: [], total: Number(count.n) };
  const rows = await withClient(db).where('p.id', 'in', ids).execute();
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { rows, total: Number(count.n) };
}

/**
 * Policies whose number holds `q` (any case), the newest first, at most `limit`, with how many in
 * all: search from anywhere (issue 34) looks policies up by number only; their clients are found
 * by the client book's own search.
 */
export async function policiesByNumberLike(db: Kysely<Database>, q: string, limit: number) {
  const match = sql<boolean>`lower(p.policy_number) like ${containsPattern(q)} escape '\\'`;
  const [rows, count] = await Promise.all([
    withClient(db).where(match).orderBy('p.start_date', 'desc').orderBy('p.id').limit(limit).execute(),
    db
      .selectFrom('policies as p')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(match)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every policy of these clients (a household's), the newest first. */
export async function policiesOfClients(db: Kysely<Database>, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  return withClient(db)
    .where('p.client_id', 'in', clientIds)
    .orderBy('p.start_date', 'desc')
    .orderBy('p.id')
    .execute();
}

/** The in-force policies, counted by start month, insurer, product and premium frequency (the book's figures). */
export async function inForceGroups(db: Kysely<Database>) {
  const { rows } = await sql<{
    start_month: string;
    insurer: string;
    product: string;
    premium_frequency: string;
    n: number | string;
    premiums: number | string;
  }>`select substr(start_date, 1, 7) as start_month, insurer, product, premium_frequency,
      count(*) as n, sum(premium_cents) as premiums
    from policies where status = 'in-force'
    group by substr(start_date, 1, 7), insurer, product, premium_frequency`.execute(db);
  return rows;
}

/** A policy's lives covered and beneficiaries, in the order they were added. */
export function policyPartyRows(db: Kysely<Database>, policyId: string) {
  return db
    .selectFrom('policy_parties')
    .selectAll()
    .where('policy_id', '=', policyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function deletePolicyPartyStatement(db: Kysely<Database>, partyId: string): CompiledQuery {
  return db.deleteFrom('policy_parties').where('id', '=', partyId).compile();
}

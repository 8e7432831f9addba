import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { type PolicyListQuery, policyPageSize } from '../../../shared/policies';
import type { Database } from '../../db';
import { containsPattern, insertRow } from '../../db/statements';

/** The book's SQL (issue 31): policies, with their client's name. */

export type PolicyRow = Database['policies'] & { client_name: string };

const withClient = (db: Kysely<Database>) =>
  db
    .selectFrom('policies as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .selectAll('p')
    .select('c.name as client_name');

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

export async function listPolicies(
  db: Kysely<Database>,
  query: PolicyListQuery,
  limit = policyPageSize,
): Promise<{ rows: PolicyRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .orderBy('p.start_date', 'desc')
      .orderBy('p.id')
      .limit(limit)
      .offset((query.page - 1) * limit)
      .execute(),
    filtered(db, query)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
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

export function insertCommissionStatement(
  db: Kysely<Database>,
  row: Database['policy_commissions'],
): CompiledQuery {
  return insertRow(db, 'policy_commissions', row);
}

export async function commissionsOf(db: Kysely<Database>, policyId: string) {
  return db
    .selectFrom('policy_commissions')
    .selectAll()
    .where('policy_id', '=', policyId)
    .orderBy('month', 'desc')
    .execute();
}

export async function commissionsBetween(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('policy_commissions')
    .select(['policy_id', 'month', 'amount_cents'])
    .where('month', '>=', from)
    .where('month', '<=', to)
    .execute();
}

/**
 * The policies commission is expected or received from in the months `from` to `to`: those with
 * terms, and those with a statement line then (a policy without terms can still be paid, or
 * clawed back). Only the columns the report works with; the client's name is asked for the
 * policies it lists (`clientNames`).
 */
export async function commissionPolicies(db: Kysely<Database>, from: string, to: string) {
  const columns = [
    'p.id',
    'p.policy_number',
    'p.insurer',
    'p.client_id',
    'p.premium_cents',
    'p.premium_frequency',
    'p.start_date',
    'p.commission',
    'p.status',
  ] as const;
  // Two plain reads rather than one with an OR, which made the database test every policy against
  // the months' statements.
  const [withTerms, paidWithout] = await Promise.all([
    db.selectFrom('policies as p').select(columns).where('p.commission', 'is not', null).execute(),
    db
      .selectFrom('policies as p')
      .select(columns)
      .where('p.commission', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('policy_commissions as s')
            .select('s.id')
            .whereRef('s.policy_id', '=', 'p.id')
            .where('s.month', '>=', from)
            .where('s.month', '<=', to),
        ),
      )
      .execute(),
  ]);
  return [...withTerms, ...paidWithout];
}

/** The names of these clients, by id. */
export async function clientNames(db: Kysely<Database>, clientIds: readonly string[]) {
  const names = new Map<string, string>();
  const unique = [...new Set(clientIds)];
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await db
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('id', 'in', unique.slice(start, start + 500))
      .execute();
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}

/** The policies with any of these numbers (lower-cased), with their insurer and client's name. */
export async function policiesByNumber(db: Kysely<Database>, numbers: readonly string[]) {
  const unique = [...new Set(numbers)];
  const found: { id: string; insurer: string; policyNumber: string; clientName: string }[] = [];
  // In slices: a statement of 10,000 lines must not become one statement with 10,000 parameters.
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await withClient(db)
      .where(sql<boolean>`lower(p.policy_number) in (${sql.join(unique.slice(start, start + 500))})`)
      .execute();
    for (const row of rows)
      found.push({
        id: row.id,
        insurer: row.insurer,
        policyNumber: row.policy_number,
        clientName: row.client_name,
      });
  }
  return found;
}

/** `policyId` and `month` of every statement line stored for these policies. */
export async function enteredMonths(
  db: Kysely<Database>,
  policyIds: readonly string[],
): Promise<Set<string>> {
  const entered = new Set<string>();
  for (let start = 0; start < policyIds.length; start += 500) {
    const rows = await db
      .selectFrom('policy_commissions')
      .select(['policy_id', 'month'])
      .where('policy_id', 'in', policyIds.slice(start, start + 500))
      .execute();
    for (const row of rows) entered.add(`${row.policy_id}\u0000${row.month}`);
  }
  return entered;
}

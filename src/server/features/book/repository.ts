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

const withClient = (db: Kysely<Database>) =>
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

/**
 * The changes of status of the policies that changed on or after `fromDate` (with all their
 * earlier changes: the status a range starts with is the last one before it), by policy.
 */
export async function statusChangesSince(db: Kysely<Database>, fromDate: string) {
  const rows = await db
    .selectFrom('policy_status_changes')
    .select(['policy_id', 'from_status', 'to_status', 'effective_date'])
    .where('policy_id', 'in', (eb) =>
      eb.selectFrom('policy_status_changes').select('policy_id').where('effective_date', '>=', fromDate),
    )
    .orderBy('policy_id')
    .orderBy('effective_date')
    .orderBy('created_at')
    .execute();
  const byPolicy = new Map<string, { date: string; from: string; to: string }[]>();
  for (const row of rows) {
    let changes = byPolicy.get(row.policy_id);
    if (!changes) {
      changes = [];
      byPolicy.set(row.policy_id, changes);
    }
    changes.push({ date: row.effective_date, from: row.from_status, to: row.to_status });
  }
  return byPolicy;
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

/**
 * What the commission report reads of a policy, its terms and premium, not its client: id, policy
 * number, insurer, premium in cents, premium frequency, start date, commission terms (JSON text or
 * null), status.
 */
export type ReportPolicyValues = [
  id: string,
  policyNumber: string,
  insurer: string,
  premiumCents: number,
  premiumFrequency: string,
  startDate: string,
  commission: string | null,
  status: string,
];

/**
 * The report's policies as one value: a book of 30,000 policies has some 14,000 that commission is
 * expected from, and read as one value they cost half of what a row object each did (measured with
 * `npm run bench`; issue 31). SQLite builds it as JSON, fastest there. PostgreSQL builds it as text,
 * fields parted by U+001F and policies by U+001E (issue 56: its `json_build_array` per policy was 60
 * of the read's 90 ms there, `string_agg` is 27; the commission terms are JSON and hold neither
 * character, and the two typed fields have them replaced).
 */
function reportPolicies(db: Kysely<Database>, dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite')
    return db
      .selectFrom('policies as p')
      .select(
        sql<unknown>`json_group_array(json_array(p.id, p.policy_number, p.insurer, p.premium_cents, p.premium_frequency, p.start_date, p.commission, p.status))`.as(
          'packed',
        ),
      );
  const typed = (column: string) =>
    sql`translate(${sql.ref(column)}, ${fieldSeparator + policySeparator}, '  ')`;
  return db
    .selectFrom('policies as p')
    .select(
      sql<unknown>`string_agg(concat_ws(${fieldSeparator}, p.id, ${typed('p.policy_number')}, ${typed('p.insurer')}, p.premium_cents, p.premium_frequency, p.start_date, p.status, coalesce(p.commission, '')), ${policySeparator})`.as(
        'packed',
      ),
    );
}

const fieldSeparator = '\u001f';
const policySeparator = '\u001e';

async function unpack(query: ReturnType<typeof reportPolicies>): Promise<ReportPolicyValues[]> {
  const { packed } = await query.executeTakeFirstOrThrow();
  if (packed === null || packed === undefined || packed === '') return [];
  // SQLite answers JSON's text.
  if (typeof packed === 'string' && packed.startsWith('[')) return JSON.parse(packed) as ReportPolicyValues[];
  // PostgreSQL: the fields in the order above, the commission last (it may be '', for none).
  return String(packed)
    .split(policySeparator)
    .map((policy) => {
      const [id, policyNumber, insurer, premium, frequency, startDate, status, commission] =
        policy.split(fieldSeparator);
      return [
        id as string,
        policyNumber as string,
        insurer as string,
        Number(premium),
        frequency as string,
        startDate as string,
        commission ? commission : null,
        status as string,
      ];
    });
}

/** The book's version (migration 0042): a number every change to a policy or its status moves on. */
export async function bookVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('book_version').select('version').where('id', '=', 1).executeTakeFirst();
  return String(row?.version ?? '');
}

/** The policies commission is expected from: in force, with terms. The report's largest read. */
export async function expectingPolicies(db: Kysely<Database>, dialect: 'sqlite' | 'postgres') {
  // Most of a book is in force: SQLite reads the table straight through faster than it follows the
  // status index to each row (`+` keeps it from using the index; PostgreSQL plans this itself).
  const status = dialect === 'sqlite' ? sql<string>`+p.status` : sql<string>`p.status`;
  return unpack(
    reportPolicies(db, dialect).where(status, '=', 'in-force').where('p.commission', 'is not', null),
  );
}

/** The same of these policies (those paid in the months without being expected). */
export async function reportPoliciesByIds(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  ids: readonly string[],
) {
  const rows: ReportPolicyValues[] = [];
  for (let start = 0; start < ids.length; start += 500)
    rows.push(
      ...(await unpack(reportPolicies(db, dialect).where('p.id', 'in', ids.slice(start, start + 500)))),
    );
  return rows;
}

/**
 * The statements of the months `from` to `to`, one row per policy with its lines as
 * `month=amount` pairs joined by commas: a year of a large book has 60,000 lines, and a row each
 * cost three times as much to read as a row per policy. Compiled, to be run beside the policies'
 * read (`readAside`).
 */
export function statementsByPolicy(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  from: string,
  to: string,
) {
  const pair = sql<string>`month || '=' || cast(amount_cents as text)`;
  const lines =
    dialect === 'sqlite' ? sql<string>`group_concat(${pair}, ',')` : sql<string>`string_agg(${pair}, ',')`;
  return db
    .selectFrom('policy_commissions')
    .select(['policy_id', lines.as('lines')])
    .where('month', '>=', from)
    .where('month', '<=', to)
    .groupBy('policy_id')
    .compile();
}

/**
 * Calls `each` with the month (as `monthIndex` counts it: year x 12 + month - 1) and the amount of
 * each `YYYY-MM=cents` pair of a `statementsByPolicy` row's lines, read in place: a year of a large
 * book has 60,000 of them.
 */
export function forEachStatementLine(
  lines: string,
  each: (monthIndex: number, amountCents: number) => void,
): void {
  const digit = (at: number) => lines.charCodeAt(at) - 48;
  let at = 0;
  while (at < lines.length) {
    const year = digit(at) * 1000 + digit(at + 1) * 100 + digit(at + 2) * 10 + digit(at + 3);
    const month = digit(at + 5) * 10 + digit(at + 6);
    // The amount: whole cents, negative for a clawback.
    at += 8;
    const negative = lines.charCodeAt(at) === 45;
    if (negative) at++;
    let cents = 0;
    for (; at < lines.length && lines.charCodeAt(at) !== 44; at++) cents = cents * 10 + digit(at);
    each(year * 12 + month - 1, negative ? -cents : cents);
    at++;
  }
}

/** The client (id and name) of each of these policies. */
export async function policyClients(db: Kysely<Database>, policyIds: readonly string[]) {
  const clients = new Map<string, { clientId: string; clientName: string }>();
  const unique = [...new Set(policyIds)];
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await db
      .selectFrom('policies as p')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .select(['p.id', 'p.client_id', 'c.name'])
      .where('p.id', 'in', unique.slice(start, start + 500))
      .execute();
    for (const row of rows) clients.set(row.id, { clientId: row.client_id, clientName: row.name });
  }
  return clients;
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

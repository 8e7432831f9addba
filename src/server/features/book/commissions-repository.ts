import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';
import { withClient } from './repository';

/** Commissions (issue 31): statements entered or imported, and the book as the expected-commission report reads it. */

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

/**
 * The book of business under a full database (issue 31): 30,000 policies over the back office's
 * 10,000 clients (three each, over ten years, most in force, two in three with commission terms),
 * a year of insurers' statements on 5,000 of them (60,000 lines), 3,000 yearly reviews and 5,000
 * households of two or three linked clients. Written straight into the site's SQLite file after
 * seedBackOffice; the reads are timed with the rest of the back office.
 */
import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';

export const benchPolicies = 30_000;
const statementPolicies = 5_000;

const insurers = [
  'Old Mutual Namibia',
  'Sanlam Namibia',
  'Momentum Namibia',
  'Hollard Life Namibia',
  'Liberty Life Namibia',
  'Capricorn Life',
  'Santam Namibia',
  'Allan Gray Namibia',
];
const products = [
  'life',
  'disability',
  'dread-disease',
  'funeral',
  'retirement-annuity',
  'investment',
  'medical-aid',
  'short-term',
];
const statuses = [
  'in-force',
  'in-force',
  'in-force',
  'in-force',
  'in-force',
  'in-force',
  'in-force',
  'lapsed',
  'quoted',
  'cancelled',
];
const frequencies = ['monthly', 'monthly', 'monthly', 'monthly', 'quarterly', 'annually', 'single'];

const pad = (value: number) => String(value).padStart(2, '0');

/** Seeds the book; the id of a client whose household (three people, six or more policies) is timed. */
export function seedBook(databasePath: string, now = new Date()): { householdClientId: string } {
  const database = new SqliteDatabase(databasePath);
  database.pragma('busy_timeout = 5000');
  const clientIds = (
    database.prepare('select id from clients order by created_at, id').all() as { id: string }[]
  ).map((row) => row.id);
  if (clientIds.length === 0) throw new Error('seedBook needs the back office seeded first');
  const stamp = now.toISOString();
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    database
      .prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`)
      .run(Object.values(row));
  };
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  const lastTwelveMonths = Array.from({ length: 12 }, (_, back) => {
    const index = thisYear * 12 + (thisMonth - 1) - back;
    return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
  });
  const statementTargets: string[] = [];
  database.transaction(() => {
    for (let index = 0; index < benchPolicies; index++) {
      const id = randomUUID();
      const status = statuses[index % statuses.length] as string;
      const frequency = frequencies[index % frequencies.length] as string;
      // Start dates over the last ten years, every day of the month 1 to 28.
      const monthsBack = index % 120;
      const startIndex = thisYear * 12 + (thisMonth - 1) - monthsBack;
      const startDate = `${Math.floor(startIndex / 12)}-${pad((startIndex % 12) + 1)}-${pad((index % 28) + 1)}`;
      const withTerms = index % 3 !== 0;
      insert('policies', {
        id,
        client_id: clientIds[index % clientIds.length],
        insurer: insurers[index % insurers.length],
        product: products[(index * 7) % products.length],
        policy_number: `BENCH-${String(index).padStart(6, '0')}`,
        status,
        start_date: startDate,
        premium_cents: 15_000 + (index % 400) * 250 + (frequency === 'single' ? 5_000_000 : 0),
        premium_frequency: frequency,
        cover_cents: index % 4 === 0 ? null : 10_000_000 + (index % 200) * 500_000,
        commission: withTerms
          ? JSON.stringify(
              index % 2 === 0
                ? { firstYearPercent: 75, firstYearPaid: 'over-12-months', ongoingPercent: 3.5 }
                : { firstYearAmountCents: 250_000, firstYearPaid: 'upfront', ongoingPercent: 2 },
            )
          : null,
        created_by: null,
        created_at: stamp,
        updated_at: stamp,
      });
      if (withTerms && status === 'in-force' && statementTargets.length < statementPolicies)
        statementTargets.push(id);
    }
    // A year of statements on 5,000 policies; one month in ten short by N$ 10.
    for (const [position, policyId] of statementTargets.entries())
      for (const [offset, month] of lastTwelveMonths.entries())
        insert('policy_commissions', {
          id: randomUUID(),
          policy_id: policyId,
          month,
          amount_cents: 1_500 + (position % 50) * 10 - ((position + offset) % 10 === 0 ? 1_000 : 0),
          source: 'csv',
          created_by: null,
          created_at: stamp,
        });
    for (let index = 0; index < 3_000; index++)
      insert('client_reviews', {
        id: randomUUID(),
        client_id: clientIds[(index * 3) % clientIds.length],
        held_on: `${thisYear - 1}-${pad((index % 12) + 1)}-${pad((index % 28) + 1)}`,
        notes: 'Benchmark review.',
        outcome: ['no-change', 'changes-advised', 'could-not-reach'][index % 3],
        created_by: null,
        created_at: stamp,
      });
    // Households: 5,000 couples among the first 10,000 clients; one in five with a child among the others.
    for (let pair = 0; pair + 1 < clientIds.length && pair < 10_000; pair += 2) {
      insert('client_relations', {
        id: randomUUID(),
        client_id: clientIds[pair],
        other_client_id: clientIds[pair + 1],
        relation: 'spouse',
        created_by: null,
        created_at: stamp,
      });
      if (pair % 10 === 0 && pair + 2 < clientIds.length)
        insert('client_relations', {
          id: randomUUID(),
          client_id: clientIds[pair + 1],
          other_client_id: clientIds[(pair + 5_003) % clientIds.length],
          relation: 'child',
          created_by: null,
          created_at: stamp,
        });
    }
  })();
  database.close();
  return { householdClientId: clientIds[4_240] as string };
}

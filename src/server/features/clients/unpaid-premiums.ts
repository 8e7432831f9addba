import type { CommissionTerms } from '../../../domain/book/commissions';
import { policyProductLabels } from '../../../domain/book/policy-labels';
import type { PremiumFrequency } from '../../../domain/book/premiums';
import { statementNewsSince, unpaidOnStatement } from '../../../domain/book/unpaid-premiums';
import { windhoekDate } from '../../../domain/windhoek-time';
import { commissionTerms, type PolicyCommission } from '../../../shared/book';
import { clientDisplayName, type UnpaidPremiumItem } from '../../../shared/clients';
import type { DatabaseHandle } from '../../db';
import { bookVersion, statusChangesSince } from '../../db/policy-history-repository';
import { policiesWithClients, statementGaps } from './activity-repository';

/**
 * Premiums the insurers' statements say were not paid, for Today (issue 59): domain/book/
 * unpaid-premiums.ts says which. Worked out over the whole book, so kept while the book's version
 * stands (migration 0042: it moves with every change to a policy, its status or a statement, from
 * any server), as the commission report keeps its read; the clients of the policies shown are
 * read each time (a name or number changes without the book's version).
 */

/** "Funeral cover with Old Mutual Namibia, MO-1003": a policy as Today names it. */
export function policyLine(row: { product: string; insurer: string; policy_number: string }): string {
  const product = policyProductLabels[row.product as keyof typeof policyProductLabels] ?? row.product;
  return `${product} with ${row.insurer}, ${row.policy_number}`;
}

interface Gap {
  policyId: string;
  month: string;
  expectedCents: number;
  receivedCents: number | null;
}

const kept = new WeakMap<DatabaseHandle, { key: string; gaps: Promise<Gap[]> }>();

async function gapsNow(database: DatabaseHandle, since: string): Promise<Gap[]> {
  // The version first: a change between the two reads is kept under the older number, and read again next time.
  const key = `${await bookVersion(database.db)}|${since}`;
  const known = kept.get(database);
  if (known?.key === key) return known.gaps;
  // Kept as it is worked out: Today opened twice at once after a change reads the book once.
  const gaps = readGaps(database, since);
  kept.set(database, { key, gaps });
  gaps.catch(() => {
    if (kept.get(database)?.gaps === gaps) kept.delete(database);
  });
  return gaps;
}

async function readGaps(database: DatabaseHandle, since: string): Promise<Gap[]> {
  const [rows, changes] = await Promise.all([
    statementGaps(database.db, since),
    // The changes of the policies that changed since then: the others kept their status (D33).
    statusChangesSince(database.db, `${since}-01`),
  ]);
  // The book's policies share a few terms: each read once.
  const termsOf = new Map<string, CommissionTerms>();
  const gaps: Gap[] = [];
  for (const row of rows) {
    let terms = termsOf.get(row.commission);
    if (!terms) {
      terms = commissionTerms(JSON.parse(row.commission) as PolicyCommission);
      termsOf.set(row.commission, terms);
    }
    const receivedCents = row.received_cents === null ? null : Number(row.received_cents);
    const expectedCents = unpaidOnStatement({
      premiumCents: Number(row.premium_cents),
      premiumFrequency: row.premium_frequency as PremiumFrequency,
      terms,
      startMonth: row.start_date.slice(0, 7),
      status: row.status,
      statusChanges: changes.get(row.policy_id) ?? [],
      month: row.month,
      receivedCents,
    });
    if (expectedCents !== null)
      gaps.push({ policyId: row.policy_id, month: row.month, expectedCents, receivedCents });
  }
  // The latest statements first, the most expected first within one.
  gaps.sort(
    (a, b) =>
      b.month.localeCompare(a.month) ||
      b.expectedCents - a.expectedCents ||
      a.policyId.localeCompare(b.policyId),
  );
  return gaps;
}

/**
 * The unpaid premiums of the day (`mine`: only their clients'), the first `listed` with their
 * clients, and how many there are.
 */
export async function unpaidPremiums(
  database: DatabaseHandle,
  now: Date,
  listed: number,
  mine: string | null = null,
): Promise<{ items: Omit<UnpaidPremiumItem, 'phoneE164'>[]; total: number }> {
  const gaps = await gapsNow(database, statementNewsSince(windhoekDate(now)));
  if (gaps.length === 0) return { items: [], total: 0 };
  // Everyone's: the clients of those listed only. Only their clients': every one is read with its
  // client, those of others left out, and the count is of theirs.
  const rows = await policiesWithClients(
    database.db,
    (mine ? gaps : gaps.slice(0, listed)).map((gap) => gap.policyId),
    mine,
  );
  const byPolicy = new Map(rows.map((row) => [row.policy_id, row]));
  const items: Omit<UnpaidPremiumItem, 'phoneE164'>[] = [];
  for (const gap of gaps) {
    const row = byPolicy.get(gap.policyId);
    if (!row) continue;
    items.push({
      ...gap,
      clientId: row.client_id,
      clientName: clientDisplayName(row),
      policy: policyLine(row),
      insurer: row.insurer,
      phone: row.phone,
    });
  }
  return { items: items.slice(0, listed), total: mine ? items.length : gaps.length };
}

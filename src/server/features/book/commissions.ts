import { randomUUID } from 'node:crypto';
import {
  type CommissionReport,
  commissionReport,
  ReceivedInMonths,
  type ReportPolicy,
  reportDifferencesLimit,
  statementLateThrough,
} from '../../../domain/book/commission-report';
import type { CommissionTerms } from '../../../domain/book/commissions';
import type { PremiumFrequency } from '../../../domain/book/premiums';
import { windhoekDate } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import { commissionTerms, type PolicyCommission } from '../../../shared/book';
import type { CommissionEntry, CommissionEntryInput } from '../../../shared/commissions';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { bookVersion, statusChangesSince } from '../../db/policy-history-repository';
import { HttpError } from '../../plugins/errors';
import {
  commissionsOf,
  expectingPolicies,
  forEachStatementLine,
  insertCommissionStatement,
  policyClients,
  type ReportPolicyValues,
  reportPoliciesByIds,
  statementsByPolicy,
} from './commissions-repository';
import { findPolicy } from './repository';
import { type Actor, policyNotFound } from './service';

/** Commission statements per policy and month, and expected against received (issue 31). */

function toEntry(row: {
  id: string;
  policy_id: string;
  month: string;
  amount_cents: number | string;
  source: string;
  created_at: string;
}): CommissionEntry {
  return {
    id: row.id,
    policyId: row.policy_id,
    month: row.month,
    amountCents: Number(row.amount_cents),
    source: row.source as CommissionEntry['source'],
    createdAt: row.created_at,
  };
}

export async function enterCommission(
  database: DatabaseHandle,
  policyId: string,
  input: CommissionEntryInput,
  actor: Actor,
  now: Date,
): Promise<CommissionEntry> {
  const policy = await findPolicy(database.db, policyId);
  if (!policy) throw policyNotFound();
  const stamp = now.toISOString();
  const row = {
    id: randomUUID(),
    policy_id: policyId,
    month: input.month,
    amount_cents: input.amountCents,
    source: 'manual',
    created_by: actor.admin.adminId,
    created_at: stamp,
  };
  try {
    await database.write([
      insertCommissionStatement(database.db, row),
      auditStatement(
        database.db,
        {
          adminId: actor.admin.adminId,
          action: 'create',
          entityType: 'policy-commission',
          entityId: policyId,
          ip: actor.ip,
          details: { month: input.month, amountCents: input.amountCents },
        },
        stamp,
      ),
    ]);
  } catch (error) {
    // One line per policy and month (a unique key): a second is refused, the first stays.
    if ((await commissionsOf(database.db, policyId)).some((entry) => entry.month === input.month))
      throw new HttpError(
        409,
        apiErrorCodes.conflict,
        `month: ${input.month} is entered already for this policy`,
        {
          month: `${input.month} is entered already for this policy`,
        },
      );
    throw error;
  }
  return toEntry(row);
}

export async function policyCommissions(
  database: DatabaseHandle,
  policyId: string,
): Promise<CommissionEntry[]> {
  if (!(await findPolicy(database.db, policyId))) throw policyNotFound();
  return (await commissionsOf(database.db, policyId)).map(toEntry);
}

/** A policy's terms, read once per distinct text (a book's terms repeat per insurer and product). */
function termsReader() {
  const known = new Map<string, CommissionTerms>();
  return (commission: string | null): CommissionTerms => {
    if (!commission) return {};
    let terms = known.get(commission);
    if (!terms) {
      terms = commissionTerms(JSON.parse(commission) as PolicyCommission);
      known.set(commission, terms);
    }
    return terms;
  };
}

/**
 * What the report reads of the book, kept while the book's version stands (issue 56; migration
 * 0042: the version moves with every change to a policy, a change of status or a statement, from
 * any server). On PostgreSQL these reads and the objects made of them were most of the report. The
 * version is read before the book: a change between the two is read with it and kept under the
 * older number, so the next report reads again; nothing older is ever kept as newer. The changes of
 * status since the range's first month are read every time (a small read).
 */
interface KeptBook {
  version: string;
  /** The policies commission is expected from, as the report takes them (without status changes). */
  expecting: ReportPolicy[];
  /** The statements of one range of months. */
  range: { from: string; to: string; received: ReceivedInMonths } | null;
}
const keptBooks = new WeakMap<DatabaseHandle, KeptBook>();

/** A policy row as the report takes it, its terms read once per distinct text. */
function reportPolicyMaker() {
  const termsOf = termsReader();
  return ([
    id,
    policyNumber,
    insurer,
    premiumCents,
    premiumFrequency,
    startDate,
    commission,
    status,
  ]: ReportPolicyValues): ReportPolicy => ({
    id,
    policyNumber,
    insurer,
    clientId: '',
    clientName: '',
    premiumCents: Number(premiumCents),
    premiumFrequency: premiumFrequency as PremiumFrequency,
    startMonth: startDate.slice(0, 7),
    terms: termsOf(commission),
    expecting: commission !== null,
    status,
  });
}

async function receivedIn(database: DatabaseHandle, from: string, to: string): Promise<ReceivedInMonths> {
  const paid = await database.readAside(statementsByPolicy(database.db, database.dialect, from, to));
  const received = new ReceivedInMonths(from, to);
  for (const row of paid) {
    const months = received.rowOf(row.policy_id);
    const lines = received.linesOf.get(row.policy_id) as Uint8Array;
    forEachStatementLine(row.lines, (monthIndex, amountCents) => {
      const offset = received.offsetOfIndex(monthIndex);
      if (offset === null) return;
      months[offset] = (months[offset] as number) + amountCents;
      lines[offset] = 1;
    });
  }
  return received;
}

async function bookNow(database: DatabaseHandle, from: string, to: string) {
  const version = await bookVersion(database.db);
  let kept = keptBooks.get(database);
  if (!kept || kept.version !== version) {
    const [rows, received] = await Promise.all([
      expectingPolicies(database.db, database.dialect),
      receivedIn(database, from, to),
    ]);
    kept = { version, expecting: rows.map(reportPolicyMaker()), range: { from, to, received } };
    keptBooks.set(database, kept);
  } else if (!kept.range || kept.range.from !== from || kept.range.to !== to)
    kept.range = { from, to, received: await receivedIn(database, from, to) };
  return { expecting: kept.expecting, received: (kept.range as NonNullable<KeptBook['range']>).received };
}

export async function commissionsReport(
  database: DatabaseHandle,
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<CommissionReport> {
  const [{ expecting, received }, changes] = await Promise.all([
    bookNow(database, from, to),
    statusChangesSince(database.db, `${from}-01`),
  ]);
  // Policies paid in the months without being in force now (lapsed, or without terms): clawbacks
  // and payments nobody entered terms for still count; and those in force for part of the months
  // (their status changed since the first, D33).
  let expectedAndPaid = 0;
  for (const policy of expecting) if (received.byPolicy.has(policy.id)) expectedAndPaid++;
  let paidOnly: ReportPolicyValues[] = [];
  if (expectedAndPaid < received.byPolicy.size || changes.size > 0) {
    const expectedIds = new Set(expecting.map((policy) => policy.id));
    const others = new Set<string>();
    for (const id of received.byPolicy.keys()) if (!expectedIds.has(id)) others.add(id);
    for (const id of changes.keys()) if (!expectedIds.has(id)) others.add(id);
    paidOnly = await reportPoliciesByIds(database.db, database.dialect, [...others]);
  }
  const withChanges = (policy: ReportPolicy): ReportPolicy => {
    const statusChanges = changes.get(policy.id);
    return statusChanges ? { ...policy, statusChanges } : policy;
  };
  const report = commissionReport(
    [...expecting.map(withChanges), ...paidOnly.map(reportPolicyMaker()).map(withChanges)],
    received,
    from,
    to,
    reportDifferencesLimit,
    statementLateThrough(windhoekDate(now)),
  );
  // Clients only for the policies the report lists.
  const clients = await policyClients(
    database.db,
    report.differences.map((row) => row.policyId),
  );
  return {
    ...report,
    differences: report.differences.map((row) => ({
      ...row,
      clientId: clients.get(row.policyId)?.clientId ?? '',
      clientName: clients.get(row.policyId)?.clientName ?? '',
    })),
  };
}

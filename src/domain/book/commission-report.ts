import { monthIndex, monthOfIndex } from './calendar-dates';
import { type CommissionTerms, expectedInPolicyMonthCents, firstYearCommissionCents } from './commissions';
import type { Premium } from './premiums';

/**
 * Expected against received commission (issue 31), per month and per insurer, and the policies
 * where they differ: the adviser sees at once which insurer underpaid. Expected is what the terms
 * give for each month (commissions.ts); received is the insurers' statements. Cents throughout.
 */

export interface ReportPolicy extends Premium {
  id: string;
  policyNumber: string;
  insurer: string;
  clientId: string;
  clientName: string;
  /** `YYYY-MM` of its start date. */
  startMonth: string;
  terms: CommissionTerms;
  /** Whether commission is still expected (an in-force policy). */
  expecting: boolean;
}

export interface Statement {
  policyId: string;
  month: string;
  amountCents: number;
}

export interface Compared {
  expectedCents: number;
  receivedCents: number;
  /** Received less expected: negative when an insurer paid less. */
  differenceCents: number;
}

export interface CommissionReport {
  from: string;
  to: string;
  total: Compared;
  months: (Compared & { month: string })[];
  insurers: (Compared & { insurer: string })[];
  /** How many policy-months differ in all. */
  differenceCount: number;
  /**
   * The policies and months where received differs from expected, the largest shortfall first: at
   * most `differencesLimit` of them (a year of a large book differs in tens of thousands of places).
   */
  differences: (Compared & {
    policyId: string;
    policyNumber: string;
    insurer: string;
    clientId: string;
    clientName: string;
    month: string;
  })[];
}

const compared = (expectedCents: number, receivedCents: number): Compared => ({
  expectedCents,
  receivedCents,
  differenceCents: receivedCents - expectedCents,
});

/** The differences a report lists by default: the largest shortfalls, a page's worth. */
export const reportDifferencesLimit = 500;

export function commissionReport(
  policies: readonly ReportPolicy[],
  statements: readonly Statement[],
  from: string,
  to: string,
  differencesLimit = reportDifferencesLimit,
): CommissionReport {
  const start = monthIndex(from);
  const end = monthIndex(to);
  if (start === null || end === null || end < start)
    throw new RangeError(`not a range of months: ${from} to ${to}`);
  const months = Array.from({ length: end - start + 1 }, (_, offset) => monthOfIndex(start + offset));
  // Statements by policy, then by month's place in the range (outside the range: not counted).
  const received = new Map<string, number[]>();
  for (const statement of statements) {
    const at = monthIndex(statement.month);
    if (at === null || at < start || at > end) continue;
    let row = received.get(statement.policyId);
    if (!row) {
      row = new Array<number>(months.length).fill(0);
      received.set(statement.policyId, row);
    }
    row[at - start] = (row[at - start] as number) + statement.amountCents;
  }
  const monthExpected = new Array<number>(months.length).fill(0);
  const monthReceived = new Array<number>(months.length).fill(0);
  const byInsurer = new Map<string, { expected: number; received: number }>();
  // A year of a large book differs in many places: each difference is kept as numbers, and only
  // the largest shortfalls listed are made into rows.
  const differingPolicy: number[] = [];
  const differingOffset: number[] = [];
  const differingExpected: number[] = [];
  const differingGot: number[] = [];
  const differingBy: number[] = [];
  for (const [index, policy] of policies.entries()) {
    const policyStart = monthIndex(policy.startMonth);
    if (policyStart === null) throw new RangeError(`not a month: ${policy.startMonth}`);
    const firstYearTotal = policy.expecting ? firstYearCommissionCents(policy, policy.terms) : 0;
    const got = received.get(policy.id);
    let insurer: { expected: number; received: number } | undefined;
    for (let offset = 0; offset < months.length; offset++) {
      const expected = policy.expecting
        ? expectedInPolicyMonthCents(policy, policy.terms, start + offset - policyStart + 1, firstYearTotal)
        : 0;
      const paid = got ? (got[offset] as number) : 0;
      if (expected === 0 && paid === 0) continue;
      monthExpected[offset] = (monthExpected[offset] as number) + expected;
      monthReceived[offset] = (monthReceived[offset] as number) + paid;
      insurer ??= byInsurer.get(policy.insurer);
      if (!insurer) {
        insurer = { expected: 0, received: 0 };
        byInsurer.set(policy.insurer, insurer);
      }
      insurer.expected += expected;
      insurer.received += paid;
      if (expected !== paid) {
        differingPolicy.push(index);
        differingOffset.push(offset);
        differingExpected.push(expected);
        differingGot.push(paid);
        differingBy.push(paid - expected);
      }
    }
  }
  const differenceCount = differingPolicy.length;
  const differenceOf = (at: number) => differingBy[at] as number;
  // The limit-th largest shortfall (numbers sorted natively), then the rows below and at it.
  const sortedDifferences = Float64Array.from(differingBy).sort();
  const threshold =
    differenceCount > differencesLimit ? (sortedDifferences[differencesLimit - 1] as number) : Infinity;
  const policyNumberOf = (at: number) =>
    (policies[differingPolicy[at] as number] as ReportPolicy).policyNumber;
  const byNumber = (a: number, b: number) =>
    policyNumberOf(a) < policyNumberOf(b) ? -1 : policyNumberOf(a) > policyNumberOf(b) ? 1 : 0;
  // Below the threshold: fewer than the limit, ordered in full.
  const candidates: number[] = [];
  for (let at = 0; at < differenceCount; at++)
    if ((differingBy[at] as number) < threshold) candidates.push(at);
  candidates.sort(
    (a, b) =>
      differenceOf(a) - differenceOf(b) ||
      (differingOffset[a] as number) - (differingOffset[b] as number) ||
      byNumber(a, b),
  );
  // At the threshold (a book has many equal shortfalls): month by month, by policy number, to the limit.
  if (threshold !== Infinity) {
    const tiedByMonth = months.map((): number[] => []);
    for (let at = 0; at < differenceCount; at++)
      if (differingBy[at] === threshold) tiedByMonth[differingOffset[at] as number]?.push(at);
    for (const tied of tiedByMonth) {
      const room = differencesLimit - candidates.length;
      if (room <= 0) break;
      candidates.push(...tied.sort(byNumber).slice(0, room));
    }
  }
  const differences: CommissionReport['differences'] = candidates.slice(0, differencesLimit).map((at) => {
    const policy = policies[differingPolicy[at] as number] as ReportPolicy;
    return {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      insurer: policy.insurer,
      clientId: policy.clientId,
      clientName: policy.clientName,
      month: months[differingOffset[at] as number] as string,
      ...compared(differingExpected[at] as number, differingGot[at] as number),
    };
  });
  const monthRows = months.map((month, offset) => ({
    month,
    ...compared(monthExpected[offset] as number, monthReceived[offset] as number),
  }));
  return {
    from,
    to,
    total: compared(
      monthRows.reduce((sum, row) => sum + row.expectedCents, 0),
      monthRows.reduce((sum, row) => sum + row.receivedCents, 0),
    ),
    months: monthRows,
    insurers: [...byInsurer.entries()]
      .map(([insurer, totals]) => ({ insurer, ...compared(totals.expected, totals.received) }))
      .sort((a, b) => a.differenceCents - b.differenceCents || a.insurer.localeCompare(b.insurer)),
    differenceCount,
    differences,
  };
}

import { monthIndex, monthOfIndex } from './calendar-dates';
import { type CommissionTerms, expectedCommissionCents } from './commissions';
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
  /** Each policy and month where received differs from expected, the largest shortfall first. */
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

export function commissionReport(
  policies: readonly ReportPolicy[],
  statements: readonly Statement[],
  from: string,
  to: string,
): CommissionReport {
  const start = monthIndex(from);
  const end = monthIndex(to);
  if (start === null || end === null || end < start)
    throw new RangeError(`not a range of months: ${from} to ${to}`);
  const months = Array.from({ length: end - start + 1 }, (_, offset) => monthOfIndex(start + offset));
  const received = new Map<string, number>();
  for (const statement of statements) {
    const key = `${statement.policyId}\u0000${statement.month}`;
    received.set(key, (received.get(key) ?? 0) + statement.amountCents);
  }
  const byMonth = new Map(months.map((month) => [month, { expected: 0, received: 0 }]));
  const byInsurer = new Map<string, { expected: number; received: number }>();
  const differences: CommissionReport['differences'] = [];
  for (const policy of policies) {
    for (const month of months) {
      const expected = policy.expecting
        ? expectedCommissionCents(policy, policy.terms, policy.startMonth, month)
        : 0;
      const got = received.get(`${policy.id}\u0000${month}`) ?? 0;
      if (expected === 0 && got === 0) continue;
      const monthTotals = byMonth.get(month) as { expected: number; received: number };
      monthTotals.expected += expected;
      monthTotals.received += got;
      const insurer = byInsurer.get(policy.insurer) ?? { expected: 0, received: 0 };
      insurer.expected += expected;
      insurer.received += got;
      byInsurer.set(policy.insurer, insurer);
      if (expected !== got)
        differences.push({
          policyId: policy.id,
          policyNumber: policy.policyNumber,
          insurer: policy.insurer,
          clientId: policy.clientId,
          clientName: policy.clientName,
          month,
          ...compared(expected, got),
        });
    }
  }
  const monthRows = months.map((month) => {
    const totals = byMonth.get(month) as { expected: number; received: number };
    return { month, ...compared(totals.expected, totals.received) };
  });
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
    differences: differences.sort(
      (a, b) =>
        a.differenceCents - b.differenceCents ||
        a.month.localeCompare(b.month) ||
        a.policyNumber.localeCompare(b.policyNumber),
    ),
  };
}

import { parseNadCents } from '../money';
import { monthIndex } from './calendar-dates';

/**
 * An insurer's commission statement imported from a CSV (issue 31): each line read, then sorted
 * into matched (a policy of that insurer with that number, a month not entered yet), unmatched (no
 * such policy), duplicate (the month is entered already, or the file has the line twice) and
 * invalid (a month or an amount that does not read). Nothing is stored from a preview.
 */

/** N$ as insurers write it ("1,234.56", "N$ 1 234.56", "-250", "(250.00)" for a clawback): cents, or null. */
export const parseStatementAmount = parseNadCents;

export interface StatementLine {
  /** The line's number in the file (the header is line 1). */
  line: number;
  insurer: string;
  policyNumber: string;
  month: string;
  amount: string;
}

export interface KnownPolicy {
  id: string;
  insurer: string;
  policyNumber: string;
  clientName: string;
}

export interface ReadLine {
  line: number;
  insurer: string;
  policyNumber: string;
  month: string;
  amountCents: number;
}

export interface ClassifiedStatement {
  matched: (ReadLine & { policyId: string; clientName: string })[];
  unmatched: ReadLine[];
  duplicates: (ReadLine & { policyId: string; reason: 'entered-already' | 'twice-in-file' })[];
  invalid: { line: number; message: string }[];
}

/** A policy's key: the insurer's name and the policy number, compared without case or spaces around. */
export const policyKey = (insurer: string, policyNumber: string) =>
  `${insurer.trim().toLowerCase()}\u0000${policyNumber.trim().toLowerCase()}`;

export function classifyStatement(
  lines: readonly StatementLine[],
  policies: readonly KnownPolicy[],
  /** `policyId` and `month` of the lines stored already. */
  entered: ReadonlySet<string>,
): ClassifiedStatement {
  const byKey = new Map(policies.map((policy) => [policyKey(policy.insurer, policy.policyNumber), policy]));
  const result: ClassifiedStatement = { matched: [], unmatched: [], duplicates: [], invalid: [] };
  const seen = new Set<string>();
  for (const line of lines) {
    const problems: string[] = [];
    if (!line.insurer.trim()) problems.push('the insurer is empty');
    if (!line.policyNumber.trim()) problems.push('the policy number is empty');
    const month = line.month.trim();
    if (monthIndex(month) === null) problems.push(`the month "${line.month}" is not YYYY-MM`);
    const amountCents = parseStatementAmount(line.amount);
    if (amountCents === null) problems.push(`the amount "${line.amount}" is not an amount in N$`);
    if (problems.length > 0 || amountCents === null) {
      result.invalid.push({ line: line.line, message: `Line ${line.line}: ${problems.join('; ')}` });
      continue;
    }
    const read: ReadLine = {
      line: line.line,
      insurer: line.insurer.trim(),
      policyNumber: line.policyNumber.trim(),
      month,
      amountCents,
    };
    const policy = byKey.get(policyKey(read.insurer, read.policyNumber));
    if (!policy) {
      result.unmatched.push(read);
      continue;
    }
    const key = `${policy.id}\u0000${month}`;
    if (entered.has(key)) result.duplicates.push({ ...read, policyId: policy.id, reason: 'entered-already' });
    else if (seen.has(key)) result.duplicates.push({ ...read, policyId: policy.id, reason: 'twice-in-file' });
    else {
      seen.add(key);
      result.matched.push({ ...read, policyId: policy.id, clientName: policy.clientName });
    }
  }
  return result;
}

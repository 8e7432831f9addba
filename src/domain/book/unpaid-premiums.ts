import { monthIndex, monthOfIndex } from './calendar-dates';
import { type CommissionTerms, expectedCommissionCents } from './commissions';
import type { Premium } from './premiums';
import { type StatusChange, statusByMonth } from './status-history';

/**
 * Premiums an insurer's statement says were not paid (issue 59). Statements carry commission only:
 * a policy in force, from which the terms expect commission in a month its insurer's statement
 * covers, with no line on that statement (or a line taking commission back), is the statement's
 * way of saying its premium did not come in. The adviser calls the client before the policy lapses.
 * Only the insurer's latest statement speaks, and only while it is recent: an older month's gap is
 * the commission report's to show, not the day's.
 */

/**
 * The first month whose statement still tells the day something on `today` (YYYY-MM-DD): the third
 * month before this one. On 7 December a statement of September, October or November counts
 * (November's comes in December); one of August is older news.
 */
export function statementNewsSince(today: string): string {
  const index = monthIndex(today.slice(0, 7));
  if (index === null) throw new RangeError(`not a date: ${today}`);
  return monthOfIndex(index - 3);
}

export interface StatementCheck extends Premium {
  terms: CommissionTerms;
  /** `YYYY-MM` of its start date. */
  startMonth: string;
  /** Its status now. */
  status: string;
  /** Its changes of status with their dates (D33). */
  statusChanges: readonly StatusChange[];
  /** `YYYY-MM`: the month of its insurer's latest statement. */
  month: string;
  /** What that statement pays for it in the month, in cents: null when it has no line for it. */
  receivedCents: number | null;
}

/**
 * The commission the terms expect in the statement's month, in cents, when the statement says the
 * premium was not paid: the policy was in force that month, commission was expected, and the
 * statement pays nothing for it (no line, nothing, or commission taken back). Null otherwise: paid
 * (in full or short: short is the commission report's), not in force that month, not started, or
 * nothing expected that month (a first-year commission paid up front leaves months 2 to 12 without).
 */
export function unpaidOnStatement(check: StatementCheck): number | null {
  const start = monthIndex(check.startMonth);
  const month = monthIndex(check.month);
  if (start === null || month === null) return null;
  if (month < start) return null;
  if (check.receivedCents !== null && check.receivedCents > 0) return null;
  const [status] = statusByMonth(check.status, check.statusChanges, check.month, 1);
  if (status !== 'in-force') return null;
  const expected = expectedCommissionCents(check, check.terms, check.startMonth, check.month);
  return expected > 0 ? expected : null;
}

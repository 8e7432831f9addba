import { monthIndex } from './calendar-dates';

/**
 * A policy's status month by month (D33): each change of status is kept with the date it took
 * effect, so a policy that lapsed in July was in force, and earned commission, in the months before.
 */

export interface StatusChange {
  /** `YYYY-MM-DD` it took effect. */
  date: string;
  from: string;
  to: string;
}

/**
 * Its status in each of the months from `firstMonth` on (one place per month in `into`): in a month
 * that holds a change, the status it changed to (a policy that lapsed on 15 July earns nothing for
 * July; one put back in force in September earns for September); before its first change, the
 * status that change left; with no changes, its status now throughout. Changes in any order; two on
 * one day are taken in the order given.
 */
export function statusByMonth(
  current: string,
  changes: readonly StatusChange[],
  firstMonth: string,
  months: number,
): string[] {
  const start = monthIndex(firstMonth);
  if (start === null) throw new RangeError(`not a month: ${firstMonth}`);
  if (changes.length === 0) return new Array<string>(months).fill(current);
  const ordered = changes
    .map((change, place) => ({ change, place }))
    .sort((a, b) => a.change.date.localeCompare(b.change.date) || a.place - b.place)
    .map((entry) => entry.change);
  const statuses: string[] = [];
  let next = 0;
  let status = (ordered[0] as StatusChange).from;
  for (let offset = 0; offset < months; offset++) {
    const month = start + offset;
    while (next < ordered.length) {
      const changeMonth = monthIndex((ordered[next] as StatusChange).date.slice(0, 7));
      if (changeMonth === null) throw new RangeError(`not a date: ${(ordered[next] as StatusChange).date}`);
      if (changeMonth > month) break;
      status = (ordered[next] as StatusChange).to;
      next++;
    }
    statuses.push(status);
  }
  return statuses;
}

/** The date its present status took effect: the last change's, or null when it never changed. */
export function statusSince(changes: readonly StatusChange[]): string | null {
  let latest: string | null = null;
  for (const change of changes) if (latest === null || change.date >= latest) latest = change.date;
  return latest;
}

/**
 * The date a change of status takes effect when none is given (D33): going in force from quoted or
 * applied for, the policy's start (the insurer pays from then); any other change, today; but never
 * before the change before it, so that the changes keep the order they happened in (a policy in
 * force from a start still ahead that lapses first lapses from that start: never in force).
 */
export function defaultStatusDate(change: {
  from: string;
  to: string;
  startDate: string;
  today: string;
  /** The date of the policy's last change of status, if it has one. */
  lastChangedOn?: string | undefined;
}): string {
  const fromProposal = change.from === 'quoted' || change.from === 'applied';
  const date = change.to === 'in-force' && fromProposal ? change.startDate : change.today;
  return change.lastChangedOn && change.lastChangedOn > date ? change.lastChangedOn : date;
}

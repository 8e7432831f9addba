import { monthIndex, monthOfIndex } from './calendar-dates';
import { type PremiumFrequency, totalMonthlyPremiumCents } from './premiums';

/**
 * The book at a glance (issue 31): the in-force policies counted and their monthly premium (D28,
 * rounded once per figure), by insurer and by product, the next twelve months' anniversaries, the
 * premiums placed in each of the last twelve months, and single premiums placed this year (apart:
 * they are not monthly income). Worked from groups of policies the database has counted, so the
 * figures of 30,000 policies come from a few hundred rows.
 */

/** In-force policies of one start month, insurer, product and premium frequency. */
export interface PolicyGroup {
  /** `YYYY-MM` the policies started. */
  startMonth: string;
  insurer: string;
  product: string;
  premiumFrequency: PremiumFrequency;
  count: number;
  premiumCents: number;
}

export interface BookTotals {
  count: number;
  monthlyPremiumCents: number;
  /** Single premiums (issue 44): apart from the monthly figure, never in it (D28). */
  singlePremiumCount: number;
  singlePremiumCents: number;
}

export interface BookSummary {
  inForce: BookTotals;
  byInsurer: (BookTotals & { insurer: string })[];
  byProduct: (BookTotals & { product: string })[];
  /** The next twelve months from this one: policies whose anniversary falls in each. */
  anniversaries: { month: string; count: number }[];
  /** The last twelve months to this one: in-force policies placed in each, and their monthly premium. */
  placedByMonth: (BookTotals & { month: string })[];
  /** Single premiums placed this calendar year. */
  singlePremiumsThisYear: { count: number; premiumCents: number };
}

function totals(groups: readonly PolicyGroup[]): BookTotals {
  const singles = groups.filter((group) => group.premiumFrequency === 'single');
  return {
    count: groups.reduce((sum, group) => sum + group.count, 0),
    // A group's premiums summed are one premium of that frequency for the rounding (D28).
    monthlyPremiumCents: totalMonthlyPremiumCents(groups),
    singlePremiumCount: singles.reduce((sum, group) => sum + group.count, 0),
    singlePremiumCents: singles.reduce((sum, group) => sum + group.premiumCents, 0),
  };
}

function by<Key extends string>(
  groups: readonly PolicyGroup[],
  key: (group: PolicyGroup) => string,
  name: Key,
) {
  const grouped = new Map<string, PolicyGroup[]>();
  for (const group of groups) grouped.set(key(group), [...(grouped.get(key(group)) ?? []), group]);
  return [...grouped.entries()]
    .map(([value, members]) => ({ [name]: value, ...totals(members) }) as BookTotals & Record<Key, string>)
    .sort((a, b) => b.monthlyPremiumCents - a.monthlyPremiumCents || a[name].localeCompare(b[name]));
}

export function summariseBook(groups: readonly PolicyGroup[], currentMonth: string): BookSummary {
  const now = monthIndex(currentMonth);
  if (now === null) throw new RangeError(`not a month: ${currentMonth}`);
  const started = groups.map((group) => ({ group, at: monthIndex(group.startMonth) ?? Number.NaN }));
  const anniversaries = Array.from({ length: 12 }, (_, offset) => {
    const at = now + offset;
    const count = started
      // The same month of the year, in an earlier year: a year or more after it started.
      .filter(({ at: start }) => start % 12 === at % 12 && start < at)
      .reduce((sum, { group }) => sum + group.count, 0);
    return { month: monthOfIndex(at), count };
  });
  const placedByMonth = Array.from({ length: 12 }, (_, offset) => {
    const at = now - 11 + offset;
    return {
      month: monthOfIndex(at),
      ...totals(started.filter(({ at: start }) => start === at).map(({ group }) => group)),
    };
  });
  const year = Math.floor(now / 12);
  const singles = started.filter(
    ({ group, at }) => group.premiumFrequency === 'single' && Math.floor(at / 12) === year && at <= now,
  );
  return {
    inForce: totals(groups),
    byInsurer: by(groups, (group) => group.insurer, 'insurer'),
    byProduct: by(groups, (group) => group.product, 'product'),
    anniversaries,
    placedByMonth,
    singlePremiumsThisYear: {
      count: singles.reduce((sum, { group }) => sum + group.count, 0),
      premiumCents: singles.reduce((sum, { group }) => sum + group.premiumCents, 0),
    },
  };
}

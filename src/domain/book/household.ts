import { addMonths, parseCalendarDate } from './calendar-dates';
import { dateOfBirthFromIdNumber, nextBirthday } from './namibian-id';
import { type Premium, totalMonthlyPremiumCents } from './premiums';

/**
 * A household at a glance (issue 31): the people linked to each other, what their in-force
 * policies cost together each month (rounded once, D28), the cover they hold by kind, and the
 * dates that matter in the coming year: birthdays (from the ID number, YYMMDD), policy
 * anniversaries and yearly reviews (an overdue review first, issue 59).
 */

export const coverKinds = ['life', 'disability', 'dread-disease', 'funeral'] as const;
export type CoverKind = (typeof coverKinds)[number];

export interface HouseholdPolicy extends Premium {
  id: string;
  clientId: string;
  product: string;
  status: string;
  startDate: string;
  coverCents: number | null;
}

export interface HouseholdTotals {
  inForceCount: number;
  monthlyPremiumCents: number;
  /** Cover of the in-force policies of each kind, summed in cents. */
  coverByKind: Record<CoverKind, number>;
}

export function householdTotals(policies: readonly HouseholdPolicy[]): HouseholdTotals {
  const inForce = policies.filter((policy) => policy.status === 'in-force');
  const coverByKind = Object.fromEntries(coverKinds.map((kind) => [kind, 0])) as Record<CoverKind, number>;
  for (const policy of inForce)
    if ((coverKinds as readonly string[]).includes(policy.product))
      coverByKind[policy.product as CoverKind] += policy.coverCents ?? 0;
  return {
    inForceCount: inForce.length,
    monthlyPremiumCents: totalMonthlyPremiumCents(inForce),
    coverByKind,
  };
}

export type HouseholdDate =
  | { kind: 'birthday'; on: string; clientId: string; turns: number }
  | { kind: 'policy-anniversary'; on: string; clientId: string; policyId: string; years: number }
  /** A member's yearly review (issue 59): an overdue one first, dated the day it fell due. */
  | { kind: 'review'; on: string; clientId: string; overdue: boolean };

/** The next anniversary on or after `today` of a policy that started on `startDate` (a year or more on). */
function nextAnniversary(startDate: string, today: string): { on: string; years: number } {
  const start = parseCalendarDate(startDate);
  const now = parseCalendarDate(today);
  if (!start || !now) throw new RangeError(`not a calendar date: ${start ? today : startDate}`);
  let years = Math.max(1, now.year - start.year);
  let on = addMonths(startDate, 12 * years);
  if (on < today) {
    years += 1;
    on = addMonths(startDate, 12 * years);
  }
  return { on, years };
}

/**
 * The birthdays and in-force policy anniversaries from `today` up to a year on (the day a year on
 * not included), soonest first. A member whose ID number does not give a date of birth has no birthday here.
 */
export function householdDates(
  members: readonly { clientId: string; idNumber: string; reviewDueOn?: string | null }[],
  policies: readonly HouseholdPolicy[],
  today: string,
): HouseholdDate[] {
  const yearOn = addMonths(today, 12);
  const dates: HouseholdDate[] = [];
  const overdue: HouseholdDate[] = [];
  for (const member of members)
    if (member.reviewDueOn)
      (member.reviewDueOn < today ? overdue : dates).push({
        kind: 'review',
        on: member.reviewDueOn,
        clientId: member.clientId,
        overdue: member.reviewDueOn < today,
      });
  for (const member of members) {
    const born = dateOfBirthFromIdNumber(member.idNumber, today);
    if (!born) continue;
    const on = nextBirthday(born, today);
    dates.push({
      kind: 'birthday',
      on,
      clientId: member.clientId,
      turns: Number(on.slice(0, 4)) - Number(born.slice(0, 4)),
    });
  }
  for (const policy of policies) {
    if (policy.status !== 'in-force') continue;
    const { on, years } = nextAnniversary(policy.startDate, today);
    dates.push({ kind: 'policy-anniversary', on, clientId: policy.clientId, policyId: policy.id, years });
  }
  return [
    ...overdue.sort((a, b) => a.on.localeCompare(b.on)),
    ...dates
      .filter((date) => date.on < yearOn)
      .sort((a, b) => a.on.localeCompare(b.on) || a.kind.localeCompare(b.kind)),
  ];
}

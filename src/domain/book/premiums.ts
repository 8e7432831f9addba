import { monthIndex } from './calendar-dates';

/**
 * Premiums in the book (issue 31, DECISIONS D28). A policy's monthly premium is its premium for
 * monthly, a third for quarterly, a twelfth for annually, and nothing for single premiums, which
 * are shown apart. A total is rounded to the cent once, at the end: the sum is kept in twelfths of
 * a cent, exactly, and rounded half up when it is shown.
 */

export const premiumFrequencies = ['monthly', 'quarterly', 'annually', 'single'] as const;
export type PremiumFrequency = (typeof premiumFrequencies)[number];

export interface Premium {
  premiumCents: number;
  premiumFrequency: PremiumFrequency;
}

/** Twelfths of a cent per month that one premium is worth: monthly x12, quarterly x4, annually x1. */
const twelfthsPerCent: Record<PremiumFrequency, number> = {
  monthly: 12,
  quarterly: 4,
  annually: 1,
  single: 0,
};

function roundTwelfths(twelfths: number): number {
  // Half up: 6 twelfths or more of a cent round up (all amounts are whole, not negative).
  return Math.floor((twelfths + 6) / 12);
}

/** One policy's monthly equivalent in cents (0 for a single premium). */
export function monthlyPremiumCents(premium: Premium): number {
  return roundTwelfths(premium.premiumCents * twelfthsPerCent[premium.premiumFrequency]);
}

/** The monthly premium of several policies together, rounded once at the end; single premiums apart. */
export function totalMonthlyPremiumCents(premiums: readonly Premium[]): number {
  return roundTwelfths(
    premiums.reduce(
      (sum, premium) => sum + premium.premiumCents * twelfthsPerCent[premium.premiumFrequency],
      0,
    ),
  );
}

/** The premiums of the policy's first year (what a first-year commission is a percentage of). */
export function firstYearPremiumCents(premium: Premium): number {
  return (
    premium.premiumCents * { monthly: 12, quarterly: 4, annually: 1, single: 1 }[premium.premiumFrequency]
  );
}

/**
 * The premium the insurer collects in a month (`YYYY-MM`) of a policy that started in `startMonth`:
 * monthly every month; quarterly in the start month and every third month after; annually in the
 * start month and each anniversary; a single premium in the start month only. Nothing before it started.
 */
export function premiumDueInMonthCents(premium: Premium, startMonth: string, month: string): number {
  const start = monthIndex(startMonth);
  const at = monthIndex(month);
  if (start === null || at === null)
    throw new RangeError(`not a month: ${start === null ? startMonth : month}`);
  return premiumDueAfterCents(premium, at - start);
}

/** The same, `elapsed` whole months after the start month (0 is the start month; negative, before it). */
export function premiumDueAfterCents(premium: Premium, elapsed: number): number {
  if (elapsed < 0) return 0;
  const due =
    premium.premiumFrequency === 'single'
      ? elapsed === 0
      : elapsed % monthsBetween[premium.premiumFrequency] === 0;
  return due ? premium.premiumCents : 0;
}

const monthsBetween = { monthly: 1, quarterly: 3, annually: 12 } as const;

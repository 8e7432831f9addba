import { monthIndex } from './calendar-dates';
import { firstYearPremiumCents, type Premium, premiumDueAfterCents } from './premiums';

/**
 * Commission expected from a policy (issue 31). The terms: a first-year commission, either an
 * amount or a percentage of the first year's premium, paid up front (all in the policy's first
 * month) or over twelve months; and an ongoing percentage of each premium collected from month 13.
 * Percentages are in basis points (hundredths of a percent: 7,500 is 75 %), so the terms hold no
 * fractions; amounts are cents, rounded half up once per month, and the twelve monthly parts of a
 * first-year commission add up to it exactly.
 */

export interface CommissionTerms {
  firstYear?:
    | { kind: 'amount'; amountCents: number; paid: 'upfront' | 'over-12-months' }
    | { kind: 'percent'; basisPoints: number; paid: 'upfront' | 'over-12-months' };
  /** Of each premium collected from the 13th month on. */
  ongoingBasisPoints?: number;
}

/** `cents x basisPoints / 10,000`, rounded half up (all inputs whole and not negative). */
function percentOf(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/** The whole first-year commission in cents. */
export function firstYearCommissionCents(premium: Premium, terms: CommissionTerms): number {
  const first = terms.firstYear;
  if (!first) return 0;
  return first.kind === 'amount'
    ? first.amountCents
    : percentOf(firstYearPremiumCents(premium), first.basisPoints);
}

/**
 * The commission expected in `month` (`YYYY-MM`) from a policy that started in `startMonth`:
 * month 1 is the start month.
 */
export function expectedCommissionCents(
  premium: Premium,
  terms: CommissionTerms,
  startMonth: string,
  month: string,
): number {
  const start = monthIndex(startMonth);
  const at = monthIndex(month);
  if (start === null || at === null)
    throw new RangeError(`not a month: ${start === null ? startMonth : month}`);
  return expectedInPolicyMonthCents(premium, terms, at - start + 1, firstYearCommissionCents(premium, terms));
}

/**
 * The same for the policy's `policyMonth`-th month (1 is the start month), given its whole
 * first-year commission: a report over many policies and months works each of those out once.
 */
export function expectedInPolicyMonthCents(
  premium: Premium,
  terms: CommissionTerms,
  policyMonth: number,
  firstYearTotalCents: number,
): number {
  if (policyMonth < 1) return 0;
  let cents = 0;
  if (terms.firstYear) {
    const total = firstYearTotalCents;
    if (terms.firstYear.paid === 'upfront') cents += policyMonth === 1 ? total : 0;
    else if (policyMonth <= 12)
      // The k-th twelfth is what the first k months add up to less what the first k-1 did: the
      // twelve add up to the total, the odd cents falling where the running sum crosses a cent.
      cents += Math.floor((total * policyMonth) / 12) - Math.floor((total * (policyMonth - 1)) / 12);
  }
  if (terms.ongoingBasisPoints && policyMonth >= 13)
    cents += percentOf(premiumDueAfterCents(premium, policyMonth - 1), terms.ongoingBasisPoints);
  return cents;
}

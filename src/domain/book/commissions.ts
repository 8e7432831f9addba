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

const instalmentEvery = { monthly: 1, quarterly: 3, annually: 12 } as const;

/**
 * The same for consecutive months at once, the first being the policy's `firstPolicyMonth`-th:
 * fills `into` (one place per month) and answers whether any of them is more than nothing. What a
 * report over a whole book runs for every policy, so its terms are read once, not once a month.
 */
export function expectedInMonthsCents(
  premium: Premium,
  terms: CommissionTerms,
  firstPolicyMonth: number,
  into: Float64Array,
): boolean {
  into.fill(0);
  let any = false;
  const count = into.length;
  const first = terms.firstYear;
  if (first) {
    const total = firstYearCommissionCents(premium, terms);
    // Policy months 1 to 12 (or only 1, paid up front) that fall in the range.
    const last = first.paid === 'upfront' ? 1 : 12;
    for (
      let month = Math.max(1, firstPolicyMonth);
      month <= last && month < firstPolicyMonth + count;
      month++
    ) {
      const cents =
        first.paid === 'upfront'
          ? total
          : Math.floor((total * month) / 12) - Math.floor((total * (month - 1)) / 12);
      into[month - firstPolicyMonth] = cents;
      if (cents !== 0) any = true;
    }
  }
  const ongoing = terms.ongoingBasisPoints;
  if (ongoing && premium.premiumFrequency !== 'single') {
    // A premium is collected every `every` months from the start month (policy month 1); ongoing
    // commission on those of month 13 on.
    const every = instalmentEvery[premium.premiumFrequency];
    const cents = percentOf(premium.premiumCents, ongoing);
    if (cents !== 0) {
      let month = Math.max(13, firstPolicyMonth);
      month += (every - ((month - 1) % every)) % every;
      for (; month < firstPolicyMonth + count; month += every) {
        into[month - firstPolicyMonth] = (into[month - firstPolicyMonth] as number) + cents;
        any = true;
      }
    }
  }
  return any;
}

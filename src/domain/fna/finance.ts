/**
 * The arithmetic the Financial Needs Analysis shares (issue 8, DECISIONS D12, D13): rates are
 * percentages a year (10 = 10 %), money is integer cents, and an income "in today's money" keeps
 * its buying power by growing with inflation, so capital is discounted at the real rate.
 */

/** The monthly rate equal to a yearly return net of yearly inflation: ((1 + i) / (1 + g))^(1/12) - 1. */
export function realMonthlyRate(returnPercent: number, inflationPercent: number): number {
  return ((1 + returnPercent / 100) / (1 + inflationPercent / 100)) ** (1 / 12) - 1;
}

/** The monthly rate compounding to a yearly return: (1 + i)^(1/12) - 1. */
export function monthlyRate(returnPercent: number): number {
  return (1 + returnPercent / 100) ** (1 / 12) - 1;
}

/**
 * Capital needed today to pay `monthlyCents` at the end of every month for `months` months, the
 * payment rising with inflation: the present value of an annuity at the real monthly rate.
 */
export function incomeCapitalCents(
  monthlyCents: number,
  months: number,
  returnPercent: number,
  inflationPercent: number,
): number {
  if (monthlyCents <= 0 || months <= 0) return 0;
  const rate = realMonthlyRate(returnPercent, inflationPercent);
  const factor = Math.abs(rate) < 1e-12 ? months : (1 - (1 + rate) ** -months) / rate;
  return Math.round(monthlyCents * factor);
}

/** What `presentCents` grows to in `years` years at `returnPercent` a year. */
export function grownCents(presentCents: number, years: number, returnPercent: number): number {
  return Math.round(presentCents * (1 + returnPercent / 100) ** Math.max(0, years));
}

/** What saving `monthlyCents` at the end of every month for `months` months grows to. */
export function savingsValueCents(monthlyCents: number, months: number, returnPercent: number): number {
  if (monthlyCents <= 0 || months <= 0) return 0;
  const rate = monthlyRate(returnPercent);
  const factor = Math.abs(rate) < 1e-12 ? months : ((1 + rate) ** months - 1) / rate;
  return Math.round(monthlyCents * factor);
}

/** The monthly saving (end of month) that grows to `targetCents` in `months` months; 0 when nothing is needed. */
export function monthlySavingForCents(targetCents: number, months: number, returnPercent: number): number {
  if (targetCents <= 0) return 0;
  if (months <= 0) return targetCents;
  const rate = monthlyRate(returnPercent);
  const factor = Math.abs(rate) < 1e-12 ? months : ((1 + rate) ** months - 1) / rate;
  return Math.round(targetCents / factor);
}

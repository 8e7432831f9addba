/**
 * A loan repaid in equal monthly instalments, worked month by month in whole cents so that the
 * totals reconcile exactly: the instalments (plus any balloon) equal the amount borrowed plus the
 * interest charged.
 */

export interface AmortisationInputs {
  principalCents: number;
  /** Yearly rate in percent; interest is charged monthly at rate / 12. */
  yearlyRatePercent: number;
  months: number;
  /** A residual (balloon) still owed after the last instalment, paid with it. 0 for none. */
  balloonCents?: number;
}

export interface AmortisationMonth {
  month: number;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  /** Owed after this month's instalment (the balloon is still owed after the last one). */
  balanceCents: number;
}

export interface Amortisation {
  /** The regular instalment. */
  paymentCents: number;
  /** The last instalment, which absorbs the rounding of the others (balloon not included). */
  finalPaymentCents: number;
  totalInterestCents: number;
  /** All instalments, balloon not included. */
  totalInstalmentsCents: number;
  schedule: AmortisationMonth[];
}

/**
 * One month's interest on a balance at a yearly rate in percent, rounded half up to whole cents,
 * worked exactly (in integers): floating point puts a true half-cent on either side by chance.
 * Rates are taken to six decimals.
 */
export function monthlyInterestCents(balanceCents: number, yearlyRatePercent: number): number {
  if (balanceCents <= 0 || yearlyRatePercent === 0) return 0;
  const rateMillionths = BigInt(Math.round(yearlyRatePercent * 1_000_000));
  const denominator = 1_200_000_000n; // percent (100) x 12 months x 10^6
  const numerator = BigInt(Math.round(balanceCents)) * rateMillionths;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** The standard instalment: PMT = (P - B / (1 + r)^n) x r / (1 - (1 + r)^-n); (P - B) / n at 0 %. */
export function instalment(principal: number, monthlyRate: number, months: number, balloon = 0): number {
  if (monthlyRate === 0) return (principal - balloon) / months;
  const discountedBalloon = balloon / (1 + monthlyRate) ** months;
  return ((principal - discountedBalloon) * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

export function amortise({
  principalCents,
  yearlyRatePercent,
  months,
  balloonCents = 0,
}: AmortisationInputs): Amortisation {
  const monthlyRate = yearlyRatePercent / 100 / 12;
  const paymentCents = Math.round(instalment(principalCents, monthlyRate, months, balloonCents));
  const schedule: AmortisationMonth[] = [];
  let balance = principalCents;
  let totalInterestCents = 0;
  let totalInstalmentsCents = 0;
  for (let month = 1; month <= months; month++) {
    const interestCents = monthlyInterestCents(balance, yearlyRatePercent);
    const owedBeforeBalloon = balance - balloonCents;
    // The last instalment clears what is left apart from the balloon; none pays more than that.
    const principalPart =
      month === months ? owedBeforeBalloon : Math.min(paymentCents - interestCents, owedBeforeBalloon);
    const payment = interestCents + principalPart;
    balance -= principalPart;
    totalInterestCents += interestCents;
    totalInstalmentsCents += payment;
    schedule.push({
      month,
      paymentCents: payment,
      interestCents,
      principalCents: principalPart,
      balanceCents: balance,
    });
  }
  return {
    paymentCents,
    finalPaymentCents: schedule.at(-1)?.paymentCents ?? 0,
    totalInterestCents,
    totalInstalmentsCents,
    schedule,
  };
}

/** The balance at the end of each year of a schedule (and at month 0), for a chart. */
export function yearlyBalances(principalCents: number, schedule: readonly AmortisationMonth[]) {
  const points = [{ year: 0, balanceCents: principalCents, interestPaidCents: 0, principalPaidCents: 0 }];
  let interest = 0;
  let principal = 0;
  for (const month of schedule) {
    interest += month.interestCents;
    principal += month.principalCents;
    if (month.month % 12 === 0 || month.month === schedule.length) {
      points.push({
        year: Math.round((month.month / 12) * 100) / 100,
        balanceCents: month.balanceCents,
        interestPaidCents: interest,
        principalPaidCents: principal,
      });
    }
  }
  return points;
}

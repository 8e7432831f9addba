import { addMonths, isCalendarDate } from './calendar-dates';

/**
 * The yearly review (issue 31, DECISIONS D27): a client with an in-force policy is due a review
 * twelve months after the later of their last logged review and their earliest in-force policy's
 * start date. Without an in-force policy no review is due (null).
 */
export function reviewDueOn(client: {
  lastReviewOn: string | null;
  earliestInForceStart: string | null;
}): string | null {
  const { lastReviewOn, earliestInForceStart } = client;
  if (earliestInForceStart === null) return null;
  for (const date of [lastReviewOn, earliestInForceStart])
    if (date !== null && !isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const from =
    lastReviewOn !== null && lastReviewOn > earliestInForceStart ? lastReviewOn : earliestInForceStart;
  return addMonths(from, 12);
}

export const reviewOutcomes = ['no-change', 'changes-advised', 'could-not-reach'] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];

/**
 * The reviews planner (issue 59): the reviews due in the next `months` months (this month first),
 * month by month, and apart those already overdue (due before `today`).
 */
export function reviewsByMonth<Review extends { dueOn: string }>(
  reviews: readonly Review[],
  today: string,
  months = 12,
): { overdue: Review[]; months: { month: string; reviews: Review[] }[] } {
  const first = today.slice(0, 7);
  const plan = Array.from({ length: months }, (_, index) => ({
    month: addMonths(`${first}-01`, index).slice(0, 7),
    reviews: [] as Review[],
  }));
  const overdue: Review[] = [];
  for (const review of reviews) {
    if (review.dueOn < today) {
      overdue.push(review);
      continue;
    }
    plan.find((entry) => entry.month === review.dueOn.slice(0, 7))?.reviews.push(review);
  }
  return { overdue, months: plan };
}

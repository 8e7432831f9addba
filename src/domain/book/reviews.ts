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

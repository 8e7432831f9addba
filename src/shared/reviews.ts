import { z } from 'zod';
import { isCalendarDate } from '../domain/book/calendar-dates';
import { type ReviewOutcome, reviewOutcomes } from '../domain/book/reviews';
import { adviserFilterSchema } from './clients';
import { optionalText } from './fields';

/** The yearly review (issue 31, DECISIONS D27): the API's shapes. */

export { type ReviewOutcome, reviewOutcomes };
export const reviewOutcomeLabels: Record<ReviewOutcome, string> = {
  'no-change': 'No change',
  'changes-advised': 'Changes advised',
  'could-not-reach': 'Could not reach them',
};

/** `POST /api/admin/clients/:id/reviews`. */
export const reviewCreateSchema = z.strictObject({
  heldOn: z
    .string({ error: 'Enter the date it was held' })
    .refine(isCalendarDate, 'Enter the date it was held as a real date (YYYY-MM-DD)'),
  notes: optionalText(),
  outcome: z.enum(reviewOutcomes, { error: 'Choose the outcome' }),
});
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;

/**
 * `GET /api/admin/reviews?within=DAYS&page=N`: due within that many days from today, overdue
 * included, the most overdue first, 100 a page (a large book has thousands overdue).
 */
export const reviewsDueQuerySchema = z.object({
  /** `mine`: the signed-in person's clients only (issue 34). */
  adviser: adviserFilterSchema,
  within: z.coerce
    .number({ error: 'within is a number of days from 0 to 3650' })
    .int('within is a number of days from 0 to 3650')
    .min(0, 'within is a number of days from 0 to 3650')
    .max(3650, 'within is a number of days from 0 to 3650')
    .default(30),
  page: z.coerce
    .number({ error: 'page is a whole number from 1' })
    .int('page is a whole number from 1')
    .min(1, 'page is a whole number from 1')
    .max(100_000, 'page is a whole number from 1')
    .default(1),
  /**
   * `overdue`: only those due before today; `upcoming`: only those due from today (Today lists them
   * apart, issue 59); `all` (the default): both, overdue first.
   */
  part: z.enum(['all', 'overdue', 'upcoming'], { error: 'part is all, overdue or upcoming' }).default('all'),
});
export type ReviewsDuePart = z.output<typeof reviewsDueQuerySchema>['part'];

export const reviewsDuePageSize = 100;

export interface Review {
  id: string;
  clientId: string;
  heldOn: string;
  notes: string;
  outcome: ReviewOutcome;
  createdAt: string;
}

/** `GET /api/admin/clients/:id/reviews`. */
export interface ClientReviews {
  items: Review[];
  /** When the next review is due; null without an in-force policy. */
  dueOn: string | null;
  /** When they were last invited to book one, or null. */
  invitedAt: string | null;
}

export interface ReviewDue {
  clientId: string;
  name: string;
  dueOn: string;
}

export interface ReviewsDue {
  items: ReviewDue[];
  /** How many are due in all; `items` is the page asked for. */
  total: number;
  page: number;
  pageSize: number;
}

export { reviewBookingPath, reviewBookingTopic, reviewInvitationKind } from './review-booking';

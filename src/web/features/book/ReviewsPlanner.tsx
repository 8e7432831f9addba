import { useId } from 'react';
import { reviewsByMonth } from '../../../domain/book/reviews';
import { formatCalendarDate, formatMonth, todayInWindhoek } from '../../lib/dates';
import { Link } from '../../lib/router';
import { useReviewsDue } from './api/book';

/**
 * The reviews planner (issue 59): the yearly reviews of the next twelve months, month by month with
 * their clients, and those already overdue first, for planning the year, not only the next 30 days.
 */
export function ReviewsPlanner() {
  const headingId = useId();
  const today = todayInWindhoek();
  const due = useReviewsDue(366, 'anyone', 'all');
  const plan = reviewsByMonth(due.data?.items ?? [], today);
  const planned = plan.months.reduce((sum, month) => sum + month.reviews.length, 0);
  const line = (review: { clientId: string; name: string; dueOn: string }) => (
    <li key={review.clientId} className="flex flex-wrap justify-between gap-x-2 py-1">
      <Link to={`/admin/clients/${review.clientId}`} className="font-medium text-brand-800 underline">
        {review.name}
      </Link>
      <span className="text-sm text-slate-700">{formatCalendarDate(review.dueOn)}</span>
    </li>
  );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:col-span-2"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Yearly reviews, the next twelve months
      </h2>
      {due.isError ? (
        <p className="mt-2 text-red-700">Could not load the reviews.</p>
      ) : !due.data ? (
        <p className="mt-2 text-slate-600">Loading...</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {planned} falling due
            {plan.overdue.length > 0 ? `, and ${plan.overdue.length} overdue already` : ''}.
            {due.data.total > due.data.items.length
              ? ` The first ${due.data.items.length} of ${due.data.total} are shown.`
              : ''}
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {plan.overdue.length > 0 ? (
              <li className="rounded-lg border border-amber-300 bg-amber-50">
                <details>
                  <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 font-semibold text-amber-950">
                    Overdue <span>{plan.overdue.length}</span>
                  </summary>
                  <ul className="px-3 pb-2">{plan.overdue.map(line)}</ul>
                </details>
              </li>
            ) : null}
            {plan.months.map((month) => (
              <li key={month.month} className="rounded-lg border border-slate-200">
                {month.reviews.length === 0 ? (
                  <p className="flex min-h-11 items-center justify-between gap-2 px-3 py-2 text-slate-600">
                    {formatMonth(month.month)} <span>0</span>
                  </p>
                ) : (
                  <details>
                    <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 font-semibold text-slate-900">
                      {formatMonth(month.month)} <span>{month.reviews.length}</span>
                    </summary>
                    <ul className="px-3 pb-2">{month.reviews.map(line)}</ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

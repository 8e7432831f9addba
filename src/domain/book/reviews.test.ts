import { describe, expect, it } from 'vitest';
import { reviewDueOn, reviewsByMonth } from './reviews';

describe('the yearly review’s due date (D27)', () => {
  it.each([
    // No in-force policy: no review due, whatever was logged.
    [null, null, null],
    ['2026-05-01', null, null],
    // Only a policy: twelve months after it started.
    [null, '2025-08-10', '2026-08-10'],
    // The later of the two, plus twelve months.
    ['2026-05-01', '2025-08-10', '2027-05-01'],
    ['2024-01-15', '2025-08-10', '2026-08-10'],
    // 29 February plus a year is 28 February.
    [null, '2024-02-29', '2025-02-28'],
  ])(
    'last review %s, earliest in-force policy %s: due %s',
    (lastReviewOn, earliestInForceStart, expected) => {
      expect(reviewDueOn({ lastReviewOn, earliestInForceStart })).toBe(expected);
    },
  );

  it('refuses a date that is not one', () => {
    expect(() => reviewDueOn({ lastReviewOn: '2026-02-30', earliestInForceStart: '2025-01-01' })).toThrow(
      'not a calendar date: 2026-02-30',
    );
  });
});

describe('the reviews planner (issue 59)', () => {
  const due = (name: string, dueOn: string) => ({ name, dueOn });
  it('groups the next twelve months from this one, the overdue apart, a review beyond left out', () => {
    const plan = reviewsByMonth(
      [
        due('Long overdue', '2026-03-15'),
        due('Overdue this month', '2026-12-01'),
        due('Today', '2026-12-06'),
        due('Later this month', '2026-12-31'),
        due('Next year', '2027-01-10'),
        due('Last month of the plan', '2027-11-30'),
        due('Beyond', '2027-12-01'),
      ],
      '2026-12-06',
    );
    expect(plan.overdue.map((review) => review.name)).toEqual(['Long overdue', 'Overdue this month']);
    expect(plan.months.map((month) => month.month)).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
    ]);
    expect(plan.months[0]?.reviews.map((review) => review.name)).toEqual(['Today', 'Later this month']);
    expect(plan.months[1]?.reviews.map((review) => review.name)).toEqual(['Next year']);
    expect(plan.months[11]?.reviews.map((review) => review.name)).toEqual(['Last month of the plan']);
    expect(plan.months.flatMap((month) => month.reviews).map((review) => review.name)).not.toContain(
      'Beyond',
    );
  });
});

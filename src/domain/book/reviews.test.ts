import { describe, expect, it } from 'vitest';
import { reviewDueOn } from './reviews';

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

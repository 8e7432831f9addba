import { describe, expect, it } from 'vitest';
import { portalReviewNotice } from './portal-texts';

describe('portalReviewNotice: the portal tells a client of their yearly review (issue 59)', () => {
  const today = '2026-12-07';
  it.each([
    // Overdue: said so, in bold.
    ['2026-11-15', false, { overdue: true, text: 'Your yearly review was due on 15 Nov 2026.' }],
    // Due today and within 30 days (7 Dec + 30 = 6 Jan 2027).
    ['2026-12-07', false, { overdue: false, text: 'Your yearly review falls due on 7 Dec 2026.' }],
    ['2027-01-06', false, { overdue: false, text: 'Your yearly review falls due on 6 Jan 2027.' }],
    // Further ahead: nothing yet.
    ['2027-01-07', false, null],
    // A consultation booked already, or no policy in force: nothing.
    ['2026-11-15', true, null],
    [null, false, null],
  ])('due %s, booked %s', (dueOn, booked, expected) => {
    expect(portalReviewNotice(dueOn, today, booked)).toEqual(expected);
  });
});

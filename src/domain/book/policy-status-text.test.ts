import { describe, expect, it } from 'vitest';
import { isCover, policyStatusText } from './policy-status-text';

describe('a policy status in words, with its date', () => {
  const today = '2026-11-27';
  it.each([
    // [status, start date, status since, words]
    ['in-force', '2024-03-01', null, 'In force since 1 Mar 2024'],
    ['in-force', '2026-12-01', null, 'In force from 1 Dec 2026'],
    // Back in force after a lapse: since it was put back.
    ['in-force', '2024-03-01', '2026-09-03', 'In force since 3 Sep 2026'],
    // In force from its start, as recorded when it went in force from applied for.
    ['in-force', '2024-03-01', '2024-03-01', 'In force since 1 Mar 2024'],
    // Not "since" a future date.
    ['applied', '2026-12-01', null, 'Applied for, starts 1 Dec 2026'],
    ['applied', '2026-11-27', null, 'Applied for, starts 27 Nov 2026'],
    ['applied', '2026-10-01', null, 'Applied for, to start 1 Oct 2026'],
    ['quoted', '2027-01-01', '2026-11-02', 'Quoted on 2 Nov 2026'],
    ['quoted', '2027-01-01', null, 'Quoted'],
    ['lapsed', '2024-03-01', '2026-07-15', 'Lapsed on 15 Jul 2026'],
    // Recorded lapsed (imported): no date known.
    ['lapsed', '2024-03-01', null, 'Lapsed'],
    ['cancelled', '2024-03-01', '2026-09-30', 'Cancelled on 30 Sep 2026'],
    ['matured', '2016-03-01', '2026-03-01', 'Matured on 1 Mar 2026'],
    ['claimed', '2016-03-01', null, 'Claimed'],
  ] as const)('%s from %s (since %s): %s', (status, startDate, statusSince, text) => {
    expect(policyStatusText({ status, startDate, statusSince }, today)).toBe(text);
  });

  it('only a policy in force is cover', () => {
    expect(
      ['quoted', 'applied', 'in-force', 'lapsed', 'cancelled', 'claimed', 'matured'].filter(isCover),
    ).toEqual(['in-force']);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultStatusDate, type StatusChange, statusByMonth, statusSince } from './status-history';

describe('a policy status month by month', () => {
  const lapsedInJuly: StatusChange[] = [{ date: '2026-07-15', from: 'in-force', to: 'lapsed' }];

  it.each([
    // [what, current, changes, first month, months, expected]
    [
      'never changed: its status now throughout',
      'in-force',
      [],
      '2026-01',
      3,
      ['in-force', 'in-force', 'in-force'],
    ],
    ['never changed and lapsed: lapsed throughout', 'lapsed', [], '2026-01', 2, ['lapsed', 'lapsed']],
    [
      'lapsed in month 7: months 1-6 in force, 7 on not',
      'lapsed',
      lapsedInJuly,
      '2026-01',
      9,
      [...Array(6).fill('in-force'), 'lapsed', 'lapsed', 'lapsed'],
    ],
    [
      'lapsed on the first of July: July is lapsed too',
      'lapsed',
      [{ date: '2026-07-01', from: 'in-force', to: 'lapsed' }],
      '2026-06',
      2,
      ['in-force', 'lapsed'],
    ],
    [
      'lapsed, then back in force in September (given out of order)',
      'in-force',
      [
        { date: '2026-09-03', from: 'lapsed', to: 'in-force' },
        { date: '2026-07-15', from: 'in-force', to: 'lapsed' },
      ],
      '2026-06',
      5,
      ['in-force', 'lapsed', 'lapsed', 'in-force', 'in-force'],
    ],
    [
      'applied for, in force from March',
      'in-force',
      [{ date: '2026-03-01', from: 'applied', to: 'in-force' }],
      '2026-01',
      4,
      ['applied', 'applied', 'in-force', 'in-force'],
    ],
    [
      'two changes in one month: the later counts for the month',
      'cancelled',
      [
        { date: '2026-04-02', from: 'in-force', to: 'lapsed' },
        { date: '2026-04-20', from: 'lapsed', to: 'cancelled' },
      ],
      '2026-03',
      3,
      ['in-force', 'cancelled', 'cancelled'],
    ],
    [
      'a range after every change: its status now',
      'lapsed',
      lapsedInJuly,
      '2027-01',
      2,
      ['lapsed', 'lapsed'],
    ],
    ['a range across a year end', 'lapsed', lapsedInJuly, '2025-12', 2, ['in-force', 'in-force']],
  ] as const)('%s', (_what, current, changes, first, months, expected) => {
    expect(statusByMonth(current, changes, first, months)).toEqual(expected);
  });

  it('refuses a month that is not one', () => {
    expect(() => statusByMonth('in-force', lapsedInJuly, '2026-13', 1)).toThrow('not a month');
  });

  it('says since when its present status holds', () => {
    expect(statusSince([])).toBeNull();
    expect(
      statusSince([
        { date: '2026-09-03', from: 'lapsed', to: 'in-force' },
        { date: '2026-07-15', from: 'in-force', to: 'lapsed' },
      ]),
    ).toBe('2026-09-03');
  });
});

describe('the date of a change of status given none (D33)', () => {
  const today = '2026-11-25';
  it.each([
    // [what, from, to, start date, last change, expected]
    ['in force from applied for: its start', 'applied', 'in-force', '2026-12-01', undefined, '2026-12-01'],
    [
      'in force from quoted: its start, even past',
      'quoted',
      'in-force',
      '2025-03-15',
      undefined,
      '2025-03-15',
    ],
    ['lapsed: today', 'in-force', 'lapsed', '2025-03-15', undefined, today],
    [
      'back in force after a lapse: today, not its start',
      'lapsed',
      'in-force',
      '2025-03-15',
      '2026-08-10',
      today,
    ],
    [
      'lapsed before a start still ahead: from that start',
      'in-force',
      'lapsed',
      '2026-12-01',
      '2026-12-01',
      '2026-12-01',
    ],
    [
      'a change before it earlier than today: today',
      'in-force',
      'cancelled',
      '2025-03-15',
      '2026-08-10',
      today,
    ],
  ] as const)('%s', (_what, from, to, startDate, lastChangedOn, expected) => {
    expect(defaultStatusDate({ from, to, startDate, today, lastChangedOn })).toBe(expected);
  });
});

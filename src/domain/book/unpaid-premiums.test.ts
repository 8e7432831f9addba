import { describe, expect, it } from 'vitest';
import type { CommissionTerms } from './commissions';
import { type StatementCheck, statementNewsSince, unpaidOnStatement } from './unpaid-premiums';

describe('the statements that still tell the day something', () => {
  it.each([
    // Three months back from the month of the day.
    ['2026-12-07', '2026-09'],
    ['2026-12-31', '2026-09'],
    ['2027-01-01', '2026-10'],
    ['2027-03-15', '2026-12'],
    ['2026-02-28', '2025-11'],
  ])('on %s, from %s', (today, since) => {
    expect(statementNewsSince(today)).toBe(since);
  });

  it('refuses what is not a date', () => {
    expect(() => statementNewsSince('soon')).toThrow(RangeError);
  });
});

// N$ 500 a month; ongoing 5 % from month 13: 2,500 cents a month.
const ongoing: CommissionTerms = {
  firstYear: { kind: 'percent', basisPoints: 7_500, paid: 'upfront' },
  ongoingBasisPoints: 500,
};
// N$ 1,200.00 over twelve months: 10,000 cents a month in months 1 to 12.
const overTwelve: CommissionTerms = {
  firstYear: { kind: 'amount', amountCents: 120_000, paid: 'over-12-months' },
};

/** A policy started in March 2025 (November 2026 is its 21st month), in force, no line on November's statement. */
const base: StatementCheck = {
  premiumCents: 50_000,
  premiumFrequency: 'monthly',
  terms: ongoing,
  startMonth: '2025-03',
  status: 'in-force',
  statusChanges: [],
  month: '2026-11',
  receivedCents: null,
};

describe('a premium the statement says was not paid', () => {
  it.each<[string, Partial<StatementCheck>, number | null]>([
    ['no line for a policy in force that expects 2,500 cents', {}, 2_500],
    ['a line of nothing', { receivedCents: 0 }, 2_500],
    ['commission taken back', { receivedCents: -2_500 }, 2_500],
    ['paid in full', { receivedCents: 2_500 }, null],
    // Short is the commission report's to show, not a premium unpaid.
    ['paid short', { receivedCents: 1 }, null],
    ['started after the statement’s month', { startMonth: '2026-12' }, null],
    // Month 1 of an up-front first year: 75 % of 12 x 50,000 = 450,000.
    ['its first month, the up-front commission missing', { startMonth: '2026-11' }, 450_000],
    // Months 2 to 12 of an up-front first year expect nothing: no line is as it should be.
    ['month 5 of an up-front first year', { startMonth: '2026-07' }, null],
    ['month 5 of a first year over twelve months', { startMonth: '2026-07', terms: overTwelve }, 10_000],
    ['no terms: nothing expected', { terms: {} }, null],
    // Quarterly N$ 1,500 from March 2025: premiums due in policy months 1, 4, 7, ... (3k + 1).
    // November 2026 is month 21: none due. December is month 22 = 1 + 3 x 7: 5 % of 150,000 = 7,500.
    [
      'a quarterly premium not due that month',
      { premiumCents: 150_000, premiumFrequency: 'quarterly' },
      null,
    ],
    [
      'a quarterly premium due that month',
      { premiumCents: 150_000, premiumFrequency: 'quarterly', month: '2026-12' },
      7_500,
    ],
    ['a single premium: nothing ongoing', { premiumFrequency: 'single' }, null],
    // In force now, but lapsed on 10 November and back in force on 3 December: not in force in November.
    [
      'lapsed that month, back in force since',
      {
        statusChanges: [
          { date: '2026-11-10', from: 'in-force', to: 'lapsed' },
          { date: '2026-12-03', from: 'lapsed', to: 'in-force' },
        ],
      },
      null,
    ],
    // Went in force on 20 November: in force for November.
    [
      'went in force during the month',
      { statusChanges: [{ date: '2026-11-20', from: 'quoted', to: 'in-force' }] },
      2_500,
    ],
    [
      'lapsed now',
      { status: 'lapsed', statusChanges: [{ date: '2026-10-01', from: 'in-force', to: 'lapsed' }] },
      null,
    ],
    ['a month that is not one', { month: 'November' }, null],
  ])('%s', (_, change, expected) => {
    expect(unpaidOnStatement({ ...base, ...change })).toBe(expected);
  });
});

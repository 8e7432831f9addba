import { describe, expect, it } from 'vitest';
import { type HouseholdPolicy, householdDates, householdTotals } from './household';

const policy = (overrides: Partial<HouseholdPolicy>): HouseholdPolicy => ({
  id: 'p',
  clientId: 'a',
  product: 'life',
  status: 'in-force',
  startDate: '2024-03-15',
  premiumCents: 10_000,
  premiumFrequency: 'monthly',
  coverCents: null,
  ...overrides,
});

describe('a household’s totals', () => {
  it('adds the in-force policies’ monthly premiums, rounded once, and their cover by kind', () => {
    const totals = householdTotals([
      // N$ 450.00 a month.
      policy({ id: '1', premiumCents: 45_000, coverCents: 150_000_000 }),
      // N$ 1,000.01 a quarter: 100,001 / 3 = 33,333.67 cents a month.
      policy({
        id: '2',
        product: 'disability',
        premiumCents: 100_001,
        premiumFrequency: 'quarterly',
        coverCents: 80_000_000,
      }),
      // N$ 1,000.01 a year: 100,001 / 12 = 8,333.42 cents a month.
      policy({
        id: '3',
        product: 'funeral',
        clientId: 'b',
        premiumCents: 100_001,
        premiumFrequency: 'annually',
        coverCents: 3_000_000,
      }),
      // A single premium is no monthly income, and an investment has no cover of these kinds.
      policy({ id: '4', product: 'investment', premiumCents: 5_000_000, premiumFrequency: 'single' }),
      // Another life policy of the other member: its cover adds to the first's.
      policy({ id: '5', clientId: 'b', premiumCents: 20_000, coverCents: 50_000_000 }),
      // Lapsed and quoted policies count for nothing.
      policy({ id: '6', status: 'lapsed', premiumCents: 99_999, coverCents: 99_999_999 }),
      policy({ id: '7', status: 'quoted', product: 'dread-disease', coverCents: 10_000_000 }),
    ]);
    // In twelfths of a cent: 45,000x12 + 100,001x4 + 100,001x1 + 0 + 20,000x12
    //   = 540,000 + 400,004 + 100,001 + 240,000 = 1,280,005 twelfths = 106,667.08 cents -> 106,667.
    // (Each rounded first: 45,000 + 33,334 + 8,333 + 20,000 = 106,667, the same here by chance.)
    expect(totals).toEqual({
      inForceCount: 5,
      monthlyPremiumCents: 106_667,
      coverByKind: { life: 200_000_000, disability: 80_000_000, 'dread-disease': 0, funeral: 3_000_000 },
    });
  });

  it('rounds the total once, not each policy', () => {
    // Three annual premiums of 1 cent: each is 1/12 of a cent a month (0 rounded), together 3/12 (0);
    // six of 1 cent: 6/12, half a cent, rounds up to 1.
    const six = Array.from({ length: 6 }, (_, index) =>
      policy({ id: String(index), premiumCents: 1, premiumFrequency: 'annually' }),
    );
    expect(householdTotals(six.slice(0, 3)).monthlyPremiumCents).toBe(0);
    expect(householdTotals(six).monthlyPremiumCents).toBe(1);
  });

  it('is nothing for a household without policies', () => {
    expect(householdTotals([])).toEqual({
      inForceCount: 0,
      monthlyPremiumCents: 0,
      coverByKind: { life: 0, disability: 0, 'dread-disease': 0, funeral: 0 },
    });
  });
});

describe('the dates that matter in a household', () => {
  const today = '2026-11-25';

  it('lists birthdays from ID numbers and policy anniversaries of the coming year, soonest first', () => {
    const dates = householdDates(
      [
        // Born 1985-01-10: turns 42 (2027 - 1985) on 2027-01-10.
        { clientId: 'a', idNumber: '85011000123' },
        // Born 2012-12-02: turns 14 on 2026-12-02.
        { clientId: 'b', idNumber: '121202 00456' },
        // No ID number, or one that is not a date: no birthday.
        { clientId: 'c', idNumber: '' },
        { clientId: 'd', idNumber: '85133100123' },
      ],
      [
        // Started 2024-03-15: its 3rd anniversary is 2027-03-15.
        policy({ id: 'life', startDate: '2024-03-15' }),
        // Started 2025-11-25: its first anniversary is today.
        policy({ id: 'funeral', clientId: 'b', startDate: '2025-11-25' }),
        // Cancelled: no anniversary.
        policy({ id: 'gone', status: 'cancelled', startDate: '2020-12-01' }),
      ],
      today,
    );
    expect(dates).toEqual([
      { kind: 'policy-anniversary', on: '2026-11-25', clientId: 'b', policyId: 'funeral', years: 1 },
      { kind: 'birthday', on: '2026-12-02', clientId: 'b', turns: 14 },
      { kind: 'birthday', on: '2027-01-10', clientId: 'a', turns: 42 },
      { kind: 'policy-anniversary', on: '2027-03-15', clientId: 'a', policyId: 'life', years: 3 },
    ]);
  });

  it('puts an overdue review first, and a review due within the year among the dates (issue 59)', () => {
    expect(
      householdDates(
        [
          { clientId: 'a', idNumber: '', reviewDueOn: '2026-10-01' },
          { clientId: 'b', idNumber: '', reviewDueOn: '2026-12-20' },
          // Due in more than a year (reviewed just now): not yet a date that matters.
          { clientId: 'c', idNumber: '', reviewDueOn: '2027-11-25' },
          // No policy in force: no review due.
          { clientId: 'd', idNumber: '', reviewDueOn: null },
        ],
        [policy({ id: 'funeral', clientId: 'b', startDate: '2025-12-01' })],
        today,
      ),
    ).toEqual([
      { kind: 'review', on: '2026-10-01', clientId: 'a', overdue: true },
      { kind: 'policy-anniversary', on: '2026-12-01', clientId: 'b', policyId: 'funeral', years: 1 },
      { kind: 'review', on: '2026-12-20', clientId: 'b', overdue: false },
    ]);
  });

  it.each([
    // Today's birthday is in the list; yesterday's is next year's, still within a year.
    ['Born 2000-11-25', '00112500001', { on: '2026-11-25', turns: 26 }],
    ['Born 2000-11-24', '00112400001', { on: '2027-11-24', turns: 27 }],
    // Born on 29 February 1996: 28 February in 2027.
    ['Born 1996-02-29', '96022900001', { on: '2027-02-28', turns: 31 }],
  ])('%s', (_name, idNumber, expected) => {
    expect(householdDates([{ clientId: 'a', idNumber }], [], today)).toEqual([
      { kind: 'birthday', clientId: 'a', ...expected },
    ]);
  });

  it('leaves out a policy that starts more than a year from now, and one that starts within the year only once it is a year old', () => {
    // Starts 2026-12-01 (placed, not yet started): its first anniversary 2027-12-01 is over a year away.
    // Started 2026-03-01: its first anniversary is 2027-03-01.
    expect(
      householdDates(
        [],
        [policy({ id: 'new', startDate: '2026-12-01' }), policy({ id: 'young', startDate: '2026-03-01' })],
        today,
      ),
    ).toEqual([{ kind: 'policy-anniversary', on: '2027-03-01', clientId: 'a', policyId: 'young', years: 1 }]);
  });
});

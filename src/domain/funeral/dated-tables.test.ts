import { describe, expect, it } from 'vitest';
import {
  bandsOf,
  type DatedPremiumTable,
  enteredTableInForce,
  plansOn,
  planTableInForce,
  specPremiumTable,
  tableFromBands,
  tableInForce,
  tablesFrom,
} from './dated-tables';
import { annualCentsOf, premiumTableProblems } from './premium-table';
import { premiumFor } from './pricing';

/** The spec's table with every monthly premium raised by `percent`, rounded to the cent. */
function raised(effectiveFrom: string, percent: number): DatedPremiumTable {
  return {
    effectiveFrom,
    cells: specPremiumTable.cells.map((cell) => {
      const monthlyCents = Math.round((cell.monthlyCents * (100 + percent)) / 100);
      return { ...cell, monthlyCents, annualCents: annualCentsOf(monthlyCents) };
    }),
  };
}

const january = raised('2027-01-01', 10);
const july = raised('2027-07-01', 20);

describe('tableInForce', () => {
  it.each([
    ['the day before the first table', '2026-12-31', specPremiumTable],
    ['its first day', '2027-01-01', january],
    ['the day before the next', '2027-06-30', january],
    ['the next one’s first day', '2027-07-01', july],
    ['long after', '2030-03-15', july],
  ])('%s (%s)', (_name, date, expected) => {
    expect(tableInForce([july, january], date)).toBe(expected);
  });

  it('is the spec’s table when the adviser has entered none', () => {
    expect(tableInForce([], '2026-12-06')).toBe(specPremiumTable);
  });

  it('takes the one entered last of two from the same day (a correction)', () => {
    const corrected = raised('2027-01-01', 11);
    expect(tableInForce([january, corrected], '2027-02-01')).toBe(corrected);
  });

  it('refuses what is not a date', () => {
    expect(() => tableInForce([january], '1 January 2027')).toThrow('is not a date');
  });

  it('lists the table in force and those that follow it', () => {
    expect(tablesFrom([july, january], '2027-03-01')).toEqual([january, july]);
    expect(tablesFrom([july, january], '2027-08-01')).toEqual([july]);
  });

  it('makes tables the server’s check accepts (the raised ones are whole tables)', () => {
    expect(premiumTableProblems(january.cells)).toEqual([]);
  });
});

describe('a quote priced across an effective date', () => {
  // The main member, 30, male, N$30,000: N$41.34 by the spec's table; from 1 January 2027
  // 41.34 x 1.10 = 45.474, N$45.47 (annual 45.47 x 11.4 = 518.358, N$518.36).
  const quote = (date: string) => premiumFor('self', 30, 'male', 30_000, tableInForce([january, july], date));

  it.each([
    ['31 December 2026', '2026-12-31', { monthlyCents: 4134, annualCents: 47128 }],
    ['1 January 2027', '2027-01-01', { monthlyCents: 4547, annualCents: 51836 }],
    // 41.34 x 1.20 = 49.608, N$49.61; annual 49.61 x 11.4 = 565.554, N$565.55.
    ['1 July 2027', '2027-07-01', { monthlyCents: 4961, annualCents: 56555 }],
  ])('on %s', (_name, date, expected) => {
    expect(quote(date)).toEqual(expected);
  });

  it('prices by the spec’s table when no table is given, as before', () => {
    expect(premiumFor('self', 30, 'male', 30_000)).toEqual({ monthlyCents: 4134, annualCents: 47128 });
  });
});

describe('an entered table', () => {
  it('is the same table as its cells: the spec’s bands entered again price as the spec', () => {
    const entered = { effectiveFrom: '2027-01-01', bands: bandsOf(specPremiumTable) };
    const table = tableFromBands(entered);
    expect(table.cells.map(({ origin: _origin, ...cell }) => cell)).toEqual(
      specPremiumTable.cells.map(({ origin: _origin, ...cell }) => cell),
    );
    expect(premiumTableProblems(table.cells)).toEqual([]);
  });

  it('prices from its first day, the annual premium by the site’s rule', () => {
    const bands = bandsOf(specPremiumTable).map((band) =>
      // The main member 19-45: N$50.00 a month for men at N$30,000 (the fourth amount).
      band.category === 'mainSpouse' && band.minAge === 19
        ? { ...band, male: band.male.map((cents, index) => (index === 3 ? 5000 : cents)) }
        : band,
    );
    const entered = [{ effectiveFrom: '2027-03-01', bands }];
    const price = (date: string) =>
      premiumFor('self', 30, 'male', 30_000, enteredTableInForce(entered, date));
    expect(price('2027-02-28')).toEqual({ monthlyCents: 4134, annualCents: 47128 });
    // 50.00 x 11.4 = 570.00.
    expect(price('2027-03-01')).toEqual({ monthlyCents: 5000, annualCents: 57000 });
  });

  it('is refused by the table check when a premium falls as the cover rises', () => {
    const bands = bandsOf(specPremiumTable).map((band) =>
      band.category === 'children' ? { ...band, female: [...band.female].reverse() } : band,
    );
    expect(premiumTableProblems(tableFromBands({ effectiveFrom: '2027-01-01', bands }).cells)).not.toEqual(
      [],
    );
  });
});

describe('a premium table per plan', () => {
  /** The spec's bands with the main member's N$30,000 cover for men at `cents` a month. */
  const withMain = (cents: number) =>
    bandsOf(specPremiumTable).map((band) =>
      band.category === 'mainSpouse' && band.minAge === 19
        ? { ...band, male: band.male.map((old, index) => (index === 3 ? cents : old)) }
        : band,
    );
  const entered = [
    { plan: 'Standard', effectiveFrom: '2027-01-01', bands: withMain(5000) },
    { plan: 'Plus', effectiveFrom: '2027-03-01', bands: withMain(7500) },
    { plan: 'Standard', effectiveFrom: '2027-07-01', bands: withMain(5500) },
  ];
  const main = (date: string, plan?: string) => {
    const found = planTableInForce(entered, date, plan);
    return (
      found && {
        plan: found.plan,
        monthly: premiumFor('self', 30, 'male', 30_000, found.table)?.monthlyCents,
      }
    );
  };

  it.each<[string, string, string[]]>([
    ['before any table: the spec’s one plan', '2026-12-31', ['']],
    ['the first plan’s day', '2027-01-01', ['Standard']],
    ['the day before the second plan', '2027-02-28', ['Standard']],
    ['both, in the order entered', '2027-03-01', ['Standard', 'Plus']],
    ['after the first plan’s new table', '2027-08-01', ['Standard', 'Plus']],
  ])('offers %s (%s)', (_label, date, plans) => {
    expect(plansOn(entered, date)).toEqual(plans);
  });

  it.each<[string, string, string | undefined, { plan: string; monthly: number | undefined } | undefined]>([
    // N$41.34: the spec's main member 19-45, N$30,000, men.
    ['the spec’s table before any', '2026-12-31', '', { plan: '', monthly: 4134 }],
    ['the one plan for no name', '2027-02-01', '', { plan: 'Standard', monthly: 5000 }],
    ['the one plan by name', '2027-02-01', 'Standard', { plan: 'Standard', monthly: 5000 }],
    ['a plan not yet offered', '2027-02-01', 'Plus', undefined],
    ['no name among two plans', '2027-03-01', '', undefined],
    ['the second plan', '2027-03-01', 'Plus', { plan: 'Plus', monthly: 7500 }],
    ['the first plan before its new table', '2027-06-30', 'Standard', { plan: 'Standard', monthly: 5000 }],
    ['the first plan by its new table', '2027-07-01', 'Standard', { plan: 'Standard', monthly: 5500 }],
    [
      'the second plan, unchanged by the first’s new table',
      '2027-07-01',
      'Plus',
      { plan: 'Plus', monthly: 7500 },
    ],
    ['a plan the adviser never entered', '2027-07-01', 'Gold', undefined],
  ])('prices %s (%s, %s)', (_label, date, plan, expected) => {
    expect(main(date, plan)).toEqual(expected);
  });

  it('takes the first plan offered for the table of the day', () => {
    expect(
      premiumFor('self', 30, 'male', 30_000, enteredTableInForce(entered, '2027-03-01'))?.monthlyCents,
    ).toBe(5000);
    expect(enteredTableInForce(entered, '2026-06-01')).toBe(specPremiumTable);
  });
});

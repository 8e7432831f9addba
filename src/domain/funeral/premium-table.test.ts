import { describe, expect, it } from 'vitest';
import { premiumData, specAnnualFigures } from './premium-data';
import {
  annualCentsOf,
  baseOf,
  buildPremiumTable,
  interpolatedBase,
  premiumTableProblems,
} from './premium-table';

describe('the premium table (DECISIONS D11)', () => {
  const table = buildPremiumTable();

  it('is complete and consistent', () => {
    expect(premiumTableProblems(table)).toEqual([]);
    // 16 bands x 2 genders: 11 x 3 x 2 (main) + (3 + 6 + 9) x 2 (children) + (13 x 2 + 10 x 4) x 2 (parents) + (9 + 13 + 10 + 10) x 2 (extended)
    expect(table).toHaveLength(66 + 36 + 132 + 84);
  });

  it('holds every figure the spec gives, verbatim, marked as from the spec', () => {
    for (const band of premiumData) {
      for (const gender of ['male', 'female'] as const) {
        const row = table.filter(
          (cell) => cell.category === band.category && cell.minAge === band.minAge && cell.gender === gender,
        );
        const premiums = band[gender];
        const given =
          'listed' in premiums
            ? premiums.listed.map((premium, index) => [index, premium] as const)
            : [[0, premiums.ends[0]] as const, [band.amounts.length - 1, premiums.ends[1]] as const];
        for (const [index, premium] of given) {
          expect(row[index]?.monthlyCents).toBe(Math.round(premium * 100));
          expect(row[index]?.origin).toBe('spec');
        }
      }
    }
  });

  it('every spec premium is a whole base amount x 1.06', () => {
    for (const band of premiumData) {
      for (const premiums of [band.male, band.female]) {
        const values = 'listed' in premiums ? premiums.listed : premiums.ends;
        for (const premium of values) expect(() => baseOf(premium)).not.toThrow();
      }
    }
    // 14.84 = 14 x 1.06; 204.58 = 193 x 1.06; 1,242.32 = 1,172 x 1.06
    expect([baseOf(14.84), baseOf(204.58), baseOf(1242.32)]).toEqual([14, 193, 1172]);
  });

  it('reproduces the fully listed rows from their own ends, within one base unit', () => {
    for (const band of premiumData) {
      for (const premiums of [band.male, band.female]) {
        if (!('listed' in premiums) || premiums.listed.every((premium) => premium === 0)) continue;
        const bases = premiums.listed.map(baseOf);
        band.amounts.forEach((amount, index) => {
          const derived = interpolatedBase(band.amounts, bases[0]!, bases.at(-1)!, amount);
          expect(
            Math.abs(derived - bases[index]!),
            `${band.category} ${band.minAge} N$${amount}`,
          ).toBeLessThanOrEqual(1);
        });
      }
    }
  });

  it.each(specAnnualFigures)(
    'annual = monthly x 11.4 rounded to cents: $monthly -> $annual',
    ({ monthly, annual }) => {
      expect(annualCentsOf(Math.round(monthly * 100))).toBe(Math.round(annual * 100));
    },
  );

  it('derives a missing cell by the rule', () => {
    // main 46-55 male: bases 25 (N$10,000) and 357 (N$150,000); at N$30,000:
    // 25 + 332 x 20,000 / 140,000 = 72.43 -> 72 -> 72 x 1.06 = 76.32; annual 76.32 x 11.4 = 870.048 -> 870.05
    const cell = table.find(
      (entry) =>
        entry.category === 'mainSpouse' &&
        entry.minAge === 46 &&
        entry.gender === 'male' &&
        entry.coverAmount === 30_000,
    );
    expect(cell).toMatchObject({ monthlyCents: 7632, annualCents: 87005, origin: 'derived' });
  });

  it('names the cell when a table is broken', () => {
    const broken = buildPremiumTable().map((cell) =>
      cell.category === 'parents' &&
      cell.minAge === 35 &&
      cell.gender === 'female' &&
      cell.coverAmount === 20_000
        ? { ...cell, monthlyCents: 1 }
        : cell,
    );
    expect(premiumTableProblems(broken)).toEqual([
      'parents 35-45 female N$20000: premium lower than for N$15000',
    ]);
    const gap = buildPremiumTable().filter((cell) => !(cell.category === 'children' && cell.minAge === 8));
    expect(premiumTableProblems(gap)).toEqual(['children: band 16-21 does not follow 1-7']);
  });
});

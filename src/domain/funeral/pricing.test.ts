import { describe, expect, it } from 'vitest';
import { premiumData } from './premium-data';
import { coverOptionsFor, premiumFor, type Relationship, relationshipOptions } from './pricing';

const monthly = (relationship: Relationship, age: number, gender: 'male' | 'female', amount: number) =>
  premiumFor(relationship, age, gender, amount)?.monthlyCents ?? null;

const sampleOf: Record<string, Relationship> = {
  mainSpouse: 'self',
  children: 'child',
  parents: 'mother',
  extendedFamily: 'cousin',
};

describe('premiumFor', () => {
  it('returns every figure the spec gives', () => {
    let checked = 0;
    for (const band of premiumData) {
      for (const gender of ['male', 'female'] as const) {
        const premiums = band[gender];
        const given =
          'listed' in premiums
            ? premiums.listed.map((premium, index) => [band.amounts[index]!, premium] as const)
            : [
                [band.amounts[0]!, premiums.ends[0]] as const,
                [band.amounts.at(-1)!, premiums.ends[1]] as const,
              ];
        for (const age of [band.minAge, band.maxAge]) {
          for (const [amount, premium] of given) {
            expect(
              monthly(sampleOf[band.category]!, age, gender, amount),
              `${band.category} ${age} ${gender} ${amount}`,
            ).toBe(Math.round(premium * 100));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it.each([
    // main / spouse: 18 none, 19 first band, 45/46, 55/56, 60 last, 61 none (male N$10,000: 14.84, 26.50, 30.74)
    ['self', 18, 10_000, null],
    ['self', 19, 10_000, 1484],
    ['self', 45, 10_000, 1484],
    ['self', 46, 10_000, 2650],
    ['self', 55, 10_000, 2650],
    ['self', 56, 10_000, 3074],
    ['self', 60, 10_000, 3074],
    ['self', 61, 10_000, null],
    // children: 0 none, 7 free, 8 paid 6.36 for N$5,000, 15/16 same first premium, 21 last, 22 none
    ['son', 0, 5_000, null],
    ['son', 7, 5_000, 0],
    ['son', 8, 5_000, 636],
    ['daughter', 15, 30_000, 3392],
    ['daughter', 16, 30_000, 2968],
    ['child', 21, 60_000, 5724],
    ['child', 22, 5_000, null],
    // parents: 34 none, 35 (male 9.54), 75 (78.44), 76 none
    ['father', 34, 5_000, null],
    ['father', 35, 5_000, 954],
    ['father-in-law', 75, 5_000, 7844],
    ['father', 76, 5_000, null],
    // extended: 15 none, 16 (7.42), 65 (male 33.92), 66 none
    ['brother', 15, 5_000, null],
    ['brother', 16, 5_000, 742],
    ['uncle', 65, 5_000, 3392],
    ['uncle', 66, 5_000, null],
  ] as const)('%s aged %i, N$%i (male) -> %s cents', (relationship, age, amount, expected) => {
    expect(monthly(relationship, age, 'male', amount)).toBe(expected);
  });

  it("prices 'partner' as a spouse", () => {
    for (const amount of [10_000, 50_000, 150_000]) {
      for (const age of [19, 50, 60]) {
        expect(premiumFor('partner', age, 'female', amount)).toEqual(
          premiumFor('spouse', age, 'female', amount),
        );
      }
    }
  });

  it('children aged 1 to 7 are free, at every amount they are offered', () => {
    for (const age of [1, 4, 7]) {
      expect(coverOptionsFor('child', age)).toEqual([5_000, 7_500, 10_000]);
      for (const amount of [5_000, 7_500, 10_000])
        expect(premiumFor('child', age, 'female', amount)).toEqual({ monthlyCents: 0, annualCents: 0 });
    }
  });

  it('gives no premium for an amount not offered in the band', () => {
    expect(premiumFor('self', 30, 'male', 25_000)).toBeNull();
    expect(premiumFor('child', 5, 'male', 15_000)).toBeNull();
    expect(premiumFor('mother', 60, 'female', 100_000)).toBeNull();
    expect(premiumFor('self', 30.5, 'male', 10_000)).toBeNull();
  });

  it('prices the family of four of the issue', () => {
    // self 40 male N$30,000: 41.34; spouse 38 female N$30,000: 36.04; child 5 N$10,000: free;
    // mother 67 N$15,000: parents 66-70 female, bases 19 (N$5,000) to 289 (N$80,000):
    // 19 + 270 x 10,000 / 75,000 = 55 -> 55 x 1.06 = 58.30. Monthly 41.34 + 36.04 + 0 + 58.30 = 135.68;
    // annual 471.28 + 410.86 + 0 + 664.62 = 1,546.76
    const members = [
      premiumFor('self', 40, 'male', 30_000),
      premiumFor('spouse', 38, 'female', 30_000),
      premiumFor('child', 5, 'male', 10_000),
      premiumFor('mother', 67, 'female', 15_000),
    ];
    expect(members.map((member) => member?.monthlyCents)).toEqual([4134, 3604, 0, 5830]);
    expect(members.map((member) => member?.annualCents)).toEqual([47128, 41086, 0, 66462]);
    expect(members.reduce((sum, member) => sum + (member?.monthlyCents ?? 0), 0)).toBe(13568);
    expect(members.reduce((sum, member) => sum + (member?.annualCents ?? 0), 0)).toBe(154676);
  });
});

describe('coverOptionsFor', () => {
  it.each([
    ['self', 30, [10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 120_000, 150_000]],
    ['son', 12, [5_000, 7_500, 10_000, 15_000, 20_000, 30_000]],
    ['mother', 60, [5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000]],
    [
      'mother',
      40,
      [
        5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 120_000,
        150_000,
      ],
    ],
    ['niece', 18, [5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000]],
    ['self', 17, []],
    ['grandparent', 70, []],
  ] as const)('%s aged %i', (relationship, age, amounts) => {
    expect(coverOptionsFor(relationship, age)).toEqual(amounts);
  });

  it('knows all 18 relationship options', () => {
    expect(relationshipOptions).toHaveLength(18);
    for (const option of relationshipOptions)
      expect(
        coverOptionsFor(option.value, 40).length + coverOptionsFor(option.value, 10).length,
      ).toBeGreaterThan(0);
  });
});

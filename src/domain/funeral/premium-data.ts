/**
 * The funeral premium table as the spec gives it (doc 2, section 9): per category and age band,
 * the cover amounts and the monthly premiums in N$, either every premium of a row (`listed`) or
 * only its lowest and highest (`ends`). Cells the spec does not show are derived by
 * premium-table.ts (DECISIONS D11). Every figure here is the spec's, verbatim.
 */

export type FuneralCategory = 'mainSpouse' | 'children' | 'parents' | 'extendedFamily';
export type Gender = 'male' | 'female';

/** Who each category covers, as the premium grid names it (issue 58). */
export const categoryLabels: Record<FuneralCategory, string> = {
  mainSpouse: 'Main member and spouse',
  children: 'Children',
  parents: 'Parents and parents-in-law',
  extendedFamily: 'Extended family',
};

export type RowPremiums = { listed: readonly number[] } | { ends: readonly [number, number] };

export interface BandData {
  category: FuneralCategory;
  minAge: number;
  maxAge: number;
  amounts: readonly number[];
  male: RowPremiums;
  female: RowPremiums;
}

const mainAmounts = [
  10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 120_000, 150_000,
];
const upTo30k = [5_000, 7_500, 10_000, 15_000, 20_000, 30_000];
const upTo60k = [5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000];
const upTo80k = [...upTo60k, 80_000];
const upTo150k = [...upTo80k, 100_000, 120_000, 150_000];

const both = (premiums: RowPremiums) => ({ male: premiums, female: premiums });
const ends = (lowest: number, highest: number): RowPremiums => ({ ends: [lowest, highest] });

export const premiumData: readonly BandData[] = [
  // Main member / spouse / partner (no cover under 19 or over 60)
  {
    category: 'mainSpouse',
    minAge: 19,
    maxAge: 45,
    amounts: mainAmounts,
    male: { listed: [14.84, 21.2, 28.62, 41.34, 55.12, 68.9, 82.68, 109.18, 136.74, 164.3, 204.58] },
    female: { listed: [12.72, 18.02, 24.38, 36.04, 47.7, 59.36, 71.02, 94.34, 117.66, 140.98, 174.9] },
  },
  {
    category: 'mainSpouse',
    minAge: 46,
    maxAge: 55,
    amounts: mainAmounts,
    male: ends(26.5, 378.42),
    female: ends(20.14, 291.5),
  },
  {
    category: 'mainSpouse',
    minAge: 56,
    maxAge: 60,
    amounts: mainAmounts,
    male: ends(30.74, 436.72),
    female: ends(24.38, 349.8),
  },
  // Children (no cover over 21)
  {
    category: 'children',
    minAge: 1,
    maxAge: 7,
    amounts: [5_000, 7_500, 10_000],
    ...both({ listed: [0, 0, 0] }),
  },
  {
    category: 'children',
    minAge: 8,
    maxAge: 15,
    amounts: upTo30k,
    ...both({ listed: [6.36, 9.54, 11.66, 16.96, 22.26, 33.92] }),
  },
  {
    category: 'children',
    minAge: 16,
    maxAge: 21,
    amounts: upTo60k,
    ...both({ listed: [6.36, 8.48, 10.6, 14.84, 19.08, 29.68, 38.16, 47.7, 57.24] }),
  },
  // Parents (no cover under 35 or over 75)
  {
    category: 'parents',
    minAge: 35,
    maxAge: 45,
    amounts: upTo150k,
    male: ends(9.54, 253.34),
    female: ends(7.42, 217.3),
  },
  {
    category: 'parents',
    minAge: 46,
    maxAge: 50,
    amounts: upTo150k,
    male: ends(16.96, 469.58),
    female: ends(12.72, 361.46),
  },
  {
    category: 'parents',
    minAge: 51,
    maxAge: 55,
    amounts: upTo80k,
    male: ends(20.14, 306.34),
    female: ends(14.84, 235.32),
  },
  {
    category: 'parents',
    minAge: 56,
    maxAge: 65,
    amounts: upTo80k,
    male: ends(22.26, 354.04),
    female: ends(18.02, 283.02),
  },
  {
    category: 'parents',
    minAge: 66,
    maxAge: 70,
    amounts: upTo80k,
    male: ends(24.38, 376.3),
    female: ends(20.14, 306.34),
  },
  {
    category: 'parents',
    minAge: 71,
    maxAge: 75,
    amounts: upTo80k,
    male: ends(78.44, 1242.32),
    female: ends(63.6, 1009.12),
  },
  // Extended family (no cover under 16 or over 65)
  { category: 'extendedFamily', minAge: 16, maxAge: 21, amounts: upTo60k, ...both(ends(7.42, 73.14)) },
  {
    category: 'extendedFamily',
    minAge: 22,
    maxAge: 45,
    amounts: upTo150k,
    male: ends(13.78, 380.54),
    female: ends(11.66, 325.42),
  },
  {
    category: 'extendedFamily',
    minAge: 46,
    maxAge: 55,
    amounts: upTo80k,
    male: ends(25.44, 375.24),
    female: ends(19.08, 289.38),
  },
  {
    category: 'extendedFamily',
    minAge: 56,
    maxAge: 65,
    amounts: upTo80k,
    male: ends(33.92, 530),
    female: ends(27.56, 425.06),
  },
];

/** The spec's annual figures (only the ends of main/spouse are given): they check the 11.4 rule. */
export const specAnnualFigures: readonly { monthly: number; annual: number }[] = [
  { monthly: 14.84, annual: 169.18 },
  { monthly: 204.58, annual: 2332.21 },
  { monthly: 12.72, annual: 145.01 },
  { monthly: 174.9, annual: 1993.86 },
];

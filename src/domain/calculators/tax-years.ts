/**
 * Namibian individual income tax, as data per tax year (DECISIONS D19). A year runs from
 * 1 March to the end of February. Amounts are N$ a year.
 */

export interface TaxBand {
  /** The band taxes income above this amount... */
  over: number;
  /** ...up to and including this amount (null: no upper end). */
  upTo: number | null;
  /** Marginal rate in percent. */
  rate: number;
  /** Tax on all income up to `over`. */
  baseTax: number;
}

export interface TaxYear {
  id: string;
  /** How the result names it. */
  label: string;
  /** Where the table comes from. */
  source: string;
  bands: readonly TaxBand[];
  /**
   * The most that contributions to pension, provident and retirement annuity funds and to
   * educational (study) policies may reduce taxable income by, together, in a year.
   */
  retirementAndStudyCap: number;
}

export const taxYears: readonly TaxYear[] = [
  {
    id: '2024/25',
    label: '2024/25 tax year (from 1 March 2024)',
    source: 'NamRA individual tax table, Income Tax Amendment Act 2024',
    bands: [
      { over: 0, upTo: 100_000, rate: 0, baseTax: 0 },
      { over: 100_000, upTo: 150_000, rate: 18, baseTax: 0 },
      { over: 150_000, upTo: 350_000, rate: 25, baseTax: 9_000 },
      { over: 350_000, upTo: 550_000, rate: 28, baseTax: 59_000 },
      { over: 550_000, upTo: 850_000, rate: 30, baseTax: 115_000 },
      { over: 850_000, upTo: 1_550_000, rate: 32, baseTax: 205_000 },
      { over: 1_550_000, upTo: null, rate: 37, baseTax: 429_000 },
    ],
    // In force since 1 January 2023 (N$40,000 before).
    retirementAndStudyCap: 150_000,
  },
];

export const defaultTaxYear: TaxYear = taxYears[0]!;

export function findTaxYear(id: string | undefined): TaxYear {
  return taxYears.find((year) => year.id === id) ?? defaultTaxYear;
}

/**
 * Problems with a year's table (gaps, overlaps, base taxes that do not follow from the rates):
 * a unit test keeps every year's list empty.
 */
export function taxTableProblems(year: TaxYear): string[] {
  const problems: string[] = [];
  year.bands.forEach((band, index) => {
    const previous = year.bands[index - 1];
    if (!previous) {
      if (band.over !== 0 || band.baseTax !== 0) problems.push('the first band must start at 0 with no tax');
      return;
    }
    if (previous.upTo !== band.over)
      problems.push(`band ${index + 1} does not start where band ${index} ends`);
    const expected = previous.baseTax + ((band.over - previous.over) * previous.rate) / 100;
    if (Math.abs(expected - band.baseTax) > 0.001) {
      problems.push(`band ${index + 1}: base tax ${band.baseTax}, the rates give ${expected}`);
    }
  });
  if (year.bands.at(-1)?.upTo !== null) problems.push('the last band must have no upper end');
  return problems;
}

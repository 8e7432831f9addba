import { describe, expect, it } from 'vitest';
import { bandsOf, specPremiumTable } from './dated-tables';
import { categoryLabels } from './premium-data';
import { readPremiumTableSheet } from './table-file';

const headers = ['Covers', 'From age', 'To age', 'Cover', 'Men', 'Women'];

/** The spec's table as a spreadsheet would hold it: a line per band and cover amount, N$ as text. */
function specLines() {
  let line = 1;
  return bandsOf(specPremiumTable).flatMap((band) =>
    band.amounts.map((amount, index) => {
      line += 1;
      return {
        line,
        cells: [
          categoryLabels[band.category],
          band.minAge,
          band.maxAge,
          `N$ ${amount.toLocaleString('en-US')}`,
          ((band.male[index] ?? 0) / 100).toFixed(2),
          ((band.female[index] ?? 0) / 100).toFixed(2),
        ],
      };
    }),
  );
}

describe('a premium table read from a spreadsheet', () => {
  it('reads back the spec’s table, band by band', () => {
    const read = readPremiumTableSheet(headers, specLines());
    expect(read.problems).toEqual([]);
    expect(read.bands).toEqual(bandsOf(specPremiumTable).map((band) => ({ ...band })));
  });

  it('finds the columns by their headers in any order, and reads the import’s value forms', () => {
    const read = readPremiumTableSheet(
      ['Women', 'Men', 'Cover amount', 'Max age', 'Min age', 'Category'],
      [
        // A decimal comma, Excel's numbers, "NAD" and a thousands comma.
        { line: 2, cells: ['41,34', 41.34, 'NAD 10,000', 45, 19, 'mainSpouse'] },
        { line: 3, cells: ['N$ 62.00', '60', 15000, '45', '19', 'Main member and spouse'] },
      ],
    );
    expect(read.problems).toEqual([]);
    expect(read.bands).toEqual([
      {
        category: 'mainSpouse',
        minAge: 19,
        maxAge: 45,
        amounts: [10_000, 15_000],
        male: [4134, 6000],
        female: [4134, 6200],
      },
    ]);
  });

  it.each([
    [['Children', 1, 21, '5000', 'abc', '10'], 'Men: "abc" is not an amount in N$'],
    [['Cousins', 1, 21, '5000', '10', '10'], 'Covers: "Cousins" is not who the cover is for'],
    [['Children', 'one', 21, '5000', '10', '10'], 'From age: "one" is not an age in years'],
    [['Children', 1, 21, '5000.50', '10', '10'], 'Cover: a cover amount is in whole N$'],
    [['Children', 1, 21, '5000', '-10', '10'], 'Men: "-10" is not an amount in N$'],
    [
      ['Children', 1, 21, '5000', { problem: 'a formula saved without its value' }, '10'],
      'Men: a formula saved without its value',
    ],
  ])('says what is wrong on the line: %j', (cells, message) => {
    const read = readPremiumTableSheet(headers, [{ line: 7, cells }]);
    expect(read.problems).toEqual([{ line: 7, message }]);
    expect(read.bands).toEqual([]);
  });

  it('names the columns it cannot find, and a file without lines', () => {
    expect(readPremiumTableSheet(['Covers', 'Cover', 'Men'], []).problems).toEqual([
      {
        line: 1,
        message:
          'No column for From age, To age, Women: the headers are Covers, From age, To age, Cover, Men, Women',
      },
    ]);
    expect(readPremiumTableSheet(headers, []).problems).toEqual([
      { line: 0, message: 'The file has no lines under its headers.' },
    ]);
  });

  it('refuses a cover amount twice in one band', () => {
    const read = readPremiumTableSheet(headers, [
      { line: 2, cells: ['Children', 1, 21, '5000', '10', '10'] },
      { line: 3, cells: ['Children', 1, 21, '5 000', '12', '12'] },
    ]);
    expect(read.problems).toEqual([{ line: 3, message: 'Cover: N$ 5000 is in this band already' }]);
  });
});

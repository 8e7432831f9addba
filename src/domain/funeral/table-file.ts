import { type Cell, cellText, readMoney } from '../imports/values';
import type { PremiumBandRows } from './dated-tables';
import { categoryLabels, type FuneralCategory } from './premium-data';

/**
 * A funeral premium table read from a spreadsheet (issue 58), a line for each cover amount of an age
 * band: who it covers, the band's ages, the cover and the monthly premiums for men and women. The
 * columns are found by their headers in any order; the values read as the book's import reads them
 * ("N$ 1,234.50", "41,34", Excel's numbers). Lines of one band follow each other; a band's lines give
 * its cover amounts in order. What is wrong is said line by line, the way the import says it.
 */

export const tableFileColumns = {
  category: 'Covers',
  minAge: 'From age',
  maxAge: 'To age',
  amount: 'Cover',
  male: 'Men',
  female: 'Women',
} as const;
type ColumnKey = keyof typeof tableFileColumns;

/** Header words each column is known by (lower case, spaces and punctuation dropped). */
const headerWords: Record<ColumnKey, readonly string[]> = {
  category: ['covers', 'category', 'whoitcovers', 'who'],
  minAge: ['fromage', 'minage', 'agefrom', 'from'],
  maxAge: ['toage', 'maxage', 'ageto', 'to'],
  amount: ['cover', 'coveramount', 'amount', 'sumassured'],
  male: ['men', 'male', 'malepremium', 'premiummen'],
  female: ['women', 'female', 'femalepremium', 'premiumwomen'],
};

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Who a line covers: the category's name as the site shows it, its key, or its first word. */
function readCategory(cell: Cell): FuneralCategory | null {
  const text = squash(cellText(cell));
  for (const [category, label] of Object.entries(categoryLabels) as [FuneralCategory, string][])
    if (text === squash(label) || text === squash(category) || text === squash(label.split(' ')[0] ?? ''))
      return category;
  return null;
}

function readAge(cell: Cell): number | null {
  const text = cellText(cell);
  const value = typeof cell === 'number' ? cell : Number(text);
  return text !== '' && Number.isInteger(value) && value >= 0 && value <= 120 ? value : null;
}

export interface TableFileProblem {
  /** The file's line (1 is the headers); 0 for the file as a whole. */
  line: number;
  message: string;
}

export interface TableFileRead {
  bands: PremiumBandRows[];
  problems: TableFileProblem[];
}

export function readPremiumTableSheet(
  headers: readonly string[],
  rows: readonly { line: number; cells: readonly (Cell | { problem: string })[] }[],
): TableFileRead {
  const at = {} as Record<ColumnKey, number>;
  const missing: string[] = [];
  for (const key of Object.keys(headerWords) as ColumnKey[]) {
    const index = headers.findIndex((header) => headerWords[key].includes(squash(header)));
    if (index < 0) missing.push(tableFileColumns[key]);
    at[key] = index;
  }
  if (missing.length > 0)
    return {
      bands: [],
      problems: [
        {
          line: 1,
          message: `No column for ${missing.join(', ')}: the headers are ${Object.values(tableFileColumns).join(', ')}`,
        },
      ],
    };

  const bands: {
    category: FuneralCategory;
    minAge: number;
    maxAge: number;
    amounts: number[];
    male: number[];
    female: number[];
  }[] = [];
  const problems: TableFileProblem[] = [];
  for (const { line, cells } of rows) {
    const cell = (key: ColumnKey): Cell | { problem: string } => cells[at[key]] ?? null;
    const said: string[] = [];
    const value = <T>(key: ColumnKey, read: (cell: Cell) => T | null, what: string): T | null => {
      const found = cell(key);
      if (found !== null && typeof found === 'object') {
        said.push(`${tableFileColumns[key]}: ${found.problem}`);
        return null;
      }
      const result = read(found);
      if (result === null) said.push(`${tableFileColumns[key]}: "${cellText(found)}" is not ${what}`);
      return result;
    };
    const money = (key: ColumnKey) =>
      value(
        key,
        (found) => {
          const read = readMoney(found);
          return read.ok ? read.value : null;
        },
        'an amount in N$',
      );
    const category = value('category', readCategory, 'who the cover is for');
    const minAge = value('minAge', readAge, 'an age in years');
    const maxAge = value('maxAge', readAge, 'an age in years');
    const amount = money('amount');
    const male = money('male');
    const female = money('female');
    if (
      said.length > 0 ||
      category === null ||
      minAge === null ||
      maxAge === null ||
      amount === null ||
      male === null ||
      female === null
    ) {
      problems.push({ line, message: said.join('; ') });
      continue;
    }
    if (amount % 100 !== 0) {
      problems.push({ line, message: 'Cover: a cover amount is in whole N$' });
      continue;
    }
    const last = bands.at(-1);
    const band =
      last && last.category === category && last.minAge === minAge && last.maxAge === maxAge
        ? last
        : bands[bands.push({ category, minAge, maxAge, amounts: [], male: [], female: [] }) - 1];
    if (!band) continue;
    if (band.amounts.includes(amount / 100)) {
      problems.push({ line, message: `Cover: N$ ${amount / 100} is in this band already` });
      continue;
    }
    band.amounts.push(amount / 100);
    band.male.push(male);
    band.female.push(female);
  }
  if (bands.length === 0 && problems.length === 0)
    problems.push({ line: 0, message: 'The file has no lines under its headers.' });
  return { bands, problems };
}

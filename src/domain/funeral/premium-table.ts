import {
  type BandData,
  type FuneralCategory,
  type Gender,
  premiumData,
  type RowPremiums,
} from './premium-data';

/**
 * The whole premium table (DECISIONS D11): every cell the spec gives, verbatim, and the missing
 * ones derived. Every listed premium is a whole base amount x 1.06; a missing base is
 * interpolated linearly in cover amount between the band's known ends, rounded to a whole base,
 * x 1.06. Annual = monthly x 11.4, rounded to cents. All in integer cents.
 */

export interface PremiumCell {
  category: FuneralCategory;
  minAge: number;
  maxAge: number;
  gender: Gender;
  coverAmount: number;
  monthlyCents: number;
  annualCents: number;
  origin: 'spec' | 'derived';
}

/** 1.06 in hundredths: a whole base of N$ b costs b x 106 cents a month. */
const loading = 106;

/** Half-up division of non-negative integers. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The whole base behind a spec premium; throws when a premium is not a whole base x 1.06. */
export function baseOf(premium: number): number {
  const cents = Math.round(premium * 100);
  if (cents % loading !== 0) throw new Error(`N$ ${premium} is not a whole base amount x 1.06`);
  return cents / loading;
}

/** Annual premium = monthly x 11.4, rounded half up to cents. */
export function annualCentsOf(monthlyCents: number): number {
  return divideRounded(monthlyCents * 114, 10);
}

/** The base at `amount`, on the straight line between the band's lowest and highest bases. */
export function interpolatedBase(
  amounts: readonly number[],
  lowBase: number,
  highBase: number,
  amount: number,
): number {
  const first = amounts[0]!;
  const last = amounts.at(-1)!;
  return divideRounded(lowBase * (last - first) + (highBase - lowBase) * (amount - first), last - first);
}

function rowCells(band: BandData, gender: Gender, premiums: RowPremiums): PremiumCell[] {
  const cell = (coverAmount: number, base: number, origin: PremiumCell['origin']): PremiumCell => {
    const monthlyCents = base * loading;
    return {
      category: band.category,
      minAge: band.minAge,
      maxAge: band.maxAge,
      gender,
      coverAmount,
      monthlyCents,
      annualCents: annualCentsOf(monthlyCents),
      origin,
    };
  };
  if ('listed' in premiums) {
    if (premiums.listed.length !== band.amounts.length) {
      throw new Error(
        `${band.category} ${band.minAge}-${band.maxAge} ${gender}: ${premiums.listed.length} premiums for ${band.amounts.length} amounts`,
      );
    }
    return band.amounts.map((amount, index) => cell(amount, baseOf(premiums.listed[index]!), 'spec'));
  }
  const [lowest, highest] = premiums.ends;
  const lowBase = baseOf(lowest);
  const highBase = baseOf(highest);
  return band.amounts.map((amount, index) => {
    const isEnd = index === 0 || index === band.amounts.length - 1;
    return cell(
      amount,
      interpolatedBase(band.amounts, lowBase, highBase, amount),
      isEnd ? 'spec' : 'derived',
    );
  });
}

export function buildPremiumTable(data: readonly BandData[] = premiumData): PremiumCell[] {
  return data.flatMap((band) => [
    ...rowCells(band, 'male', band.male),
    ...rowCells(band, 'female', band.female),
  ]);
}

/**
 * What is wrong with a table, naming the cell: bands that overlap or leave gaps inside a
 * category, rows without every amount, amounts not ascending, premiums falling as cover rises,
 * negative or missing values. The server refuses to start with a non-empty list.
 */
export function premiumTableProblems(cells: readonly PremiumCell[]): string[] {
  const problems: string[] = [];
  const name = (cell: PremiumCell) =>
    `${cell.category} ${cell.minAge}-${cell.maxAge} ${cell.gender} N$${cell.coverAmount}`;
  const rows = new Map<string, PremiumCell[]>();
  for (const cell of cells) {
    for (const [field, value] of [
      ['monthly', cell.monthlyCents],
      ['annual', cell.annualCents],
      ['cover', cell.coverAmount],
    ] as const) {
      if (!Number.isInteger(value) || value < 0)
        problems.push(`${name(cell)}: ${field} ${value} is not a whole, non-negative number`);
    }
    const key = `${cell.category}|${cell.minAge}|${cell.maxAge}|${cell.gender}`;
    rows.set(key, [...(rows.get(key) ?? []), cell]);
  }
  const bandsByCategory = new Map<string, { minAge: number; maxAge: number; amounts: string }[]>();
  for (const row of rows.values()) {
    const first = row[0]!;
    for (let index = 1; index < row.length; index++) {
      const previous = row[index - 1]!;
      const cell = row[index]!;
      if (cell.coverAmount <= previous.coverAmount)
        problems.push(`${name(cell)}: cover amounts not ascending`);
      if (cell.monthlyCents < previous.monthlyCents)
        problems.push(`${name(cell)}: premium lower than for N$${previous.coverAmount}`);
    }
    const other = first.gender === 'male' ? 'female' : 'male';
    const twin = rows.get(`${first.category}|${first.minAge}|${first.maxAge}|${other}`);
    if (!twin) problems.push(`${first.category} ${first.minAge}-${first.maxAge}: no ${other} row`);
    else if (twin.map((cell) => cell.coverAmount).join() !== row.map((cell) => cell.coverAmount).join()) {
      problems.push(
        `${first.category} ${first.minAge}-${first.maxAge}: male and female rows offer different amounts`,
      );
    }
    if (first.gender === 'male') {
      bandsByCategory.set(first.category, [
        ...(bandsByCategory.get(first.category) ?? []),
        { minAge: first.minAge, maxAge: first.maxAge, amounts: '' },
      ]);
    }
  }
  for (const [category, bands] of bandsByCategory) {
    const sorted = [...bands].sort((a, b) => a.minAge - b.minAge);
    for (let index = 1; index < sorted.length; index++) {
      if (sorted[index]!.minAge !== sorted[index - 1]!.maxAge + 1) {
        problems.push(
          `${category}: band ${sorted[index]!.minAge}-${sorted[index]!.maxAge} does not follow ${sorted[index - 1]!.minAge}-${sorted[index - 1]!.maxAge}`,
        );
      }
    }
  }
  return problems;
}

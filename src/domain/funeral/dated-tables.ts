import type { FuneralCategory } from './premium-data';
import { annualCentsOf, buildPremiumTable, type PremiumCell } from './premium-table';

/**
 * Funeral premium tables with the day each takes effect (issue 58): insurers change their tables,
 * and a quote or an application is priced by the table in force on its day (Windhoek's date), and
 * keeps which one, so a reprint a year later shows the same figures. The spec's table (D11) is in
 * force from the start until the adviser enters another.
 */

export interface DatedPremiumTable {
  /** The first day it prices ('YYYY-MM-DD', Windhoek). */
  effectiveFrom: string;
  cells: readonly PremiumCell[];
}

/** The day the spec's table is in force from: before any table the adviser enters. */
export const specTableFrom = '2000-01-01';

/** The spec's table (DECISIONS D11), as a dated table. */
export const specPremiumTable: DatedPremiumTable = {
  effectiveFrom: specTableFrom,
  cells: buildPremiumTable(),
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The table in force on `date`: the one taking effect last on or before it (the spec's table when
 * none has, or none is given). Two tables from the same day: the later in the list wins (a
 * correction entered after).
 */
export function tableInForce(tables: readonly DatedPremiumTable[], date: string): DatedPremiumTable {
  if (!isoDate.test(date)) throw new Error(`${date} is not a date (YYYY-MM-DD)`);
  let found = specPremiumTable;
  for (const table of tables)
    if (table.effectiveFrom <= date && table.effectiveFrom >= found.effectiveFrom) found = table;
  return found;
}

/** The tables still to be used from `date` on: the one in force and those that follow it. */
export function tablesFrom(tables: readonly DatedPremiumTable[], date: string): DatedPremiumTable[] {
  const current = tableInForce(tables, date);
  return [current, ...tables.filter((table) => table.effectiveFrom > date)].sort((a, b) =>
    a.effectiveFrom.localeCompare(b.effectiveFrom),
  );
}

/**
 * One age band of a table as the adviser enters it: the cover amounts offered and the monthly
 * premium (cents) of each, for men and for women. The annual premium follows the site's rule
 * (monthly x 11.4, premium-table.ts).
 */
export interface PremiumBandRows {
  category: FuneralCategory;
  minAge: number;
  maxAge: number;
  amounts: readonly number[];
  male: readonly number[];
  female: readonly number[];
}

/** A table the adviser enters (issue 58), by its bands, with its first day and its plan. */
export interface EnteredPremiumTable {
  effectiveFrom: string;
  bands: readonly PremiumBandRows[];
  /** The plan it prices, as the insurer names it; '' (or none): the practice's one plan. */
  plan?: string;
}

const enteredCells = new WeakMap<EnteredPremiumTable, DatedPremiumTable>();

/** An entered table as cells (made once per table). */
export function tableFromBands(entered: EnteredPremiumTable): DatedPremiumTable {
  let table = enteredCells.get(entered);
  if (!table) {
    table = {
      effectiveFrom: entered.effectiveFrom,
      cells: entered.bands.flatMap((band) =>
        (['male', 'female'] as const).flatMap((gender) =>
          band.amounts.map(
            (coverAmount, index): PremiumCell => ({
              category: band.category,
              minAge: band.minAge,
              maxAge: band.maxAge,
              gender,
              coverAmount,
              monthlyCents: band[gender][index] ?? Number.NaN,
              annualCents: annualCentsOf(band[gender][index] ?? Number.NaN),
              origin: 'spec',
            }),
          ),
        ),
      ),
    };
    enteredCells.set(entered, table);
  }
  return table;
}

/** The bands of a table, to start a new one from (the grid the adviser edits). */
export function bandsOf(table: DatedPremiumTable): PremiumBandRows[] {
  const bands = new Map<string, PremiumBandRows & { amounts: number[]; male: number[]; female: number[] }>();
  for (const cell of table.cells) {
    const key = `${cell.category}|${cell.minAge}|${cell.maxAge}`;
    let band = bands.get(key);
    if (!band) {
      band = {
        category: cell.category,
        minAge: cell.minAge,
        maxAge: cell.maxAge,
        amounts: [],
        male: [],
        female: [],
      };
      bands.set(key, band);
    }
    if (cell.gender === 'male') band.amounts.push(cell.coverAmount);
    band[cell.gender].push(cell.monthlyCents);
  }
  return [...bands.values()];
}

/** The table in force on `date` for the first plan offered that day (the spec's before any). */
export function enteredTableInForce(
  entered: readonly EnteredPremiumTable[],
  date: string,
): DatedPremiumTable {
  return planTableInForce(entered, date, plansOn(entered, date)[0])?.table ?? specPremiumTable;
}

const planOf = (table: EnteredPremiumTable) => table.plan ?? '';

/**
 * The plans offered on `date` (issue 58): each plan with a table in force that day, in the order
 * the adviser entered them; before any, the one plan the spec's table prices ('').
 */
export function plansOn(entered: readonly EnteredPremiumTable[], date: string): string[] {
  const plans: string[] = [];
  for (const table of entered)
    if (table.effectiveFrom <= date && !plans.includes(planOf(table))) plans.push(planOf(table));
  return plans.length > 0 ? plans : [''];
}

/**
 * The table pricing `plan` on `date`: the plan's table in force that day. '' with one plan offered
 * is that plan; a plan not offered that day (or '' among several) has none.
 */
export function planTableInForce(
  entered: readonly EnteredPremiumTable[],
  date: string,
  plan = '',
): { plan: string; table: DatedPremiumTable } | undefined {
  const offered = plansOn(entered, date);
  const chosen = plan === '' && offered.length === 1 ? (offered[0] as string) : plan;
  if (!offered.includes(chosen)) return undefined;
  return {
    plan: chosen,
    table: tableInForce(entered.filter((table) => planOf(table) === chosen).map(tableFromBands), date),
  };
}

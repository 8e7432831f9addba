import { buildPremiumTable, type PremiumCell } from './premium-table';

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

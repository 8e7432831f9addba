import { useState } from 'react';
import {
  bandsOf,
  type EnteredPremiumTable,
  enteredTableInForce,
  plansOn,
  planTableInForce,
  specPremiumTable,
} from '../../../domain/funeral/dated-tables';
import { readMoney } from '../../../domain/imports/values';
import { windhoekDate } from '../../../domain/windhoek-time';
import { pricesSchema } from '../../../shared/website-prices';
import { formatCalendarDate } from '../../lib/dates';
import { pathErrors } from '../../lib/field-errors';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft } from './api/website';
import { asText, BandGrid, type BandText } from './PremiumBandGrid';
import { showRefusal } from './refusal';
import { TableFileReader } from './TableFileReader';

/**
 * The funeral premium tables (issue 58): each a grid of monthly premiums per age band and cover
 * amount, for men and for women, with the day it takes effect. A new table starts as a copy of
 * the one in force; a band's rows can be pasted from a spreadsheet (cover, men, women: the
 * import's value forms, "N$ 41.34", "41,34"). The table is checked whole before it is kept.
 */

type Errors = Record<string, string>;
interface TableText {
  plan: string;
  effectiveFrom: string;
  bands: BandText[];
}

const textOf = (table: EnteredPremiumTable): TableText => ({
  plan: table.plan ?? '',
  effectiveFrom: table.effectiveFrom,
  bands: table.bands.map((band) => ({
    ...band,
    male: band.male.map(asText),
    female: band.female.map(asText),
  })),
});

/** The typed table read back into cents, with a message for each premium that is not an amount. */
function readTable(table: TableText, at: string): { table: EnteredPremiumTable; errors: Errors } {
  const errors: Errors = {};
  const bands = table.bands.map((band, bandIndex) => {
    const read = (gender: 'male' | 'female') =>
      band[gender].map((text, index) => {
        const value = readMoney(text);
        if (!value.ok || value.value === null) {
          errors[`${at}.bands.${bandIndex}.${gender}.${index}`] = value.ok
            ? 'Enter the monthly premium in N$'
            : `Enter the monthly premium in N$: ${value.why}`;
          return -1;
        }
        return value.value;
      });
    return { ...band, male: read('male'), female: read('female') };
  });
  return { table: { plan: table.plan.trim(), effectiveFrom: table.effectiveFrom, bands }, errors };
}

export function PremiumTablesEditor({ tables }: { tables: readonly EnteredPremiumTable[] }) {
  const change = useChangeDraft();
  const today = windhoekDate(new Date());
  const [editing, setEditing] = useState<{ index: number; table: TableText } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const inForce = enteredTableInForce(tables, today);
  // The table for today of each plan (issue 58: a table per plan).
  const forToday = new Set(
    plansOn(tables, today).map((plan) => planTableInForce(tables, today, plan)?.table.effectiveFrom + plan),
  );
  const planName = (table: EnteredPremiumTable) => (table.plan ? `${table.plan}: ` : '');

  const save = async (next: EnteredPremiumTable[], done: string) => {
    const parsed = pricesSchema.safeParse({ funeralTables: next });
    if (!parsed.success) {
      setErrors(pathErrors(parsed.error.issues));
      return false;
    }
    try {
      await change.mutateAsync({ prices: { funeralTables: parsed.data.funeralTables } });
      setErrors({});
      toast({ title: 'Draft saved', description: done });
      return true;
    } catch (error) {
      showRefusal(error, 'prices', setErrors);
      return false;
    }
  };

  const startNew = () =>
    setEditing({
      index: tables.length,
      table: textOf({ plan: tables.at(-1)?.plan ?? '', effectiveFrom: today, bands: bandsOf(inForce) }),
    });

  const keep = async () => {
    if (!editing) return;
    const at = `funeralTables.${editing.index}`;
    const { table, errors: unread } = readTable(editing.table, at);
    if (Object.keys(unread).length > 0) {
      setErrors(unread);
      return;
    }
    const next = [...tables];
    next[editing.index] = table;
    if (
      await save(
        next,
        `The ${table.plan ? `${table.plan} ` : ''}table from ${formatCalendarDate(table.effectiveFrom)} is in the draft.`,
      )
    )
      setEditing(null);
  };

  const at = editing ? `funeralTables.${editing.index}` : '';
  // What is wrong with another table (a plan left unnamed once there are two): said with its day.
  const otherError = Object.entries(errors).flatMap(([key, message]) => {
    const index = Number(/^funeralTables\.(\d+)\./.exec(key)?.[1] ?? Number.NaN);
    const other = tables[index];
    return editing && other && index !== editing.index
      ? [`The table from ${formatCalendarDate(other.effectiveFrom)}: ${message}`]
      : [];
  })[0];
  const tableError = editing
    ? (errors[`${at}.bands`] ??
      errors[`${at}.effectiveFrom`] ??
      errors[`${at}.plan`] ??
      otherError ??
      errors.funeralTables)
    : undefined;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200">
        <li className="py-2 text-slate-800">
          The spec’s table, until the first of yours
          {inForce === specPremiumTable ? ' (the table for today)' : ''}
        </li>
        {[...tables]
          .map((table, index) => ({ table, index }))
          .sort(
            (a, b) =>
              (a.table.plan ?? '').localeCompare(b.table.plan ?? '') ||
              a.table.effectiveFrom.localeCompare(b.table.effectiveFrom),
          )
          .map(({ table, index }) => (
            <li
              key={`${table.plan ?? ''}|${table.effectiveFrom}`}
              className="flex flex-wrap items-center justify-between gap-3 py-2"
            >
              <p className="text-slate-800">
                {planName(table)}From {formatCalendarDate(table.effectiveFrom)}
                {forToday.has(table.effectiveFrom + (table.plan ?? ''))
                  ? ' (the table for today)'
                  : table.effectiveFrom > today
                    ? ' (for a later day)'
                    : ''}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing({ index, table: textOf(table) })}
                >
                  Change
                  <span className="sr-only">
                    {' '}
                    the {table.plan ? `${table.plan} ` : ''}table from{' '}
                    {formatCalendarDate(table.effectiveFrom)}
                  </span>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={change.isPending}
                  onClick={() =>
                    void save(
                      tables.filter((_, at) => at !== index),
                      `The table from ${formatCalendarDate(table.effectiveFrom)} is out of the draft.`,
                    )
                  }
                >
                  Remove
                  <span className="sr-only">
                    {' '}
                    the {table.plan ? `${table.plan} ` : ''}table from{' '}
                    {formatCalendarDate(table.effectiveFrom)}
                  </span>
                </Button>
              </div>
            </li>
          ))}
      </ul>
      {editing ? (
        <fieldset className="space-y-3 rounded-xl border border-brand-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">
            {editing.index < tables.length ? 'Change the table' : 'A new table'}
          </legend>
          <TextField
            label="Plan"
            optional
            hint="The insurer’s name for the plan it prices, where you offer more than one: visitors choose between them."
            maxLength={60}
            value={editing.table.plan}
            error={errors[`${at}.plan`]}
            onChange={(event) =>
              setEditing({ ...editing, table: { ...editing.table, plan: event.target.value } })
            }
          />
          <TextField
            label="Takes effect on"
            type="date"
            hint="Quotes and applications from this day (Windhoek) are priced by it."
            value={editing.table.effectiveFrom}
            error={errors[`${at}.effectiveFrom`]}
            onChange={(event) =>
              setEditing({ ...editing, table: { ...editing.table, effectiveFrom: event.target.value } })
            }
          />
          {tableError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {tableError}
            </p>
          ) : null}
          {editing.table.bands.map((band, bandIndex) => (
            <BandGrid
              key={`${band.category}-${band.minAge}`}
              band={band}
              bandIndex={bandIndex}
              at={at}
              errors={errors}
              onChange={(next) =>
                setEditing({
                  ...editing,
                  table: {
                    ...editing.table,
                    bands: editing.table.bands.map((old, index) => (index === bandIndex ? next : old)),
                  },
                })
              }
            />
          ))}
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(null);
                setErrors({});
              }}
            >
              Cancel
            </Button>
            <Button onClick={() => void keep()} disabled={change.isPending}>
              Save the table
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          <Button variant="secondary" onClick={startNew}>
            Add a table
          </Button>
          <TableFileReader
            onRead={(bands) => {
              setErrors({});
              setEditing({
                index: tables.length,
                table: textOf({ plan: tables.at(-1)?.plan ?? '', effectiveFrom: today, bands }),
              });
              toast({
                title: 'Table read',
                description: `${bands.length} age bands from the file: check them, set the day it takes effect, and save.`,
              });
            }}
          />
        </div>
      )}
    </div>
  );
}

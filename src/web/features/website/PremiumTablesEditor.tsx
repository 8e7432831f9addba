import { useId, useState } from 'react';
import {
  bandsOf,
  type EnteredPremiumTable,
  enteredTableInForce,
  type PremiumBandRows,
  specPremiumTable,
} from '../../../domain/funeral/dated-tables';
import { categoryLabels } from '../../../domain/funeral/premium-data';
import { readMoney } from '../../../domain/imports/values';
import { formatNadWhole } from '../../../domain/money';
import { windhoekDate } from '../../../domain/windhoek-time';
import { pricesSchema } from '../../../shared/website-prices';
import { formatCalendarDate } from '../../lib/dates';
import { pathErrors } from '../../lib/field-errors';
import { Button } from '../../ui/Button';
import { TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft } from './api/website';
import { showRefusal } from './refusal';
import { TableFileReader } from './TableFileReader';

/**
 * The funeral premium tables (issue 58): each a grid of monthly premiums per age band and cover
 * amount, for men and for women, with the day it takes effect. A new table starts as a copy of
 * the one in force; a band's rows can be pasted from a spreadsheet (cover, men, women: the
 * import's value forms, "N$ 41.34", "41,34"). The table is checked whole before it is kept.
 */

type Errors = Record<string, string>;
/** A band as typed: the premiums as text until they are read. */
type BandText = Omit<PremiumBandRows, 'male' | 'female'> & { male: string[]; female: string[] };
interface TableText {
  effectiveFrom: string;
  bands: BandText[];
}

const asText = (cents: number) => (cents / 100).toFixed(2);
const textOf = (table: EnteredPremiumTable): TableText => ({
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
  return { table: { effectiveFrom: table.effectiveFrom, bands }, errors };
}

/** Rows pasted from a spreadsheet (tab or semicolon apart): cover, men, women. */
function pasted(text: string, band: BandText): { band: BandText } | { error: string } {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.split(/\t|;/).map((cell) => cell.trim()))
    .filter((cells) => cells.some(Boolean));
  const male = [...band.male];
  const female = [...band.female];
  for (const [line, cells] of rows.entries()) {
    const cover = readMoney(cells[0] ?? '');
    const index = cover.ok && cover.value !== null ? band.amounts.indexOf(cover.value / 100) : -1;
    if (index < 0)
      return { error: `Line ${line + 1}: "${cells[0] ?? ''}" is not a cover amount of this band` };
    for (const [gender, cell] of [
      ['men', cells[1]],
      ['women', cells[2]],
    ] as const) {
      const value = readMoney(cell ?? '');
      if (!value.ok || value.value === null)
        return { error: `Line ${line + 1}: the premium for ${gender} is not an amount in N$` };
      (gender === 'men' ? male : female)[index] = asText(value.value);
    }
  }
  return { band: { ...band, male, female } };
}

function BandGrid({
  band,
  bandIndex,
  at,
  errors,
  onChange,
}: {
  band: BandText;
  bandIndex: number;
  at: string;
  errors: Errors;
  onChange: (band: BandText) => void;
}) {
  const [paste, setPaste] = useState('');
  const [pasteError, setPasteError] = useState<string | undefined>();
  const gridId = useId();
  const name = `${categoryLabels[band.category]}, ${band.minAge} to ${band.maxAge}`;
  const cell = (gender: 'male' | 'female', index: number) => {
    const error = errors[`${at}.bands.${bandIndex}.${gender}.${index}`];
    const errorId = `${gridId}-${gender}-${index}-error`;
    const label = `${name}: ${gender === 'male' ? 'men' : 'women'}, ${formatNadWhole(band.amounts[index] ?? 0)} cover`;
    return (
      <td className="p-1 align-top">
        <input
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          inputMode="decimal"
          className={`w-24 rounded-md border px-2 py-1 text-right tabular-nums ${error ? 'border-red-700' : 'border-slate-300'}`}
          value={band[gender][index] ?? ''}
          onChange={(event) =>
            onChange({
              ...band,
              [gender]: band[gender].map((old, at) => (at === index ? event.target.value : old)),
            })
          }
        />
        {error ? (
          <p id={errorId} className="mt-1 max-w-24 text-xs font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </td>
    );
  };
  return (
    <details className="rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-slate-900">{name}</summary>
      <div className="mt-3 overflow-x-auto">
        <table className="text-sm">
          <caption className="sr-only">Monthly premiums, {name}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="p-1 font-medium">
                Cover
              </th>
              <th scope="col" className="p-1 font-medium">
                Men (N$ a month)
              </th>
              <th scope="col" className="p-1 font-medium">
                Women (N$ a month)
              </th>
            </tr>
          </thead>
          <tbody>
            {band.amounts.map((amount, index) => (
              <tr key={amount}>
                <th scope="row" className="p-1 text-left font-medium whitespace-nowrap text-slate-800">
                  {formatNadWhole(amount)}
                </th>
                {cell('male', index)}
                {cell('female', index)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 space-y-2">
        <TextArea
          label={`Paste from a spreadsheet: ${name}`}
          optional
          rows={3}
          hint="Rows of cover, men’s and women’s monthly premium, as copied from a spreadsheet."
          value={paste}
          error={pasteError}
          onChange={(event) => setPaste(event.target.value)}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            const result = pasted(paste, band);
            if ('error' in result) setPasteError(result.error);
            else {
              setPasteError(undefined);
              setPaste('');
              onChange(result.band);
            }
          }}
        >
          Fill the grid<span className="sr-only">: {name}</span>
        </Button>
      </div>
    </details>
  );
}

export function PremiumTablesEditor({ tables }: { tables: readonly EnteredPremiumTable[] }) {
  const change = useChangeDraft();
  const today = windhoekDate(new Date());
  const [editing, setEditing] = useState<{ index: number; table: TableText } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const inForce = enteredTableInForce(tables, today);

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
      table: textOf({ effectiveFrom: today, bands: bandsOf(inForce) }),
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
    if (await save(next, `The table from ${formatCalendarDate(table.effectiveFrom)} is in the draft.`))
      setEditing(null);
  };

  const at = editing ? `funeralTables.${editing.index}` : '';
  const tableError = editing
    ? (errors[`${at}.bands`] ?? errors[`${at}.effectiveFrom`] ?? errors.funeralTables)
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
          .sort((a, b) => a.table.effectiveFrom.localeCompare(b.table.effectiveFrom))
          .map(({ table, index }) => (
            <li key={table.effectiveFrom} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <p className="text-slate-800">
                From {formatCalendarDate(table.effectiveFrom)}
                {inForce.effectiveFrom === table.effectiveFrom
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
                  <span className="sr-only"> the table from {formatCalendarDate(table.effectiveFrom)}</span>
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
                  <span className="sr-only"> the table from {formatCalendarDate(table.effectiveFrom)}</span>
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
              setEditing({ index: tables.length, table: textOf({ effectiveFrom: today, bands }) });
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

import { useId, useState } from 'react';
import type { PremiumBandRows } from '../../../domain/funeral/dated-tables';
import { categoryLabels } from '../../../domain/funeral/premium-data';
import { readMoney } from '../../../domain/imports/values';
import { formatNadWhole } from '../../../domain/money';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/Field';

/**
 * One age band of a premium table as the adviser edits it (issue 58): the monthly premium of each
 * cover amount for men and for women, typed or pasted from a spreadsheet (cover, men, women: the
 * import's value forms, "N$ 41.34", "41,34").
 */

/** A band as typed: the premiums as text until they are read. */
export type BandText = Omit<PremiumBandRows, 'male' | 'female'> & { male: string[]; female: string[] };

export const asText = (cents: number) => (cents / 100).toFixed(2);

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

export function BandGrid({
  band,
  bandIndex,
  at,
  errors,
  onChange,
}: {
  band: BandText;
  bandIndex: number;
  at: string;
  errors: Record<string, string>;
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

import { useState } from 'react';
import {
  calculateDebtPayoff,
  type DebtRow,
  isCountedDebt,
  type PayoffMethod,
} from '../../../domain/calculators/debt-payoff';
import { formatNad, formatNadWhole } from '../../../domain/money';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import {
  CalculatorCard,
  NumberField,
  parseNumber,
  QuoteAction,
  ResultChart,
  ResultPanel,
  SelectField,
  useCalculatorForm,
} from './parts';

const fields = [
  'monthlyExtra',
  'yearlyExtra',
  'oneTimeAmount',
  'oneTimeMonth',
  'payoffMethod',
  'fixedTotal',
] as const;

/** Rows shown before 'Show more'. */
const visibleRows = 6;
const startingRows = 3;

interface RowText {
  name: string;
  balance: string;
  monthlyPayment: string;
  interestRate: string;
}

const emptyRow: RowText = { name: '', balance: '', monthlyPayment: '', interestRate: '' };

/** A row in the URL: its four values joined by `~` (which a name may not hold). */
const encodeRow = (row: RowText) =>
  [row.name.replace(/~/g, '-'), row.balance, row.monthlyPayment, row.interestRate].join('~');
function decodeRow(text: string): RowText {
  const [name = '', balance = '', monthlyPayment = '', interestRate = ''] = text.split('~');
  return { name, balance, monthlyPayment, interestRate };
}

export function duration(months: number | null): string {
  if (months === null) return 'Not within 50 years';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years ? `${years} year${years === 1 ? '' : 's'}` : '',
    rest ? `${rest} month${rest === 1 ? '' : 's'}` : '',
  ];
  return `${months} month${months === 1 ? '' : 's'}${years ? ` (${parts.filter(Boolean).join(' ')})` : ''}`;
}

export function DebtPayoffCalculator() {
  const form = useCalculatorForm(fields, { oneTimeMonth: '1', payoffMethod: 'avalanche', fixedTotal: 'no' });
  const { values } = form;
  const [showAll, setShowAll] = useState(false);
  const stored = form.getAll('debt');
  const rows: RowText[] =
    stored.length > 0 ? stored.map(decodeRow) : Array.from({ length: startingRows }, () => emptyRow);
  const writeRows = (next: RowText[]) => form.update({ debt: next.map(encodeRow) });
  const setRow = (index: number, change: Partial<RowText>) =>
    writeRows(rows.map((row, position) => (position === index ? { ...row, ...change } : row)));

  const debts: DebtRow[] = rows.map((row, index) => ({
    id: String(index + 1),
    name: row.name.trim() || `Debt ${index + 1}`,
    balance: parseNumber(row.balance),
    monthlyPayment: parseNumber(row.monthlyPayment),
    interestRate: parseNumber(row.interestRate),
  }));
  // Computed once the visitor asks (Calculate), not at each keystroke before.
  const outcome = form.submitted
    ? calculateDebtPayoff({
        debts,
        monthlyExtra: parseNumber(values.monthlyExtra),
        yearlyExtra: parseNumber(values.yearlyExtra),
        oneTimeAmount: parseNumber(values.oneTimeAmount),
        oneTimeMonth: parseNumber(values.oneTimeMonth),
        payoffMethod: (values.payoffMethod === 'snowball' ? 'snowball' : 'avalanche') as PayoffMethod,
        fixedTotal: values.fixedTotal === 'yes',
      })
    : null;
  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const result = outcome?.ok ? outcome.result : null;
  const shownRows = showAll ? rows : rows.slice(0, visibleRows);
  const neverClears = result?.timeToPayOff === null;

  return (
    <CalculatorCard
      title="Debt Consolidation"
      intro="List your debts and see how soon extra payments could clear them, paying the costliest or the smallest first."
      onSubmit={() => form.submit({ debt: rows.map(encodeRow) })}
      buttons={
        <>
          <Button type="submit">Calculate</Button>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ debt: null });
              setShowAll(false);
            }}
          >
            Clear
          </Button>
        </>
      }
      result={
        result ? (
          <ResultPanel
            headline="Debt-free with your extra payments in"
            figure={duration(result.timeToPayOffWithExtra)}
            note={
              neverClears ? (
                <p>
                  At the minimum payments alone these debts are never paid off: the interest on at least one
                  of them is more than its payment.
                </p>
              ) : null
            }
            lines={[
              { label: 'Total debt', value: formatNad(result.totalDebtCents) },
              { label: 'Minimum payments', value: `${formatNad(result.totalMinimumPaymentCents)} a month` },
              { label: 'Time at the minimums', value: duration(result.timeToPayOff) },
              {
                label: 'Interest at the minimums',
                value: neverClears ? 'No end' : formatNad(result.totalInterestCents),
              },
              { label: 'Monthly payment with extra', value: formatNad(result.monthlyPaymentWithExtraCents) },
              { label: 'Time with extras', value: duration(result.timeToPayOffWithExtra) },
              { label: 'Interest with extras', value: formatNad(result.totalInterestWithExtraCents) },
              {
                label: 'Interest saved',
                value: neverClears ? 'All of it: the debts end' : formatNad(result.interestSavedCents),
                strong: true,
              },
              { label: 'Time saved', value: result.timeSaved === null ? '-' : duration(result.timeSaved) },
              ...result.withExtras.debtPayoffMonths.map((entry) => ({
                label: `${entry.name} paid off`,
                value: entry.month === null ? 'Not within 50 years' : `month ${entry.month}`,
              })),
            ]}
            chart={
              <ResultChart
                title="What you owe, month by month"
                summary={`With extras the ${formatNadWhole(result.totalDebtCents / 100)} is paid off in ${duration(result.timeToPayOffWithExtra)}; at the minimums in ${duration(result.timeToPayOff)}.`}
                xLabel="Month"
                data={Array.from(
                  {
                    length: Math.max(
                      result.withExtras.balanceByMonthCents.length,
                      result.withoutExtras.balanceByMonthCents.length,
                    ),
                  },
                  (_, month) => ({
                    x: month,
                    withExtras: (result.withExtras.balanceByMonthCents[month] ?? 0) / 100,
                    minimums: (result.withoutExtras.balanceByMonthCents[month] ?? 0) / 100,
                  }),
                )}
                series={[
                  { key: 'withExtras', label: 'With extras', colour: '#0f5e4f' },
                  { key: 'minimums', label: 'Minimum payments only', colour: '#b91c1c', dashed: true },
                ]}
              />
            }
            assumptions={[
              `Counted: ${result.countedDebts.length} debt${result.countedDebts.length === 1 ? '' : 's'} with a balance, monthly payment and interest rate above zero.`,
              'Interest is charged monthly at each rate / 12 and the rates do not change.',
              values.payoffMethod === 'snowball'
                ? 'Snowball: extra money goes to the smallest balance first.'
                : 'Avalanche: extra money goes to the highest interest rate first.',
              values.fixedTotal === 'yes'
                ? 'Fixed total: when a debt is paid off, its payment goes to the next one.'
                : 'When a debt is paid off, its payment is not reused.',
              'The yearly extra is paid every 12th month; the comparison uses the same plan without extras. The simulation stops at 600 months.',
            ]}
            action={<QuoteAction label="Get a Free Quote" />}
          />
        ) : null
      }
    >
      <div className="sm:col-span-2">
        <h3 className="font-semibold text-slate-900">Your debts</h3>
        {errors.debts ? <p className="mt-1 text-sm font-medium text-red-700">{errors.debts}</p> : null}
        <ol className="mt-3 space-y-4">
          {shownRows.map((row, index) => {
            const counted = isCountedDebt(debts[index]!);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list
              <li key={index}>
                <fieldset className="rounded-xl border border-slate-200 p-4">
                  <legend className="px-1 font-medium text-slate-800">
                    Debt {index + 1}
                    {form.submitted && !counted ? (
                      <span className="font-normal text-slate-600">
                        {' '}
                        (not counted: fill in all three amounts)
                      </span>
                    ) : null}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-4">
                    <TextField
                      label="Name"
                      placeholder="e.g. Credit card"
                      value={row.name}
                      onChange={(event) => setRow(index, { name: event.target.value })}
                    />
                    <NumberField
                      label="Balance (N$)"
                      value={row.balance}
                      onChange={(text) => setRow(index, { balance: text })}
                    />
                    <NumberField
                      label="Monthly payment (N$)"
                      value={row.monthlyPayment}
                      onChange={(text) => setRow(index, { monthlyPayment: text })}
                    />
                    <NumberField
                      label="Interest rate (%)"
                      value={row.interestRate}
                      onChange={(text) => setRow(index, { interestRate: text })}
                    />
                  </div>
                  {rows.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mt-2"
                      onClick={() => writeRows(rows.filter((_, position) => position !== index))}
                    >
                      Remove debt {index + 1}
                    </Button>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="mt-3 flex flex-wrap gap-3">
          {!showAll && rows.length > visibleRows ? (
            <Button variant="secondary" size="sm" onClick={() => setShowAll(true)}>
              Show more ({rows.length - visibleRows})
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              writeRows([...rows, emptyRow]);
              if (rows.length >= visibleRows) setShowAll(true);
            }}
          >
            Add Debt
          </Button>
        </div>
      </div>
      <NumberField label="Extra every month (N$)" optional {...form.bind('monthlyExtra', errors)} />
      <NumberField label="Extra once a year (N$)" optional {...form.bind('yearlyExtra', errors)} />
      <NumberField label="One-time extra (N$)" optional {...form.bind('oneTimeAmount', errors)} />
      <NumberField label="Month of the one-time extra" whole {...form.bind('oneTimeMonth', errors)} />
      <SelectField
        label="Payoff method"
        value={values.payoffMethod}
        onChange={(value) => form.setValue('payoffMethod', value)}
        options={[
          { value: 'avalanche', label: 'Avalanche: highest interest first' },
          { value: 'snowball', label: 'Snowball: smallest balance first' },
        ]}
      />
      <SelectField
        label="Keep paying the same total"
        value={values.fixedTotal}
        onChange={(value) => form.setValue('fixedTotal', value)}
        options={[
          { value: 'no', label: 'No' },
          { value: 'yes', label: 'Yes: reuse paid-off payments' },
        ]}
      />
    </CalculatorCard>
  );
}

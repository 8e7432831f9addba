import { useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { addMonths, monthIndex } from '../../../domain/book/calendar-dates';
import type { Compared } from '../../../domain/book/commission-report';
import { formatNad } from '../../../domain/money';
import { useDocumentMeta } from '../../layout/Seo';
import { formatMonth, todayInWindhoek } from '../../lib/dates';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { TableScroller } from '../../ui/TableScroller';
import { AdminGate } from '../admin';
import { useCommissionReport } from './api/book';
import { StatementImport } from './StatementImport';
import { StatementsToChase } from './StatementsToChase';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/**
 * An amount; a difference coloured by its sign. Under a name that says the money is short
 * ("Short-paid"), the amount shows without the minus the word already says (issue 59).
 */
function Money({
  cents,
  difference = false,
  shortfall = false,
}: {
  cents: number;
  difference?: boolean;
  shortfall?: boolean;
}) {
  if (shortfall)
    return <span className="font-semibold whitespace-nowrap text-red-700">{formatNad(Math.abs(cents))}</span>;
  const tone = difference
    ? cents < 0
      ? 'font-semibold text-red-700'
      : cents > 0
        ? 'text-emerald-800'
        : ''
    : '';
  return <span className={`whitespace-nowrap ${tone}`}>{formatNad(cents)}</span>;
}

const allColumns = [
  { key: 'expectedCents', label: 'Expected' },
  { key: 'awaitingCents', label: 'Awaiting statement' },
  { key: 'receivedCents', label: 'Received' },
  { key: 'differenceCents', label: 'Difference' },
] as const;

/**
 * Expected, awaiting, received and the difference per row: a table on a laptop, a card per row on
 * a phone (issue 44: at 375 px a table's last columns were cut off). Only one of the two is shown
 * (the other is display: none, so a screen reader meets it once).
 */
function ComparedRows({
  caption,
  heading,
  rows,
  total,
  withAwaiting = true,
}: {
  /** Names the table and its scrolling region; not "By insurer" or another section's heading. */
  caption: string;
  heading: string;
  rows: (Compared & { key: string; label: React.ReactNode })[];
  total?: Compared;
  /** Whether to show what awaits a statement (never anything in the covered months' differences). */
  withAwaiting?: boolean;
}) {
  const columns = withAwaiting ? allColumns : allColumns.filter((column) => column.key !== 'awaitingCents');
  const all = total ? [...rows, { ...total, key: 'total', label: 'Total' }] : rows;
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={caption}>
        {all.map((row) => (
          <li
            key={row.key}
            className={`rounded-xl border p-3 ${row.key === 'total' ? 'border-slate-400 bg-slate-50' : 'border-slate-200'}`}
          >
            <div className={row.key === 'total' ? 'font-semibold' : ''}>{row.label}</div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {columns.map((column) => (
                <div key={column.key}>
                  <dt className="text-slate-600">{column.label}</dt>
                  <dd>
                    <Money cents={row[column.key]} difference={column.key === 'differenceCents'} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <TableScroller label={caption}>
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {heading}
                </th>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="py-1 pl-2 text-right font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                    {row.label}
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} className="py-1.5 pl-2 text-right">
                      <Money cents={row[column.key]} difference={column.key === 'differenceCents'} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {total ? (
              <tfoot>
                <tr className="border-t-2 border-slate-300 font-semibold">
                  <th scope="row" className="py-1.5 pr-2 text-left">
                    Total
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} className="py-1.5 pl-2 text-right">
                      <Money cents={total[column.key]} difference={column.key === 'differenceCents'} />
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </TableScroller>
      </div>
    </>
  );
}

/** The range's totals as figures with their names, read one by one (not run together). */
function Totals({ total }: { total: Compared }) {
  const short = total.differenceCents < 0;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {[
        { name: 'Expected', cents: total.expectedCents, note: 'what the terms give' },
        {
          name: 'Received',
          cents: total.receivedCents,
          note: "on the insurers' statements",
        },
        {
          name: short ? 'Short-paid' : 'Difference',
          cents: total.differenceCents,
          note: 'where a statement covers the month',
          difference: true,
          shortfall: short,
        },
        {
          name: 'Awaiting statement',
          cents: total.awaitingCents,
          note: 'no statement of the insurer for the month yet',
        },
      ].map((figure) => (
        <div key={figure.name} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-sm font-medium text-slate-600">{figure.name}</dt>
          <dd className="text-lg font-bold text-slate-900">
            <Money cents={figure.cents} difference={figure.difference} shortfall={figure.shortfall} />
          </dd>
          <dd className="text-xs text-slate-600">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The differences listed before "Show all": the largest shortfalls, a screen's worth. */
const firstDifferences = 10;

function Report() {
  const thisMonth = todayInWindhoek().slice(0, 7);
  const [from, setFrom] = useState(() => addMonths(`${thisMonth}-01`, -11).slice(0, 7));
  const [to, setTo] = useState(thisMonth);
  const start = monthIndex(from);
  const end = monthIndex(to);
  const rangeError =
    start === null || end === null
      ? 'Choose both months'
      : end < start
        ? 'The last month is on or after the first'
        : end - start >= 24
          ? 'Ask for at most 24 months'
          : '';
  const report = useCommissionReport(from, to, rangeError === '');
  const data = report.data;
  const monthsId = useId();
  const insurersId = useId();
  const differencesId = useId();
  const [showAll, setShowAll] = useState(false);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <StatementImport />
        <div className={`${card} grid content-start gap-3 sm:grid-cols-2`}>
          <TextField
            label="From"
            type="month"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label="To"
            type="month"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={rangeError || undefined}
          />
          <p className="text-sm text-slate-600 sm:col-span-2">
            A month counts as short-paid only once a statement of that insurer covers it; until then what is
            expected awaits the statement.
          </p>
        </div>
      </div>
      {report.isError ? (
        <p role="alert" className="text-red-700">
          Could not load the commissions. Sign in again if your session has ended.
        </p>
      ) : !data ? (
        rangeError ? null : (
          <p className="text-slate-600">Loading...</p>
        )
      ) : (
        <div className={`grid grid-cols-1 gap-5 ${report.isPlaceholderData ? 'opacity-60' : ''}`}>
          <section aria-label="Totals of the months">
            <Totals total={data.total} />
          </section>
          <StatementsToChase toChase={data.toChase} />
          <section aria-labelledby={insurersId} className={card}>
            <h2 id={insurersId} className="text-lg font-bold text-slate-900">
              By insurer
            </h2>
            <p className="mt-1 text-sm text-slate-600">The largest shortfall first.</p>
            <div className="mt-2">
              {data.insurers.length === 0 ? (
                <p className="text-slate-600">No commission expected or received in these months.</p>
              ) : (
                <ComparedRows
                  caption="Expected against received, per insurer"
                  heading="Insurer"
                  rows={data.insurers.map((row) => ({ ...row, key: row.insurer, label: row.insurer }))}
                  total={data.total}
                />
              )}
            </div>
          </section>
          <section aria-labelledby={monthsId} className={card}>
            <h2 id={monthsId} className="text-lg font-bold text-slate-900">
              By month
            </h2>
            <div className="mt-2">
              <ComparedRows
                caption="Expected against received, per month"
                heading="Month"
                rows={data.months.map((row) => ({ ...row, key: row.month, label: formatMonth(row.month) }))}
                total={data.total}
              />
            </div>
          </section>
          <section aria-labelledby={differencesId} className={card}>
            <h2 id={differencesId} className="text-lg font-bold text-slate-900">
              Where they differ ({data.differenceCount.toLocaleString('en-GB')})
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Months a statement covers, the largest shortfall first.
            </p>
            <div className="mt-2">
              {data.differences.length === 0 ? (
                <p className="text-slate-600">Every policy was paid what its terms expect.</p>
              ) : (
                <ComparedRows
                  caption="Expected against received, per policy and month"
                  heading="Policy and month"
                  withAwaiting={false}
                  rows={data.differences.slice(0, showAll ? undefined : firstDifferences).map((row) => ({
                    ...row,
                    key: `${row.policyId}-${row.month}`,
                    label: (
                      <>
                        <Link
                          to={`/admin/policies/${row.policyId}`}
                          className="font-semibold text-brand-800 underline"
                        >
                          {row.insurer} {row.policyNumber}
                        </Link>
                        <span className="block text-slate-600">
                          {row.clientName}, {formatMonth(row.month)}
                        </span>
                      </>
                    ),
                  }))}
                />
              )}
              {!showAll && data.differences.length > firstDifferences ? (
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => setShowAll(true)}>
                  Show all {data.differences.length}
                </Button>
              ) : null}
              {showAll && data.differenceCount > data.differences.length ? (
                <p className="mt-2 text-sm text-slate-600">
                  The {data.differences.length} largest shortfalls are shown; narrow the months to see the
                  rest.
                </p>
              ) : null}
            </div>
          </section>
        </div>
      )}
    </div>
  );
}

/** /admin/commissions (issue 31): expected against received, and the statements imported. */
export default function CommissionsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <p className="mb-3 text-sm">
            <Link to="/admin/book" className="font-semibold text-brand-800 underline">
              ← Book of business
            </Link>
          </p>
          <h1 className="text-2xl font-bold text-slate-900">Commissions</h1>
          <p className="mt-1 text-slate-600">
            What the terms of each policy expect against what the insurers paid.
          </p>
          <div className="mt-5">
            <Report />
          </div>
        </div>
      )}
    </AdminGate>
  );
}

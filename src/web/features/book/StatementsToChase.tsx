import { useId } from 'react';
import { monthRuns, type StatementToChase } from '../../../domain/book/commission-report';
import { formatNad } from '../../../domain/money';
import { formatMonth } from '../../lib/dates';

const card = 'rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-5';

/** "Jan 2026 to Aug 2026, Oct 2026": the months, in runs. */
function monthsText(months: readonly string[]): string {
  return monthRuns(months)
    .map(([from, to]) => (from === to ? formatMonth(from) : `${formatMonth(from)} to ${formatMonth(to)}`))
    .join(', ');
}

/**
 * Insurers whose statements for months long ended have not come (issue 59): a month and a half
 * after a month, its statement is something to chase, by insurer, not something to await.
 */
export function StatementsToChase({ toChase }: { toChase: readonly StatementToChase[] }) {
  const id = useId();
  if (toChase.length === 0) return null;
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-bold text-amber-950">
        Statements to chase ({toChase.length})
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        No statement has come for these months, over a month and a half after they ended: ask the insurer for
        it.
      </p>
      <ul className="mt-2 divide-y divide-amber-200">
        {toChase.map((chase) => (
          <li key={chase.insurer} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span>
              <span className="block font-semibold text-slate-900">{chase.insurer}</span>
              <span className="block text-sm text-slate-800">{monthsText(chase.months)}</span>
            </span>
            <span className="text-right text-sm text-slate-800">
              <span className="block font-semibold whitespace-nowrap text-slate-900">
                {formatNad(chase.expectedCents)}
              </span>
              expected
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { addMonths } from '../../../domain/book/calendar-dates';
import { expectedCommissionCents } from '../../../domain/book/commissions';
import { policyAmountLabel, premiumText } from '../../../domain/book/policy-labels';
import { formatNad } from '../../../domain/money';
import {
  commissionTerms,
  type Policy,
  type PolicyCommission,
  policyProductLabels,
} from '../../../shared/book';
import { useDocumentMeta } from '../../layout/Seo';
import { formatCalendarDate, formatDateTime, formatMonth, todayInWindhoek } from '../../lib/dates';
import { RequestError } from '../../lib/request';
import { Link, useParams } from '../../lib/router';
import { Button } from '../../ui/Button';
import { TableScroller } from '../../ui/TableScroller';
import { AdminGate, useMayUse } from '../admin';
import { usePolicy, usePolicyCommissions, usePolicyHistory } from './api/book';
import { CommissionEntryForm } from './CommissionEntryForm';
import { PolicyDialog } from './PolicyDialog';
import { PolicyParties } from './PolicyParties';
import { PolicyStatusBadge } from './PolicyRows';
import { policyHistoryLines } from './policy-history';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function termsText(commission: PolicyCommission | null): string {
  if (!commission) return 'None recorded';
  const parts: string[] = [];
  const paid = commission.firstYearPaid === 'over-12-months' ? 'over twelve months' : 'up front';
  if (commission.firstYearAmountCents !== undefined)
    parts.push(`${formatNad(commission.firstYearAmountCents)} in the first year, paid ${paid}`);
  if (commission.firstYearPercent !== undefined)
    parts.push(`${commission.firstYearPercent}% of the first year’s premium, paid ${paid}`);
  if (commission.ongoingPercent !== undefined)
    parts.push(`${commission.ongoingPercent}% of the premium from month 13`);
  return parts.join('; ') || 'None recorded';
}

/** Expected (from the terms) against received (the statements), month by month, the latest first. */
function CommissionTable({ policy }: { policy: Policy }) {
  const statements = usePolicyCommissions(policy.id);
  const thisMonth = todayInWindhoek().slice(0, 7);
  const startMonth = policy.startDate.slice(0, 7);
  const received = new Map((statements.data ?? []).map((entry) => [entry.month, entry.amountCents]));
  const months = new Set<string>(received.keys());
  // The last twelve months the policy has run, this one included.
  for (let back = 0; back < 12; back += 1) {
    const month = addMonths(`${thisMonth}-01`, -back).slice(0, 7);
    if (month >= startMonth) months.add(month);
  }
  const terms = commissionTerms(policy.commission);
  const rows = [...months]
    .sort()
    .reverse()
    .slice(0, 24)
    .map((month) => {
      const expected = expectedCommissionCents(policy, terms, startMonth, month);
      const got = received.get(month);
      return { month, expected, got };
    });
  if (statements.isError) return <p className="text-red-700">Could not load the statements.</p>;
  if (rows.length === 0) return <p className="text-slate-600">The policy has not started yet.</p>;
  return (
    <TableScroller label="Expected against received, month by month">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Month
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Expected
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Received
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Difference
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const difference = (row.got ?? 0) - row.expected;
            return (
              <tr key={row.month}>
                <th scope="row" className="py-1.5 text-left font-normal whitespace-nowrap">
                  {formatMonth(row.month)}
                </th>
                <td className="py-1.5 text-right whitespace-nowrap">{formatNad(row.expected)}</td>
                <td className="py-1.5 text-right whitespace-nowrap">
                  {row.got === undefined ? (
                    <span className="text-slate-500">not entered</span>
                  ) : (
                    formatNad(row.got)
                  )}
                </td>
                <td
                  className={`py-1.5 text-right whitespace-nowrap ${difference < 0 ? 'font-semibold text-red-700' : difference > 0 ? 'text-emerald-800' : ''}`}
                >
                  {formatNad(difference)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}

function History({ policyId }: { policyId: string }) {
  const history = usePolicyHistory(policyId);
  if (history.isError) return <p className="text-red-700">Could not load the history.</p>;
  if (!history.data) return <p className="text-slate-600">Loading...</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {history.data.items.map((entry) => (
        <li key={entry.id} className="py-2">
          <p className="text-sm text-slate-600">
            {formatDateTime(entry.at)}
            {entry.account ? ` · ${entry.account}` : ''}
          </p>
          {policyHistoryLines(entry).map((line) => (
            <p key={line} className="text-slate-900">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}

function PolicyView({ id }: { id: string }) {
  const query = usePolicy(id);
  const policy = query.data;
  const [editing, setEditing] = useState(false);
  const commissionId = useId();
  const historyId = useId();
  // An assistant sees the policy, not its commission or the ways to change it (issue 34).
  const mayChange = useMayUse('book');
  if (query.isError) {
    const missing = query.error instanceof RequestError && query.error.status === 404;
    return (
      <p role="alert" className="text-red-700">
        {missing
          ? 'There is no such policy.'
          : 'Could not load the policy. Sign in again if your session has ended.'}
      </p>
    );
  }
  if (!policy) return <p className="text-slate-600">Loading...</p>;
  return (
    <div className="space-y-5">
      <div className={card}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-slate-900">
              {policyProductLabels[policy.product] ?? policy.product}, {policy.insurer}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
              <PolicyStatusBadge policy={policy} /> No. {policy.policyNumber} ·{' '}
              <Link
                to={`/admin/clients/${policy.clientId}`}
                className="font-semibold text-brand-800 underline"
              >
                {policy.clientName}
              </Link>
            </p>
          </div>
          {mayChange ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit policy
            </Button>
          ) : null}
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Start date</dt>
          <dd>{formatCalendarDate(policy.startDate)}</dd>
          <dt className="font-medium text-slate-600">Premium</dt>
          <dd>
            {premiumText(policy)}
            {policy.premiumFrequency !== 'monthly' && policy.premiumFrequency !== 'single'
              ? ` (${formatNad(policy.monthlyPremiumCents)} a month)`
              : ''}
          </dd>
          <dt className="font-medium text-slate-600">{policyAmountLabel(policy.product)}</dt>
          <dd>{policy.coverCents === null ? '—' : formatNad(policy.coverCents)}</dd>
          {mayChange ? (
            <>
              <dt className="font-medium text-slate-600">Commission</dt>
              <dd>{termsText(policy.commission)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        {mayChange ? (
          <section aria-labelledby={commissionId} className={card}>
            <h2 id={commissionId} className="text-lg font-bold text-slate-900">
              Commission
            </h2>
            <div className="mt-3 space-y-4">
              <CommissionEntryForm policyId={policy.id} defaultMonth={todayInWindhoek().slice(0, 7)} />
              <CommissionTable policy={policy} />
            </div>
          </section>
        ) : null}
        <div className="space-y-5">
          <PolicyParties policyId={policy.id} clientId={policy.clientId} />
          <section aria-labelledby={historyId} className={card}>
            <h2 id={historyId} className="text-lg font-bold text-slate-900">
              History
            </h2>
            <div className="mt-2">
              <History policyId={policy.id} />
            </div>
          </section>
        </div>
      </div>
      <PolicyDialog target={editing ? { kind: 'edit', policy } : null} onClose={() => setEditing(false)} />
    </div>
  );
}

function PolicyRoute() {
  const { id = '' } = useParams();
  return <PolicyView key={id} id={id} />;
}

/** /admin/policies/:id (issue 31): one policy, its commission month by month, and its history. */
export default function PolicyPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <p className="mb-3 text-sm">
            <Link to="/admin/policies" className="font-semibold text-brand-800 underline">
              ← All policies
            </Link>
          </p>
          <PolicyRoute />
        </div>
      )}
    </AdminGate>
  );
}

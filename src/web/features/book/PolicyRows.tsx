import { policyAmountLabel, premiumText } from '../../../domain/book/policy-labels';
import { policyStatusText } from '../../../domain/book/policy-status-text';
import { formatNad } from '../../../domain/money';
import { type Policy, policyProductLabels } from '../../../shared/book';
import { todayInWindhoek } from '../../lib/dates';
import { Link } from '../../lib/router';

const statusTone: Record<string, string> = {
  'in-force': 'bg-emerald-100 text-emerald-900',
  quoted: 'bg-slate-100 text-slate-800',
  applied: 'bg-sky-100 text-sky-900',
  lapsed: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-red-100 text-red-900',
  claimed: 'bg-purple-100 text-purple-900',
  matured: 'bg-slate-200 text-slate-900',
};

/** Its status with its date: "In force since 1 Mar 2024", "Applied for, starts 1 Dec 2026". */
export function PolicyStatusBadge({
  policy,
}: {
  policy: Pick<Policy, 'status' | 'startDate' | 'statusSince'>;
}) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[policy.status] ?? ''}`}
    >
      {policyStatusText(policy, todayInWindhoek())}
    </span>
  );
}

/** Policies as a list that reads on a phone: what, whose, how much, since when. */
export function PolicyRows({
  policies,
  showClient = false,
}: {
  policies: readonly Policy[];
  showClient?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {policies.map((policy) => (
        <li key={policy.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0 flex-1 basis-56">
            <Link to={`/admin/policies/${policy.id}`} className="font-semibold text-brand-800 underline">
              {policyProductLabels[policy.product] ?? policy.product}, {policy.insurer}
            </Link>{' '}
            <PolicyStatusBadge policy={policy} />
            <p className="text-sm text-slate-700">
              No. {policy.policyNumber}
              {showClient ? (
                <>
                  {' · '}
                  <Link to={`/admin/clients/${policy.clientId}`} className="underline">
                    {policy.clientName}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
          <div className="text-sm sm:text-right">
            <p className="font-semibold whitespace-nowrap text-slate-900">{premiumText(policy)}</p>
            {policy.coverCents !== null ? (
              <p className="text-slate-700">
                {policyAmountLabel(policy.product)}{' '}
                <span className="whitespace-nowrap">{formatNad(policy.coverCents)}</span>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

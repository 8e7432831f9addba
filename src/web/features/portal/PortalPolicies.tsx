import {
  type PolicyProduct,
  policyAmountLabel,
  policyProductLabels,
  premiumText,
} from '../../../domain/book/policy-labels';
import { formatNad } from '../../../domain/money';
import type { PortalHome } from '../../../shared/portal-texts';

type PortalPolicy = PortalHome['policies'][number];

const productOf = (policy: PortalPolicy) =>
  policyProductLabels[policy.product as PolicyProduct] ?? policy.product;

/**
 * The client's policies on their page (issue 44): what is in force is their cover; what is applied
 * for, quoted, lapsed or cancelled is listed apart with its word and date, and never reads as cover.
 * The words and dates are the server's (domain/book/policy-status-text.ts).
 */
export function PortalPolicies({ policies }: { policies: PortalHome['policies'] }) {
  if (policies.length === 0)
    return <p className="text-slate-700">Your adviser has not recorded a policy for you yet.</p>;
  const cover = policies.filter((policy) => policy.cover);
  const others = policies.filter((policy) => !policy.cover);
  return (
    <div className="space-y-5">
      <div>
        {/* "In force" beside "Not in force", under the section's "Your policies" (issue 59: not "Your cover" again). */}
        <h3 className="text-lg font-semibold text-slate-900">In force</h3>
        {cover.length === 0 ? (
          <p className="mt-1 text-slate-700">None of your policies is in force at the moment.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="In force">
            {cover.map((policy) => (
              <li key={policy.id} className="py-3">
                <p className="font-semibold text-slate-900">
                  {productOf(policy)} with {policy.insurer}
                </p>
                <p className="text-sm font-medium text-emerald-800">{policy.statusText}</p>
                <p className="text-slate-700">
                  {policy.coverCents !== null ? (
                    <>
                      {policyAmountLabel(policy.product)}{' '}
                      <span className="whitespace-nowrap">{formatNad(policy.coverCents)}</span> ·{' '}
                    </>
                  ) : null}
                  <span className="whitespace-nowrap">{premiumText(policy)}</span> ·{' '}
                  {/* Kept on one line: it broke "MO-" / "1003" (issue 59). */}
                  <span className="whitespace-nowrap">Policy {policy.policyNumber}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {others.length > 0 ? (
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Not in force</h3>
          <p className="mt-1 text-sm text-slate-700">
            These do not cover you now: applied for or quoted and not started, or no longer in force.
          </p>
          <ul className="divide-y divide-slate-100" aria-label="Not in force">
            {others.map((policy) => (
              <li key={policy.id} className="py-3">
                <p className="font-semibold text-slate-900">
                  {productOf(policy)} with {policy.insurer}
                </p>
                <p className="text-sm font-semibold text-amber-900">{policy.statusText}</p>
                <p className="text-sm text-slate-700">
                  <span className="whitespace-nowrap">Policy {policy.policyNumber}</span> ·{' '}
                  <span className="whitespace-nowrap">{premiumText(policy)}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

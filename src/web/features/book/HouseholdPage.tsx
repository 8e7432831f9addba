import { useId } from 'react';
import type { PageMeta } from '../../../content/pages';
import { formatNad } from '../../../domain/money';
import { policyProductLabels } from '../../../shared/book';
import { coverKindLabels, coverKinds, type Household } from '../../../shared/household';
import { relationLabels } from '../../../shared/relations';
import { useDocumentMeta } from '../../layout/Seo';
import { formatCalendarDate } from '../../lib/dates';
import { RequestError } from '../../lib/request';
import { Link, useParams } from '../../lib/router';
import { AdminGate } from '../admin';
import { useHousehold } from './api/book';
import { PolicyRows } from './PolicyRows';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function DateLine({ date, household }: { date: Household['dates'][number]; household: Household }) {
  const member = household.members.find((person) => person.clientId === date.clientId);
  const name = member?.name ?? '';
  if (date.kind === 'birthday') return <>{`${name} turns ${date.turns}`}</>;
  if (date.kind === 'review')
    return (
      <>
        {`${name}’s yearly review `}
        {date.overdue ? <strong className="text-amber-800">is overdue</strong> : 'falls due'}
      </>
    );
  const policy = member?.policies.find((item) => item.id === date.policyId);
  return (
    <>
      {`${name}’s `}
      <Link to={`/admin/policies/${date.policyId}`} className="text-brand-800 underline">
        {policy ? `${policyProductLabels[policy.product]} (${policy.insurer})` : 'policy'}
      </Link>
      {` is ${date.years} ${date.years === 1 ? 'year' : 'years'} old`}
    </>
  );
}

function HouseholdView({ id }: { id: string }) {
  const query = useHousehold(id);
  const household = query.data;
  const datesId = useId();
  if (query.isError) {
    const missing = query.error instanceof RequestError && query.error.status === 404;
    return (
      <p role="alert" className="text-red-700">
        {missing
          ? 'There is no such client.'
          : 'Could not load the household. Sign in again if your session has ended.'}
      </p>
    );
  }
  if (!household) return <p className="text-slate-600">Loading...</p>;
  const first = household.members[0];
  return (
    <div className="space-y-5">
      <div>
        <p className="mb-3 text-sm">
          <Link
            to={`/admin/clients/${household.clientId}`}
            className="font-semibold text-brand-800 underline"
          >
            ← {first?.name}
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{first?.name}’s household</h1>
        <p className="mt-1 text-slate-600">
          {household.members.length} {household.members.length === 1 ? 'person' : 'people'},{' '}
          {household.totals.inForceCount} {household.totals.inForceCount === 1 ? 'policy' : 'policies'} in
          force.
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <div className={card}>
          <dt className="text-sm font-medium text-slate-600">Monthly premium together</dt>
          <dd className="mt-1 text-xl font-bold whitespace-nowrap text-slate-900">
            {formatNad(household.totals.monthlyPremiumCents)}
          </dd>
        </div>
        {/* A tile for the cover they hold; none for what they do not have (issue 59). */}
        {coverKinds
          .filter((kind) => household.totals.coverByKind[kind] > 0)
          .map((kind) => (
            <div key={kind} className={card}>
              <dt className="text-sm font-medium text-slate-600">{coverKindLabels[kind]} cover</dt>
              <dd className="mt-1 text-xl font-bold whitespace-nowrap text-slate-900">
                {formatNad(household.totals.coverByKind[kind])}
              </dd>
            </div>
          ))}
      </dl>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          {household.members.map((member) => (
            <section key={member.clientId} aria-label={member.name} className={card}>
              <h2 className="text-lg font-bold text-slate-900">
                <Link to={`/admin/clients/${member.clientId}`} className="text-brand-800 underline">
                  {member.name}
                </Link>{' '}
                {member.relation ? (
                  <span className="text-base font-normal text-slate-700">
                    ({relationLabels[member.relation]})
                  </span>
                ) : null}
              </h2>
              {member.dateOfBirth ? (
                <p className="text-sm text-slate-700">Born {formatCalendarDate(member.dateOfBirth)}</p>
              ) : null}
              {member.policies.length === 0 ? (
                <p className="py-2 text-slate-600">No policies recorded.</p>
              ) : (
                <PolicyRows policies={member.policies} />
              )}
            </section>
          ))}
        </div>
        <section aria-labelledby={datesId} className={card}>
          <h2 id={datesId} className="text-lg font-bold text-slate-900">
            Dates that matter
          </h2>
          {household.dates.length === 0 ? (
            <p className="py-2 text-slate-600">
              No birthdays, anniversaries or reviews known: add ID numbers and in-force policies to see them.
            </p>
          ) : (
            <ol className="mt-2 divide-y divide-slate-100">
              {household.dates.map((date) => (
                <li
                  key={`${date.kind}-${date.clientId}-${date.kind === 'policy-anniversary' ? date.policyId : ''}`}
                  className="py-2"
                >
                  <p className="font-semibold text-slate-900">{formatCalendarDate(date.on)}</p>
                  <p className="text-slate-700">
                    <DateLine date={date} household={household} />
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}

function HouseholdRoute() {
  const { id = '' } = useParams();
  return <HouseholdView key={id} id={id} />;
}

/** /admin/clients/:id/household (issue 31): everyone linked, their policies, premium and cover together. */
export default function HouseholdPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <HouseholdRoute />
        </div>
      )}
    </AdminGate>
  );
}

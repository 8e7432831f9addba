import { useId } from 'react';
import type { PageMeta } from '../../../content/pages';
import { formatNad } from '../../../domain/money';
import { type PolicyProduct, policyProductLabels } from '../../../shared/book';
import { useDocumentMeta } from '../../layout/Seo';
import { formatMonth } from '../../lib/dates';
import { Link } from '../../lib/router';
import { AdminGate } from '../admin';
import { policyListUrl, useBook } from './api/book';
import { ReviewsPlanner } from './ReviewsPlanner';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The in-force list filtered, as the book's figures count it. */
const inForceList = (filters: Parameters<typeof policyListUrl>[0]) =>
  policyListUrl({ status: 'in-force', ...filters }, 1, '/admin/policies');

/** Bars of the monthly premium placed in each of the last twelve months, with their figures in words. */
function PlacedChart({
  months,
}: {
  months: { month: string; count: number; monthlyPremiumCents: number }[];
}) {
  const largest = Math.max(1, ...months.map((month) => month.monthlyPremiumCents));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Monthly premium of the in-force policies placed in each month</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Month placed</th>
          <th scope="col">Monthly premium</th>
          <th scope="col">Policies</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className="w-20 py-1 pr-2 text-left font-medium whitespace-nowrap text-slate-700">
              {formatMonth(month.month)}
            </th>
            <td className="py-1">
              <div className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="block h-4 rounded-sm bg-brand-600"
                  style={{
                    width: `${(month.monthlyPremiumCents / largest) * 70}%`,
                    minWidth: month.count ? 2 : 0,
                  }}
                />
                <span className="whitespace-nowrap text-slate-900">
                  {formatNad(month.monthlyPremiumCents)}
                </span>
              </div>
            </td>
            <td className="w-24 py-1 text-right text-slate-600">
              {month.count} {month.count === 1 ? 'policy' : 'policies'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Totals({
  rows,
}: {
  rows: {
    key: string;
    label: string;
    to: string;
    count: number;
    monthlyPremiumCents: number;
    singlePremiumCount: number;
    singlePremiumCents: number;
  }[];
}) {
  if (rows.length === 0) return <p className="text-slate-600">No policies in force yet.</p>;
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="py-1 font-medium">
            Name
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Policies
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Monthly premium
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              <Link to={row.to} className="font-semibold text-brand-800 underline">
                {row.label}
              </Link>
            </th>
            <td className="py-2 text-right">{row.count}</td>
            <td className="py-2 pl-2 text-right">
              {/* Single premiums beside it, never in it (D28); no N$ 0.00 where all the money is single premiums (issue 59). */}
              {row.monthlyPremiumCents > 0 || !row.singlePremiumCount ? (
                <span className="whitespace-nowrap">{formatNad(row.monthlyPremiumCents)}</span>
              ) : null}
              {row.singlePremiumCount ? (
                <span className="block text-xs text-slate-700">
                  <span className="whitespace-nowrap">
                    {row.monthlyPremiumCents > 0 ? '+ ' : ''}
                    {formatNad(row.singlePremiumCents)}
                  </span>{' '}
                  in {row.singlePremiumCount} single {row.singlePremiumCount === 1 ? 'premium' : 'premiums'}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Book() {
  const book = useBook();
  const data = book.data;
  if (book.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the book. Sign in again if your session has ended.
      </p>
    );
  if (!data) return <p className="text-slate-600">Loading...</p>;
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className={card}>
          <dt className="text-sm font-medium text-slate-600">Policies in force</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">
            <Link to={inForceList({})} className="underline">
              {data.inForce.count}
            </Link>
          </dd>
        </div>
        <div className={card}>
          <dt className="text-sm font-medium text-slate-600">Monthly premium in force</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">
            {formatNad(data.inForce.monthlyPremiumCents)}
          </dd>
        </div>
        <div className={card}>
          <dt className="text-sm font-medium text-slate-600">Single premiums placed this year</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">
            {formatNad(data.singlePremiumsThisYear.premiumCents)}
          </dd>
          <dd className="text-sm text-slate-600">
            {data.singlePremiumsThisYear.count}{' '}
            {data.singlePremiumsThisYear.count === 1 ? 'policy' : 'policies'}
          </dd>
        </div>
      </dl>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Section title="Premiums placed by month">
          <PlacedChart months={data.placedByMonth} />
        </Section>
        <Section title="Anniversaries in the next twelve months">
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {data.anniversaries.map((month) => (
              <li key={month.month}>
                <Link
                  to={inForceList({ renewsIn: month.month })}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 hover:bg-brand-50"
                >
                  <span className="font-semibold text-brand-800 underline">{formatMonth(month.month)}</span>
                  <span className="text-slate-800">{month.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="By insurer">
          <Totals
            rows={data.byInsurer.map((row) => ({
              ...row,
              key: row.insurer,
              label: row.insurer,
              to: inForceList({ insurer: row.insurer }),
            }))}
          />
        </Section>
        <Section title="By product">
          <Totals
            rows={data.byProduct.map((row) => ({
              ...row,
              key: row.product,
              label: policyProductLabels[row.product as PolicyProduct] ?? row.product,
              to: inForceList({ product: row.product as PolicyProduct }),
            }))}
          />
        </Section>
        <ReviewsPlanner />
      </div>
    </div>
  );
}

/** /admin/book (issue 31): the in-force book at a glance. */
export default function BookPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold text-slate-900">Book of business</h1>
              <p className="mt-1 text-slate-600">
                The policies in force, what they bring in each month, and what renews when.
              </p>
            </div>
            <p className="flex flex-wrap gap-4">
              <Link to="/admin/policies" className="font-semibold text-brand-800 underline">
                All policies
              </Link>
              <Link to="/admin/commissions" className="font-semibold text-brand-800 underline">
                Commissions
              </Link>
              <Link to="/admin/import" className="font-semibold text-brand-800 underline">
                Import your book
              </Link>
            </p>
          </div>
          <div className="mt-5">
            <Book />
          </div>
        </div>
      )}
    </AdminGate>
  );
}

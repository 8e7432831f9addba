import { useEffect, useId, useState } from 'react';
import { budgetItemLabels, namibiaBudgetTips } from '../../../content/budget';
import { telHref } from '../../../content/site';
import {
  analyseBudget,
  type BudgetItem,
  type BudgetState,
  budgetAmount,
  budgetCategories,
  type CategoryAnalysis,
  defaultBudget,
  formatPercentage,
} from '../../../domain/budget/budget';
import { formatNad, formatNadWhole, toCents } from '../../../domain/money';
import { siteConfig } from '../../lib/site-config';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../../ui/Field';

type BudgetText = Record<'income' | BudgetItem, string>;

export const budgetStorageKey = 'budget-planner';
const defaultText = Object.fromEntries(
  Object.entries(defaultBudget).map(([key, value]) => [key, String(value)]),
) as BudgetText;

/** The visitor's budget, kept in this browser so they can come back to it. */
function useStoredBudget(): [BudgetText, (next: BudgetText) => void] {
  const [text, setText] = useState<BudgetText>(defaultText);
  // Read after hydration: the page is prerendered with the spec's defaults.
  useEffect(() => {
    try {
      const stored = JSON.parse(
        localStorage.getItem(budgetStorageKey) ?? 'null',
      ) as Partial<BudgetText> | null;
      if (stored && typeof stored === 'object') {
        setText((current) => {
          const next = { ...current };
          for (const key of Object.keys(current) as (keyof BudgetText)[]) {
            if (typeof stored[key] === 'string') next[key] = stored[key];
          }
          return next;
        });
      }
    } catch {
      // A damaged or blocked store: start from the defaults.
    }
  }, []);
  const save = (next: BudgetText) => {
    setText(next);
    try {
      localStorage.setItem(budgetStorageKey, JSON.stringify(next));
    } catch {
      // Private browsing may refuse storage: the planner still works, it just does not remember.
    }
  };
  return [text, save];
}

function StatusIcon({ status }: { status: CategoryAnalysis['status'] }) {
  if (status === 'good') {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-green-700" fill="currentColor">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.2 4.45-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.09l3.72-5.16Z"
        />
      </svg>
    );
  }
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-5 ${status === 'over' ? 'text-red-700' : 'text-amber-600'}`}
      fill="currentColor"
    >
      <path
        fillRule="evenodd"
        d="M8.49 2.9c.66-1.17 2.36-1.17 3.02 0l6.28 11.15c.65 1.16-.18 2.6-1.51 2.6H3.72c-1.33 0-2.16-1.44-1.51-2.6L8.49 2.9ZM10 6.5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6.5Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      />
    </svg>
  );
}

const statusWords = { under: 'Below the range', good: 'Within the range', over: 'Above the range' } as const;

/** Income split against the recommended ranges: the range shaded, the actual share as a bar. */
function RangeChart({ categories }: { categories: CategoryAnalysis[] }) {
  const scale = Math.max(100, ...categories.map((category) => Math.ceil(category.percentage / 10) * 10));
  return (
    <figure>
      <figcaption className="font-semibold text-slate-900">
        Your income split against the recommended ranges
      </figcaption>
      <ul className="mt-4 space-y-4">
        {categories.map((category) => (
          <li key={category.id}>
            <div className="flex justify-between text-sm text-slate-700">
              <span>{category.name}</span>
              <span>
                {formatPercentage(category.percentage)} (recommended {category.min}-{category.max}%)
              </span>
            </div>
            <div className="relative mt-1 h-6 rounded bg-slate-100" aria-hidden="true">
              <div
                className="absolute inset-y-0 rounded bg-green-200"
                style={{
                  left: `${(category.min / scale) * 100}%`,
                  width: `${((category.max - category.min) / scale) * 100}%`,
                }}
              />
              <div
                className={`absolute inset-y-1.5 left-0 rounded ${category.status === 'good' ? 'bg-brand-700' : category.status === 'over' ? 'bg-red-700' : 'bg-amber-500'}`}
                style={{ width: `${(Math.min(category.percentage, scale) / scale) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        Green band: the recommended range. Scale 0 to {scale}% of income.
      </p>
    </figure>
  );
}

/**
 * The budget planner of /budget (an island, issue 45): the income and spending typed, and how
 * they compare with the recommended ranges. The figures stay in this browser.
 */
export function BudgetPlanner() {
  const [text, setText] = useStoredBudget();
  const budget = Object.fromEntries(
    Object.entries(text).map(([key, value]) => [key, budgetAmount(value)]),
  ) as BudgetState;
  const analysis = analyseBudget(budget);
  const summaryId = useId();
  const analysisId = useId();
  const negative = analysis.remainingCents < 0;
  const field = (key: keyof BudgetText, label: string) => (
    <TextField
      key={key}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={text[key]}
      onChange={(event) => setText({ ...text, [key]: event.target.value })}
    />
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_1fr] print:block print:py-0">
      <form className="space-y-8 print:hidden" onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend className="text-xl font-bold text-slate-900">Monthly Income</legend>
          <div className="mt-3">{field('income', 'Monthly income after tax (N$)')}</div>
        </fieldset>
        {budgetCategories.map((category) => (
          <fieldset key={category.id}>
            <legend className="text-xl font-bold text-slate-900">{category.group}</legend>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {category.members.map((item) => field(item, `${budgetItemLabels[item]} (N$)`))}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setText(defaultText)}>
            Start Again
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print Summary
          </Button>
        </div>
      </form>

      <div className="space-y-6">
        <section
          aria-labelledby={summaryId}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id={summaryId} className="text-xl font-bold text-slate-900">
            Summary
          </h2>
          <dl className="mt-4 space-y-2" aria-live="polite">
            <div className="flex justify-between">
              <dt className="text-slate-700">Monthly Income</dt>
              <dd className="font-semibold text-slate-900">{formatNad(analysis.incomeCents)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-700">Total Expenses</dt>
              <dd className="font-semibold text-slate-900">{formatNad(analysis.totalExpensesCents)}</dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 pt-2">
              <dt className="font-semibold text-slate-900">Remaining</dt>
              <dd
                data-testid="budget-remaining"
                className={`text-lg font-bold ${negative ? 'text-red-700' : 'text-green-700'}`}
              >
                {formatNad(analysis.remainingCents)}
              </dd>
            </div>
          </dl>
        </section>

        {/* Printed instead of the form: the figures the summary comes from. */}
        <section className="hidden print:block">
          <h2 className="text-xl font-bold text-slate-900">Your monthly budget</h2>
          <div className="mt-2 grid grid-cols-3 gap-4 text-sm">
            {budgetCategories.map((category) => (
              <dl key={category.id}>
                <dt className="font-semibold text-slate-900">{category.group}</dt>
                {category.members.map((item) => (
                  <dd key={item} className="flex justify-between gap-2">
                    <span>{budgetItemLabels[item]}</span>
                    <span>{formatNad(toCents(budget[item]))}</span>
                  </dd>
                ))}
              </dl>
            ))}
          </div>
        </section>
        <section
          aria-labelledby={analysisId}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id={analysisId} className="text-xl font-bold text-slate-900">
            Category Analysis
          </h2>
          {analysis.categories ? (
            <>
              <ul className="mt-4 space-y-5">
                {analysis.categories.map((category) => (
                  <li key={category.id} data-testid={`budget-category-${category.id}`}>
                    <div className="flex items-center justify-between gap-3">
                      <span className="flex items-center gap-2 font-semibold text-slate-900">
                        <StatusIcon status={category.status} />
                        {category.name}
                        <span className="sr-only">: {statusWords[category.status]}</span>
                      </span>
                      <span className="font-bold text-slate-900">
                        {formatPercentage(category.percentage)}
                      </span>
                    </div>
                    <div
                      className="mt-2 h-2.5 rounded-full bg-slate-200"
                      role="progressbar"
                      aria-label={`${category.name} share of income`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.min(100, Math.round(category.percentage * 10) / 10)}
                    >
                      <div
                        className={`h-2.5 rounded-full ${category.status === 'good' ? 'bg-green-700' : category.status === 'over' ? 'bg-red-700' : 'bg-amber-500'}`}
                        style={{ width: `${Math.min(100, category.percentage)}%` }}
                      />
                    </div>
                    <p className="mt-1 text-sm text-slate-700">
                      {formatNad(category.amountCents)} · Recommended: {category.min}-{category.max}% of
                      income
                    </p>
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                <RangeChart categories={analysis.categories} />
              </div>
            </>
          ) : (
            <p className="mt-4 text-slate-700">
              Enter your monthly income to see how your spending compares.
            </p>
          )}
        </section>

        {analysis.categories ? (
          <section aria-label="Advice" aria-live="polite" className="space-y-3" data-testid="budget-advice">
            {analysis.allGood ? (
              <p className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900">
                <strong>Great job!</strong> Your needs, wants and savings are all within the recommended
                ranges.
              </p>
            ) : (
              analysis.categories
                .filter((category) => category.status !== 'good')
                .map((category) => (
                  <p
                    key={category.id}
                    className={`rounded-xl border p-4 ${category.status === 'over' ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
                  >
                    <strong>
                      {category.name}: {formatPercentage(category.percentage)}
                    </strong>{' '}
                    of your income, {category.status === 'over' ? 'above' : 'below'} the recommended{' '}
                    {category.min}-{category.max}%.{' '}
                    {category.status === 'over'
                      ? `Consider reducing it by ${formatNadWhole(category.adviceAmount)} a month.`
                      : `Consider increasing it by ${formatNadWhole(category.adviceAmount)} a month.`}
                  </p>
                ))
            )}
          </section>
        ) : null}

        <section className="rounded-2xl bg-brand-800 p-6 text-white print:hidden">
          <h2 className="text-xl font-bold">Want help with your budget?</h2>
          <p className="mt-2 text-brand-100">
            {siteConfig.adviserName} can help you cut costs, protect your income and start saving.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to="/quote" variant="accent">
              Schedule Free Consultation
            </ButtonLink>
            <a
              href={telHref(siteConfig.phone)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white/70 px-4 font-semibold text-white hover:bg-white/10"
            >
              Call {siteConfig.phone}
            </a>
          </div>
        </section>

        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:hidden">
          <h2 className="text-xl font-bold text-slate-900">Namibia-Specific Budgeting Tips</h2>
          <h3 className="mt-4 font-semibold text-slate-900">High cost areas</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {namibiaBudgetTips.highCostAreas.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold text-slate-900">Local strategies</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {namibiaBudgetTips.localStrategies.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

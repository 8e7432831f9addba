import type { ReactNode } from 'react';
import { formatNad, formatNadWhole } from '../../../domain/money';
import {
  analyseBudget,
  budgetAlertText,
  budgetAnalysisLines,
  budgetTips,
} from '../../../domain/needs-analysis/budget';
import type {
  Priority,
  Recommendation,
  RecommendationSummary,
} from '../../../domain/needs-analysis/recommendations';
import {
  type DebtPriority,
  debtPriority,
  familyProtectionNotes,
  housingNotes,
  incomeProtectionNotes,
  type Note,
  retirementAdvice,
  savingsAdvice,
} from '../../../domain/needs-analysis/supplementary';
import type { NeedsAnalysisAnswers, NeedsAnalysisSection } from '../../../shared/needs-analysis';

/**
 * What the answers mean, shown beside them: the supplementary notes (housing, income protection,
 * family protection, debt priority), the savings and retirement advice, the budget analysis, and
 * the recommendations with their summary. Every figure comes from domain/needs-analysis.
 */

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5" aria-label={title}>
      <h3 className="font-semibold text-brand-900">{title}</h3>
      <div className="mt-2 text-slate-800">{children}</div>
    </aside>
  );
}

function NoteList({ notes }: { notes: readonly Note[] }) {
  return (
    <ul className="space-y-2">
      {notes.map((note) => (
        <li
          key={note.text}
          className={
            note.urgent ? 'rounded-lg border border-red-300 bg-red-50 p-2 text-red-900' : 'flex gap-2'
          }
        >
          {note.urgent ? <strong>Urgent: </strong> : <span aria-hidden="true">•</span>}
          <span>{note.text}</span>
        </li>
      ))}
    </ul>
  );
}

const number = (value: unknown) => (typeof value === 'number' ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const notesTitle = 'What this means for you';

/** The supplementary notes of a section that has them (the domain's rules on its answers). */
function sectionNotes(section: NeedsAnalysisSection, values: NeedsAnalysisAnswers[NeedsAnalysisSection]) {
  switch (section) {
    case 'housingAssets':
      return housingNotes({
        mortgageBalance: number(values.mortgageBalance),
        plansToBuy: text(values.plansToBuy),
        vehicleLoanBalance: number(values.vehicleLoanBalance),
      });
    case 'incomeProtection':
      return incomeProtectionNotes({
        isMainIncomeEarner: text(values.isMainIncomeEarner),
        hasIncomeProtection: text(values.hasIncomeProtection),
        familyImpact: text(values.familyImpact),
        copingDuration: text(values.copingDuration),
      });
    case 'familyProtection':
      return familyProtectionNotes({
        hasLifeInsurance: text(values.hasLifeInsurance),
        familySurvivalDuration: text(values.familySurvivalDuration),
        hasFuneralCover: text(values.hasFuneralCover),
        childrenEducationConcern: text(values.childrenEducationConcern),
      });
    case 'savingsEmergency':
      return savingsAdvice({
        hasEmergencyFund: text(values.hasEmergencyFund),
        emergencyFundAmount: text(values.emergencyFundAmount),
        savesRegularly: text(values.savesRegularly),
        savingsGoalTerm: text(values.savingsGoalTerm),
      }).map((line) => ({ text: line }));
    case 'retirementPlanning':
      return retirementAdvice({
        hasRetirementSavings: text(values.hasRetirementSavings),
        monthlyContribution: text(values.monthlyContribution),
        employerContribution: text(values.employerContribution),
        hasCalculatedNeeds: text(values.hasCalculatedNeeds),
      }).map((line) => ({ text: line }));
    default:
      return null;
  }
}

const debtPriorityShown: Record<DebtPriority, Priority> = { low: 'Low', medium: 'Medium', high: 'High' };

/** The notes of the step's section, or nothing while there is nothing to say. */
export function SectionInsights({
  section,
  answers,
}: {
  section: NeedsAnalysisSection;
  answers: NeedsAnalysisAnswers;
}) {
  const values = answers[section];
  if (section === 'affordabilityBudget') return <BudgetInsights answers={answers} />;
  if (section === 'debtReview') {
    // Nothing to say until the first question is answered.
    if (values.hasDebts !== 'yes' && values.hasDebts !== 'no') return null;
    const result = debtPriority({
      hasDebts: text(values.hasDebts),
      totalDebtAmount: text(values.totalDebtAmount),
      paysMinimumOnly: text(values.paysMinimumOnly),
      hasArrears: text(values.hasArrears),
      debtStress: text(values.debtStress),
    });
    const priority = debtPriorityShown[result.priority];
    return (
      <Panel title={notesTitle}>
        <p>
          Debt priority:{' '}
          <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${priorityStyles[priority]}`}>
            {priority}
          </span>
        </p>
        <p className="mt-2">{result.note}</p>
      </Panel>
    );
  }
  const notes = sectionNotes(section, values);
  return notes?.length ? (
    <Panel title={notesTitle}>
      <NoteList notes={notes} />
    </Panel>
  ) : null;
}

const cents = (value: unknown) => Math.round(number(value) * 100);

function BudgetInsights({ answers }: { answers: NeedsAnalysisAnswers }) {
  const budget = answers.affordabilityBudget;
  // Shown once both income and essential expenses are filled; empty debt repayments count as 0.
  const filled = budget.monthlyIncome !== undefined && budget.essentialExpenses !== undefined;
  const analysis = filled
    ? analyseBudget({
        monthlyIncomeCents: cents(budget.monthlyIncome),
        essentialExpensesCents: cents(budget.essentialExpenses),
        debtRepaymentsCents: cents(budget.debtRepayments),
      })
    : null;
  return (
    <div className="space-y-4">
      {analysis ? (
        <Panel title="Budget analysis">
          <dl className="divide-y divide-brand-100">
            {budgetAnalysisLines(analysis).map((line) => (
              <div key={line.label} className="flex justify-between gap-4 py-1.5">
                <dt>{line.label}</dt>
                <dd className="whitespace-nowrap font-semibold tabular-nums">{formatNad(line.cents)}</dd>
              </div>
            ))}
          </dl>
          {analysis.alert ? (
            <div className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
              <p className="font-semibold">Budget Alert</p>
              <p className="mt-1 text-sm">{budgetAlertText}</p>
            </div>
          ) : null}
        </Panel>
      ) : (
        <p className="text-sm text-slate-600">
          Fill in your monthly income and essential expenses to see your budget analysis.
        </p>
      )}
      <Panel title="Budgeting tips">
        <ul className="list-disc space-y-1.5 pl-5">
          {budgetTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}

const priorityStyles: Record<Priority, string> = {
  High: 'bg-red-100 text-red-900',
  Medium: 'bg-amber-100 text-amber-900',
  Low: 'bg-green-100 text-green-900',
};

export function RecommendationList({
  recommendations,
  summary,
}: {
  recommendations: readonly Recommendation[];
  summary: RecommendationSummary;
}) {
  return (
    <div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['High Priority', summary.high],
            ['Medium Priority', summary.medium],
            ['Future Planning (Low)', summary.low],
          ] as const
        ).map(([label, count]) => (
          <div
            key={label}
            className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 p-2 sm:p-3"
          >
            <dt className="text-xs text-slate-700 sm:text-sm">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{count}</dd>
          </div>
        ))}
      </dl>
      {summary.high + summary.medium > 0 ? (
        <p className="mt-4 rounded-xl bg-slate-100 p-3 text-slate-900">
          Estimated monthly investment:{' '}
          <strong>
            <span className="whitespace-nowrap">{formatNadWhole(summary.monthlyLow)}</span> -{' '}
            <span className="whitespace-nowrap">{formatNadWhole(summary.monthlyHigh)}</span>
          </strong>{' '}
          per month
        </p>
      ) : null}
      {recommendations.length ? (
        <ol className="mt-4 space-y-3">
          {recommendations.map((item) => (
            <li key={item.category} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="text-lg font-semibold text-slate-900">{item.category}</h4>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${priorityStyles[item.priority]}`}
                >
                  {item.priority === 'Low' ? 'Low priority' : `${item.priority} priority`}
                </span>
              </div>
              <p className="mt-1 font-medium text-brand-800">{item.product}</p>
              <p className="mt-1 text-slate-800">{item.description}</p>
              <p className="mt-1 text-sm text-slate-700">Why: {item.reasoning}</p>
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1">
                  <dt className="text-slate-600">Estimated cost:</dt>
                  <dd className="font-medium text-slate-900">{item.estimatedCost}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-slate-600">Timeframe:</dt>
                  <dd className="font-medium text-slate-900">{item.timeframe}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-slate-800">
          Your answers show no gaps that need action now. Our adviser can still review your plans with you.
        </p>
      )}
    </div>
  );
}

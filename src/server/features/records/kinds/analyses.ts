import { shortfallText } from '../../../../domain/fna/needs';
import {
  answerText,
  type NeedsAnalysisSection,
  needsAnalysisSectionNames,
  questionsOf,
  type SectionAnswers,
  sectionTitles,
} from '../../../../shared/needs-analysis';
import { fieldCipher } from '../../../db/field-crypto';
import { openAnswers } from '../../../db/field-encryption';
import { recordQueries } from '../kinds-repository';
import {
  field,
  money,
  name,
  parseJson,
  personal,
  type RecordItem,
  type RecordKind,
  sensitiveField,
} from './kind';

/** Financial needs analyses (the FNA wizard's) and client needs analyses. */

export const fnaSubmissions: RecordKind = {
  path: 'fna-submissions',
  entityType: 'fna-submission',
  statusTable: 'fna_submissions',
  query: recordQueries.fnaSubmissions,
  toItem: (row) => ({
    id: row.id,
    personalInfo: { firstName: row.client_name, lastName: row.client_surname },
    email: row.email,
    phone: row.phone,
    idNumber: fieldCipher().decrypt(String(row.id_number ?? '')),
    shortfallsCents: {
      death: Number(row.death_shortfall_cents),
      disability: Number(row.disability_shortfall_cents),
      criticalIllness: Number(row.critical_illness_shortfall_cents),
      retirement: Number(row.retirement_shortfall_cents),
    },
    netWorthCents: Number(row.net_worth_cents),
    status: row.status,
    createdAt: row.created_at,
  }),
  csv: [
    ['Id', (item) => item.id],
    ['Client name', (item) => personal(item, (info) => name(info.firstName, info.lastName))],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    ['Shortfall at death (N$)', (item) => shortfall(item, 'death')],
    ['Shortfall at retirement (N$)', (item) => shortfall(item, 'retirement')],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => {
    const figures = (item.shortfallsCents ?? {}) as Record<string, number>;
    const label = (value: number | undefined) => (value === undefined ? '' : shortfallText(value));
    return {
      fields: [
        field(
          'Client name',
          personal(item, (info) => name(info.firstName, info.lastName)),
        ),
        field('Email', item.email),
        field('Phone', item.phone),
        sensitiveField('ID number', item.idNumber, 'identity'),
        field('At death', label(figures.death)),
        field('At disability', label(figures.disability)),
        field('At critical illness', label(figures.criticalIllness)),
        field('At retirement', label(figures.retirement)),
        field('Net worth', money(item.netWorthCents)),
        field('Status', item.status, 'status'),
        field('Submitted', item.createdAt, 'datetime'),
      ],
      lists: [],
    };
  },
};

/** A shortfall as N$ with 2 decimals for the spreadsheet (negative: a surplus). */
function shortfall(item: RecordItem, need: string): string {
  const value = ((item.shortfallsCents ?? {}) as Record<string, number>)[need] ?? 0;
  return (value / 100).toFixed(2);
}

export const needsAnalyses: RecordKind = {
  path: 'needs-analyses',
  entityType: 'needs-analysis',
  // No status change from the dashboard: in_progress and completed belong to the visitor's session (D15).
  query: recordQueries.needsAnalyses,
  toItem: (row) => {
    const profile = openAnswers(parseJson<Record<string, unknown>>(row.client_profile, {}));
    return {
      id: row.id,
      clientName: profile.fullName ?? '',
      email: profile.email ?? '',
      phone: profile.phone ?? '',
      status: row.status,
      sections: {
        clientProfile: profile,
        housingAssets: parseJson(row.housing_assets, {}),
        incomeProtection: parseJson(row.income_protection, {}),
        familyProtection: parseJson(row.family_protection, {}),
        debtReview: parseJson(row.debt_review, {}),
        savingsEmergency: parseJson(row.savings_emergency, {}),
        retirementPlanning: parseJson(row.retirement_planning, {}),
        affordabilityBudget: parseJson(row.affordability_budget, {}),
        agreementNextSteps: parseJson(row.agreement_next_steps, {}),
      },
      recommendations: parseJson<unknown[]>(row.recommendations, []),
      createdAt: row.created_at,
      completedAt: row.completed_at,
    };
  },
  csv: [
    ['Id', (item) => item.id],
    ['Client name', (item) => item.clientName],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    [
      'Recommendations',
      (item) => ((item.recommendations ?? []) as { category: string }[]).map((r) => r.category).join('; '),
    ],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => {
    const sections = (item.sections ?? {}) as Record<NeedsAnalysisSection, SectionAnswers>;
    return {
      fields: [
        field('Client name', item.clientName),
        field('Email', item.email),
        field('Phone', item.phone),
        field('Status', item.status, 'status'),
        field('Started', item.createdAt, 'datetime'),
        ...(item.completedAt ? [field('Completed', item.completedAt, 'datetime')] : []),
      ],
      lists: [
        {
          title: 'Recommendations',
          items: ((item.recommendations ?? []) as Record<string, string>[]).map((r) => [
            field('Category', r.category),
            field('Priority', r.priority),
            field('Product', r.product),
            field('Description', r.description),
            field('Reasoning', r.reasoning),
            field('Estimated cost', r.estimatedCost),
            field('Timeframe', r.timeframe),
          ]),
        },
        // Each section's answers under their questions, as the visitor saw them.
        ...needsAnalysisSectionNames
          .filter((name) => Object.keys(sections[name] ?? {}).length > 0)
          .map((name) => ({
            title: sectionTitles[name],
            items: [
              questionsOf(name)
                .filter((question) => sections[name][question.field] !== undefined)
                .map((question) =>
                  field(
                    question.label,
                    answerText(question, sections[name][question.field]),
                    question.kind === 'longText' ? 'longtext' : undefined,
                  ),
                ),
            ],
          })),
      ],
    };
  },
};

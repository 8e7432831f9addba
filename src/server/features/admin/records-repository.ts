import { type Kysely, type RawBuilder, sql } from 'kysely';
import { findQuestionnaireFlow } from '../../../content/questionnaires';
import { shortfallText } from '../../../domain/fna/needs';
import { relationshipOptions } from '../../../domain/funeral/pricing';
import { formatNad } from '../../../domain/money';
import { dashboardPageSize, type ListPage, type ListQuery } from '../../../shared/admin';
import {
  type ConsultationTopic,
  type ConsultationUrgency,
  topicLabel,
  urgencyLabel,
} from '../../../shared/consultation';
import {
  answerText,
  type NeedsAnalysisSection,
  needsAnalysisSectionNames,
  questionsOf,
  type SectionAnswers,
  sectionTitles,
} from '../../../shared/needs-analysis';
import { coverForLabel, insuranceTypeLabel } from '../../../shared/quote';
import type { Database } from '../../db';
import { fieldCipher } from '../../db/field-crypto';
import { openAnswers } from '../../db/field-encryption';
import { containsPattern } from '../../db/statements';
import { type PipelineLeadRow, toPipelineLead } from '../pipeline';

/**
 * The dashboard's record kinds (DECISIONS D14): for each, the SQL of its list (search, newest
 * first, 50 a page), the API shape of a row, its readable details and its CSV columns.
 */

type Row = Record<string, unknown>;
export type RecordItem = Record<string, unknown>;

/** One labelled value of a record's readable view; `datetime` values are ISO, shown in local time. */
export interface ReadableField {
  label: string;
  value: string;
  kind?: 'datetime' | 'status' | 'longtext';
}
export interface ReadableView {
  fields: ReadableField[];
  lists: { title: string; items: ReadableField[][] }[];
}
export interface RecordDetails {
  record: RecordItem;
  readable: ReadableView;
}

export interface RecordKind {
  /** The URL segment: /api/<path>. */
  path: string;
  /** What the audit log calls it. */
  entityType: string;
  /** The table whose `status` column PATCH changes, when the kind has one. */
  statusTable?:
    | 'consultation_requests'
    | 'quote_requests'
    | 'funeral_applications'
    | 'workshop_registrations'
    | 'fna_submissions';
  from: RawBuilder<unknown>;
  columns: RawBuilder<unknown>;
  /** Expressions the search box matches (case-insensitive, anywhere in the text). */
  search: RawBuilder<unknown>[];
  /** Encrypted ID numbers (issue 21) are found by an exact match on their keyed hash. */
  idNumberHash?: boolean;
  /** The newest-first ordering column pair. */
  createdAt: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
  toItem(row: Row): RecordItem;
  csv: [header: string, value: (item: RecordItem) => unknown][];
  readable(item: RecordItem, extra: Row[]): ReadableView;
  /** Further rows the details need (a funeral application's members). */
  extra?(db: Kysely<Database>, id: string): Promise<Row[]>;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const name = (first: unknown, last: unknown) => `${text(first)} ${text(last)}`.trim();
const field = (label: string, value: unknown, kind?: ReadableField['kind']): ReadableField =>
  kind ? { label, value: text(value), kind } : { label, value: text(value) };
const money = (cents: unknown) => (cents === null || cents === undefined ? '' : formatNad(Number(cents)));
const col = (reference: string) => sql.ref(reference);
const lower = (reference: string) => sql`lower(${sql.ref(reference)})`;

function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

const relationshipLabel = (value: string) =>
  value === 'partner'
    ? 'Partner'
    : (relationshipOptions.find((option) => option.value === value)?.label ?? value);

const leads: RecordKind = {
  path: 'leads',
  entityType: 'lead',
  from: sql`leads`,
  columns: sql`id, first_name, last_name, email, phone, source, questionnaire_type, questionnaire_responses, created_at`,
  search: [sql`lower(first_name || ' ' || last_name)`, lower('email'), lower('phone'), lower('source')],
  createdAt: col('created_at'),
  id: col('id'),
  toItem: (row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    source: row.source,
    questionnaireType: row.questionnaire_type,
    questionnaireResponses: parseJson<Record<string, unknown> | null>(row.questionnaire_responses, null),
    createdAt: row.created_at,
  }),
  csv: [
    ['Name', (item) => name(item.firstName, item.lastName)],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    ['Source', (item) => item.source],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => {
    const flow =
      typeof item.questionnaireType === 'string' ? findQuestionnaireFlow(item.questionnaireType) : undefined;
    const responses = (item.questionnaireResponses ?? {}) as Record<string, unknown>;
    const answers = Object.entries(responses).map(([index, answer]) => {
      const question = flow?.questions[Number(index)]?.question ?? `Question ${Number(index) + 1}`;
      return [field(question, Array.isArray(answer) ? answer.join(', ') : answer)];
    });
    return {
      fields: [
        field('Name', name(item.firstName, item.lastName)),
        field('Email', item.email),
        field('Phone', item.phone),
        field('Source', item.source),
        field('Received', item.createdAt, 'datetime'),
      ],
      lists: answers.length ? [{ title: 'Answers', items: answers }] : [],
    };
  },
};

const consultationRequests: RecordKind = {
  path: 'consultation-requests',
  entityType: 'consultation-request',
  statusTable: 'consultation_requests',
  from: sql`consultation_requests`,
  columns: sql`id, topic, custom_topic, urgency, details, full_name, email, phone, status, created_at`,
  search: [lower('full_name'), lower('email'), lower('phone'), lower('custom_topic'), lower('details')],
  createdAt: col('created_at'),
  id: col('id'),
  toItem: (row) => ({
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    customTopic: row.custom_topic,
    urgency: row.urgency,
    details: row.details,
    status: row.status,
    createdAt: row.created_at,
  }),
  csv: [
    ['Name', (item) => item.fullName],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    ['Topic', (item) => topicLabel(item.topic as ConsultationTopic, text(item.customTopic))],
    ['Urgency', (item) => urgencyLabel(item.urgency as ConsultationUrgency)],
    ['Details', (item) => item.details],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => ({
    fields: [
      field('Name', item.fullName),
      field('Email', item.email || 'Not given'),
      field('Phone', item.phone),
      field('Topic', topicLabel(item.topic as ConsultationTopic, text(item.customTopic))),
      field('Urgency', urgencyLabel(item.urgency as ConsultationUrgency)),
      field('Details', item.details, 'longtext'),
      field('Status', item.status, 'status'),
      field('Received', item.createdAt, 'datetime'),
    ],
    lists: [],
  }),
};

const quoteRequests: RecordKind = {
  path: 'quote-requests',
  entityType: 'quote-request',
  statusTable: 'quote_requests',
  from: sql`quote_requests`,
  columns: sql`id, first_name, last_name, email, phone, cover_for, insurance_types, situation, status, created_at`,
  search: [sql`lower(first_name || ' ' || last_name)`, lower('email'), lower('phone')],
  createdAt: col('created_at'),
  id: col('id'),
  toItem: (row) => ({
    id: row.id,
    personalInfo: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
    insuranceNeeds: {
      types: parseJson<string[]>(row.insurance_types, []),
      coverFor: row.cover_for,
      situation: row.situation,
    },
    status: row.status,
    createdAt: row.created_at,
  }),
  csv: [
    ['Id', (item) => item.id],
    ['Client name', (item) => personal(item, (info) => name(info.firstName, info.lastName))],
    ['Email', (item) => personal(item, (info) => info.email)],
    ['Phone', (item) => personal(item, (info) => info.phone)],
    ['Insurance types', (item) => needs(item).types.map(insuranceTypeLabel).join('; ')],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => ({
    fields: [
      field(
        'Client name',
        personal(item, (info) => name(info.firstName, info.lastName)),
      ),
      field(
        'Email',
        personal(item, (info) => info.email),
      ),
      field(
        'Phone',
        personal(item, (info) => info.phone),
      ),
      field('Cover for', coverForLabel(text(needs(item).coverFor))),
      field('Situation', needs(item).situation || 'Not given', 'longtext'),
      field('Status', item.status, 'status'),
      field('Received', item.createdAt, 'datetime'),
    ],
    lists: [
      {
        title: 'Insurance types',
        items: needs(item).types.map((type) => [field('Type', insuranceTypeLabel(type))]),
      },
    ],
  }),
};

function personal(item: RecordItem, pick: (info: Record<string, unknown>) => unknown): string {
  return text(pick((item.personalInfo ?? {}) as Record<string, unknown>));
}
function needs(item: RecordItem): { types: string[]; coverFor?: unknown; situation?: unknown } {
  return (item.insuranceNeeds ?? { types: [] }) as { types: string[] };
}

const funeralApplications: RecordKind = {
  path: 'funeral-cover-applications',
  entityType: 'funeral-application',
  statusTable: 'funeral_applications',
  from: sql`funeral_applications`,
  columns: sql`id, first_name, last_name, email, phone, id_number, age, gender, payment_frequency, additional_info,
    total_monthly_cents, total_annual_cents, total_cover_cents, status, created_at`,
  search: [sql`lower(first_name || ' ' || last_name)`, lower('email'), lower('phone')],
  idNumberHash: true,
  createdAt: col('created_at'),
  id: col('id'),
  toItem: (row) => ({
    id: row.id,
    mainApplicant: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      idNumber: fieldCipher().decrypt(String(row.id_number ?? '')),
      age: row.age,
      gender: row.gender,
    },
    paymentFrequency: row.payment_frequency,
    additionalInfo: row.additional_info,
    totalMonthlyCents: Number(row.total_monthly_cents),
    totalAnnualCents: Number(row.total_annual_cents),
    totalCoverCents: Number(row.total_cover_cents),
    status: row.status,
    createdAt: row.created_at,
  }),
  csv: [
    ['Id', (item) => item.id],
    ['Applicant', (item) => applicant(item, (a) => name(a.firstName, a.lastName))],
    ['Email', (item) => applicant(item, (a) => a.email)],
    ['Phone', (item) => applicant(item, (a) => a.phone)],
    ['Monthly premium (N$)', (item) => (Number(item.totalMonthlyCents) / 100).toFixed(2)],
    ['Total cover (N$)', (item) => (Number(item.totalCoverCents) / 100).toFixed(2)],
    ['Payment', (item) => item.paymentFrequency],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item, members) => ({
    fields: [
      field(
        'Applicant',
        applicant(item, (a) => name(a.firstName, a.lastName)),
      ),
      field(
        'Email',
        applicant(item, (a) => a.email),
      ),
      field(
        'Phone',
        applicant(item, (a) => a.phone),
      ),
      field('ID number', applicant(item, (a) => a.idNumber) || 'Not given'),
      field('Age', applicant(item, (a) => a.age) || 'Not given'),
      field(
        'Gender',
        applicant(item, (a) => a.gender),
      ),
      field('Payment', item.paymentFrequency === 'annual' ? 'Annual' : 'Monthly'),
      field('Monthly premium', money(item.totalMonthlyCents)),
      field('Annual premium', money(item.totalAnnualCents)),
      field('Total cover', money(item.totalCoverCents)),
      field('Additional information', item.additionalInfo || 'None', 'longtext'),
      field('Status', item.status, 'status'),
      field('Received', item.createdAt, 'datetime'),
    ],
    lists: [
      {
        title: 'Members covered',
        items: members.map((member) => [
          field('Name', member.name),
          field('Relationship', relationshipLabel(text(member.relationship))),
          field('Age', member.age),
          field('Gender', member.gender),
          field('Cover', formatNad(Number(member.coverAmount) * 100)),
          field('Monthly premium', money(member.monthlyCents)),
        ]),
      },
    ],
  }),
  extra: (db, id) =>
    db
      .selectFrom('funeral_application_members')
      .select([
        'name',
        'relationship',
        'age',
        'gender',
        'cover_amount as coverAmount',
        'monthly_cents as monthlyCents',
        'annual_cents as annualCents',
      ])
      .where('application_id', '=', id)
      .orderBy('position')
      .execute() as Promise<Row[]>,
};

function applicant(item: RecordItem, pick: (a: Record<string, unknown>) => unknown): string {
  return text(pick((item.mainApplicant ?? {}) as Record<string, unknown>));
}

const workshopRegistrations: RecordKind = {
  path: 'workshop-registrations',
  entityType: 'workshop-registration',
  statusTable: 'workshop_registrations',
  from: sql`workshop_registrations w inner join leads l on l.id = w.lead_id`,
  columns: sql`w.id, w.workshop_id, w.workshop_name, w.lead_id, w.status, w.created_at, l.first_name, l.last_name, l.email, l.phone`,
  search: [
    lower('w.workshop_name'),
    sql`lower(l.first_name || ' ' || l.last_name)`,
    lower('l.email'),
    lower('l.phone'),
  ],
  createdAt: col('w.created_at'),
  id: col('w.id'),
  toItem: (row) => ({
    id: row.id,
    workshopId: row.workshop_id,
    workshopName: row.workshop_name,
    leadId: row.lead_id,
    name: name(row.first_name, row.last_name),
    email: row.email,
    phone: row.phone,
    status: row.status,
    createdAt: row.created_at,
  }),
  csv: [
    ['Workshop', (item) => item.workshopName],
    ['Name', (item) => item.name],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    ['Lead id', (item) => item.leadId],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => ({
    fields: [
      field('Workshop', item.workshopName),
      field('Name', item.name),
      field('Email', item.email),
      field('Phone', item.phone),
      field('Lead id', item.leadId),
      field('Status', item.status, 'status'),
      field('Registered', item.createdAt, 'datetime'),
    ],
    lists: [],
  }),
};

const newsletterSubscriptions: RecordKind = {
  path: 'newsletter-subscriptions',
  entityType: 'newsletter-subscription',
  from: sql`newsletter_subscriptions`,
  columns: sql`id, email, is_active, created_at`,
  search: [lower('email')],
  createdAt: col('created_at'),
  id: col('id'),
  toItem: (row) => ({
    id: row.id,
    email: row.email,
    isActive: Number(row.is_active) === 1,
    createdAt: row.created_at,
  }),
  csv: [
    ['Email', (item) => item.email],
    ['Status', (item) => (item.isActive ? 'Active' : 'Inactive')],
    ['Subscribed', (item) => item.createdAt],
  ],
  readable: (item) => ({
    fields: [
      field('Email', item.email),
      field('Status', item.isActive ? 'Active' : 'Inactive'),
      field('Subscribed', item.createdAt, 'datetime'),
    ],
    lists: [],
  }),
};

const pipeline: RecordKind = {
  path: 'pipeline-leads',
  entityType: 'pipeline-lead',
  from: sql`pipeline_leads`,
  columns: sql`*`,
  search: [lower('name'), lower('email'), lower('company')],
  createdAt: col('created_at'),
  id: col('id'),
  toItem: (row) => ({ ...toPipelineLead(row as unknown as PipelineLeadRow) }),
  csv: [
    ['Name', (item) => item.name],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    ['Company', (item) => item.company],
    ['Stage', (item) => item.status],
    ['Value (N$)', (item) => item.estimatedValue ?? ''],
    ['Priority', (item) => item.priority],
    ['Source', (item) => item.source],
    ['Next follow-up', (item) => item.nextFollowUp ?? ''],
    ['Notes', (item) => item.notes],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => ({
    fields: [
      field('Name', item.name),
      field('Email', item.email),
      field('Phone', item.phone),
      field('Company', item.company || 'None'),
      field('Stage', item.status),
      field('Priority', item.priority),
      field('Source', item.source),
      field('Estimated value', money(item.estimatedValueCents) || 'Not set'),
      field('Expected close', item.expectedCloseDate ?? 'Not set'),
      field('Last contact', item.lastContactDate ?? 'Not yet'),
      field('Next follow-up', item.nextFollowUp ?? 'Not set'),
      field('Notes', item.notes || 'None', 'longtext'),
      field('Created', item.createdAt, 'datetime'),
    ],
    lists: [],
  }),
};

const fnaSubmissions: RecordKind = {
  path: 'fna-submissions',
  entityType: 'fna-submission',
  statusTable: 'fna_submissions',
  from: sql`fna_submissions`,
  columns: sql`id, client_name, client_surname, email, phone, id_number, death_shortfall_cents,
    disability_shortfall_cents, critical_illness_shortfall_cents, retirement_shortfall_cents, net_worth_cents,
    status, created_at`,
  search: [sql`lower(client_name || ' ' || client_surname)`, lower('email'), lower('phone')],
  idNumberHash: true,
  createdAt: col('created_at'),
  id: col('id'),
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
        field('ID number', item.idNumber),
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

const needsAnalyses: RecordKind = {
  path: 'needs-analyses',
  entityType: 'needs-analysis',
  // No status change from the dashboard: in_progress and completed belong to the visitor's session (D15).
  from: sql`needs_analyses`,
  columns: sql`id, status, client_profile, housing_assets, income_protection, family_protection, debt_review,
    savings_emergency, retirement_planning, affordability_budget, agreement_next_steps, recommendations,
    created_at, completed_at`,
  search: [lower('client_profile')],
  createdAt: col('created_at'),
  id: col('id'),
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

export const recordKinds: readonly RecordKind[] = [
  leads,
  consultationRequests,
  quoteRequests,
  funeralApplications,
  workshopRegistrations,
  newsletterSubscriptions,
  fnaSubmissions,
  needsAnalyses,
  pipeline,
];

function whereSearch(kind: RecordKind, search: string): RawBuilder<unknown> {
  if (!search) return sql``;
  const pattern = containsPattern(search);
  const matches = kind.search.map((expression) => sql`${expression} like ${pattern} escape '\\'`);
  if (kind.idNumberHash) matches.push(sql`id_number_hash = ${fieldCipher().idHash(search)}`);
  return sql`where (${sql.join(matches, sql` or `)})`;
}

export async function listRecords(
  db: Kysely<Database>,
  kind: RecordKind,
  query: ListQuery,
): Promise<ListPage<RecordItem>> {
  const where = whereSearch(kind, query.q);
  const totalRow = await sql<{ n: number | string }>`select count(*) as n from ${kind.from} ${where}`.execute(
    db,
  );
  const rows = await sql<Row>`select ${kind.columns} from ${kind.from} ${where}
    order by ${kind.createdAt} desc, ${kind.id} desc
    limit ${dashboardPageSize} offset ${(query.page - 1) * dashboardPageSize}`.execute(db);
  return {
    items: rows.rows.map(kind.toItem),
    total: Number(totalRow.rows[0]?.n ?? 0),
    page: query.page,
    pageSize: dashboardPageSize,
  };
}

/** Every matching row for an export, newest first (at most `limit`). */
export async function allRecords(db: Kysely<Database>, kind: RecordKind, search: string, limit: number) {
  const rows = await sql<Row>`select ${kind.columns} from ${kind.from} ${whereSearch(kind, search)}
    order by ${kind.createdAt} desc, ${kind.id} desc limit ${limit}`.execute(db);
  return rows.rows.map(kind.toItem);
}

export async function findRecord(
  db: Kysely<Database>,
  kind: RecordKind,
  id: string,
): Promise<RecordDetails | undefined> {
  const rows = await sql<Row>`select ${kind.columns} from ${kind.from} where ${kind.id} = ${id}`.execute(db);
  const row = rows.rows[0];
  if (!row) return undefined;
  const record = kind.toItem(row);
  const extra = kind.extra ? await kind.extra(db, id) : [];
  return {
    record: extra.length && kind.extra ? { ...record, members: extra } : record,
    readable: kind.readable(record, extra),
  };
}

export async function currentStatus(
  db: Kysely<Database>,
  table: NonNullable<RecordKind['statusTable']>,
  id: string,
) {
  return (await db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst())?.status;
}

export function setStatusStatement(
  db: Kysely<Database>,
  table: NonNullable<RecordKind['statusTable']>,
  id: string,
  status: string,
) {
  return db.updateTable(table).set({ status }).where('id', '=', id).compile();
}

export interface DashboardCounts {
  leads: number;
  consultationRequests: number;
  quoteRequests: number;
  funeralApplications: number;
  workshopRegistrations: number;
  newsletterActive: number;
  fnaReports: number;
  needsAnalyses: number;
  pipelineLeads: number;
  pipelineValueCents: number;
}

export async function dashboardCounts(db: Kysely<Database>): Promise<DashboardCounts> {
  const result = await sql<Record<keyof DashboardCounts, number | string | null>>`select
    (select count(*) from leads) as leads,
    (select count(*) from consultation_requests) as "consultationRequests",
    (select count(*) from quote_requests) as "quoteRequests",
    (select count(*) from funeral_applications) as "funeralApplications",
    (select count(*) from workshop_registrations) as "workshopRegistrations",
    (select count(*) from newsletter_subscriptions where is_active = 1) as "newsletterActive",
    (select count(*) from fna_submissions) as "fnaReports",
    (select count(*) from needs_analyses) as "needsAnalyses",
    (select count(*) from pipeline_leads) as "pipelineLeads",
    (select coalesce(sum(estimated_value_cents), 0) from pipeline_leads) as "pipelineValueCents"`.execute(db);
  const row = result.rows[0];
  const counts = {} as DashboardCounts;
  for (const key of Object.keys(row ?? {}) as (keyof DashboardCounts)[])
    counts[key] = Number(row?.[key] ?? 0);
  return counts;
}

import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db';

/**
 * The dashboard's record kinds (DECISIONS D14), as SQL: for each, the table (or join) its list
 * reads, the columns, what the search box matches, its newest-first ordering, and the further rows
 * its details need. `kinds/` turns the rows into the API's items, readable views and CSV columns;
 * `repository.ts` runs the lists and details.
 */

export type Row = Record<string, unknown>;

export interface RecordQuery {
  from: RawBuilder<unknown>;
  columns: RawBuilder<unknown>;
  /** Expressions the search box matches (case-insensitive, anywhere in the text). */
  search: RawBuilder<unknown>[];
  /** Encrypted ID numbers (issue 21) are found by an exact match on their keyed hash. */
  idNumberHash?: boolean;
  /** The newest-first ordering column pair. */
  createdAt: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
  /** Further rows the details need (a funeral application's members). */
  extra?(db: Kysely<Database>, id: string): Promise<Row[]>;
}

const col = (reference: string) => sql.ref(reference);
const lower = (reference: string) => sql`lower(${sql.ref(reference)})`;

export const recordQueries = {
  leads: {
    from: sql`leads`,
    columns: sql`id, first_name, last_name, email, phone, source, questionnaire_type, questionnaire_responses, created_at`,
    search: [sql`lower(first_name || ' ' || last_name)`, lower('email'), lower('phone'), lower('source')],
    createdAt: col('created_at'),
    id: col('id'),
  },
  consultationRequests: {
    from: sql`consultation_requests`,
    columns: sql`id, topic, custom_topic, urgency, details, full_name, email, phone, status, created_at`,
    search: [lower('full_name'), lower('email'), lower('phone'), lower('custom_topic'), lower('details')],
    createdAt: col('created_at'),
    id: col('id'),
  },
  quoteRequests: {
    from: sql`quote_requests`,
    columns: sql`id, first_name, last_name, email, phone, cover_for, insurance_types, situation, status, created_at`,
    search: [sql`lower(first_name || ' ' || last_name)`, lower('email'), lower('phone')],
    createdAt: col('created_at'),
    id: col('id'),
  },
  fnaSubmissions: {
    from: sql`fna_submissions`,
    columns: sql`id, client_name, client_surname, email, phone, id_number, death_shortfall_cents,
      disability_shortfall_cents, critical_illness_shortfall_cents, retirement_shortfall_cents, net_worth_cents,
      status, created_at`,
    search: [sql`lower(client_name || ' ' || client_surname)`, lower('email'), lower('phone')],
    idNumberHash: true,
    createdAt: col('created_at'),
    id: col('id'),
  },
  needsAnalyses: {
    from: sql`needs_analyses`,
    columns: sql`id, status, client_profile, housing_assets, income_protection, family_protection, debt_review,
      savings_emergency, retirement_planning, affordability_budget, agreement_next_steps, recommendations,
      created_at, completed_at`,
    search: [lower('client_profile')],
    createdAt: col('created_at'),
    id: col('id'),
  },
  funeralApplications: {
    from: sql`funeral_applications`,
    columns: sql`id, first_name, last_name, email, phone, id_number, age, gender, payment_frequency, additional_info,
      total_monthly_cents, total_annual_cents, total_cover_cents, status, created_at, premium_table_from,
      premium_table_plan`,
    search: [sql`lower(first_name || ' ' || last_name)`, lower('email'), lower('phone')],
    idNumberHash: true,
    createdAt: col('created_at'),
    id: col('id'),
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
  },
  workshopRegistrations: {
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
  },
  newsletterSubscriptions: {
    from: sql`newsletter_subscriptions`,
    columns: sql`id, email, is_active, status, created_at, confirmed_at, unsubscribed_at`,
    search: [lower('email')],
    createdAt: col('created_at'),
    id: col('id'),
  },
  pipeline: {
    from: sql`pipeline_leads`,
    columns: sql`*`,
    search: [lower('name'), lower('email'), lower('company')],
    createdAt: col('created_at'),
    id: col('id'),
  },
} satisfies Record<string, RecordQuery>;

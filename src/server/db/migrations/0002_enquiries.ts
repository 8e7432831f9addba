import type { Kysely } from 'kysely';

/** The website's enquiries and the pipeline board each of them lands on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consultation_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('custom_topic', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('urgency', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('consent', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('consultation_requests_created_at')
    .on('consultation_requests')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('questionnaire_type', 'text')
    .addColumn('questionnaire_responses', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

  await db.schema
    .createTable('quote_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('cover_for', 'text', (col) => col.notNull())
    .addColumn('insurance_types', 'text', (col) => col.notNull())
    .addColumn('situation', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('quote_requests_created_at')
    .on('quote_requests')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('workshop_registrations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id'))
    .addColumn('workshop_id', 'text', (col) => col.notNull())
    .addColumn('workshop_name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('workshop_registrations_workshop')
    .on('workshop_registrations')
    .columns(['workshop_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('pipeline_leads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('priority', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('enquiry_type', 'text')
    .addColumn('enquiry_id', 'text')
    .addColumn('estimated_value_cents', 'bigint')
    .addColumn('expected_close_date', 'text')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_contact_date', 'text')
    .addColumn('next_follow_up', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pipeline_leads_status')
    .on('pipeline_leads')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('pipeline_leads_enquiry')
    .on('pipeline_leads')
    .columns(['enquiry_type', 'enquiry_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'pipeline_leads',
    'workshop_registrations',
    'quote_requests',
    'leads',
    'consultation_requests',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

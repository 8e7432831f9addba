import { type Kysely, sql } from 'kysely';

/**
 * The client needs analysis session (issue 9, DECISIONS D15): one JSON column per section, so
 * saving one section never rewrites another; the recommendations are the server's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('needs_analyses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) => col.notNull());
  for (const section of [
    'client_profile',
    'housing_assets',
    'income_protection',
    'family_protection',
    'debt_review',
    'savings_emergency',
    'retirement_planning',
    'affordability_budget',
    'agreement_next_steps',
  ])
    table = table.addColumn(section, 'text', (col) => col.notNull().defaultTo('{}'));
  await table
    .addColumn('recommendations', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('needs_analyses_created_at')
    .on('needs_analyses')
    .columns(['created_at', 'id'])
    .execute();
  // One pipeline card per completed analysis: two completions at once cannot both add one.
  await db.schema
    .createIndex('pipeline_leads_one_per_needs_analysis')
    .unique()
    .on('pipeline_leads')
    .column('enquiry_id')
    .where(sql.ref('enquiry_type'), '=', 'needs-analysis')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pipeline_leads_one_per_needs_analysis').execute();
  await db.schema.dropTable('needs_analyses').execute();
}

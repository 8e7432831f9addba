import type { Kysely } from 'kysely';
import { linkExistingRecords } from './frozen/clients-backfill';

/** Tables whose rows each belong to one client (issue 18, DECISIONS D21). */
export const clientOwnedTables = [
  'consultation_requests',
  'leads',
  'quote_requests',
  'workshop_registrations',
  'funeral_applications',
  'fna_submissions',
  'needs_analyses',
  'newsletter_subscriptions',
  'pipeline_leads',
] as const;

/**
 * The client book (issue 18): one client per person, the keys that recognise them (e-mail,
 * E.164 phone), an index of their enquiries for the timeline and the 24-hour promise, notes,
 * logged contacts, follow-up tasks, merges (kept so a merge can be undone) and the claim rows
 * that make a scheduled job run once across servers. Existing records are linked once, here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clients')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('id_number', 'text', (col) => col.notNull().defaultTo(''))
    /** Another client sharing this one's phone while the e-mail matched here: the adviser decides. */
    .addColumn('possible_duplicate_of', 'text')
    /** Set by a merge: this id now leads to that client. */
    .addColumn('merged_into', 'text')
    .addColumn('last_activity_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('clients_last_activity')
    .on('clients')
    .columns(['last_activity_at', 'id'])
    .execute();
  await db.schema.createIndex('clients_duplicate').on('clients').column('possible_duplicate_of').execute();

  await db.schema
    .createTable('client_keys')
    /** `email:<trimmed, case-folded>` or `phone:<E.164>`. */
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('client_keys_client').on('client_keys').column('client_id').execute();

  await db.schema
    .createTable('client_enquiries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    /** The enquiry type (consultation-request, funeral-application, ..., newsletter, manual-lead). */
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('enquiry_id', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    /** 1 when the site promised the visitor a reply (24 hours); a newsletter signup does not ask for one. */
    .addColumn('expects_contact', 'integer', (col) => col.notNull())
    /** The adviser's first logged contact with the client at or after the enquiry. */
    .addColumn('first_contacted_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('client_enquiries_enquiry')
    .on('client_enquiries')
    .columns(['enquiry_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createIndex('client_enquiries_client')
    .on('client_enquiries')
    .columns(['client_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('client_enquiries_waiting')
    .on('client_enquiries')
    .columns(['first_contacted_at', 'created_at'])
    .execute();

  await db.schema
    .createTable('client_notes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('admin_id', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('client_notes_client')
    .on('client_notes')
    .columns(['client_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('client_contacts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('admin_id', 'text', (col) => col.notNull())
    /** call, whatsapp, email or meeting. */
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('contacted_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('client_contacts_client')
    .on('client_contacts')
    .columns(['client_id', 'contacted_at'])
    .execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('pipeline_lead_id', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('done_at', 'text')
    /** The admin who made it, or null for the site's own "Contact <name>" task. */
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tasks_open_due').on('tasks').columns(['done_at', 'due_at']).execute();
  await db.schema.createIndex('tasks_client').on('tasks').columns(['client_id', 'due_at']).execute();
  await db.schema.createIndex('tasks_card').on('tasks').columns(['pipeline_lead_id', 'done_at']).execute();

  await db.schema
    .createTable('client_merges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('source_id', 'text', (col) => col.notNull())
    /** JSON: the source's fields before, and the ids of every row that moved, per table. */
    .addColumn('moved', 'text', (col) => col.notNull())
    .addColumn('admin_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('undone_at', 'text')
    .execute();
  await db.schema.createIndex('client_merges_target').on('client_merges').column('target_id').execute();

  await db.schema
    .createTable('scheduled_job_runs')
    .addColumn('job', 'text', (col) => col.notNull())
    /** The period the run covers (a Windhoek date for a daily job). */
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    /** Random per attempt: the run's own statements act only if this attempt won the claim. */
    .addColumn('claim_token', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('scheduled_job_runs_pk', ['job', 'period'])
    .execute();

  for (const table of clientOwnedTables) {
    await db.schema.alterTable(table).addColumn('client_id', 'text').execute();
    await db.schema.createIndex(`${table}_client`).on(table).column('client_id').execute();
  }

  const linked = await linkExistingRecords(db);
  const total = Object.values(linked).reduce((sum, count) => sum + count, 0);
  if (total > 0) {
    console.info(
      `Linked existing records to clients: ${clientOwnedTables
        .map((table) => `${table} ${linked[table] ?? 0}`)
        .join(', ')}.`,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of clientOwnedTables) {
    await db.schema.dropIndex(`${table}_client`).execute();
    await db.schema.alterTable(table).dropColumn('client_id').execute();
  }
  for (const table of [
    'scheduled_job_runs',
    'client_merges',
    'tasks',
    'client_contacts',
    'client_notes',
    'client_enquiries',
    'client_keys',
    'clients',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

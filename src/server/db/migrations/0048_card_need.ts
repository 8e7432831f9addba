import type { Kysely } from 'kysely';

/**
 * One card per person and need (issue 59): a website enquiry's card keeps its need (its kind and
 * what it is about, domain/pipeline/needs.ts), so a second enquiry of the same person and need is
 * added to the open card. Null for the cards made before, and for those added by hand: neither is
 * ever taken for another enquiry's. `asked`: how many enquiries the card holds (its own and those
 * added since), counted, since the notes stop taking them past a length.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pipeline_leads').addColumn('need', 'text').execute();
  await db.schema
    .alterTable('pipeline_leads')
    .addColumn('asked', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('pipeline_leads_client_need')
    .on('pipeline_leads')
    .columns(['client_id', 'need'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pipeline_leads_client_need').execute();
  await db.schema.alterTable('pipeline_leads').dropColumn('asked').execute();
  await db.schema.alterTable('pipeline_leads').dropColumn('need').execute();
}

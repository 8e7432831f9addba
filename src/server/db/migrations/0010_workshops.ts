import type { Kysely } from 'kysely';
import { specWorkshops } from './frozen/spec-workshops';

/**
 * Workshops as records the adviser manages (issue 19, DECISIONS D22), and a seat status on each
 * registration: confirmed while seats last, then waitlisted. The spec's four workshops become
 * records, as they were (past now), priced in N$ (DECISIONS: every amount is N$, the spec's bare
 * `$` included); a capacity the spec does not give is left open (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workshops')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    /** 'in-person' (with a venue) or 'virtual' (with a joining link sent only to registrants). */
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('venue', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('join_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    /** N$ cents; 0 is free. */
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    /** Seats; null is no limit. */
    .addColumn('capacity', 'integer')
    .addColumn('registration_closes_at', 'text', (col) => col.notNull())
    /** draft, published or cancelled. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('workshops_listing').on('workshops').columns(['status', 'starts_at']).execute();
  await db.schema
    .alterTable('workshop_registrations')
    .addColumn('seat_status', 'text', (col) => col.notNull().defaultTo('confirmed'))
    .execute();
  await db.schema
    .createIndex('workshop_registrations_seats')
    .on('workshop_registrations')
    .columns(['workshop_id', 'seat_status'])
    .execute();
  const stamp = new Date().toISOString();
  // biome-ignore lint/suspicious/noExplicitAny: the table as this migration creates it.
  await (db as Kysely<any>)
    .insertInto('workshops')
    .values(
      specWorkshops.map((workshop) => ({
        id: workshop.id,
        title: workshop.title,
        summary: workshop.summary,
        description: '',
        format: workshop.format,
        venue: workshop.venue,
        join_url: '',
        starts_at: workshop.startsAt,
        ends_at: workshop.endsAt,
        price_cents: workshop.priceCents,
        capacity: workshop.capacity,
        registration_closes_at: workshop.startsAt,
        status: 'published',
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('workshop_registrations_seats').execute();
  await db.schema.alterTable('workshop_registrations').dropColumn('seat_status').execute();
  await db.schema.dropTable('workshops').execute();
}

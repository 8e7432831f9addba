import { type Kysely, sql } from 'kysely';

/**
 * D22 (issue 43): the spec's four workshops are example content, not the adviser's. Migration
 * 0010 added them to every database; they leave every database where nobody registered for them
 * and the adviser never edited them (a practice that used one keeps it). A fresh database has
 * none; `npm run demo` brings them with the example practice.
 */
const ids = [
  'retirement-masterclass',
  'life-insurance-fundamentals',
  'estate-planning-essentials',
  'tax-advantaged-investing',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from workshops
    where id in (${sql.join(ids)}) and created_at = updated_at
      and not exists (select 1 from workshop_registrations r where r.workshop_id = workshops.id)`.execute(db);
}

export async function down(): Promise<void> {
  // The examples come back with `npm run demo`, not with a migration.
}

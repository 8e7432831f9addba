import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db';
import { exampleWorkshops } from './example-workshops';

/** The example practice's reads and statements (`npm run demo`; the rest goes through the site's own API). */

export async function anyClient(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('clients').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The owner the site made first (from ADMIN_EMAIL), if any. */
export function firstActiveOwner(db: Kysely<Database>) {
  return db
    .selectFrom('admin_users')
    .select(['id', 'email'])
    .where('role', '=', 'owner')
    .where('deactivated_at', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
}

export function accountByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('admin_users')
    .select(['id', 'email'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

export async function accountExists(db: Kysely<Database>, email: string): Promise<boolean> {
  return (
    (await db.selectFrom('admin_users').select('id').where('email', '=', email).executeTakeFirst()) !==
    undefined
  );
}

export function endSessionStatement(db: Kysely<Database>, tokenHash: string, now: string): CompiledQuery {
  return db
    .updateTable('admin_sessions')
    .set({ ended_at: now })
    .where('token_hash', '=', tokenHash)
    .compile();
}

export function policyNumbers(db: Kysely<Database>) {
  return db.selectFrom('policies').select(['id', 'policy_number']).execute();
}

export function clientContact(db: Kysely<Database>, id: string) {
  return db.selectFrom('clients').select(['email', 'phone']).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function rowCount(db: Kysely<Database>, table: 'clients' | 'policies' | 'client_enquiries') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The statement that adds the examples (published, as the spec shows them) where they are not yet. */
export function exampleWorkshopsStatement(db: Kysely<Database>, now: string): CompiledQuery {
  return db
    .insertInto('workshops')
    .values(
      exampleWorkshops.map((workshop) => ({
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
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .compile();
}

import type { Kysely } from 'kysely';

/**
 * What an assistant receives is decided by the value (D29, issue 42).
 * - An FNA's pipeline card said its figures ("Shortfall at death N$ …, at retirement N$ …"): the
 *   board is the whole team's, so the figures stay in the FNA. The cards there are keep anything
 *   the adviser wrote after that first sentence.
 * - The calendar feed was one address for the whole practice: now each account has its own. The
 *   address there was stays working for the practice's first owner (whoever subscribed with it).
 */

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against the schema of its own time.
type AnyDb = Kysely<any>;

const fnaFigures =
  /^Financial Needs Analysis submitted\. Shortfall at death N\$ [\d,.]+, at retirement N\$ [\d,.]+\./;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  const cards = await db
    .selectFrom('pipeline_leads')
    .select(['id', 'notes'])
    .where('enquiry_type', '=', 'fna-submission')
    .execute();
  for (const card of cards) {
    const notes = String(card.notes ?? '');
    if (!fnaFigures.test(notes)) continue;
    await db
      .updateTable('pipeline_leads')
      .set({
        notes: notes.replace(fnaFigures, 'Financial Needs Analysis submitted: open it for the figures.'),
      })
      .where('id', '=', card.id)
      .execute();
  }

  const legacy = await db
    .selectFrom('booking_settings')
    .select('value')
    .where('key', '=', 'feed_token')
    .executeTakeFirst();
  if (legacy) {
    const firstOwner = await db
      .selectFrom('admin_users')
      .select('id')
      .where('role', '=', 'owner')
      .where('deactivated_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (firstOwner)
      await db
        .insertInto('booking_settings')
        .values({
          key: `feed_token:${firstOwner.id}`,
          value: legacy.value,
          updated_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
    await db.deleteFrom('booking_settings').where('key', '=', 'feed_token').execute();
  }
}

export async function down(): Promise<void> {
  // The figures are not put back on the cards, nor the accounts' addresses merged into one.
}

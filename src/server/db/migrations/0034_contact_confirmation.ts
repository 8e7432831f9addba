import type { Kysely } from 'kysely';
import { contactKeys } from './frozen/contact-keys';

/**
 * Who a person is (DECISIONS D31, issue 42). A public form's e-mail or phone is the visitor's
 * claim: the details that created a client are theirs, but a detail a later form (or the client
 * themselves in the portal) adds to an existing client is unconfirmed until the adviser confirms
 * it, and nothing private goes to it. Each key records where it came from (`source_kind`: the
 * enquiry's kind, `portal` or `adviser`; `source_id`: the enquiry's id). Each timeline enquiry
 * keeps the keys it was sent with (`contact_keys`, space-separated), so the portal can tell a
 * client's own enquiries from those that reached them only through an unconfirmed detail.
 *
 * Contact clashes: a portal client who gives a detail another client has; both pages show it.
 *
 * The databases there are: a key is unconfirmed when it arrived after its client was created, in
 * the same unit as a later enquiry (the timeline's entry has the key's time) or a change the client
 * made in the portal (the audit entry has it). Keys made with a client (the enquiry that created
 * them, or a client merged in later) and keys the adviser typed stay confirmed.
 */

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against the schema of its own time.
type AnyDb = Kysely<any>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema
    .alterTable('client_keys')
    .addColumn('confirmed', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('client_keys').addColumn('source_kind', 'text').execute();
  await db.schema.alterTable('client_keys').addColumn('source_id', 'text').execute();
  await db.schema
    .alterTable('client_enquiries')
    .addColumn('contact_keys', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('contact_clashes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** The client who gave the detail. */
    .addColumn('client_id', 'text', (col) => col.notNull())
    /** The client the detail already recognises. */
    .addColumn('other_client_id', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    /** 'portal': given by the client in their portal. */
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('contact_clashes_client').on('contact_clashes').column('client_id').execute();
  await db.schema
    .createIndex('contact_clashes_other')
    .on('contact_clashes')
    .column('other_client_id')
    .execute();
  await db.schema
    .createIndex('client_keys_unconfirmed')
    .on('client_keys')
    .columns(['confirmed', 'created_at'])
    .execute();

  await fillEnquiryKeys(db);
  await markLaterKeys(db);
}

/** Each timeline enquiry's keys, from its card (every website enquiry has one) or its own row. */
async function fillEnquiryKeys(db: AnyDb): Promise<void> {
  const people = new Map<string, { email: string; phone: string }>();
  const read = async (table: string, id = 'id') => {
    for (const row of await db.selectFrom(table).select([id, 'email', 'phone']).execute())
      if (!people.has(row[id])) people.set(row[id], { email: text(row.email), phone: text(row.phone) });
  };
  // A card carries the enquiry's details; a card added by hand is its own enquiry.
  for (const card of await db
    .selectFrom('pipeline_leads')
    .select(['id', 'enquiry_id', 'email', 'phone'])
    .execute())
    people.set(card.enquiry_id ?? card.id, { email: text(card.email), phone: text(card.phone) });
  for (const table of [
    'consultation_requests',
    'leads',
    'quote_requests',
    'funeral_applications',
    'fna_submissions',
  ])
    await read(table);
  for (const row of await db.selectFrom('newsletter_subscriptions').select(['id', 'email']).execute())
    if (!people.has(row.id)) people.set(row.id, { email: text(row.email), phone: '' });
  const enquiries = await db.selectFrom('client_enquiries').select(['id', 'enquiry_id']).execute();
  for (const enquiry of enquiries) {
    const person = people.get(enquiry.enquiry_id);
    if (!person) continue;
    const keys = contactKeys(person).join(' ');
    if (keys)
      await db
        .updateTable('client_enquiries')
        .set({ contact_keys: keys })
        .where('id', '=', enquiry.id)
        .execute();
  }
}

async function markLaterKeys(db: AnyDb): Promise<void> {
  const clients = await db.selectFrom('clients').select(['id', 'created_at', 'merged_into']).execute();
  const byId = new Map(clients.map((client) => [client.id, client]));
  const root = (id: string) => {
    let client = byId.get(id);
    for (let hops = 0; client?.merged_into && hops < 20; hops += 1) client = byId.get(client.merged_into);
    return client?.id ?? id;
  };
  const createdAt = new Map<string, Set<string>>();
  for (const client of clients) {
    const family = root(client.id);
    createdAt.set(family, (createdAt.get(family) ?? new Set()).add(client.created_at));
  }
  const arrivals = new Map<string, { kind: string; id: string }>();
  for (const enquiry of await db
    .selectFrom('client_enquiries')
    .select(['client_id', 'kind', 'enquiry_id', 'created_at'])
    .execute()) {
    // A lead the adviser added by hand carries details the adviser typed: they stay confirmed.
    if (enquiry.kind === 'manual-lead') continue;
    arrivals.set(`${root(enquiry.client_id)} ${enquiry.created_at}`, {
      kind: enquiry.kind,
      id: enquiry.enquiry_id,
    });
  }
  for (const change of await db
    .selectFrom('audit_log')
    .select(['entity_id', 'created_at'])
    .where('action', '=', 'update-by-client')
    .execute())
    arrivals.set(`${root(text(change.entity_id))} ${change.created_at}`, { kind: 'portal', id: '' });
  for (const key of await db.selectFrom('client_keys').select(['key', 'client_id', 'created_at']).execute()) {
    const family = root(key.client_id);
    if (createdAt.get(family)?.has(key.created_at)) continue;
    const arrival = arrivals.get(`${family} ${key.created_at}`);
    if (!arrival) continue;
    await db
      .updateTable('client_keys')
      .set({ confirmed: 0, source_kind: arrival.kind, source_id: arrival.id || null })
      .where('key', '=', key.key)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('client_keys_unconfirmed').execute();
  await db.schema.dropTable('contact_clashes').execute();
  await db.schema.alterTable('client_enquiries').dropColumn('contact_keys').execute();
  for (const column of ['source_id', 'source_kind', 'confirmed'])
    await db.schema.alterTable('client_keys').dropColumn(column).execute();
}

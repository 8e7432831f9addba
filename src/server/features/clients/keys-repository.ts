import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db';

/**
 * A client's keys (DECISIONS D21, D31): `client_keys`, an e-mail or phone (`email:...`,
 * `phone:...`) or a waiting ID number, each one client's; confirmed when it may receive anything
 * private. identity.ts and create.ts ask through these.
 */

/** The key's holder and whether it is confirmed, if anyone holds it. */
export function keyHolder(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('client_keys')
    .select(['client_id', 'confirmed'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Whether the key is the client's and confirmed. */
export async function keyConfirmedFor(db: Kysely<Database>, key: string, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('client_keys')
    .select('confirmed')
    .where('key', '=', key)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(row?.confirmed) === 1;
}

/** The client's e-mail keys, oldest first. */
export function emailKeysOf(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('client_keys')
    .select(['key', 'confirmed'])
    .where('client_id', '=', clientId)
    .where('key', 'like', 'email:%')
    .orderBy('created_at')
    .execute();
}

/** The clients' keys that are theirs: confirmed, or given by them in their own portal. */
export async function ownKeysOf(db: Kysely<Database>, clientIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('client_keys')
    .select('key')
    .where('client_id', 'in', clientIds)
    .where((eb) => eb.or([eb('confirmed', '=', 1), eb('source_kind', '=', 'portal')]))
    .execute();
  return rows.map((row) => row.key);
}

/** The enquiries filed under the clients with the contact keys they carried. */
export function enquiryKeysOf(db: Kysely<Database>, clientIds: readonly string[]) {
  return db
    .selectFrom('client_enquiries')
    .select(['enquiry_id', 'contact_keys'])
    .where('client_id', 'in', clientIds)
    .where('contact_keys', '<>', '')
    .execute();
}

/** The clients' confirmed phone keys. */
export function confirmedPhoneKeys(db: Kysely<Database>, clientIds: readonly string[]) {
  return db
    .selectFrom('client_keys')
    .select(['key', 'client_id'])
    .where('client_id', 'in', clientIds)
    .where('confirmed', '=', 1)
    .where('key', 'like', 'phone:%')
    .execute();
}

/** Who holds each of these keys (those held). */
export function keyOwners(db: Kysely<Database>, keys: readonly string[]) {
  return db.selectFrom('client_keys').select(['key', 'client_id']).where('key', 'in', keys).execute();
}

/** Of these keys, those some client holds already. */
export async function takenKeys(db: Kysely<Database>, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('client_keys').select('key').where('key', 'in', keys).execute();
  return new Set(rows.map((row) => row.key));
}

/** A client (not merged away) with this ID number's keyed hash. */
export async function clientWithIdNumberHash(
  db: Kysely<Database>,
  hash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('id_number_hash', '=', hash)
    .where('merged_into', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/** The client a new one may duplicate, as the warning names them. */
export function duplicateSummary(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'email', 'phone', 'stage'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The new client may be the one holding this key (a detail typed that another client has). */
export function possibleDuplicateByKeyStatement(
  db: Kysely<Database>,
  clientId: string,
  key: string,
): CompiledQuery {
  return sql`update clients set possible_duplicate_of = (select client_id from client_keys where key = ${key})
    where id = ${clientId}`.compile(db);
}

/** A key the adviser typed: confirmed (unless someone holds it meanwhile). */
export function adviserKeyStatement(
  db: Kysely<Database>,
  key: string,
  clientId: string,
  now: string,
): CompiledQuery {
  return sql`insert into client_keys (key, client_id, created_at, confirmed, source_kind, source_id)
    values (${key}, ${clientId}, ${now}, 1, 'adviser', null) on conflict (key) do nothing`.compile(db);
}

import type { Kysely } from 'kysely';
import type { Database, DatabaseHandle } from '../../db';
import { emailKey, phoneKey, toE164 } from './contact-keys';
import {
  confirmedPhoneKeys,
  emailKeysOf,
  enquiryKeysOf,
  keyConfirmedFor,
  keyHolder,
  ownKeysOf,
} from './keys-repository';
import { clientFamily } from './relations-repository';

/**
 * Who a person is (DECISIONS D31). Matching an enquiry to a client records; it never grants. What
 * grants is a confirmed key: the details that created the client, those the adviser typed or
 * confirmed. Every sender of something private (a portal code, a document request, a record of
 * advice, a review invitation, an e-mail the adviser writes) asks this module where it may go.
 */

/** Whether the address is a confirmed key of the client (keys follow a merge to the client kept). */
export async function mayReceivePrivate(
  db: Kysely<Database>,
  clientId: string,
  address: string,
): Promise<boolean> {
  const key = emailKey(address);
  if (!key) return false;
  return keyConfirmedFor(db, key, clientId);
}

/** The client's e-mail address where something private may go, or null (none, or not confirmed). */
export async function privateAddressOf(
  db: Kysely<Database>,
  client: { id: string; email: string },
): Promise<string | null> {
  const address = client.email.trim();
  if (!address) return null;
  return (await mayReceivePrivate(db, client.id, address)) ? address : null;
}

/**
 * The client's number where a private link or a message about them may go by WhatsApp, in E.164,
 * or null: none, or not confirmed as theirs (a number they gave in their portal and the adviser has
 * not confirmed yet, or one that is another client's, which stays that client's).
 */
export async function privatePhoneOf(
  db: Kysely<Database>,
  client: { id: string; phone: string },
): Promise<string | null> {
  const key = phoneKey(client.phone);
  if (!key) return null;
  return (await keyConfirmedFor(db, key, client.id)) ? toE164(client.phone) : null;
}

/**
 * Where a private link may go for a client (D31): their confirmed e-mail address and their confirmed
 * number for WhatsApp, each null when there is none.
 */
export async function privateChannelsOf(
  db: Kysely<Database>,
  client: { id: string; email: string; phone: string },
): Promise<{ email: string | null; whatsappTo: string | null }> {
  const [email, whatsappTo] = await Promise.all([privateAddressOf(db, client), privatePhoneOf(db, client)]);
  return { email, whatsappTo };
}

/** The client whose confirmed address this is, or null: an unconfirmed one is nobody's. */
export async function clientOfConfirmedEmail(db: Kysely<Database>, address: string): Promise<string | null> {
  const key = emailKey(address);
  if (!key) return null;
  const row = await keyHolder(db, key);
  return row && Number(row.confirmed) === 1 ? row.client_id : null;
}

/** The client's e-mail addresses (their keys), confirmed first: the adviser's address picker. */
export async function emailAddressesOf(
  db: Kysely<Database>,
  client: { id: string; email: string },
): Promise<{ address: string; confirmed: boolean }[]> {
  const rows = await emailKeysOf(db, client.id);
  const typed = client.email.trim();
  return rows
    .map((row) => {
      const address = row.key.slice('email:'.length);
      // The address as the client wrote it, where it is the one on their record.
      return {
        address: typed.toLowerCase() === address ? typed : address,
        confirmed: Number(row.confirmed) === 1,
      };
    })
    .sort((a, b) => Number(b.confirmed) - Number(a.confirmed));
}

/**
 * The enquiries filed under a client (and those merged into them) that carry a detail not
 * confirmed as theirs: a stranger who typed the client's number (with their own e-mail or not), or
 * someone who typed a number the client gave in the portal. The portal shows them to nobody, and nobody there can
 * change them; the adviser sees them at once.
 */
export async function foreignEnquiryIds(
  database: DatabaseHandle,
  clientIds: readonly string[],
): Promise<string[]> {
  const { db } = database;
  if (clientIds.length === 0) return [];
  const [enquiries, own] = await Promise.all([
    enquiryKeysOf(db, clientIds),
    // Theirs: confirmed, or given by them in their own portal, signed in (a number they changed to
    // there is on what they book there; it waits for the adviser before anything private goes to it).
    ownKeysOf(db, clientIds),
  ]);
  const theirs = new Set(own);
  // D35 (issue 56): theirs only when every detail it carries is a confirmed one of theirs. One was
  // enough before, so a stranger who typed their own e-mail and a client's confirmed number had
  // their booking in that client's portal, where the client could cancel it.
  return enquiries
    .filter((enquiry) => !enquiry.contact_keys.split(' ').every((key) => theirs.has(key)))
    .map((enquiry) => enquiry.enquiry_id);
}

/** `foreignEnquiryIds` for one client and its family. */
export async function foreignEnquiriesOf(database: DatabaseHandle, clientId: string): Promise<string[]> {
  return foreignEnquiryIds(database, await clientFamily(database.db, clientId));
}

/**
 * A list's Call and WhatsApp links (D35, issue 56): a number is dialled from the back office only
 * where it is confirmed as the client's own. `dial(clientId, phone)` answers its E.164, or null (the
 * number shown as text: a stranger typed it, or the client gave it and it is not checked yet).
 */
export async function confirmedNumbers(
  db: Kysely<Database>,
  clientIds: readonly (string | null)[],
): Promise<(clientId: string | null, phone: string) => string | null> {
  const ids = [...new Set(clientIds.filter((id): id is string => id !== null))];
  const rows = ids.length === 0 ? [] : await confirmedPhoneKeys(db, ids);
  const confirmed = new Set(rows.map((row) => `${row.client_id} ${row.key}`));
  return (clientId, phone) => {
    const key = phoneKey(phone);
    return clientId && key && confirmed.has(`${clientId} ${key}`) ? toE164(phone) : null;
  };
}

import { randomBytes } from 'node:crypto';
import { firstNameOf, greeting } from '../../../shared/greeting';
import type { DatabaseHandle } from '../../db';
import { hashToken } from '../../plugins/tokens';
import { type ClientRow, privateChannelsOf, resolveClient } from '../clients';

/**
 * A private link for a client (issue 32), as a request for documents and a record of advice to
 * confirm both make one: a random token (only its SHA-256 is kept), valid some days, e-mailed to
 * the client's confirmed address and offered as a WhatsApp text to their confirmed number (D31:
 * to nothing unconfirmed; the adviser then sends it by hand). The portal reaches the same rows
 * signed in, by id among the client's own.
 */

/** Who a link or the portal may act on: the row behind a token, or one of a signed-in client's own. */
export type LinkKey = { token: string } | { id: string; clientIds: readonly string[] };

export interface NewLink {
  token: string;
  tokenHash: string;
  /** `<site>/<path>?token=...` */
  link: string;
  expiresAt: string;
}

export function newLink(siteUrl: string, path: string, now: Date, days: number): NewLink {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashToken(token),
    link: `${siteUrl}${path}?token=${token}`,
    expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
  };
}

/** The client a link is for (through merges), and where it may be sent: their confirmed address and number. */
export async function linkRecipient(
  database: DatabaseHandle,
  clientId: string,
): Promise<{ client: ClientRow; email: string | null; whatsappTo: string | null }> {
  const client = await resolveClient(database, clientId);
  return { client, ...(await privateChannelsOf(database.db, client)) };
}

/** The WhatsApp text's first words: "Hi Maria" by their first name, else "Hello". */
export function linkGreeting(name: string): string {
  const firstName = firstNameOf(name);
  return firstName ? greeting(firstName) : 'Hello';
}

/** What the adviser is given back: the link, whether it was e-mailed, and the WhatsApp text to send. */
export function linkSent(
  link: NewLink,
  recipient: { email: string | null; whatsappTo: string | null },
  whatsappText: string,
) {
  return {
    link: link.link,
    emailed: recipient.email !== null,
    whatsappTo: recipient.whatsappTo,
    whatsappText,
  };
}

/** The row a key names: by its token's hash, or by id among the client's own (none for an empty token or no clients). */
export async function rowByKey<Row>(
  key: LinkKey,
  find: {
    byTokenHash(tokenHash: string): Promise<Row | undefined>;
    byId(id: string, clientIds: readonly string[]): Promise<Row | undefined>;
  },
): Promise<Row | undefined> {
  if ('token' in key) return key.token ? find.byTokenHash(hashToken(key.token)) : undefined;
  return key.clientIds.length > 0 ? find.byId(key.id, key.clientIds) : undefined;
}

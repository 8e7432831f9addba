import { apiErrorCodes } from '../../../shared/api-error';
import { unconfirmedAddressMessage } from '../../../shared/contact-details';
import type { ClientEmailInput } from '../../../shared/message-templates';
import type { DatabaseHandle } from '../../db';
import { HttpError } from '../../plugins/errors';
import { type Actor, logContact, mayReceivePrivate, resolveClient } from '../clients';
import { clientEmailKind, queueClientEmail } from '../notifications';

/**
 * "Write an e-mail" on a client's page (issue 33): to their address, from MAIL_FROM with Reply-To
 * the signed-in adviser's address, through the outbox; on their timeline with its text, and a
 * contact like any other (the first contact for what waits for one, the site's "Contact" tasks
 * done), in one unit with the e-mail.
 */
export async function emailClient(
  database: DatabaseHandle,
  clientId: string,
  input: ClientEmailInput,
  actor: Actor,
  now: Date,
): Promise<{ contactId: string; to: string }> {
  const client = await resolveClient(database, clientId);
  if (!client.email && !input.to)
    throw new HttpError(
      409,
      apiErrorCodes.conflict,
      'This client has no e-mail address: add it with Edit first, or call or WhatsApp them.',
    );
  // Only to an address confirmed as theirs (D31).
  const to = input.to?.trim() || client.email;
  if (!(await mayReceivePrivate(database.db, client.id, to)))
    throw new HttpError(400, apiErrorCodes.validation, `to: ${unconfirmedAddressMessage}`, {
      to: unconfirmedAddressMessage,
    });
  const stamp = now.toISOString();
  const logged = await logContact(
    database,
    client.id,
    { channel: 'email', outcome: `E-mail "${input.subject}":\n\n${input.body}`, followUp: null },
    actor,
    now,
    (resolved) => [
      queueClientEmail(
        database.db,
        clientEmailKind,
        resolved.id,
        {
          name: resolved.name,
          email: to,
          phone: '',
          summary: '',
          subject: input.subject,
          body: input.body,
          replyTo: actor.admin.email,
        },
        stamp,
      ),
    ],
  );
  return { contactId: logged.id, to };
}

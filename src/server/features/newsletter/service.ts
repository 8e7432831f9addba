import { randomUUID } from 'node:crypto';
import { apiErrorCodes } from '../../../shared/api-error';
import type { NewsletterLinkAnswer, NewsletterSubscription } from '../../../shared/newsletter';
import type { NewsletterStatus } from '../../../shared/newsletter-texts';
import { confirmLinkDays, confirmResendSeconds, newsletterMessages } from '../../../shared/newsletter-texts';
import type { DatabaseHandle } from '../../db';
import { HttpError } from '../../plugins/errors';
import { hashToken, newToken } from '../../plugins/tokens';
import { linkToClient } from '../clients';
import {
  confirmStatement,
  findByConfirmToken,
  findByUnsubscribeToken,
  type NewsletterRow,
  queueConfirmation,
  selectByEmail,
  unsubscribeStatement,
  upsertSubscription,
} from './repository';

function toSubscription(row: NewsletterRow): NewsletterSubscription {
  return {
    id: row.id,
    email: row.email,
    isActive: row.is_active === 1,
    status: row.status as NewsletterStatus,
    createdAt: row.created_at,
  };
}

/**
 * Subscribes an address (already trimmed and lower-cased by the schema), double opt-in (issue 33):
 * it is 'pending' and gets an e-mail with a link to `/newsletter/confirm`. Subscribing again is not
 * an error: the one row is kept; an active subscription stays as it is and nothing is sent; a
 * pending or unsubscribed one gets a new link, at most one e-mail a minute.
 */
export async function subscribe(
  database: DatabaseHandle,
  email: string,
  now: Date,
  siteUrl: string,
): Promise<{ subscription: NewsletterSubscription; created: boolean }> {
  const timestamp = now.toISOString();
  const id = randomUUID();
  const token = newToken();
  const tokenHash = hashToken(token);
  const [, rows] = await database.write([
    upsertSubscription(database.db, {
      id,
      email,
      tokenHash,
      now: timestamp,
      resendBefore: new Date(now.getTime() - confirmResendSeconds * 1000).toISOString(),
    }),
    selectByEmail(database.db, email),
    queueConfirmation(database.db, {
      email,
      tokenHash,
      link: `${siteUrl}/newsletter/confirm?token=${token}`,
      now: timestamp,
    }),
    // The subscriber is a client too (issue 18); subscribing again adds nothing to their timeline.
    ...linkToClient(
      database.db,
      {
        person: { name: '', email, phone: '' },
        rows: [{ table: 'newsletter_subscriptions', id }],
        enquiry: {
          kind: 'newsletter',
          id,
          summary: 'Subscribed to the newsletter',
          expectsContact: false,
          onlyIfStoredIn: 'newsletter_subscriptions',
        },
      },
      timestamp,
    ),
  ]);
  const row = rows?.[0] as NewsletterRow | undefined;
  if (!row) throw new Error('newsletter subscription vanished inside its own transaction');
  return { subscription: toSubscription(row), created: row.id === id };
}

/**
 * The confirmation link, followed (POST /api/newsletter/confirm): the subscription is active from
 * now. Confirming twice is fine; a link older than 7 days that was not used answers 410.
 */
export async function confirmSubscription(
  database: DatabaseHandle,
  token: string,
  now: Date,
): Promise<NewsletterLinkAnswer> {
  const row = await findByConfirmToken(database.db, hashToken(token));
  if (!row) throw new HttpError(404, apiErrorCodes.notFound, newsletterMessages.invalidConfirmLink);
  if (row.status === 'active') return { status: 'active', email: row.email };
  const sentAt = Date.parse(row.confirm_sent_at ?? '');
  if (!(sentAt + confirmLinkDays * 24 * 3_600_000 > now.getTime()))
    throw new HttpError(410, apiErrorCodes.gone, newsletterMessages.expiredConfirmLink);
  await database.write([confirmStatement(database.db, row.id, now.toISOString())]);
  return { status: 'active', email: row.email };
}

/**
 * An unsubscribe link (`List-Unsubscribe`, RFC 8058, or the page's button): no later newsletter
 * goes to the address. A second time changes nothing and answers the same.
 */
export async function unsubscribeByToken(
  database: DatabaseHandle,
  token: string,
  now: Date,
): Promise<NewsletterLinkAnswer> {
  const row = await findByUnsubscribeToken(database.db, hashToken(token));
  if (!row) throw new HttpError(404, apiErrorCodes.notFound, newsletterMessages.invalidUnsubscribeLink);
  await database.write([unsubscribeStatement(database.db, row.id, now.toISOString())]);
  return { status: 'unsubscribed', email: row.email };
}

import { randomUUID } from 'node:crypto';
import type { NewsletterSubscription } from '../../../shared/newsletter';
import type { DatabaseHandle } from '../../db';
import { linkToClient } from '../clients';
import { type NewsletterRow, selectByEmail, upsertSubscription } from './repository';

function toSubscription(row: NewsletterRow): NewsletterSubscription {
  return { id: row.id, email: row.email, isActive: row.is_active === 1, createdAt: row.created_at };
}

/**
 * Subscribes an address (already trimmed and lower-cased by the schema). Subscribing again is not
 * an error: the one row is kept, and switched back on if it had been switched off.
 */
export async function subscribe(
  database: DatabaseHandle,
  email: string,
  now: Date,
): Promise<{ subscription: NewsletterSubscription; created: boolean }> {
  const timestamp = now.toISOString();
  const id = randomUUID();
  const [, rows] = await database.write([
    upsertSubscription(database.db, {
      id,
      email,
      is_active: 1,
      created_at: timestamp,
      updated_at: timestamp,
    }),
    selectByEmail(database.db, email),
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

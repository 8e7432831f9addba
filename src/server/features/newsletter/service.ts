import { randomUUID } from 'node:crypto';
import type { NewsletterSubscription } from '../../../shared/newsletter';
import type { DatabaseHandle } from '../../db';
import { findByEmail, insertIfAbsent, type NewsletterRow, reactivate } from './repository';

function toSubscription(row: NewsletterRow): NewsletterSubscription {
  return { id: row.id, email: row.email, isActive: row.is_active === 1, createdAt: row.created_at };
}

/**
 * Subscribes an address (already trimmed and lower-cased by the schema). Subscribing again is not
 * an error: the one row is kept, and switched back on if it had been switched off.
 */
export async function subscribe(
  write: DatabaseHandle['write'],
  email: string,
  now: Date,
): Promise<{ subscription: NewsletterSubscription; created: boolean }> {
  return write(async (trx) => {
    const timestamp = now.toISOString();
    const id = randomUUID();
    await insertIfAbsent(trx, { id, email, is_active: 1, created_at: timestamp, updated_at: timestamp });
    const row = await findByEmail(trx, email);
    if (!row) throw new Error('newsletter subscription vanished inside its own transaction');
    if (row.is_active !== 1) {
      await reactivate(trx, row.id, timestamp);
      row.is_active = 1;
    }
    return { subscription: toSubscription(row), created: row.id === id };
  });
}

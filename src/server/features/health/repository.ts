import type { Kysely } from 'kysely';
import type { Database, DatabaseHandle } from '../../db';

/** What the site's health and Today's site status read: backups, the outbox, the last restore. */

/** E-mails waiting for another try after a failed one (the health check's "with messages due"). */
export async function mailWaitingForRetry(database: DatabaseHandle): Promise<number> {
  const row = await database.db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', ['queued', 'sending'])
    .where('attempts', '>', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * An e-mail tried and not gone: waiting for its retry, given up, or claimed by the round retrying
 * it now ('sending': a read during a round must not find the failing e-mails gone).
 */
const waitingAfterFailure = ['queued', 'failed', 'sending'];

/**
 * The last backup; the e-mails failing since `since` (how many, the oldest, the last error); the
 * last one sent; those never sent; the last restore since `restoreSince`.
 */
export function siteRecords(db: Kysely<Database>, since: string, restoreSince: string) {
  return Promise.all([
    db.selectFrom('backup_runs').selectAll().orderBy('made_at', 'desc').limit(1).executeTakeFirst(),
    db
      .selectFrom('outbox_messages')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('status', 'in', waitingAfterFailure)
      .where('attempts', '>', 0)
      .where('created_at', '>=', since)
      .executeTakeFirst(),
    db
      .selectFrom('outbox_messages')
      .select('last_error')
      .where('status', 'in', waitingAfterFailure)
      .where('attempts', '>', 0)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.max('sent_at').as('last'))
      .where('status', '=', 'sent')
      .where('created_at', '>=', since)
      .executeTakeFirst(),
    db
      .selectFrom('outbox_messages')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'unsent')
      .executeTakeFirst(),
    db
      .selectFrom('audit_log')
      .select(['created_at', 'details'])
      .where('created_at', '>=', restoreSince)
      .where('action', '=', 'database-restored')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
}

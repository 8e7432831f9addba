import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CompiledQuery, Insertable, Kysely } from 'kysely';
import type { Database, DatabaseHandle } from '../../db';
import { insertRows } from '../../db/statements';
import { MinuteScheduler } from '../../plugins/scheduler';
import { hashToken, newToken } from '../../plugins/tokens';
import { newsletterKind } from '../notifications';
import { claimStatement, dueIssueIds, markIssueQueued, recipientsOf } from './issues-repository';

/**
 * Sending a newsletter (issue 33): one outbox message per confirmed subscriber, each with its own
 * unsubscribe token, spread over the minutes so that at most `perMinute` fall due in each (an SMTP
 * provider's limit is kept), written in one unit with the deliveries that make each subscriber's
 * copy unique. The outbox sends them: a restart picks up where it stopped, and two servers send
 * each message once (its claims). Queueing itself is claimed, so two servers queue a newsletter
 * once; one that stopped halfway (its claim expired) is queued by the next, for whoever is left.
 */

const claimMs = 5 * 60_000;
/** Rows per insert statement: well inside SQLite's and PostgreSQL's limits on parameters. */
const rowsPerStatement = 300;

export async function queueNewsletter(
  database: DatabaseHandle,
  id: string,
  now: Date,
  perMinute: number,
): Promise<number> {
  const stamp = now.toISOString();
  const claim = randomUUID();
  const [claimed] = await database.write([
    claimStatement(database.db, {
      id,
      claim,
      now: stamp,
      until: new Date(now.getTime() + claimMs).toISOString(),
    }),
  ]);
  if (!claimed || claimed.length === 0) return 0;
  const recipients = await recipientsOf(database.db, id);
  const deliveries: Database['newsletter_deliveries'][] = [];
  const tokens: Database['newsletter_unsubscribe_tokens'][] = [];
  const messages: Database['outbox_messages'][] = [];
  for (const [index, recipient] of recipients.entries()) {
    const outboxId = randomUUID();
    const token = newToken();
    const due = new Date(now.getTime() + Math.floor(index / perMinute) * 60_000).toISOString();
    deliveries.push({
      newsletter_id: id,
      subscription_id: recipient.id,
      outbox_id: outboxId,
      created_at: stamp,
    });
    tokens.push({
      token_hash: hashToken(token),
      subscription_id: recipient.id,
      newsletter_id: id,
      created_at: stamp,
    });
    messages.push({
      id: outboxId,
      enquiry_type: newsletterKind,
      enquiry_id: id,
      audience: 'visitor',
      to_address: recipient.email,
      content: JSON.stringify({ subscriptionId: recipient.id, unsubscribeToken: token }),
      status: 'queued',
      attempts: 0,
      next_attempt_at: due,
      claimed_until: null,
      last_error: null,
      created_at: stamp,
      sent_at: null,
    });
  }
  // The deliveries first: a subscriber's second copy breaks their key and the unit stores nothing.
  await database.write([
    ...inserts(database.db, 'newsletter_deliveries', deliveries),
    ...inserts(database.db, 'newsletter_unsubscribe_tokens', tokens),
    ...inserts(database.db, 'outbox_messages', messages),
    markIssueQueued(database.db, id, claim, stamp),
  ]);
  return recipients.length;
}

function inserts<Table extends 'newsletter_deliveries' | 'newsletter_unsubscribe_tokens' | 'outbox_messages'>(
  db: Kysely<Database>,
  table: Table,
  rows: Insertable<Database[Table]>[],
): CompiledQuery[] {
  const statements: CompiledQuery[] = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement)
    statements.push(insertRows(db, table, rows.slice(start, start + rowsPerStatement)));
  return statements;
}

/**
 * One minute's run: queues the newsletters that are due. A newsletter reads as sent once every copy
 * is handled (issues.ts works it out from the copies), so nothing marks it.
 */
export async function runNewsletters(
  database: DatabaseHandle,
  now: Date,
  perMinute: number,
): Promise<number> {
  let queued = 0;
  for (const id of await dueIssueIds(database.db, now.toISOString()))
    queued += await queueNewsletter(database, id, now, perMinute);
  return queued;
}

export function newsletterScheduler(
  database: DatabaseHandle,
  now: () => Date,
  log: FastifyBaseLogger,
  perMinute: number,
) {
  return new MinuteScheduler(
    'newsletters',
    async () => {
      const queued = await runNewsletters(database, now(), perMinute);
      return queued > 0 ? `newsletter queued for ${queued} subscriber(s)` : undefined;
    },
    log,
  );
}

import type { CompiledQuery, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db';
import type { OutboxMessagesTable } from '../../db/schema';

/** The outbox's statuses as the back office lists them (issue 10). */
export const outboxStatuses = ['failed', 'unsent', 'queued', 'sending', 'sent'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** How many messages each status holds (every status named, 0 when none). */
export async function outboxCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(outboxStatuses.map((status) => [status, 0]));
  const grouped = await db
    .selectFrom('outbox_messages')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('status')
    .execute();
  for (const row of grouped) counts[row.status] = Number(row.count);
  return counts;
}

/** The messages of one status, newest first, 100 at most. */
export function outboxMessagesOf(
  db: Kysely<Database>,
  status: OutboxStatus,
): Promise<Selectable<OutboxMessagesTable>[]> {
  return db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** One message's status (undefined: no such message). */
export async function outboxMessageStatus(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('outbox_messages').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** Queues a failed or unsent message again, as new (attempts from 0, due now). */
export function requeueStatement(db: Kysely<Database>, id: string, now: string): CompiledQuery {
  return db
    .updateTable('outbox_messages')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, claimed_until: null })
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'unsent'])
    .compile();
}

import type { Kysely } from 'kysely';
import type { Database } from '.';

/**
 * What more than one feature reads of the book's history (issue 59): the book's version, which the
 * commission report and Today's unpaid premiums key what they keep by, and the policies' changes of
 * status (D33), from which both work out a policy's status in a month.
 */

/** The book's version (migration 0042): a number every change to a policy or its status moves on. */
export async function bookVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('book_version').select('version').where('id', '=', 1).executeTakeFirst();
  return String(row?.version ?? '');
}

/**
 * The changes of status of the policies that changed on or after `fromDate` (with all their
 * earlier changes: the status a range starts with is the last one before it), by policy.
 */
export async function statusChangesSince(db: Kysely<Database>, fromDate: string) {
  const rows = await db
    .selectFrom('policy_status_changes')
    .select(['policy_id', 'from_status', 'to_status', 'effective_date'])
    .where('policy_id', 'in', (eb) =>
      eb.selectFrom('policy_status_changes').select('policy_id').where('effective_date', '>=', fromDate),
    )
    .orderBy('policy_id')
    .orderBy('effective_date')
    .orderBy('created_at')
    .execute();
  const byPolicy = new Map<string, { date: string; from: string; to: string }[]>();
  for (const row of rows) {
    let changes = byPolicy.get(row.policy_id);
    if (!changes) {
      changes = [];
      byPolicy.set(row.policy_id, changes);
    }
    changes.push({ date: row.effective_date, from: row.from_status, to: row.to_status });
  }
  return byPolicy;
}

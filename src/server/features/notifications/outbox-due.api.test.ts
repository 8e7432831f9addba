import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';
import { dialects, type TestDatabase } from '../../testing/databases';
import { newsletterKind } from './messages';
import { dueMessages } from './outbox-repository';
import { type MailMessage, OutboxSender } from './sender';

/**
 * The sender finds what is due without reading the rest of the outbox (issue 45): every message
 * ever sent stays in it, and the sender looks for due ones at every round, once a second on an
 * idle site. With the due ones among the newest, as on a site, PostgreSQL planned the old
 * question (one `or`, ordered by creation) as a walk of the creation index from the first message
 * ever sent: checked, this test's plan check fails on it (and its order check on SQLite).
 */

const sentBefore = 10_000;
const queuedDue = 300;
const base = Date.parse('2026-11-02T08:00:00.000Z');
const at = (ms: number) => new Date(base + ms).toISOString();
/** The sender's time: after every message below was created. */
const now = at(sentBefore * 1000 + queuedDue * 1000 + 60_000);

function message(
  index: number,
  fields: { status: string; next: string; claimedUntil?: string; sentAt?: string; kind?: string },
) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    enquiry_type: fields.kind ?? 'consultation-request',
    enquiry_id: `enquiry-${index}`,
    audience: 'visitor',
    to_address: `visitor${index}@example.com`,
    content: JSON.stringify({ name: `Visitor ${index}`, email: '', phone: '', summary: 'A question' }),
    status: fields.status,
    attempts: 0,
    next_attempt_at: fields.next,
    claimed_until: fields.claimedUntil ?? null,
    last_error: null,
    created_at: at(index * 1000),
    sent_at: fields.sentAt ?? null,
  };
}

/** The scans of the outbox in the statement's plan, as the database describes them. */
async function outboxScans(database: TestDatabase, query: CompiledQuery): Promise<string[]> {
  const { db, dialect } = database.handle;
  const explain = (prefix: string) =>
    db.executeQuery(CompiledQuery.raw(`${prefix} ${query.sql}`, [...query.parameters]));
  if (dialect === 'sqlite') {
    const plan = await explain('explain query plan');
    return (plan.rows as { detail: string }[])
      .map((row) => row.detail)
      .filter((detail) => detail.includes('outbox_messages'));
  }
  const plan = await explain('explain (format json)');
  const scans: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    // A bitmap scan's index is named on its child, the table on the scan itself.
    if (node['Relation Name'] === 'outbox_messages' && node['Node Type'] !== 'Bitmap Heap Scan')
      scans.push(`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`);
    if (node['Node Type'] === 'Bitmap Index Scan')
      scans.push(`Bitmap Index Scan using ${node['Index Name']}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const [root] = (plan.rows[0] as { 'QUERY PLAN': { Plan: Record<string, unknown> }[] })['QUERY PLAN'];
  if (root) walk(root.Plan);
  return scans;
}

describe.each(dialects)('the outbox sender finds what is due (%s)', (dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('reads only the due messages in a long outbox, and sends them longest due first', async () => {
    // The app's own sender is stopped: the test's runs alone, at the test's time.
    const testApp = await createTestApp(dialect);
    await testApp.app.close();
    cleanup.push(() => testApp.database.drop());
    const { database, config } = testApp;
    const { db } = database.handle;
    const rows = [];
    for (let index = 0; index < sentBefore; index += 1)
      rows.push(
        message(index, {
          status: 'sent',
          next: at(index * 1000),
          sentAt: at(index * 1000 + 5),
          // Half of them newsletter copies, as on a site that sends one a month.
          kind: index % 2 === 0 ? newsletterKind : 'consultation-request',
        }),
      );
    // Due, newest last: queued at their creation, in reverse of their number's order for half of them
    // (a retry's next attempt comes after newer messages).
    for (let index = sentBefore; index < sentBefore + queuedDue; index += 1)
      rows.push(
        message(index, { status: 'queued', next: at(index * 1000 + (index % 2 === 0 ? 0 : 30_000)) }),
      );
    const claimRanOut = sentBefore + queuedDue;
    rows.push(
      message(claimRanOut, { status: 'sending', next: at(5_000), claimedUntil: at(sentBefore * 1000) }),
    );
    // Not due: a retry later than now, and a claim that still stands.
    rows.push(
      message(claimRanOut + 1, {
        status: 'queued',
        next: at(sentBefore * 1000 + queuedDue * 1000 + 120_000),
      }),
    );
    rows.push(
      message(claimRanOut + 2, {
        status: 'sending',
        next: at(6_000),
        claimedUntil: at(sentBefore * 1000 + queuedDue * 1000 + 120_000),
      }),
    );
    for (let start = 0; start < rows.length; start += 1_000)
      await db
        .insertInto('outbox_messages')
        .values(rows.slice(start, start + 1_000))
        .execute();
    if (dialect === 'postgres') await sql`analyze outbox_messages`.execute(db);
    else await sql`analyze`.execute(db);

    for (const status of ['queued', 'sending'] as const)
      for (const kinds of [undefined, 'others', 'newsletters'] as const) {
        const scans = await outboxScans(database, dueMessages(db, status, now, 10, kinds).compile());
        expect(scans.length, `${status} ${kinds ?? 'all'}`).toBeGreaterThan(0);
        for (const scan of scans)
          expect(scan, `${status} ${kinds ?? 'all'}`).toMatch(
            dialect === 'sqlite'
              ? /USING (COVERING )?INDEX outbox_messages_due/
              : /^(Bitmap Index|Index|Index Only) Scan using outbox_messages_due$/,
          );
      }

    const sent: string[] = [];
    const transport = {
      async sendMail(mail: MailMessage) {
        sent.push(mail.to);
      },
    };
    const sender = new OutboxSender(database.handle, config, () => new Date(now), testApp.app.log, transport);
    while ((await sender.runOnce()) > 0);
    const due = rows
      .filter((row) =>
        row.status === 'queued'
          ? row.next_attempt_at <= now
          : row.status === 'sending' && (row.claimed_until ?? '') < now,
      )
      .sort((a, b) => (a.next_attempt_at < b.next_attempt_at ? -1 : 1))
      .map((row) => row.to_address);
    expect(due).toHaveLength(queuedDue + 1);
    expect(sent).toEqual(due);
    const left = await db
      .selectFrom('outbox_messages')
      .select(['id', 'status'])
      .where('status', '<>', 'sent')
      .execute();
    expect(left.map((row) => row.status).sort()).toEqual(['queued', 'sending']);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './index';

describe('SQLite write queue (group commit)', () => {
  let directory: string;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'write-queue-'));
    handle = openDatabase({ dialect: 'sqlite', filename: join(directory, 'app.db') });
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const subscriber = (email: string) => ({
    id: email,
    email,
    is_active: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });
  const emails = async () =>
    (await handle.db.selectFrom('newsletter_subscriptions').select('email').orderBy('email').execute()).map(
      (row) => row.email,
    );

  it('stores units that arrive together, each answered with its own result', async () => {
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        handle.write(async (trx) => {
          await trx
            .insertInto('newsletter_subscriptions')
            .values(subscriber(`u${index}@example.com`))
            .execute();
          return index;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 300 }, (_, index) => index));
    expect(await emails()).toHaveLength(300);
  });

  it('rolls back a failing unit whole, and only that unit', async () => {
    const outcomes = await Promise.allSettled([
      handle.write((trx) =>
        trx.insertInto('newsletter_subscriptions').values(subscriber('a@example.com')).execute(),
      ),
      handle.write(async (trx) => {
        // The first insert of this unit succeeds, the second breaks the unique e-mail: neither stays.
        await trx.insertInto('newsletter_subscriptions').values(subscriber('b@example.com')).execute();
        await trx
          .insertInto('newsletter_subscriptions')
          .values({ ...subscriber('a@example.com'), id: 'other' })
          .execute();
      }),
      handle.write((trx) =>
        trx.insertInto('newsletter_subscriptions').values(subscriber('c@example.com')).execute(),
      ),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await emails()).toEqual(['a@example.com', 'c@example.com']);
  });

  it('answers only after the commit: a unit sees nothing of a batch that is still open', async () => {
    let resolvedFirst = false;
    const first = handle
      .write((trx) =>
        trx.insertInto('newsletter_subscriptions').values(subscriber('x@example.com')).execute(),
      )
      .then(() => {
        resolvedFirst = true;
      });
    expect(resolvedFirst).toBe(false);
    await first;
    const stored = await sql<{ n: number }>`select count(*) as n from newsletter_subscriptions`.execute(
      handle.db,
    );
    expect(Number(stored.rows[0]?.n)).toBe(1);
  });

  it('rejects every unit of a batch whose commit fails, and stores none of them', async () => {
    // A deferred foreign key fails at COMMIT, after every unit has run.
    await sql`pragma defer_foreign_keys = on`.execute(handle.db);
    const outcomes = await Promise.allSettled([
      handle.write((trx) =>
        trx.insertInto('newsletter_subscriptions').values(subscriber('p@example.com')).execute(),
      ),
      handle.write(async (trx) => {
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await trx
          .insertInto('workshop_registrations')
          .values({
            id: 'r1',
            lead_id: 'no-such-lead',
            workshop_id: 'w',
            workshop_name: 'W',
            status: 'pending',
            created_at: '2026-01-01T00:00:00.000Z',
          })
          .execute();
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await emails()).toEqual([]);
  });
});

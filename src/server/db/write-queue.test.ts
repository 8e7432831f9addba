import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './index';

// A file is written by the writer thread; `:memory:` by the same group commit in this thread.
describe.each(['file', 'memory'] as const)('SQLite group commit (%s database)', (kind) => {
  let directory: string;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'write-queue-'));
    handle = openDatabase({
      dialect: 'sqlite',
      filename: kind === 'file' ? join(directory, 'app.db') : ':memory:',
    });
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

  const insert = (email: string, id = email) =>
    handle.db
      .insertInto('newsletter_subscriptions')
      .values({ ...subscriber(email), id })
      .compile();

  it('stores units that arrive together, each answered with the rows its statements returned', async () => {
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        handle.write([
          insert(`u${index}@example.com`),
          sql<{ n: number }>`select ${index} as n`.compile(handle.db),
        ]),
      ),
    );
    expect(results).toEqual(Array.from({ length: 300 }, (_, index) => [[], [{ n: index }]]));
    expect(await emails()).toHaveLength(300);
  });

  it('rolls back a failing unit whole, and only that unit', async () => {
    const outcomes = await Promise.allSettled([
      handle.write([insert('a@example.com')]),
      // The first insert of this unit succeeds, the second breaks the unique e-mail: neither stays.
      handle.write([insert('b@example.com'), insert('a@example.com', 'other')]),
      handle.write([insert('c@example.com')]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await emails()).toEqual(['a@example.com', 'c@example.com']);
  });

  it('answers only after the commit', async () => {
    let resolved = false;
    const first = handle.write([insert('x@example.com')]).then(() => {
      resolved = true;
    });
    expect(resolved).toBe(false);
    await first;
    const stored = await sql<{ n: number }>`select count(*) as n from newsletter_subscriptions`.execute(
      handle.db,
    );
    expect(Number(stored.rows[0]?.n)).toBe(1);
  });

  it('waits for a Kysely transaction that holds the connection, and does not join it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('newsletter_subscriptions').values(subscriber('t@example.com')).execute();
      await held;
      throw new Error('roll this transaction back');
    });
    const queued = handle.write([insert('q@example.com')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(transaction).rejects.toThrow('roll this transaction back');
    await queued;
    expect(await emails()).toEqual(['q@example.com']);
  });

  it('rejects every unit of a batch whose commit fails, and stores none of them', async () => {
    // A deferred foreign key fails at COMMIT, after every unit has run.
    const deferForeignKeys = sql`pragma defer_foreign_keys = on`.compile(handle.db);
    const outcomes = await Promise.allSettled([
      handle.write([insert('p@example.com')]),
      handle.write([
        deferForeignKeys,
        handle.db
          .insertInto('workshop_registrations')
          .values({
            id: 'r1',
            lead_id: 'no-such-lead',
            workshop_id: 'w',
            workshop_name: 'W',
            status: 'pending',
            created_at: '2026-01-01T00:00:00.000Z',
          })
          .compile(),
      ]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await emails()).toEqual([]);
  });

  it('takes new units after a failed commit', async () => {
    await Promise.allSettled([
      handle.write([
        sql`pragma defer_foreign_keys = on`.compile(handle.db),
        sql`insert into workshop_registrations (id, lead_id, workshop_id, workshop_name, status, created_at) values ('r2', 'none', 'w', 'W', 'pending', 'x')`.compile(
          handle.db,
        ),
      ]),
    ]);
    await handle.write([insert('after@example.com')]);
    expect(await emails()).toEqual(['after@example.com']);
  });

  it('finishes what it was sent before it closes', async () => {
    const writes = Array.from({ length: 20 }, (_, index) => handle.write([insert(`c${index}@example.com`)]));
    await handle.close();
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    handle = openDatabase({
      dialect: 'sqlite',
      filename: kind === 'file' ? join(directory, 'app.db') : ':memory:',
    });
    if (kind === 'file') expect(await emails()).toHaveLength(20);
  });

  it('reports a failed statement with its SQLite code', async () => {
    await handle.write([insert('dup@example.com')]);
    await expect(handle.write([insert('dup@example.com', 'other')])).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
  });
});

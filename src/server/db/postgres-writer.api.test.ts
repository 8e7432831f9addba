import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import type { Database } from './schema';
import { createPostgresWriter, type Writer } from './write-queue';

/**
 * The PostgreSQL writer (issue 22): each unit in one round trip, its statements prepared once per
 * connection. One connection in the pool, so every unit and check below runs on the same one.
 */
describe('PostgreSQL write units with prepared statements', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let write: Writer;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.target.dialect !== 'postgres') throw new Error('postgres expected');
    pool = new pg.Pool({ connectionString: database.target.connectionString, max: 1 });
    // Dropping the database at the end ends a connection still closing (57P01): not this test's failure.
    pool.on('error', () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    write = createPostgresWriter(db, pool);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const stamp = '2026-01-01T00:00:00.000Z';
  const subscribe = (email: string, id = email): CompiledQuery =>
    db
      .insertInto('newsletter_subscriptions')
      .values({ id, email, is_active: 1, created_at: stamp, updated_at: stamp })
      .returning('email')
      .compile();
  const count = (email: string): CompiledQuery =>
    db
      .selectFrom('newsletter_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .compile();
  const preparedCount = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from pg_prepared_statements`.execute(db)).rows[0]?.n,
    );
  const stored = async (email: string) =>
    (await db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).execute())
      .length;

  it('answers each statement with its rows, and prepares a statement only the first time', async () => {
    expect(await preparedCount()).toBe(0);
    expect(await write([subscribe('a@example.com'), count('a@example.com')])).toEqual([
      [{ email: 'a@example.com' }],
      [{ n: 1 }],
    ]);
    expect(await preparedCount()).toBe(2);
    // Quotes and backslashes reach the database as they were written.
    const odd = "o'neil\\x@example.com";
    expect(await write([subscribe(odd), count(odd), subscribe('b@example.com')])).toEqual([
      [{ email: odd }],
      [{ n: 1 }],
      [{ email: 'b@example.com' }],
    ]);
    expect(await preparedCount()).toBe(2);
  });

  it('stores nothing of a failing unit, and the connection goes on running units afterwards', async () => {
    await expect(
      write([subscribe('c@example.com'), subscribe('d@example.com', 'a@example.com')]),
    ).rejects.toMatchObject({
      code: '23505',
    });
    expect(await stored('c@example.com')).toBe(0);
    expect(await write([subscribe('c@example.com'), count('c@example.com')])).toEqual([
      [{ email: 'c@example.com' }],
      [{ n: 1 }],
    ]);
  });

  it('runs a statement PostgreSQL cannot prepare (a parameter of no telling type) with its literals', async () => {
    const untyped = sql<{ value: boolean }>`select ${'plain'} is not null as value`.compile(db);
    expect(await write([untyped, subscribe('e@example.com')])).toEqual([
      [{ value: true }],
      [{ email: 'e@example.com' }],
    ]);
    expect(await write([untyped, count('e@example.com')])).toEqual([[{ value: true }], [{ n: 1 }]]);
    // PREPARE failed with 42P18 once; the statements after it in the unit were prepared on the retry.
    expect(await preparedCount()).toBe(2);
  });

  it('runs a unit with binary data statement by statement, in one transaction', async () => {
    const binary = sql<{ size: number }>`select length(${Buffer.from('abc')}::bytea) as size`.compile(db);
    expect(await write([binary, subscribe('f@example.com')])).toEqual([
      [{ size: 3 }],
      [{ email: 'f@example.com' }],
    ]);
    await expect(
      write([subscribe('g@example.com'), binary, subscribe('h@example.com', 'a@example.com')]),
    ).rejects.toMatchObject({
      code: '23505',
    });
    expect(await stored('g@example.com')).toBe(0);
  });
});

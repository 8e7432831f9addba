import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../testing/databases';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './index';

const subscriber = (email: string) => ({
  id: email,
  email,
  is_active: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

// SQLite files read in a thread of their own, `:memory:` on the server's connection, PostgreSQL
// from the pool: each answers what was committed, runs beside the server's own reads, and a
// failing read is refused with the database's message without stopping the next.
const kinds = [...dialects, 'memory'] as const;

describe.each(kinds)('a read run beside the server’s connection (%s)', (kind) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (kind === 'memory') {
      handle = openDatabase({ dialect: 'sqlite', filename: ':memory:' });
      await migrateToLatest(handle.db);
      cleanup = () => handle.close();
    } else {
      const database: TestDatabase = await createTestDatabase(kind);
      handle = database.handle;
      cleanup = () => database.drop();
    }
    await handle.write(
      ['a@example.com', 'b@example.com', 'c@example.com'].map((email) =>
        handle.db.insertInto('newsletter_subscriptions').values(subscriber(email)).compile(),
      ),
    );
  });
  afterAll(() => cleanup());

  const emailsAfter = (email: string) =>
    handle.db
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', '>', email)
      .orderBy('email')
      .compile();

  it('answers the committed rows, two reads at once each with its own', async () => {
    const [aside, own, second] = await Promise.all([
      handle.readAside(emailsAfter('a@example.com')),
      handle.db.selectFrom('newsletter_subscriptions').select('email').orderBy('email').execute(),
      handle.readAside(emailsAfter('b@example.com')),
    ]);
    expect(aside).toEqual([{ email: 'b@example.com' }, { email: 'c@example.com' }]);
    expect(own.map((row) => row.email)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(second).toEqual([{ email: 'c@example.com' }]);
  });

  it('sees a write once it is committed', async () => {
    await handle.write([
      handle.db.insertInto('newsletter_subscriptions').values(subscriber('d@example.com')).compile(),
    ]);
    expect(await handle.readAside(emailsAfter('c@example.com'))).toEqual([{ email: 'd@example.com' }]);
  });

  it('refuses a failing read with the database’s message, and reads on after it', async () => {
    await expect(handle.readAside(sql`select * from no_such_table`.compile(handle.db))).rejects.toThrow(
      /no_such_table/,
    );
    expect(await handle.readAside(emailsAfter('c@example.com'))).toEqual([{ email: 'd@example.com' }]);
  });
});

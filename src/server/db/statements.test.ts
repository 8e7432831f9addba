import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './index';
import { insertRow } from './statements';

describe('insertRow', () => {
  let directory: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'statements-'));
    handle = openDatabase({ dialect: 'sqlite', filename: join(directory, 'app.db') });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const row = (email: string) => ({
    id: email,
    email,
    is_active: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });

  it("gives Kysely's SQL and parameters, the first time and from the cache after", () => {
    const kysely = handle.db.insertInto('newsletter_subscriptions').values(row('a@example.com')).compile();
    const first = insertRow(handle.db, 'newsletter_subscriptions', row('a@example.com'));
    const second = insertRow(handle.db, 'newsletter_subscriptions', row('b@example.com'));
    expect(first.sql).toBe(kysely.sql);
    expect(second.sql).toBe(kysely.sql);
    expect(second.parameters).toEqual([
      'b@example.com',
      'b@example.com',
      1,
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
  });

  it('keeps the columns in the order of the row, per set of columns', () => {
    const reordered = insertRow(handle.db, 'newsletter_subscriptions', {
      email: 'c@example.com',
      id: 'c',
      is_active: 0,
      created_at: 'x',
      updated_at: 'y',
    });
    expect(reordered.sql).toContain('("email", "id", "is_active", "created_at", "updated_at")');
    expect(reordered.parameters).toEqual(['c@example.com', 'c', 0, 'x', 'y']);
  });

  it('compiles a row with a value that is SQL each time, however many parameters that SQL has', () => {
    // The expression has one parameter and stands for one column, so the counts alone would match.
    const lookedUp = (email: string) => ({
      ...row(email),
      id: sql<string>`(select ${`id-of-${email}`})`,
    });
    const first = insertRow(handle.db, 'newsletter_subscriptions', lookedUp('e@example.com'));
    const second = insertRow(handle.db, 'newsletter_subscriptions', lookedUp('f@example.com'));
    expect(first.sql).toContain('(select ?)');
    expect(second.parameters).toEqual([
      'id-of-f@example.com',
      'f@example.com',
      1,
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    // And a plain row of the same columns after it still gets plain parameters.
    expect(insertRow(handle.db, 'newsletter_subscriptions', row('g@example.com')).parameters[0]).toBe(
      'g@example.com',
    );
  });

  it('stores rows through the writer', async () => {
    await handle.write([insertRow(handle.db, 'newsletter_subscriptions', row('d@example.com'))]);
    const stored = await handle.db
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', '=', 'd@example.com')
      .execute();
    expect(stored).toEqual([{ email: 'd@example.com' }]);
  });
});

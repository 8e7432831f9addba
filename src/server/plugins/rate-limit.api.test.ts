import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/app';
import { dialects } from '../testing/databases';
import { validConsultation, validQuote } from '../testing/enquiry-fixtures';

/**
 * Rate-limit counters in the database (issue 10): two apps on one database count one client's
 * requests together, each route on its own, each client on its own.
 */

describe.each(dialects)('rate limits kept in the database (%s)', (dialect) => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // One clock for both, in the middle of a minute: every count here falls in one window.
    const now = () => new Date('2026-11-25T10:00:30.000Z');
    first = await createTestApp(dialect, {
      env: { RATE_LIMIT_PUBLIC_POST: '3', RATE_LIMIT_STORE: 'database' },
      now,
    });
    second = await buildApp({ config: first.config, database: first.database.handle, now });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const post = (app: typeof second, url: string, body: unknown, ip: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });

  it('counts one client across both servers, per route and per client', async () => {
    const apps = [first.app, second, first.app, second];
    const statuses: number[] = [];
    for (const app of apps)
      statuses.push(
        (await post(app, '/api/consultation-requests', validConsultation, '10.99.0.1')).statusCode,
      );
    // 3 a minute: the 4th, on whichever server, is refused.
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await post(first.app, '/api/consultation-requests', validConsultation, '10.99.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBeTruthy();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another route, and another client, have their own counts.
    expect((await post(second, '/api/quote-requests', validQuote, '10.99.0.1')).statusCode).toBe(201);
    expect(
      (await post(second, '/api/consultation-requests', validConsultation, '10.99.0.2')).statusCode,
    ).toBe(201);
  });

  it('counts requests that arrive at the same moment', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(
          index % 2 ? second : first.app,
          '/api/consultation-requests',
          validConsultation,
          '10.99.0.3',
        ).then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('counts each of many requests that come together to one server, one number each', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(first.app, '/api/consultation-requests', validConsultation, '10.99.0.4').then(
          (response) => response.statusCode,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    const rows = await first.database.handle.db
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('key', 'like', '%10.99.0.4')
      .execute();
    expect(rows.map((row) => Number(row.count))).toEqual([20]);
  });
});

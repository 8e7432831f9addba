import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';

describe.each(dialects)('GET /api/health (%s)', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reports the database reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable', dialect });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in the error shape once the database is gone', async () => {
    const other = await createTestApp(dialect);
    await other.database.handle.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable.' },
    });
    await other.app.close();
    await other.database.drop().catch(() => {});
  });
});

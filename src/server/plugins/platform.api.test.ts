import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBodyLimit } from '../app';
import { createTestApp, type TestApp } from '../testing/app';
import { dialects } from '../testing/databases';

/**
 * The rules every endpoint inherits, proven on one example endpoint (the newsletter) against
 * each database: the error shape, body limit, content-type check, rate limit, redacted logs,
 * security headers and the API's 404.
 */

const url = '/api/newsletter-subscriptions';

describe.each(dialects)('platform rules (%s)', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { env: { RATE_LIMIT_PUBLIC_POST: '5' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  // Each test sends from its own address so the rate limit of one does not leak into another.
  const from = (n: number) => `10.0.0.${n}`;

  it('answers a body over 64 KiB with 413 in the error shape', async () => {
    const payload = JSON.stringify({ email: 'big@example.com', padding: 'x'.repeat(defaultBodyLimit) });
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
      remoteAddress: from(1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
    });
  });

  it.each([
    ['text/plain', 'email=a@example.com'],
    ['application/x-www-form-urlencoded', 'email=a%40example.com'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--',
    ],
  ])('answers a %s body with 415', async (contentType, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: from(2),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['broken JSON', '{"email": "a@example.com"'],
    ['an empty body', ''],
  ])('answers %s with 400', async (_label, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
      remoteAddress: from(3),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_JSON');
  });

  it('refuses prototype pollution in JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload: '{"email":"a@example.com","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
      remoteAddress: from(4),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeDefined();
  });

  it('limits each IP to the configured posts a minute, then answers 429 with Retry-After', async () => {
    const post = (ip: string, n: number) =>
      testApp.app.inject({
        method: 'POST',
        url,
        payload: { email: `limit${n}@example.com` },
        remoteAddress: ip,
      });
    for (let n = 0; n < 5; n++) expect((await post(from(10), n)).statusCode).toBe(201);
    const limited = await post(from(10), 5);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds/),
      },
    });
    // Another visitor is not affected.
    expect((await post(from(11), 6)).statusCode).toBe(201);
    // Reads are not limited.
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/health', remoteAddress: from(10) })).statusCode,
    ).toBe(200);
  });

  it('logs each request without the e-mail, query string or IP address (phones: enquiries tests)', async () => {
    testApp.clearLogs();
    await testApp.app.inject({
      method: 'POST',
      url: `${url}?email=query-secret@example.com`,
      payload: { email: 'secret-reader@example.com' },
      remoteAddress: '192.0.2.77',
    });
    await testApp.app.inject({
      method: 'POST',
      url,
      payload: { email: 'not valid secret-invalid@example.com' },
      remoteAddress: '192.0.2.77',
    });
    const text = testApp.rawLogs.join('\n');
    expect(testApp.logs.filter((line) => line.msg === 'request completed')).toHaveLength(2);
    expect(testApp.logs[0]).toMatchObject({ req: { method: 'POST', path: url }, res: { statusCode: 201 } });
    for (const secret of ['secret-reader', 'query-secret', 'secret-invalid', '192.0.2.77']) {
      expect(text).not.toContain(secret);
    }
  });

  it('sets the security headers on API answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/api/no-such-thing?x=1',
        remoteAddress: from(20),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No endpoint at ${method} /api/no-such-thing.` },
      });
    }
  });
});

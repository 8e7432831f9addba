import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';

const url = '/api/newsletter-subscriptions';

describe.each(dialects)('POST /api/newsletter-subscriptions (%s)', (dialect) => {
  let testApp: TestApp;
  const fixedNow = new Date('2026-03-01T08:30:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => fixedNow });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const rows = () => testApp.database.handle.db.selectFrom('newsletter_subscriptions').selectAll().execute();

  it('stores a new address trimmed and lower-cased and answers 201', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload: { email: '  Reader@Example.COM ' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'reader@example.com',
      isActive: true,
      createdAt: '2026-03-01T08:30:00.000Z',
    });
    expect(await rows()).toEqual([
      {
        id: body.id,
        email: 'reader@example.com',
        is_active: 1,
        created_at: '2026-03-01T08:30:00.000Z',
        updated_at: '2026-03-01T08:30:00.000Z',
        client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('subscribing again in any case is not an error and stores one row', async () => {
    const first = await testApp.app.inject({ method: 'POST', url, payload: { email: 'twice@example.com' } });
    const second = await testApp.app.inject({
      method: 'POST',
      url,
      payload: { email: 'TWICE@example.com ' },
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect((await rows()).filter((row) => row.email === 'twice@example.com')).toHaveLength(1);
  });

  it('stores one row when the same address arrives many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        testApp.app.inject({ method: 'POST', url, payload: { email: 'race@example.com' } }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 201)).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect((await rows()).filter((row) => row.email === 'race@example.com')).toHaveLength(1);
  });

  it('switches a deactivated subscription back on', async () => {
    await testApp.app.inject({ method: 'POST', url, payload: { email: 'back@example.com' } });
    await testApp.database.handle.db
      .updateTable('newsletter_subscriptions')
      .set({ is_active: 0 })
      .where('email', '=', 'back@example.com')
      .execute();
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload: { email: 'back@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().isActive).toBe(true);
  });

  it.each([
    ['a missing e-mail', {}],
    ['an address without @', { email: 'not-an-address' }],
    ['a number', { email: 42 }],
    ['an empty string', { email: '   ' }],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_label, payload) => {
    const before = (await rows()).length;
    const response = await testApp.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'email: Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    expect((await rows()).length).toBe(before);
  });
});

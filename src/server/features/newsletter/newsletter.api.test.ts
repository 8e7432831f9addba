import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../plugins/tokens';
import { signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { queueNewsletter } from './dispatch';

const url = '/api/newsletter-subscriptions';

describe.each(dialects)('the newsletter: double opt-in and unsubscribing (%s)', (dialect) => {
  let testApp: TestApp;
  let now = new Date('2026-03-01T08:30:00.000Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => now });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.handle.db;
  const row = (email: string) =>
    db()
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const confirmations = async (email: string) =>
    (
      await db()
        .selectFrom('outbox_messages')
        .select(['content', 'to_address', 'enquiry_id'])
        .where('enquiry_type', '=', 'newsletter-confirmation')
        .where('to_address', '=', email)
        .orderBy('created_at')
        .execute()
    ).map((message) => ({ ...message, link: (JSON.parse(message.content) as { link: string }).link }));
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
  const subscribe = (email: string) => testApp.app.inject({ method: 'POST', url, payload: { email } });
  const confirm = (token: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });

  it('keeps a new address pending and e-mails it a confirmation link; the link confirms it', async () => {
    const response = await subscribe('  Reader@Example.COM ');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'reader@example.com',
      isActive: false,
      status: 'pending',
      createdAt: '2026-03-01T08:30:00.000Z',
    });
    const [message, ...more] = await confirmations('reader@example.com');
    expect(more).toEqual([]);
    expect(message?.enquiry_id).toBe(body.id);
    expect(message?.link).toMatch(/^http:\/\/localhost:\d+\/newsletter\/confirm\?token=[\w-]{43}$/);
    const token = tokenOf(message?.link as string);
    // Only the token's hash is kept on the subscription.
    expect(await row('reader@example.com')).toMatchObject({
      status: 'pending',
      is_active: 0,
      confirm_token_hash: hashToken(token),
      confirm_sent_at: '2026-03-01T08:30:00.000Z',
      confirmed_at: null,
    });

    later(3600);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'active', email: 'reader@example.com' });
    expect(await row('reader@example.com')).toMatchObject({
      status: 'active',
      is_active: 1,
      confirmed_at: '2026-03-01T09:30:00.000Z',
    });
    // Twice is fine, even after the 7 days.
    later(8 * 24 * 3600);
    expect((await confirm(token)).json()).toEqual({ status: 'active', email: 'reader@example.com' });
    // Subscribing an active address again changes nothing and sends nothing.
    const again = await subscribe('reader@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'active', isActive: true });
    expect(await confirmations('reader@example.com')).toHaveLength(1);
  });

  it('sends at most one confirmation a minute; a new one replaces the link before it', async () => {
    await subscribe('twice@example.com');
    const second = await subscribe('TWICE@example.com ');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ status: 'pending' });
    expect(await confirmations('twice@example.com')).toHaveLength(1);
    later(61);
    await subscribe('twice@example.com');
    const [first, renewed] = await confirmations('twice@example.com');
    expect(renewed).toBeDefined();
    expect((await confirm(tokenOf(first?.link as string))).statusCode).toBe(404);
    expect((await confirm(tokenOf(renewed?.link as string))).statusCode).toBe(200);
  });

  it('stores one row and sends one e-mail when the same address arrives many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe('race@example.com')));
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 201)).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const rows = await db()
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('email', '=', 'race@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await confirmations('race@example.com')).toHaveLength(1);
  });

  it('answers 410 to a link older than 7 days, and subscribing again sends a new one', async () => {
    await subscribe('slow@example.com');
    const [old] = await confirmations('slow@example.com');
    later(7 * 24 * 3600 + 1);
    const expired = await confirm(tokenOf(old?.link as string));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      error: {
        code: 'GONE',
        message: 'This confirmation link is older than 7 days. Subscribe again below to get a new one.',
      },
    });
    expect(await row('slow@example.com')).toMatchObject({ status: 'pending', is_active: 0 });
    await subscribe('slow@example.com');
    const [, fresh] = await confirmations('slow@example.com');
    expect((await confirm(tokenOf(fresh?.link as string))).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', { token: 'not-a-token' }, 404],
    ['no token', {}, 400],
    ['a number', { token: 42 }, 400],
  ])('refuses %s', async (_label, payload, status) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload });
    expect(response.statusCode).toBe(status);
    if (status === 400) expect(response.json().error.fields).toHaveProperty('token');
    else
      expect(response.json().error.message).toBe(
        'This confirmation link is not valid. Subscribe again below to get a new one.',
      );
  });

  /** The unsubscribe link of the copy a newsletter sent now gives the (confirmed) address. */
  async function unsubscribeLinkOf(email: string): Promise<string> {
    const id = randomUUID();
    const stamp = now.toISOString();
    await db()
      .insertInto('newsletters')
      .values({
        id,
        subject: 'News',
        preview_text: '',
        body_markdown: 'Hello',
        workshops: 0,
        feature: null,
        status: 'scheduled',
        send_at: stamp,
        claim: null,
        claimed_until: null,
        queued_at: null,
        created_by: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await queueNewsletter(testApp.database.handle, id, now, 1000);
    // No SMTP here: the copy stays in the outbox with its content.
    const copy = await db()
      .selectFrom('outbox_messages')
      .select('content')
      .where('enquiry_type', '=', 'newsletter')
      .where('enquiry_id', '=', id)
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    return `/api/newsletter/unsubscribe?token=${(JSON.parse(copy.content) as { unsubscribeToken: string }).unsubscribeToken}`;
  }

  it('unsubscribes with one POST as mail programs send it (RFC 8058): no cookie, no confirmation', async () => {
    await subscribe('leaving@example.com');
    const [message] = await confirmations('leaving@example.com');
    await confirm(tokenOf(message?.link as string));
    const link = await unsubscribeLinkOf('leaving@example.com');
    const response = await testApp.app.inject({
      method: 'POST',
      url: link,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'unsubscribed', email: 'leaving@example.com' });
    const stopped = await row('leaving@example.com');
    expect(stopped).toMatchObject({
      status: 'unsubscribed',
      is_active: 0,
      unsubscribed_at: now.toISOString(),
      confirm_token_hash: null,
    });
    // A second time (the page's button posts JSON, a mail program may post multipart) changes nothing.
    later(60);
    const again = await testApp.app.inject({ method: 'POST', url: link, payload: {} });
    expect(again.statusCode).toBe(200);
    const multipart = await testApp.app.inject({
      method: 'POST',
      url: link,
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(multipart.statusCode).toBe(200);
    expect((await row('leaving@example.com')).unsubscribed_at).toBe(stopped.unsubscribed_at);
    // The old confirmation link does not subscribe them again.
    expect((await confirm(tokenOf(message?.link as string))).statusCode).toBe(404);
    // Subscribing again is double opt-in again.
    const back = await subscribe('leaving@example.com');
    expect(back.json()).toMatchObject({ status: 'pending', isActive: false });
    expect(await confirmations('leaving@example.com')).toHaveLength(2);
  });

  it('sends a browser that opens the link to the page, which asks before it unsubscribes', async () => {
    await subscribe('browser@example.com');
    const [message] = await confirmations('browser@example.com');
    await confirm(tokenOf(message?.link as string));
    const link = await unsubscribeLinkOf('browser@example.com');
    const response = await testApp.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/newsletter/unsubscribe?token=${new URL(link, 'http://x').searchParams.get('token')}`,
    );
    expect(await row('browser@example.com')).toMatchObject({ status: 'active' });
  });

  it.each([
    ['an unknown token', '/api/newsletter/unsubscribe?token=nope', 404],
    ['no token', '/api/newsletter/unsubscribe', 400],
  ])('refuses %s to unsubscribe', async (_label, path, status) => {
    const response = await testApp.app.inject({ method: 'POST', url: path, payload: {} });
    expect(response.statusCode).toBe(status);
    if (status === 400) expect(response.json().error.fields).toHaveProperty('token');
    else
      expect(response.json().error.message).toBe(
        'This unsubscribe link is not valid. Reply to any of our e-mails and we will take you off the list.',
      );
  });

  it('lists each subscriber’s status for the adviser, with when they confirmed or left', async () => {
    const admin = await signInAdmin(testApp);
    const list = await admin.request({ method: 'GET', url: '/api/newsletter-subscriptions?q=leaving' });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        email: 'leaving@example.com',
        status: 'pending',
        isActive: false,
        unsubscribedAt: expect.any(String),
      }),
    ]);
  });

  it.each([
    ['a missing e-mail', {}],
    ['an address without @', { email: 'not-an-address' }],
    ['a number', { email: 42 }],
    ['an empty string', { email: '   ' }],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_label, payload) => {
    const before = await db().selectFrom('newsletter_subscriptions').select('id').execute();
    const response = await testApp.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'email: Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    expect(await db().selectFrom('newsletter_subscriptions').select('id').execute()).toHaveLength(
      before.length,
    );
  });
});

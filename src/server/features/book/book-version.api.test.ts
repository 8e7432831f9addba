import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyCreateInput } from '../../../shared/book';
import { bookVersion } from '../../db/policy-history-repository';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, secondServer, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';

/**
 * The commissions report keeps what it read of the book while the book's version stands (issue 56):
 * the version moves with every change to a policy, its status or its statements, whoever makes it (the API, an
 * import, a second server on the same database), so the report is never a change behind.
 */
describe.each(dialects)('the book’s version and the commissions report (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  const clock = new Date('2026-11-25T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  const send = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
    admin.request({ method, url, headers: json, payload: JSON.stringify(body) });
  const expected = async () => {
    const report = await admin.request({
      method: 'GET',
      url: '/api/admin/commissions?from=2026-10&to=2026-10',
    });
    expect(report.statusCode, report.body).toBe(200);
    return report.json().total.expectedCents as number;
  };
  const version = () => bookVersion(testApp.database.handle.db);

  it('moves on with every change to a policy or its status, and the report follows at once', async () => {
    const client = await clientByEnquiry(testApp, 'Version Client');
    const policy: PolicyCreateInput = {
      clientId: client,
      insurer: 'Sanlam Namibia',
      product: 'life',
      policyNumber: 'SN-VERSION-1',
      status: 'in-force',
      startDate: '2024-01-15',
      premiumCents: 40_000,
      premiumFrequency: 'monthly',
      coverCents: 100_000_000,
      commission: { ongoingPercent: 5 },
    };
    const before = await version();
    expect(await expected()).toBe(0);
    const created = await send('POST', '/api/admin/policies', policy);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(await version()).not.toBe(before);
    // 5 % of N$ 400.00 a month: 2,000 cents in October 2026.
    expect(await expected()).toBe(2_000);

    // A change of premium: 5 % of N$ 600.00 is 3,000.
    const changed = await send('PATCH', `/api/admin/policies/${id}`, { premiumCents: 60_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await expected()).toBe(3_000);

    // A lapse dated before October: nothing expected in October.
    const lapsed = await send('PATCH', `/api/admin/policies/${id}`, {
      status: 'lapsed',
      statusDate: '2026-09-01',
    });
    expect(lapsed.statusCode, lapsed.body).toBe(200);
    expect(await expected()).toBe(0);

    // Another server on the same database changes it back: this one's report follows.
    const other = await secondServer(testApp, () => clock);
    try {
      const login = await other.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { ...json, origin: new URL(testApp.config.site.siteUrl).origin },
        payload: JSON.stringify({ email: 'adviser@example.com', password: 'correct horse battery staple' }),
      });
      const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
      const reinstated = await other.app.inject({
        method: 'PATCH',
        url: `/api/admin/policies/${id}`,
        headers: { ...json, cookie, origin: new URL(testApp.config.site.siteUrl).origin },
        payload: JSON.stringify({ status: 'in-force', statusDate: '2026-09-15' }),
      });
      expect(reinstated.statusCode, reinstated.body).toBe(200);
    } finally {
      await other.close();
    }
    expect(await expected()).toBe(3_000);

    // Written straight to the database (an import's unit, a restore): the version moves all the same.
    const straight = await version();
    await testApp.database.handle.db
      .updateTable('policies')
      .set({ premium_cents: 20_000 })
      .where('id', '=', id)
      .execute();
    expect(await version()).not.toBe(straight);
    expect(await expected()).toBe(1_000);

    // A statement: the report's received follows too.
    const received = async () =>
      (await admin.request({ method: 'GET', url: '/api/admin/commissions?from=2026-10&to=2026-10' })).json()
        .total.receivedCents as number;
    expect(await received()).toBe(0);
    const entered = await send('POST', `/api/admin/policies/${id}/commissions`, {
      month: '2026-10',
      amountCents: 1_000,
    });
    expect(entered.statusCode, entered.body).toBe(201);
    expect(await received()).toBe(1_000);
  });
});

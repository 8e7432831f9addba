import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/audit';
import { type AdminClient, signInAdmin, testAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { saveAccount } from './index';

/**
 * The audit log, readable (issue 21): who did what to which record and when, filtered by account,
 * action, record and Windhoek dates, paged, and as CSV; sign-ins with their IP address and browser.
 */

let clock = new Date('2026-11-23T08:00:00.000Z');
const browser = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';

describe.each(dialects)('the audit log (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    clock = new Date('2026-11-23T07:59:00.000Z');
    testApp = await createTestApp(dialect, { now: () => clock });
    await saveAccount(testApp.database.handle, { ...testAdmin, mode: 'create', by: 'test' }, clock);
    clock = new Date('2026-11-23T08:00:00.000Z');
    admin = await signInAdmin(testApp);
    // A failed sign-in from another address and browser.
    await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: admin.origin, 'content-type': 'application/json', 'user-agent': browser },
      remoteAddress: '10.1.2.3',
      payload: JSON.stringify({ email: testAdmin.email, password: 'wrong password here' }),
    });
    // The next day in Windhoek (23 November 22:30 UTC is the 24th there): signed in again, and
    // from that browser a minute later.
    clock = new Date('2026-11-23T22:30:00.000Z');
    admin = await signInAdmin(testApp);
    clock = new Date('2026-11-23T22:31:00.000Z');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: admin.origin, 'content-type': 'application/json', 'user-agent': browser },
      remoteAddress: '10.1.2.3',
      payload: JSON.stringify(testAdmin),
    });
    // Later again, so the order newest first does not hang on equal times.
    clock = new Date('2026-11-23T22:32:00.000Z');
    for (let index = 0; index < 55; index++) {
      await admin.request({
        method: 'POST',
        url: '/api/admin/booking/blocks',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          startsAt: `2026-12-${String(1 + (index % 28)).padStart(2, '0')}T08:00:00+02:00`,
          endsAt: `2026-12-${String(1 + (index % 28)).padStart(2, '0')}T09:00:00+02:00`,
          reason: `Block ${index}`,
        }),
      });
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  const read = async (query: string) => {
    const response = await admin.request({ method: 'GET', url: `/api/admin/audit?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  };

  it('lists newest first, 50 a page, with the filters it offers', async () => {
    const first = await read('');
    // The account made for the test, a sign-in, a failed one, two more sign-ins, 55 blocked times.
    expect(first.total).toBe(60);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.action).toBe('create');
    expect(first.accounts).toEqual([testAdmin.email]);
    expect(first.actions).toEqual(['account-created', 'create', 'sign-in', 'sign-in-failed']);
    const second = await read('page=2');
    expect(second.items).toHaveLength(10);
    expect(second.items.at(-1)?.action).toBe('account-created');
  });

  it('shows sign-ins with the IP address and browser, and filters by action, account, record and dates', async () => {
    const signIns = await read('action=sign-in');
    expect(signIns.items.map((item) => [item.ip, item.details.browser])).toEqual([
      ['10.1.2.3', browser],
      ['127.0.0.1', expect.any(String)],
      ['127.0.0.1', expect.any(String)],
    ]);
    const failed = await read('action=sign-in-failed');
    expect(failed.items).toEqual([
      expect.objectContaining({
        account: testAdmin.email,
        ip: '10.1.2.3',
        details: { email: testAdmin.email, browser },
      }),
    ]);
    const byAccount = await read(`account=${encodeURIComponent(testAdmin.email)}`);
    const byNobody = await read('account=none');
    expect(byAccount.items.every((item) => item.account === testAdmin.email)).toBe(true);
    expect(byNobody.items.every((item) => item.account === null)).toBe(true);
    expect(byAccount.total + byNobody.total).toBe(60);
    expect(byAccount.total).toBeGreaterThanOrEqual(59);
    expect((await read('record=booking-block')).total).toBe(55);
    const one = (await read('record=booking-block')).items[0]!;
    expect((await read(`record=${one.entityId!.slice(0, 8)}`)).items.map((item) => item.entityId)).toContain(
      one.entityId,
    );
    // Windhoek dates: the account, the first sign-in and the failed one on 23 November, the rest on the 24th.
    expect((await read('from=2026-11-23&to=2026-11-23')).total).toBe(3);
    expect((await read('from=2026-11-24')).total).toBe(57);
    // A wildcard typed in the record filter is a character, not a pattern.
    expect((await read('record=%25')).total).toBe(0);
  });

  it('exports the filtered log as CSV, and refuses bad filters naming them', async () => {
    const csv = await admin.request({ method: 'GET', url: '/api/admin/audit.csv?action=sign-in' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"When (UTC)","Account","Action","Record type","Record id","Details","IP address"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('10.1.2.3');
    const bad = await admin.request({ method: 'GET', url: '/api/admin/audit?from=yesterday&page=0' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['from', 'page']);
  });
});

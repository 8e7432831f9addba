import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../shared/search';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';

/** Search from anywhere in the back office (issue 34), on both databases. */
describe.each(dialects)('GET /api/admin/search (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let maria = '';
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    admin = await signInAdmin(testApp);
    maria = await clientByEnquiry(testApp, 'Maria Shikongo');
    await clientByEnquiry(testApp, 'Johannes Nghipandulwa');
    const policy = await admin.request({
      method: 'POST',
      url: '/api/admin/policies',
      payload: {
        clientId: maria,
        insurer: 'Old Mutual Namibia',
        product: 'life',
        policyNumber: 'OM-LIFE-7731',
        status: 'in-force',
        startDate: '2025-03-01',
        premiumCents: 45_000,
        premiumFrequency: 'monthly',
      },
    });
    expect(policy.statusCode, policy.body).toBe(201);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const search = async (q: string) =>
    (
      await admin.request({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}` })
    ).json() as SearchResults;

  it('finds a client by name, e-mail and phone in another form, with their enquiry and policy', async () => {
    const byName = await search('shikongo');
    expect(byName.clients).toMatchObject({ total: 1, items: [{ id: maria, name: 'Maria Shikongo' }] });
    expect(byName.enquiries.items.map((item) => [item.name, item.clientId])).toEqual([
      ['Maria Shikongo', maria],
    ]);
    // Policies by number only: their client is in the clients' group.
    expect(byName.policies.items).toEqual([]);
    const client = (await admin.request({ method: 'GET', url: `/api/admin/clients/${maria}` })).json() as {
      email: string;
      phoneE164: string;
    };
    expect((await search(client.email)).clients.items.map((item) => item.id)).toEqual([maria]);
    // +264 81 760 1001 written as 081 760 1001.
    const local = `0${client.phoneE164.slice(4, 6)} ${client.phoneE164.slice(6, 9)} ${client.phoneE164.slice(9)}`;
    expect((await search(local)).clients.items.map((item) => item.id)).toEqual([maria]);
  });

  it('finds a policy by its number', async () => {
    const found = await search('om-life-7731');
    expect(found.policies).toMatchObject({
      total: 1,
      items: [{ policyNumber: 'OM-LIFE-7731', detail: 'Old Mutual Namibia, Life cover · Maria Shikongo' }],
    });
  });

  it('answers nothing for nothing, and refuses a search over 200 characters naming q', async () => {
    expect(await search('')).toEqual({
      q: '',
      clients: { items: [], total: 0 },
      policies: { items: [], total: 0 },
      enquiries: { items: [], total: 0 },
    });
    expect((await search('nobody-at-all-xyz')).clients.total).toBe(0);
    const long = await admin.request({ method: 'GET', url: `/api/admin/search?q=${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ q: 'Search for at most 200 characters' });
  });
});

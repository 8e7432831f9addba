import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyCreateInput } from '../../../shared/book';
import type { TodayAnswer } from '../../../shared/clients';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';

/**
 * Lapsed policies on Today (issue 59) on both databases: a policy that lapsed in the last 90 days
 * and is lapsed still is listed with the day it lapsed and the client's number; one lapsed longer
 * ago, or in force again, is not.
 */

// Sunday 6 December 2026, noon in Windhoek: 90 days back is 7 September.
const clock = new Date('2026-12-06T10:00:00.000Z');

describe.each(dialects)('lapsed policies on Today (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  let sequence = 0;
  /** A client with a funeral policy in force since 2025, lapsed on `lapsedOn` (and in force again on `back`). */
  async function lapsedPolicy(name: string, lapsedOn: string, back?: string) {
    sequence += 1;
    const clientId = await clientByEnquiry(testApp, name, { phone: `+264 81 590 ${1000 + sequence}` });
    const policy: PolicyCreateInput = {
      clientId,
      insurer: 'Old Mutual Namibia',
      product: 'funeral',
      policyNumber: `MO-${1000 + sequence}`,
      status: 'in-force',
      startDate: '2025-01-01',
      premiumCents: 25_000,
      premiumFrequency: 'monthly',
    };
    const created = await admin.request({ method: 'POST', url: '/api/admin/policies', payload: policy });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const change = (status: string, statusDate: string) =>
      admin.request({ method: 'PATCH', url: `/api/admin/policies/${id}`, payload: { status, statusDate } });
    expect((await change('lapsed', lapsedOn)).statusCode).toBe(200);
    if (back) expect((await change('in-force', back)).statusCode).toBe(200);
    return { clientId, policyNumber: policy.policyNumber };
  }
  const today = async (query = '') =>
    (await admin.request({ method: 'GET', url: `/api/admin/today${query}` })).json() as TodayAnswer;

  it('has none when no policy has lapsed', async () => {
    expect((await today()).lapses).toEqual([]);
  });

  it('lists the policies lapsed in the last 90 days, the latest first, with the client’s number', async () => {
    const november = await lapsedPolicy('Lapsed November', '2026-11-15');
    const september = await lapsedPolicy('Lapsed September', '2026-09-07');
    await lapsedPolicy('Lapsed August', '2026-09-06');
    await lapsedPolicy('Back In Force', '2026-11-01', '2026-11-20');

    const { lapses } = await today();
    expect(
      lapses.map(({ clientId, clientName, policy, lapsedOn }) => ({
        clientId,
        clientName,
        policy,
        lapsedOn,
      })),
    ).toEqual([
      {
        clientId: november.clientId,
        clientName: 'Lapsed November',
        policy: `Funeral cover with Old Mutual Namibia, ${november.policyNumber}`,
        lapsedOn: '2026-11-15',
      },
      {
        clientId: september.clientId,
        clientName: 'Lapsed September',
        policy: `Funeral cover with Old Mutual Namibia, ${september.policyNumber}`,
        lapsedOn: '2026-09-07',
      },
    ]);
    expect(lapses[0]?.phone).toBe('+264 81 590 1001');
    // Only the signed-in person's clients: nobody is responsible for these yet.
    expect((await today('?adviser=mine')).lapses).toEqual([]);
  });
});

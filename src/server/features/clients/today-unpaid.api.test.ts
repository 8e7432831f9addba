import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyCommission, PolicyCreateInput } from '../../../shared/book';
import { type TodayAnswer, unpaidPremiumsListed } from '../../../shared/clients';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';

/**
 * Unpaid premiums on Today (issue 59) on both databases: a policy in force whose insurer's latest
 * recent statement pays no commission the terms expect is listed with what was expected, the month
 * and the client's number; one paid, not expecting anything that month, not in force, or of an
 * insurer whose latest statement is old news is not. A statement entered later takes it off at
 * once; an assistant, who may not see commissions, gets none.
 */

// Monday 7 December 2026 in Windhoek: statements of September to November still count.
const clock = new Date('2026-12-07T08:00:00.000Z');

// N$ 500 a month with 5 % ongoing from month 13: 2,500 cents a month from March 2026 for a policy of March 2025.
const ongoing: PolicyCommission = { firstYearPercent: 75, firstYearPaid: 'upfront', ongoingPercent: 5 };
const upfrontOnly: PolicyCommission = { firstYearPercent: 75, firstYearPaid: 'upfront' };

describe.each(dialects)('unpaid premiums on Today (%s)', (dialect) => {
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
  async function policy(
    name: string,
    options: {
      insurer?: string;
      commission?: PolicyCommission;
      startDate?: string;
      premiumCents?: number;
      status?: 'lapsed';
    } = {},
  ) {
    sequence += 1;
    const clientId = await clientByEnquiry(testApp, name, { phone: `+264 81 591 ${1000 + sequence}` });
    const input: PolicyCreateInput = {
      clientId,
      insurer: options.insurer ?? 'Hollard Namibia',
      product: 'life',
      policyNumber: `HL-${1000 + sequence}`,
      status: 'in-force',
      startDate: options.startDate ?? '2025-03-01',
      premiumCents: options.premiumCents ?? 50_000,
      premiumFrequency: 'monthly',
      commission: options.commission ?? ongoing,
    };
    const created = await admin.request({ method: 'POST', url: '/api/admin/policies', payload: input });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    if (options.status === 'lapsed') {
      const lapsed = await admin.request({
        method: 'PATCH',
        url: `/api/admin/policies/${id}`,
        payload: { status: 'lapsed', statusDate: '2026-10-15' },
      });
      expect(lapsed.statusCode).toBe(200);
    }
    return { id, clientId, policyNumber: input.policyNumber };
  }
  async function statement(policyId: string, month: string, amountCents: number) {
    const entered = await admin.request({
      method: 'POST',
      url: `/api/admin/policies/${policyId}/commissions`,
      payload: { month, amountCents },
    });
    expect(entered.statusCode, entered.body).toBe(201);
  }
  const today = async (client: AdminClient = admin, query = '') =>
    (await client.request({ method: 'GET', url: `/api/admin/today${query}` })).json() as TodayAnswer;

  it('has none before any statement', async () => {
    await policy('Before Statements');
    const answer = await today();
    expect(answer.unpaidPremiums).toEqual([]);
    expect(answer.unpaidPremiumsTotal).toBe(0);
  });

  it('lists the policies the latest statement pays nothing for, the most expected first', async () => {
    const paid = await policy('Paid Client');
    const unpaid = await policy('Unpaid Client');
    const takenBack = await policy('Taken Back Client');
    // N$ 1,000 a month: 5 % = 5,000 cents expected.
    const larger = await policy('Larger Premium Client', { premiumCents: 100_000 });
    await policy('Upfront Only Client', { commission: upfrontOnly });
    await policy('Lapsed Client', { status: 'lapsed' });
    await policy('Started Later Client', { startDate: '2026-12-01' });
    // Another insurer, whose latest statement is August's: older news than the day's.
    const oldNews = await policy('Old News Client', { insurer: 'Sanlam Namibia' });
    await policy('Old News Other', { insurer: 'Sanlam Namibia' });
    await statement(oldNews.id, '2026-08', 2_500);
    // October's statement paid the unpaid one; November's (the latest) does not.
    await statement(unpaid.id, '2026-10', 2_500);
    await statement(paid.id, '2026-11', 2_500);
    await statement(takenBack.id, '2026-11', -2_500);

    const answer = await today();
    expect(
      answer.unpaidPremiums.map(
        ({ clientId, clientName, policy, insurer, month, expectedCents, receivedCents }) => ({
          clientId,
          clientName,
          policy,
          insurer,
          month,
          expectedCents,
          receivedCents,
        }),
      ),
    ).toEqual([
      {
        clientId: larger.clientId,
        clientName: 'Larger Premium Client',
        policy: `Life cover with Hollard Namibia, ${larger.policyNumber}`,
        insurer: 'Hollard Namibia',
        month: '2026-11',
        expectedCents: 5_000,
        receivedCents: null,
      },
      // Three of N$ 500 a month (the first test's policy too), in the order of their ids: as a set below.
      expect.objectContaining({ month: '2026-11', expectedCents: 2_500 }),
      expect.objectContaining({ month: '2026-11', expectedCents: 2_500 }),
      expect.objectContaining({ month: '2026-11', expectedCents: 2_500 }),
    ]);
    expect(new Set(answer.unpaidPremiums.slice(1).map((item) => item.clientName))).toEqual(
      new Set(['Before Statements', 'Unpaid Client', 'Taken Back Client']),
    );
    expect(answer.unpaidPremiums.find((item) => item.clientName === 'Taken Back Client')?.receivedCents).toBe(
      -2_500,
    );
    expect(answer.unpaidPremiumsTotal).toBe(4);
    expect(answer.unpaidPremiums.find((item) => item.clientId === unpaid.clientId)?.phone).toMatch(
      /^\+264 81 591 \d{4}$/,
    );
    // Only the signed-in person's clients: nobody is responsible for these yet.
    const mine = await today(admin, '?adviser=mine');
    expect(mine.unpaidPremiums).toEqual([]);
    expect(mine.unpaidPremiumsTotal).toBe(0);
  });

  it('takes a policy off once a statement pays it, and puts a newer statement’s gaps on', async () => {
    const before = await today();
    const unpaid = before.unpaidPremiums.find((item) => item.clientName === 'Unpaid Client');
    expect(unpaid).toBeDefined();
    await statement(unpaid?.policyId ?? '', '2026-11', 2_500);
    const after = await today();
    expect(after.unpaidPremiums.map((item) => item.clientName)).not.toContain('Unpaid Client');
    expect(after.unpaidPremiumsTotal).toBe(3);

    // December's statement pays one policy: December is now Hollard's latest, and every other
    // policy of theirs expecting commission in December is on it unpaid.
    const larger = before.unpaidPremiums[0];
    await statement(larger?.policyId ?? '', '2026-12', 5_000);
    const december = await today();
    expect(december.unpaidPremiums.every((item) => item.month === '2026-12')).toBe(true);
    expect(december.unpaidPremiums.map((item) => item.clientName)).not.toContain('Larger Premium Client');
    // The policy started on 1 December: its up-front first-year commission (75 % of 12 x 50,000).
    expect(december.unpaidPremiums[0]).toMatchObject({
      clientName: 'Started Later Client',
      expectedCents: 450_000,
    });
  });

  it('lists the 25 most expected and counts every one', async () => {
    const before = (await today()).unpaidPremiumsTotal;
    // 27 policies of another insurer; November's statement pays the first only.
    const made = [];
    for (let index = 0; index < 27; index++)
      made.push(await policy(`Bulk Client ${index}`, { insurer: 'Capricorn Life' }));
    await statement(made[0]?.id ?? '', '2026-11', 2_500);
    const answer = await today();
    expect(answer.unpaidPremiumsTotal).toBe(before + 26);
    expect(answer.unpaidPremiums).toHaveLength(unpaidPremiumsListed);
  });

  it('gives an assistant none: they are read off the commission statements', async () => {
    const assistant = await signInAdmin(testApp, {
      email: 'assistant@example.com',
      password: 'assistant-password-1234',
      role: 'assistant',
    });
    const answer = await today(assistant);
    expect(answer.unpaidPremiums).toEqual([]);
    expect(answer.unpaidPremiumsTotal).toBe(0);
    expect((await today()).unpaidPremiumsTotal).toBeGreaterThan(0);
  });
});

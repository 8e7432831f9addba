import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../../shared/household';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';

/**
 * The household page's data (issue 31) through HTTP on both databases: everyone linked to each
 * other (through others too), their policies, the combined monthly premium, cover by kind and the
 * birthdays and anniversaries of the coming year.
 */
describe.each(dialects)('a household (%s)', (dialect) => {
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
  const post = async (url: string, body: unknown) => {
    const answer = await admin.request({ method: 'POST', url, headers: json, payload: JSON.stringify(body) });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json();
  };
  const householdOf = async (clientId: string) => {
    const answer = await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/household` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Household;
  };
  const policy = (clientId: string, overrides: Record<string, unknown>) =>
    post('/api/admin/policies', {
      clientId,
      insurer: 'Old Mutual Namibia',
      product: 'life',
      policyNumber: `HH-${Math.random().toString(36).slice(2, 10)}`,
      status: 'in-force',
      startDate: '2024-03-15',
      premiumCents: 45_000,
      premiumFrequency: 'monthly',
      ...overrides,
    });

  it('shows everyone linked, their policies, the combined premium, cover by kind and the dates', async () => {
    const [maria, petrus, tuli, stranger] = [
      await clientByEnquiry(testApp, 'Maria Household'),
      await clientByEnquiry(testApp, 'Petrus Household'),
      await clientByEnquiry(testApp, 'Tuli Household'),
      await clientByEnquiry(testApp, 'Someone Else'),
    ];
    // Maria was born 1985-01-10; Tuli on 2012-12-02 (ID numbers start YYMMDD; these are made up).
    for (const [id, idNumber] of [
      [maria, '85011000123'],
      [tuli, '12120200456'],
    ] as const) {
      const changed = await admin.request({
        method: 'PATCH',
        url: `/api/admin/clients/${id}`,
        headers: json,
        payload: JSON.stringify({ idNumber }),
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    await post(`/api/admin/clients/${maria}/relations`, { otherClientId: petrus, relation: 'spouse' });
    // Tuli is linked to Petrus only: still in Maria's household, through him.
    await post(`/api/admin/clients/${petrus}/relations`, { otherClientId: tuli, relation: 'child' });

    const life = await policy(maria, { coverCents: 150_000_000 });
    await policy(petrus, {
      product: 'disability',
      premiumCents: 100_001,
      premiumFrequency: 'quarterly',
      coverCents: 80_000_000,
      startDate: '2025-11-25',
    });
    await policy(tuli, {
      product: 'funeral',
      premiumCents: 100_001,
      premiumFrequency: 'annually',
      coverCents: 3_000_000,
      startDate: '2023-06-01',
    });
    // Not in force: shown with its member, not counted.
    await policy(maria, { status: 'quoted', product: 'dread-disease', coverCents: 10_000_000 });
    await policy(stranger, { coverCents: 999_999_999 });

    const household = await householdOf(maria);
    expect(household.clientId).toBe(maria);
    expect(
      household.members.map(({ name, relation, dateOfBirth, policies }) => ({
        name,
        relation,
        dateOfBirth,
        policies: policies.length,
      })),
    ).toEqual([
      { name: 'Maria Household', relation: null, dateOfBirth: '1985-01-10', policies: 2 },
      { name: 'Petrus Household', relation: 'spouse', dateOfBirth: null, policies: 1 },
      { name: 'Tuli Household', relation: null, dateOfBirth: '2012-12-02', policies: 1 },
    ]);
    // 45,000 x 12 + 100,001 x 4 + 100,001 x 1 = 1,040,005 twelfths of a cent = 86,667.08 -> 86,667 cents.
    expect(household.totals).toEqual({
      inForceCount: 3,
      monthlyPremiumCents: 86_667,
      coverByKind: { life: 150_000_000, disability: 80_000_000, 'dread-disease': 0, funeral: 3_000_000 },
    });
    // Each member's yearly review too (issue 59), twelve months after their first policy in force
    // with none logged: Tuli's (funeral, 2023-06-01) and Maria's (life, 2024-03-15) overdue, first;
    // Petrus's (disability, 2025-11-25) due today.
    expect(household.dates.map((date) => [date.kind, date.on])).toEqual([
      ['review', '2024-06-01'],
      ['review', '2025-03-15'],
      ['policy-anniversary', '2026-11-25'],
      ['review', '2026-11-25'],
      ['birthday', '2026-12-02'],
      ['birthday', '2027-01-10'],
      ['policy-anniversary', '2027-03-15'],
      ['policy-anniversary', '2027-06-01'],
    ]);
    expect(
      household.dates.find((date) => date.kind === 'policy-anniversary' && date.on === '2027-03-15'),
    ).toMatchObject({ policyId: life.id, clientId: maria, years: 3 });

    // Seen from Tuli's side it is the same household, Tuli first, Petrus (a parent) next.
    const fromTuli = await householdOf(tuli);
    expect(fromTuli.members.map((member) => [member.name, member.relation])).toEqual([
      ['Tuli Household', null],
      ['Petrus Household', 'parent'],
      ['Maria Household', null],
    ]);
    expect(fromTuli.totals.monthlyPremiumCents).toBe(86_667);
    // The ID number itself is not in the answer.
    expect(JSON.stringify(household)).not.toContain('85011000123');
  });

  it('is the client alone when nobody is linked, and 404 for an unknown client', async () => {
    const alone = await clientByEnquiry(testApp, 'Alone Household');
    const household = await householdOf(alone);
    expect(household.members).toEqual([
      { clientId: alone, name: 'Alone Household', relation: null, dateOfBirth: null, policies: [] },
    ]);
    expect(household.totals.monthlyPremiumCents).toBe(0);
    expect(household.dates).toEqual([]);
    const missing = await admin.request({
      method: 'GET',
      url: '/api/admin/clients/00000000-0000-4000-8000-000000000000/household',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for the signed-in adviser only', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/admin/clients/x/household' });
    expect(anonymous.statusCode).toBe(401);
  });
});

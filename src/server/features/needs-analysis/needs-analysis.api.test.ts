import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';

/** The client needs analysis session (issue 9, DECISIONS D15) on each database. */

describe.each(dialects)('client needs analysis (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let address = 0;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (method: 'POST' | 'PATCH', url: string, body?: unknown) => {
    address += 1;
    return testApp.app.inject({
      method,
      url,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      remoteAddress: `10.12.${Math.floor(address / 250)}.${address % 250}`,
    });
  };
  const profile = {
    fullName: 'Test Visitor',
    email: 'Visitor@Example.com',
    phone: '081 000 0060',
    hasDependents: 'yes',
    dependentsCount: 3,
    monthlyIncomeRange: '20000-35000',
  };

  it('creates a session, saves every section, completes it with the server’s recommendations, then refuses changes', async () => {
    const created = await send('POST', '/api/client-needs-analysis', { clientProfile: profile });
    expect(created.statusCode, created.body).toBe(201);
    const { id, status } = created.json();
    expect(status).toBe('in_progress');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const sections: Record<string, unknown> = {
      housingAssets: {
        ownsHome: 'yes',
        mortgageBalance: 900000,
        vehicleCount: '2',
        vehicleFinanced: 'yes',
        vehicleLoanBalance: 120000,
      },
      incomeProtection: { isMainIncomeEarner: 'yes', hasDisabilityCover: 'no', familyImpact: 'struggle' },
      familyProtection: {
        hasLifeInsurance: 'no',
        familySurvivalDuration: '1-3-months',
        childrenEducationConcern: 'yes',
      },
      debtReview: {
        hasDebts: 'yes',
        totalDebtAmount: '100000-250000',
        hasArrears: 'no',
        debtStress: 'manageable',
      },
      savingsEmergency: { hasEmergencyFund: 'no' },
      retirementPlanning: { hasRetirementSavings: 'yes', monthlyContribution: '1000-2500' },
      affordabilityBudget: { monthlyIncome: 20000, essentialExpenses: 9000, debtRepayments: 2000 },
      agreementNextSteps: { preferredContactMethod: 'whatsapp', agreesToFollowUp: 'yes' },
    };
    // Completing before the two required next-step answers is refused, naming them.
    const early = await send('POST', `/api/client-needs-analysis/${id}/complete`);
    expect(early.statusCode, early.body).toBe(400);
    expect(Object.keys(early.json().error.fields)).toEqual([
      'agreementNextSteps.preferredContactMethod',
      'agreementNextSteps.agreesToFollowUp',
    ]);

    for (const [section, answers] of Object.entries(sections)) {
      const saved = await send('PATCH', `/api/client-needs-analysis/${id}`, { [section]: answers });
      expect(saved.statusCode, `${section}: ${saved.body}`).toBe(200);
      expect(saved.json()).toMatchObject({ id, section });
    }
    // A partly filled section replaces the earlier one.
    expect(
      (await send('PATCH', `/api/client-needs-analysis/${id}`, { clientProfile: { ...profile, age: 41 } }))
        .statusCode,
    ).toBe(200);

    const complete = await send('POST', `/api/client-needs-analysis/${id}/complete`);
    expect(complete.statusCode, complete.body).toBe(200);
    const body = complete.json();
    expect(body.status).toBe('completed');
    expect(body.recommendations.map((item: { category: string }) => item.category)).toEqual([
      'Emergency Fund',
      'Life Insurance',
      'Income Protection',
      'Education',
    ]);
    // 3 High + 1 Medium: 3 x 400 + 300 = 1,500 to 3 x 1,200 + 800 = 4,400
    expect(body.summary).toEqual({ high: 3, medium: 1, low: 0, monthlyLow: 1_500, monthlyHigh: 4_400 });
    const card = await testApp.database.handle.db
      .selectFrom('pipeline_leads')
      .selectAll()
      .where('enquiry_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      source: 'Needs Analysis',
      enquiry_type: 'needs-analysis',
      priority: 'high',
      email: 'visitor@example.com',
    });
    expect(card.notes).toContain('Contact: WhatsApp; Follow-up: Yes, please contact me');

    const late = await send('PATCH', `/api/client-needs-analysis/${id}`, {
      debtReview: { hasArrears: 'yes' },
    });
    expect(late.statusCode).toBe(409);
    expect((await send('POST', `/api/client-needs-analysis/${id}/complete`)).statusCode).toBe(409);

    // The adviser sees it, with the answers under their questions.
    const list = (await admin.request({ method: 'GET', url: '/api/needs-analyses' })).json();
    expect(list.items[0]).toMatchObject({ id, clientName: 'Test Visitor', status: 'completed' });
    const details = (await admin.request({ method: 'GET', url: `/api/needs-analyses/${id}` })).json();
    const titles = details.readable.lists.map((list: { title: string }) => list.title);
    expect(titles).toEqual([
      'Recommendations',
      'Client Profile',
      'Housing and Assets',
      'Income Protection',
      'Family Protection',
      'Debt Review',
      'Savings and Emergency',
      'Retirement Planning',
      'Affordability and Budget',
      'Next Steps',
    ]);
    const housing = details.readable.lists[2].items[0];
    expect(housing).toContainEqual({ label: 'Do you own your home?', value: 'Yes' });
    expect(housing).toContainEqual({ label: 'Home loan still owed (N$)', value: 'N$ 900,000.00' });
    expect(details.readable.lists[0].items[0]).toContainEqual({ label: 'Priority', value: 'High' });
  });

  it('stores no answer to a question the visitor cannot see', async () => {
    const { id } = (
      await send('POST', '/api/client-needs-analysis', {
        clientProfile: { hasDependents: 'no', dependentsCount: 2 },
      })
    ).json();
    const saved = await send('PATCH', `/api/client-needs-analysis/${id}`, {
      savingsEmergency: {
        hasEmergencyFund: 'no',
        emergencyFundAmount: 'under-1-month',
        savesRegularly: 'yes',
      },
    });
    expect(saved.statusCode).toBe(200);
    const row = await testApp.database.handle.db
      .selectFrom('needs_analyses')
      .select(['client_profile', 'savings_emergency'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.client_profile)).toEqual({ hasDependents: 'no' });
    expect(JSON.parse(row.savings_emergency)).toEqual({ hasEmergencyFund: 'no', savesRegularly: 'yes' });
  });

  it('answers 404 for an unknown session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await send('PATCH', `/api/client-needs-analysis/${unknown}`, { debtReview: { hasDebts: 'no' } }))
        .statusCode,
    ).toBe(404);
    expect((await send('POST', `/api/client-needs-analysis/${unknown}/complete`)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown section', { lifestyle: {} }],
    ['two sections at once', { debtReview: {}, housingAssets: {} }],
    ['no section', {}],
    ['an unknown field', { debtReview: { hasDebts: 'no', colour: 'blue' } }],
    ['a wrong type', { affordabilityBudget: { monthlyIncome: '20000' } }],
    ['a value off the list', { savingsEmergency: { hasEmergencyFund: 'maybe' } }],
    ['over-long text', { retirementPlanning: { retirementConcerns: 'x'.repeat(5001) } }],
  ])('refuses %s with 400', async (_case, body) => {
    const { id } = (await send('POST', '/api/client-needs-analysis', { clientProfile: profile })).json();
    const response = await send('PATCH', `/api/client-needs-analysis/${id}`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a client-computed recommendation list', async () => {
    const response = await send('POST', '/api/client-needs-analysis', {
      clientProfile: profile,
      recommendations: [{ category: 'Free money' }],
    });
    expect(response.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFna } from '../../../shared/fna.fixtures';
import type { FnaImportPreview } from '../../../shared/fna-import';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';

/**
 * From a client's FNA to their book (issue 31), through HTTP on both databases: the preview of the
 * policies and children the FNA lists, the ticked ones recorded and linked in one go, nothing
 * twice, and the refusals (an incomplete policy, an item the FNA does not list, a stale preview).
 */
describe.each(dialects)('policies and children from an FNA (%s)', (dialect) => {
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
  let clientId = '';
  let fnaId = '';
  const preview = async () => {
    const answer = await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/fna-import` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as FnaImportPreview;
  };
  const importing = (body: unknown) =>
    admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/fna-import`,
      headers: json,
      payload: JSON.stringify(body),
    });

  it('previews the policies and children the client’s FNA lists', async () => {
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: '/api/fna/submit',
      headers: json,
      payload: JSON.stringify({
        ...completeFna,
        insuranceInvestmentSummary: {
          ...completeFna.insuranceInvestmentSummary,
          lifeAssurance: [
            ...(completeFna.insuranceInvestmentSummary?.lifeAssurance ?? []),
            {
              policyNumber: 'L-1',
              company: 'Example Life',
              inception: '2020-03-01',
              premium: 850,
              death: 1_000_000,
            },
          ],
          retirementAnnuities: [
            { policyNumber: 'RA-1', company: 'Example Invest', inception: '2018-07-01', premium: 2_000 },
          ],
        },
      }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    fnaId = submitted.json().id;
    const row = await testApp.database.handle.db
      .selectFrom('fna_submissions')
      .select('client_id')
      .where('id', '=', fnaId)
      .executeTakeFirstOrThrow();
    clientId = row.client_id as string;

    const shown = await preview();
    expect(shown.fna).toEqual({ id: fnaId, submittedAt: clock.toISOString() });
    expect(
      shown.policies.map(({ key, insurer, policyNumber, product, premiumCents, coverCents, state }) => ({
        key,
        insurer,
        policyNumber,
        product,
        premiumCents,
        coverCents,
        state,
      })),
    ).toEqual([
      // The fixture's own L-1 has no start date; the second line has one.
      {
        key: 'lifeAssurance:0',
        insurer: 'Example Life',
        policyNumber: 'L-1',
        product: 'life',
        premiumCents: 85_000,
        coverCents: 100_000_000,
        state: 'incomplete',
      },
      {
        key: 'lifeAssurance:1',
        insurer: 'Example Life',
        policyNumber: 'L-1',
        product: 'life',
        premiumCents: 85_000,
        coverCents: 100_000_000,
        state: 'new',
      },
      {
        key: 'retirementAnnuities:0',
        insurer: 'Example Invest',
        policyNumber: 'RA-1',
        product: 'retirement-annuity',
        premiumCents: 200_000,
        coverCents: null,
        state: 'new',
      },
      {
        key: 'pensionProvidentFund:0',
        insurer: 'Example Fund',
        policyNumber: 'P-1',
        product: 'other',
        premiumCents: 0,
        coverCents: null,
        state: 'incomplete',
      },
    ]);
    expect(shown.children.map(({ key, name, state }) => [key, name, state])).toEqual([
      ['child:0', 'Child One', 'new'],
      ['child:1', 'Child Two', 'new'],
    ]);
    expect(shown.spouseMentioned).toBe(true);
  });

  it('refuses an incomplete policy, an item the FNA does not list, and a preview of another FNA', async () => {
    const incomplete = await importing({ fnaId, policies: ['lifeAssurance:0'] });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json().error.fields)).toEqual(['policies']);
    const unknown = await importing({ fnaId, children: ['child:7'] });
    expect(unknown.json().error.fields).toEqual({ children: 'The FNA lists no child:7' });
    const stale = await importing({ fnaId: 'another-fna', policies: ['lifeAssurance:1'] });
    expect(stale.statusCode).toBe(409);
    const stored = await testApp.database.handle.db.selectFrom('policies').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('records the ticked policies and links the ticked children, once', async () => {
    const done = await importing({
      fnaId,
      policies: ['lifeAssurance:1', 'retirementAnnuities:0'],
      children: ['child:0', 'child:1'],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ policiesRecorded: 2, childrenLinked: 2 });
    const policies = await testApp.database.handle.db
      .selectFrom('policies')
      .select([
        'client_id',
        'insurer',
        'policy_number',
        'status',
        'start_date',
        'premium_cents',
        'premium_frequency',
      ])
      .orderBy('policy_number')
      .execute();
    expect(policies).toEqual([
      {
        client_id: clientId,
        insurer: 'Example Life',
        policy_number: 'L-1',
        status: 'in-force',
        start_date: '2020-03-01',
        premium_cents: 85_000,
        premium_frequency: 'monthly',
      },
      {
        client_id: clientId,
        insurer: 'Example Invest',
        policy_number: 'RA-1',
        status: 'in-force',
        start_date: '2018-07-01',
        premium_cents: 200_000,
        premium_frequency: 'monthly',
      },
    ]);
    const details = (await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` })).json();
    expect(
      details.relations.map((relation: { name: string; relation: string }) => [
        relation.name,
        relation.relation,
      ]),
    ).toEqual([
      ['Child One', 'child'],
      ['Child Two', 'child'],
    ]);

    // The same again: everything is there already, nothing is made twice.
    const shown = await preview();
    expect(shown.policies.filter((item) => item.state === 'new')).toEqual([]);
    expect(shown.children.map((child) => child.state)).toEqual(['there-already', 'there-already']);
    const again = await importing({ fnaId, policies: ['lifeAssurance:1'], children: ['child:0'] });
    expect(again.json()).toEqual({ policiesRecorded: 0, childrenLinked: 0 });
    expect(await testApp.database.handle.db.selectFrom('policies').select('id').execute()).toHaveLength(2);
  });

  it('previews nothing for a client without an FNA', async () => {
    const noFna = await testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: json,
      payload: JSON.stringify({
        topic: 'retirement-planning',
        customTopic: '',
        urgency: 'soon',
        details: 'No FNA here.',
        fullName: 'Without Fna',
        email: 'without.fna@example.com',
        phone: '+264 81 700 2001',
        consent: true,
      }),
      remoteAddress: '10.9.9.9',
    });
    expect(noFna.statusCode).toBe(201);
    const owner = await testApp.database.handle.db
      .selectFrom('consultation_requests')
      .select('client_id')
      .where('id', '=', noFna.json().id)
      .executeTakeFirstOrThrow();
    const answer = await admin.request({
      method: 'GET',
      url: `/api/admin/clients/${owner.client_id}/fna-import`,
    });
    expect(answer.json()).toEqual({ fna: null, policies: [], children: [], spouseMentioned: false });
  });
});

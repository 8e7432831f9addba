import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../../shared/book';
import type { PolicyParty } from '../../../shared/policy-parties';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';

/**
 * The lives a policy covers and its beneficiaries (issue 31) through HTTP on both databases:
 * clients of the book or names, shares up to 100 %, each change on the policy's own timeline,
 * read through merges, gone with the policy when its client is removed.
 */
describe.each(dialects)('lives covered and beneficiaries (%s)', (dialect) => {
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
  const send = (method: 'POST' | 'DELETE', url: string, body?: unknown) =>
    admin.request({
      method,
      url,
      ...(body === undefined ? {} : { headers: json, payload: JSON.stringify(body) }),
    });
  const partiesOf = async (policyId: string) =>
    (
      await admin.request({ method: 'GET', url: `/api/admin/policies/${policyId}/parties` })
    ).json() as PolicyParty[];

  let policy: Policy;
  let petrus = '';

  it('adds the lives covered and the beneficiaries, clients of the book or names, with shares', async () => {
    const maria = await clientByEnquiry(testApp, 'Maria Parties');
    petrus = await clientByEnquiry(testApp, 'Petrus Parties');
    const recorded = await send('POST', '/api/admin/policies', {
      clientId: maria,
      insurer: 'Sanlam Namibia',
      product: 'life',
      policyNumber: 'SN-PARTY-1',
      status: 'in-force',
      startDate: '2025-01-01',
      premiumCents: 40_000,
      premiumFrequency: 'monthly',
    });
    expect(recorded.statusCode).toBe(201);
    policy = recorded.json();
    const life = await send('POST', `/api/admin/policies/${policy.id}/parties`, {
      role: 'life-covered',
      clientId: maria,
    });
    expect(life.statusCode, life.body).toBe(201);
    expect(life.json()).toMatchObject({
      role: 'life-covered',
      clientId: maria,
      name: 'Maria Parties',
      sharePercent: null,
    });
    expect(
      (
        await send('POST', `/api/admin/policies/${policy.id}/parties`, {
          role: 'beneficiary',
          clientId: petrus,
          sharePercent: 60,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await send('POST', `/api/admin/policies/${policy.id}/parties`, {
          role: 'beneficiary',
          name: 'Tuli Parties',
          sharePercent: 40,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await partiesOf(policy.id)).map(({ role, name, sharePercent }) => [role, name, sharePercent]),
    ).toEqual([
      ['life-covered', 'Maria Parties', null],
      ['beneficiary', 'Petrus Parties', 60],
      ['beneficiary', 'Tuli Parties', 40],
    ]);
    const history = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type'])
      .where('entity_id', '=', policy.id)
      .where('entity_type', '=', 'policy-party')
      .execute();
    expect(history).toHaveLength(3);
  });

  it('refuses shares over 100 %, a second time as the same, no name, an unknown client or policy', async () => {
    const over = await send('POST', `/api/admin/policies/${policy.id}/parties`, {
      role: 'beneficiary',
      name: 'Someone Else',
      sharePercent: 0.5,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({
      sharePercent: "The beneficiaries' shares would add up to more than 100% (100% given already)",
    });
    const twice = await send('POST', `/api/admin/policies/${policy.id}/parties`, {
      role: 'beneficiary',
      clientId: petrus,
    });
    expect(twice.statusCode).toBe(409);
    const nameless = await send('POST', `/api/admin/policies/${policy.id}/parties`, {
      role: 'beneficiary',
      name: ' ',
    });
    expect(nameless.json().error.fields).toEqual({ name: 'Choose a client or enter their name' });
    const shareForLife = await send('POST', `/api/admin/policies/${policy.id}/parties`, {
      role: 'life-covered',
      name: 'Tuli Parties',
      sharePercent: 10,
    });
    expect(shareForLife.json().error.fields).toEqual({ sharePercent: 'Only a beneficiary has a share' });
    const unknownClient = await send('POST', `/api/admin/policies/${policy.id}/parties`, {
      role: 'beneficiary',
      clientId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownClient.json().error.fields).toEqual({ clientId: 'There is no such client' });
    expect(
      (await send('POST', '/api/admin/policies/no-such/parties', { role: 'beneficiary', name: 'Anyone' }))
        .statusCode,
    ).toBe(404);
    expect(await partiesOf(policy.id)).toHaveLength(3);
  });

  it('reads a linked client through a merge, and removes one', async () => {
    const petrusAgain = await clientByEnquiry(testApp, 'Petrus Parties Two');
    const merged = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${petrusAgain}/merge`,
      headers: json,
      payload: JSON.stringify({ sourceId: petrus }),
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const parties = await partiesOf(policy.id);
    const beneficiary = parties.find((party) => party.sharePercent === 60) as PolicyParty;
    expect(beneficiary).toMatchObject({ clientId: petrusAgain, name: 'Petrus Parties Two' });
    const removed = await send('DELETE', `/api/admin/policies/${policy.id}/parties/${beneficiary.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await partiesOf(policy.id)).map((party) => party.name)).toEqual([
      'Maria Parties',
      'Tuli Parties',
    ]);
    expect(
      (await send('DELETE', `/api/admin/policies/${policy.id}/parties/${beneficiary.id}`)).statusCode,
    ).toBe(404);
  });
});

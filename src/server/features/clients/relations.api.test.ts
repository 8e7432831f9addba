import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetails } from '../../../shared/clients';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';

/**
 * Households (issue 31) through HTTP on both databases: clients linked as spouse, child, parent,
 * dependant or business partner, each seeing the link from their side, through merges and their
 * undoing, removed by hand and by an erasure.
 */

describe.each(dialects)('relations between clients (%s)', (dialect) => {
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
  const link = (clientId: string, body: unknown) =>
    admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/relations`,
      headers: json,
      payload: JSON.stringify(body),
    });
  const relationsOf = async (clientId: string) =>
    ((await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` })).json() as ClientDetails)
      .relations;

  let maria = '';
  let tuli = '';
  let petrus = '';
  let grandma = '';

  it('links two clients; each sees the link from their own side', async () => {
    [maria, tuli, petrus, grandma] = [
      await clientByEnquiry(testApp, 'Maria Amutenya'),
      await clientByEnquiry(testApp, 'Tuli Amutenya'),
      await clientByEnquiry(testApp, 'Petrus Amutenya'),
      await clientByEnquiry(testApp, 'Ndapewa Amutenya'),
    ];
    const child = await link(maria, { otherClientId: tuli, relation: 'child' });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json()).toEqual({ clientId: tuli, name: 'Tuli Amutenya', relation: 'child' });
    expect((await link(maria, { otherClientId: petrus, relation: 'spouse' })).statusCode).toBe(201);
    expect((await link(maria, { otherClientId: grandma, relation: 'dependant' })).statusCode).toBe(201);

    // Partner first, then children, parents, dependants, business partners.
    expect(await relationsOf(maria)).toEqual([
      { clientId: petrus, name: 'Petrus Amutenya', relation: 'spouse' },
      { clientId: tuli, name: 'Tuli Amutenya', relation: 'child' },
      { clientId: grandma, name: 'Ndapewa Amutenya', relation: 'dependant' },
    ]);
    expect(await relationsOf(tuli)).toEqual([
      { clientId: maria, name: 'Maria Amutenya', relation: 'parent' },
    ]);
    expect(await relationsOf(petrus)).toEqual([
      { clientId: maria, name: 'Maria Amutenya', relation: 'spouse' },
    ]);
    expect(await relationsOf(grandma)).toEqual([
      { clientId: maria, name: 'Maria Amutenya', relation: 'provider' },
    ]);
  });

  it('refuses a second link between the same two, a link to oneself, an unknown client or relation', async () => {
    const twice = await link(tuli, { otherClientId: maria, relation: 'parent' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({
      otherClientId: 'Maria Amutenya is linked already: remove the link to change it',
    });
    expect((await link(maria, { otherClientId: maria, relation: 'spouse' })).json().error.fields).toEqual({
      otherClientId: 'A client cannot be related to themselves',
    });
    expect(
      (await link(maria, { otherClientId: 'no-such-client', relation: 'spouse' })).json().error.fields,
    ).toEqual({ otherClientId: 'There is no such client' });
    const bad = await link(maria, { otherClientId: tuli, relation: 'cousin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ relation: 'Choose how they are related' });
  });

  it('follows a merge, and its undoing, without moving a link', async () => {
    // A second record of Petrus, a business partner of Tuli, merged into Petrus.
    const petrusAgain = await clientByEnquiry(testApp, 'P. Amutenya');
    expect((await link(tuli, { otherClientId: petrusAgain, relation: 'business-partner' })).statusCode).toBe(
      201,
    );
    const merged = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${petrus}/merge`,
      headers: json,
      payload: JSON.stringify({ sourceId: petrusAgain }),
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await relationsOf(petrus)).toEqual([
      { clientId: maria, name: 'Maria Amutenya', relation: 'spouse' },
      { clientId: tuli, name: 'Tuli Amutenya', relation: 'business-partner' },
    ]);
    expect(await relationsOf(tuli)).toContainEqual({
      clientId: petrus,
      name: 'Petrus Amutenya',
      relation: 'business-partner',
    });
    const mergeId = (merged.json() as ClientDetails).undoableMerge?.id as string;
    const undone = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${petrus}/merges/${mergeId}/undo`,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await relationsOf(petrus)).toEqual([
      { clientId: maria, name: 'Maria Amutenya', relation: 'spouse' },
    ]);
    expect(await relationsOf(petrusAgain)).toEqual([
      { clientId: tuli, name: 'Tuli Amutenya', relation: 'business-partner' },
    ]);
  });

  it('removes a link from either side; an erasure removes the erased client’s links', async () => {
    const removed = await admin.request({
      method: 'DELETE',
      url: `/api/admin/clients/${tuli}/relations/${maria}`,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await relationsOf(maria)).not.toContainEqual(expect.objectContaining({ clientId: tuli }));
    expect(await relationsOf(tuli)).not.toContainEqual(expect.objectContaining({ clientId: maria }));
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/clients/${tuli}/relations/${maria}` }))
        .statusCode,
    ).toBe(404);

    const erased = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${grandma}/erase`,
      headers: json,
      payload: JSON.stringify({ confirm: 'ERASE' }),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await relationsOf(maria)).toEqual([
      { clientId: petrus, name: 'Petrus Amutenya', relation: 'spouse' },
    ]);
    const left = await testApp.database.handle.db
      .selectFrom('client_relations')
      .select('id')
      .where((eb) => eb.or([eb('client_id', '=', grandma), eb('other_client_id', '=', grandma)]))
      .execute();
    expect(left).toEqual([]);
  });
});

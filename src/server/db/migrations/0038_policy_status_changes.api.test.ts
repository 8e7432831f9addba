import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';
import { migrations } from '.';

/**
 * Migration 0038 (issue 44, D33) on a database made before it: the changes of status made then
 * are read from each policy's audit entries, dated the day they were made in Windhoek.
 */

describe.each(dialects)('migration 0038 on a database made before (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let clock = new Date('2026-07-14T23:30:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('dates the changes of status the audit entries hold', async () => {
    const db = testApp.database.handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const clientId = await clientByEnquiry(testApp, 'Martha Before');
    const json = { 'content-type': 'application/json' };
    const created = await admin.request({
      method: 'POST',
      url: '/api/admin/policies',
      headers: json,
      payload: JSON.stringify({
        clientId,
        insurer: 'Sanlam',
        product: 'life',
        policyNumber: 'MIG-38',
        status: 'in-force',
        startDate: '2020-01-01',
        premiumCents: 10_000,
        premiumFrequency: 'monthly',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // A premium change (not a status), then a lapse at 01:30 on 15 July in Windhoek (23:30 UTC the
    // day before) and a cancellation later.
    const patch = (body: unknown) =>
      admin.request({
        method: 'PATCH',
        url: `/api/admin/policies/${id}`,
        headers: json,
        payload: JSON.stringify(body),
      });
    expect((await patch({ premiumCents: 12_000 })).statusCode).toBe(200);
    expect((await patch({ status: 'lapsed' })).statusCode).toBe(200);
    clock = new Date('2026-09-30T08:00:00.000Z');
    admin = await signInAdmin(testApp);
    expect((await patch({ status: 'cancelled' })).statusCode).toBe(200);

    // Back to the schema of 0037: the changes were only in the audit log then.
    expect((await migrator.migrateTo('0037_no_example_workshops')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const changes = await db
      .selectFrom('policy_status_changes')
      .select(['policy_id', 'from_status', 'to_status', 'effective_date'])
      .orderBy('effective_date')
      .execute();
    expect(changes).toEqual([
      { policy_id: id, from_status: 'in-force', to_status: 'lapsed', effective_date: '2026-07-15' },
      { policy_id: id, from_status: 'lapsed', to_status: 'cancelled', effective_date: '2026-09-30' },
    ]);
    const policy = await admin.request({ method: 'GET', url: `/api/admin/policies/${id}` });
    expect(policy.json()).toMatchObject({ status: 'cancelled', statusSince: '2026-09-30' });
  });
});

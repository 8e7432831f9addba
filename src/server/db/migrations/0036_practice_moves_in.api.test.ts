import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleWorkshopsStatement } from '../../features/demo';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';
import { migrations } from '.';

/**
 * Migrations 0036 and 0037 (issue 43) on a database made before them: each person's stage from
 * what their file holds, an existing client's later card marked, and the spec's example workshops
 * gone where nobody registered or edited them.
 */

describe.each(dialects)('migrations 0036 and 0037 on a database made before (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let clock = new Date('2026-11-24T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  const consultation = async (fullName: string, email: string, topic = validConsultation.topic) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: json,
      payload: JSON.stringify({
        ...validConsultation,
        topic,
        fullName,
        email,
        phone: fullName.startsWith('Martha') ? '081 700 0101' : '081 700 0102',
      }),
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  it('works out stages, marks later cards, and takes out the untouched examples', async () => {
    const db = testApp.database.handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await consultation('Martha Before', 'martha.before@example.com');
    const martha = (
      await db
        .selectFrom('clients')
        .select('id')
        .where('name', '=', 'Martha Before')
        .executeTakeFirstOrThrow()
    ).id;
    const policy = await admin.request({
      method: 'POST',
      url: '/api/admin/policies',
      headers: json,
      payload: JSON.stringify({
        clientId: martha,
        insurer: 'Sanlam',
        product: 'life',
        policyNumber: 'MIG-1',
        status: 'in-force',
        startDate: '2020-01-01',
        premiumCents: 10_000,
        premiumFrequency: 'monthly',
      }),
    });
    expect(policy.statusCode).toBe(201);
    clock = new Date('2026-11-24T09:00:00.000Z');
    // Another need (issue 59: one card per person and need), so a card of its own.
    await consultation('Martha Before', 'martha.before@example.com', 'debt-management');
    await consultation('Paulus Before', 'paulus.before@example.com');

    // Back to the schema of 0035, with the spec's four workshops as 0010 made them; one edited since.
    expect((await migrator.migrateTo('0035_role_safe_values')).error).toBeUndefined();
    await testApp.database.handle.write([exampleWorkshopsStatement(db, '2025-01-01T00:00:00.000Z')]);
    await db
      .updateTable('workshops')
      .set({ updated_at: '2025-06-01T00:00:00.000Z' })
      .where('id', '=', 'estate-planning-essentials')
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const stages = await db
      .selectFrom('clients')
      .select(['name', 'stage', 'source'])
      .orderBy('name')
      .execute();
    expect(stages).toEqual([
      { name: 'Martha Before', stage: 'client', source: 'website' },
      { name: 'Paulus Before', stage: 'prospect', source: 'website' },
    ]);
    const cards = await db
      .selectFrom('pipeline_leads')
      .select(['name', 'existing_client', 'created_at'])
      .orderBy('created_at')
      .orderBy('name')
      .execute();
    expect(cards.map((card) => [card.name, Number(card.existing_client)])).toEqual([
      ['Martha Before', 0],
      ['Martha Before', 1],
      ['Paulus Before', 0],
    ]);
    expect(await db.selectFrom('workshops').select('id').execute()).toEqual([
      { id: 'estate-planning-essentials' },
    ]);
  });
});

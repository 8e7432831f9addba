import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../shared/imports';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { multipart } from '../../testing/documents';

/**
 * Export then import into an empty book gives the same book (issue 43): the same number of
 * clients and policies, and `GET /api/admin/book`'s figures equal, by the workbook and by the two
 * CSV exports.
 */

const clock = () => new Date('2026-11-24T08:00:00.000Z');
const json = { 'content-type': 'application/json' };

async function fillBook(admin: AdminClient) {
  const post = async (url: string, body: unknown) => {
    const response = await admin.request({
      method: 'POST',
      url,
      headers: json,
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, `${url} ${response.body}`).toBe(201);
    return response.json().id as string;
  };
  const martha = await post('/api/admin/clients', {
    name: 'Martha Shikongo',
    email: 'martha@example.com',
    phone: '081 555 1001',
    idNumber: '85041200123',
    source: 'existing',
  });
  const petrus = await post('/api/admin/clients', {
    name: 'Petrus Shikongo',
    phone: '081 555 1002',
    source: 'existing',
    relations: [{ otherClientId: martha, relation: 'spouse' }],
  });
  const selma = await post('/api/admin/clients', {
    name: 'Selma Amutenya',
    emails: ['selma@example.com'],
    source: 'walk-in',
  });
  const policy = (clientId: string, fields: Record<string, unknown>) =>
    post('/api/admin/policies', {
      clientId,
      insurer: 'Sanlam',
      product: 'life',
      status: 'in-force',
      startDate: '2019-03-15',
      premiumCents: 45_000,
      premiumFrequency: 'monthly',
      ...fields,
    });
  await policy(martha, {
    policyNumber: 'SL-1',
    coverCents: 75_000_000,
    commission: { firstYearPercent: 90, firstYearPaid: 'upfront', ongoingPercent: 2.5 },
  });
  await policy(martha, {
    policyNumber: 'OM-2',
    insurer: 'Old Mutual',
    product: 'disability',
    premiumCents: 120_050,
    premiumFrequency: 'quarterly',
  });
  await policy(petrus, {
    policyNumber: 'AG-3',
    insurer: 'Allan Gray',
    product: 'investment',
    premiumCents: 75_000_000,
    premiumFrequency: 'single',
    startDate: '2026-02-01',
  });
  await policy(petrus, {
    policyNumber: 'HL-4',
    insurer: 'Hollard',
    product: 'funeral',
    status: 'lapsed',
    premiumCents: 25_000,
    commission: { firstYearAmountCents: 300_000, firstYearPaid: 'over-12-months' },
  });
  await policy(selma, {
    policyNumber: 'SL-5',
    premiumCents: 1_200_000,
    premiumFrequency: 'annually',
    status: 'applied',
    startDate: '2026-12-01',
  });
}

describe.each(dialects)('export then import gives the same book (%s)', (dialect) => {
  let source: TestApp;
  let target: TestApp;
  let fromCsv: TestApp;
  let sourceAdmin: AdminClient;
  beforeAll(async () => {
    [source, target, fromCsv] = await Promise.all([
      createTestApp(dialect, { now: clock }),
      createTestApp(dialect, { now: clock }),
      createTestApp(dialect, { now: clock }),
    ]);
    sourceAdmin = await signInAdmin(source);
    await fillBook(sourceAdmin);
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close(), fromCsv?.close()]);
  });

  const importInto = async (app: TestApp, name: string, bytes: Buffer) => {
    const admin = await signInAdmin(app);
    const preview = await admin.request({
      method: 'POST',
      url: '/api/admin/imports',
      ...multipart({}, { name, bytes }),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const read = preview.json() as ImportPreview;
    expect(read.counts.invalid, JSON.stringify(read.lines.filter((line) => line.status === 'invalid'))).toBe(
      0,
    );
    expect(read.columns.filter((column) => column.field === null)).toEqual([]);
    const stored = await admin.request({
      method: 'POST',
      url: `/api/admin/imports/${read.id}/store`,
      headers: json,
      payload: '{}',
    });
    expect(stored.statusCode, stored.body).toBe(201);
    return admin;
  };
  const countOf = async (app: TestApp, table: 'clients' | 'policies' | 'client_relations') =>
    Number(
      (
        await app.database.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const bookOf = async (admin: AdminClient) =>
    (await admin.request({ method: 'GET', url: '/api/admin/book' })).json();

  it('by the workbook: counts, household, book figures and commission terms equal', async () => {
    const exported = await sourceAdmin.request({ method: 'GET', url: '/api/admin/book/export.xlsx' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const admin = await importInto(target, 'book.xlsx', exported.rawPayload);
    for (const table of ['clients', 'policies', 'client_relations'] as const)
      expect(await countOf(target, table), table).toBe(await countOf(source, table));
    expect(await bookOf(admin)).toEqual(await bookOf(sourceAdmin));
    const terms = async (app: TestApp) =>
      (
        await app.database.handle.db
          .selectFrom('policies')
          .select(['policy_number', 'commission', 'status'])
          .orderBy('policy_number')
          .execute()
      ).map((row) => [row.policy_number, row.status, row.commission ? JSON.parse(row.commission) : null]);
    expect(await terms(target)).toEqual(await terms(source));
    const stages = async (app: TestApp) =>
      (
        await app.database.handle.db.selectFrom('clients').select(['name', 'stage']).orderBy('name').execute()
      ).map((row) => [row.name, row.stage]);
    expect(await stages(target)).toEqual(await stages(source));
  });

  it('by the two CSV exports, clients first', async () => {
    const clients = await sourceAdmin.request({ method: 'GET', url: '/api/admin/clients/export.csv' });
    const policies = await sourceAdmin.request({ method: 'GET', url: '/api/admin/policies/export.csv' });
    expect(clients.statusCode).toBe(200);
    await importInto(fromCsv, 'clients.csv', clients.rawPayload);
    const admin = await importInto(fromCsv, 'policies.csv', policies.rawPayload);
    for (const table of ['clients', 'policies', 'client_relations'] as const)
      expect(await countOf(fromCsv, table), table).toBe(await countOf(source, table));
    expect(await bookOf(admin)).toEqual(await bookOf(sourceAdmin));
  });
});

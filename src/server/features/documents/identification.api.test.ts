import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identification } from '../../../shared/identification';
import { type AdminClient, signInAdmin, testAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';
import { multipart, sampleJpeg, samplePdf } from '../../testing/documents';

/**
 * A client's identification under the FIA (issue 32) through HTTP on both databases: the
 * checklist saved, its status from the checklist and the documents held (not started, waiting,
 * complete, expired), who verified the identity, the documents expiring soon for Today, and bad
 * input named by field.
 */
describe.each(dialects)('identification (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  // 25 November 2026 in Windhoek; each upload a minute after the one before.
  let clock = new Date('2026-11-25T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  let clientId = '';
  const read = async () =>
    (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/identification` })
    ).json() as Identification;
  const save = (body: unknown) =>
    admin.request({
      method: 'PUT',
      url: `/api/admin/clients/${clientId}/identification`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  /** The ids the client list shows with this filter. */
  const listed = async (filter: string) =>
    (
      (await admin.request({ method: 'GET', url: `/api/admin/clients?filter=${filter}` })).json() as {
        items: { id: string }[];
      }
    ).items.map((item) => item.id);
  const upload = async (kind: string, bytes: Buffer, expiresOn = '') => {
    clock = new Date(clock.getTime() + 60_000);
    const body = multipart({ kind, expiresOn }, { name: `${kind}.bin`, bytes });
    const stored = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/documents`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(stored.statusCode, stored.body).toBe(201);
  };

  it('is not started, then waiting for documents, then complete with who verified it', async () => {
    clientId = await clientByEnquiry(testApp, 'Helvi Identified');
    expect(await read()).toMatchObject({
      status: 'not-started',
      missing: expect.arrayContaining(['identity-document']),
    });

    const saved = await save({
      identityVerifiedOn: '2026-11-20',
      addressVerifiedOn: '2026-11-20',
      occupation: 'Nurse',
      sourceOfFunds: 'Salary from the Ministry of Health',
      politicallyExposed: 'no',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'waiting',
      missing: ['identity-document', 'address-document'],
      identityVerifiedBy: testAdmin.email,
    });

    // Named as the team sees the adviser once they have given a name (the e-mail until then).
    const renamed = await admin.request({
      method: 'PATCH',
      url: '/api/admin/me',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Alex Adviser' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await read()).toMatchObject({ identityVerifiedBy: 'Alex Adviser' });

    await upload('id-document', samplePdf, '2031-01-31');
    await upload('proof-of-address', sampleJpeg, '2027-02-28');
    expect(await read()).toMatchObject({ status: 'complete', missing: [], expiresOn: '2027-02-28' });
    // The client list filters by it.
    const other = await clientByEnquiry(testApp, 'Nobody Identified');
    expect(await listed('id-complete')).toEqual([clientId]);
    expect(await listed('id-not-started')).toContain(other);
    expect(await listed('id-not-started')).not.toContain(clientId);
    expect(await listed('id-waiting')).toEqual([]);

    // Only the names of what changed are audited, not the client's answers.
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_type', '=', 'client-identification')
      .where('entity_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(audit.details).not.toContain('Ministry');
    expect(JSON.parse(audit.details).changed).toContain('source_of_funds');
  });

  it('lists the documents expiring within 30 days for Today, and is expired once one has', async () => {
    await upload('proof-of-address', sampleJpeg, '2026-12-10');
    const expiring = (
      await admin.request({ method: 'GET', url: '/api/admin/documents/expiring?within=30' })
    ).json();
    expect(
      expiring.items.map((item: { name: string; kind: string; expiresOn: string }) => [
        item.name,
        item.kind,
        item.expiresOn,
      ]),
    ).toEqual([['Helvi Identified', 'proof-of-address', '2026-12-10']]);
    // The newest proof of address counts: it runs out on 10 December.
    expect((await read()).expiresOn).toBe('2026-12-10');
    await upload('proof-of-address', sampleJpeg, '2026-11-24');
    expect(await read()).toMatchObject({ status: 'expired', expiresOn: '2026-11-24' });
    expect(await listed('id-expired')).toEqual([clientId]);
    expect(await listed('id-complete')).toEqual([]);
  });

  it('refuses a date that is not one and an answer that is not yes or no, naming each field', async () => {
    const refused = await save({ identityVerifiedOn: '2026-02-30', politicallyExposed: 'maybe' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields).sort()).toEqual([
      'identityVerifiedOn',
      'politicallyExposed',
    ]);
    const missing = await admin.request({
      method: 'GET',
      url: '/api/admin/clients/00000000-0000-4000-8000-000000000000/identification',
    });
    expect(missing.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetails, ClientList } from '../../../shared/clients';
import type { Identification } from '../../../shared/identification';
import type { SearchResults } from '../../../shared/search';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { multipart, sampleJpeg, samplePdf } from '../../testing/documents';
import { validConsultation } from '../../testing/enquiry-fixtures';

/**
 * D37 (issue 59): a person under 18 is a dependant: listed apart from clients and prospects, no
 * stage of their own, not asked the FIA's adult questions; worked out on the day, so they come of
 * age on their 18th birthday. On each database.
 */

describe.each(dialects)('a child in a household is a dependant (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let assistant: AdminClient;
  // 24 Nov 2026: an adult was born on or before 24 Nov 2008.
  let clock = new Date('2026-11-24T08:00:00.000Z');
  const ids: Record<'johanna' | 'martha' | 'selma', string> = { johanna: '', martha: '', selma: '' };
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    owner = await signInAdmin(testApp);
    assistant = await signInAdmin(testApp, testAccounts.assistant);
    const add = async (body: Record<string, unknown>) => {
      const response = await call(owner, 'POST', '/api/admin/clients', { confirmedNew: true, ...body });
      expect(response.statusCode).toBe(201);
      return (response.json() as { id: string }).id;
    };
    ids.johanna = await add({
      name: 'Johanna Nghipondoka',
      phone: '081 234 5671',
      dateOfBirth: '1985-04-12',
    });
    // Her daughter, 11, with no contact details of her own.
    ids.martha = await add({
      name: 'Martha Nghipondoka',
      dateOfBirth: '2015-06-14',
      relations: [{ otherClientId: ids.johanna, relation: 'parent' }],
    });
    // 18 tomorrow.
    ids.selma = await add({ name: 'Selma Nghipondoka', dateOfBirth: '2008-11-25' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  const call = (who: AdminClient, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
    who.request({
      method,
      url,
      ...(body === undefined ? {} : { headers: json, payload: JSON.stringify(body) }),
    });
  const listed = async (stage: string, who = owner) => {
    const response = await call(who, 'GET', `/api/admin/clients?stage=${stage}&sort=name`);
    expect(response.statusCode).toBe(200);
    return (response.json() as ClientList).items.map((item) => [item.name, item.dependant]);
  };

  it('lists the under-18s as dependants, apart from clients and prospects', async () => {
    expect(await listed('current')).toEqual([['Johanna Nghipondoka', false]]);
    expect(await listed('prospect')).toEqual([['Johanna Nghipondoka', false]]);
    expect(await listed('dependant')).toEqual([
      ['Martha Nghipondoka', true],
      ['Selma Nghipondoka', true],
    ]);
    expect((await listed('any')).length).toBe(3);
    // Searched for under "Clients and prospects": nobody there, one under "Everyone" (issue 59).
    const searched = async (query: string) =>
      (await call(owner, 'GET', `/api/admin/clients?${query}`)).json() as ClientList;
    expect(await searched('q=Martha')).toMatchObject({ items: [], total: 0, elsewhere: 1 });
    expect(await searched('q=Martha&stage=any')).toMatchObject({ total: 1 });
    expect(await searched('q=Martha&stage=any')).not.toHaveProperty('elsewhere');
    expect(await searched('q=Nobody%20Here')).not.toHaveProperty('elsewhere');
    // Their mother found, and the two girls said to be there too.
    expect(await searched('q=Nghipondoka')).toMatchObject({ total: 1, elsewhere: 2 });
    // Search from anywhere finds her, said to be a dependant.
    const found = (await call(owner, 'GET', '/api/admin/search?q=Martha')).json() as SearchResults;
    expect(found.clients.items.map((item) => [item.name, item.dependant])).toEqual([
      ['Martha Nghipondoka', true],
    ]);
    // A role that may not see identity is not told the date of birth, but is told she is a dependant.
    const seen = (await call(assistant, 'GET', `/api/admin/clients/${ids.martha}`)).json() as ClientDetails;
    expect(seen.dependant).toBe(true);
    expect(seen).not.toHaveProperty('dateOfBirth');
  });

  it('gives a dependant no stage to set, naming the field', async () => {
    const refused = await call(owner, 'PATCH', `/api/admin/clients/${ids.martha}`, { stage: 'client' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      stage: 'Martha Nghipondoka is under 18: a dependant, not a prospect or client of their own',
    });
    const martha = (await call(owner, 'GET', `/api/admin/clients/${ids.martha}`)).json() as ClientDetails;
    expect(martha).toMatchObject({ dependant: true, stage: 'prospect', dateOfBirth: '2015-06-14' });
    expect(martha.relations).toEqual([
      expect.objectContaining({ name: 'Johanna Nghipondoka', relation: 'parent' }),
    ]);
  });

  it('asks a dependant only for their identity and address; an adult the FIA questions too', async () => {
    const child = (
      await call(owner, 'GET', `/api/admin/clients/${ids.martha}/identification`)
    ).json() as Identification;
    expect(child).toMatchObject({
      dependant: true,
      status: 'not-started',
      missing: ['identity-document', 'identity-verified', 'address-document', 'address-verified'],
    });
    const adult = (
      await call(owner, 'GET', `/api/admin/clients/${ids.johanna}/identification`)
    ).json() as Identification;
    expect(adult.dependant).toBe(false);
    expect(adult.missing).toEqual(
      expect.arrayContaining(['occupation', 'source-of-funds', 'politically-exposed']),
    );
  });

  it('files a dependant’s own enquiry on their record, waiting for a first contact, with no card on the board', async () => {
    // Sixteen, with an e-mail and a phone of her own the adviser entered (confirmed as hers).
    const added = await call(owner, 'POST', '/api/admin/clients', {
      confirmedNew: true,
      name: 'Ndapewa Nghipondoka',
      email: 'ndapewa.n@example.com',
      phone: '081 234 5699',
      dateOfBirth: '2010-03-02',
      relations: [{ otherClientId: ids.johanna, relation: 'parent' }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const ndapewa = (added.json() as { id: string }).id;
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...validConsultation,
        fullName: 'Ndapewa Nghipondoka',
        email: 'ndapewa.n@example.com',
        phone: '081 234 5699',
      }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const db = testApp.database.handle.db;
    // On her record, waiting for a first contact, with its follow-up; no card (D37).
    const enquiries = await db
      .selectFrom('client_enquiries')
      .select(['kind', 'expects_contact'])
      .where('client_id', '=', ndapewa)
      .execute();
    expect(enquiries).toEqual([{ kind: 'consultation-request', expects_contact: 1 }]);
    expect(
      await db.selectFrom('pipeline_leads').select('id').where('client_id', '=', ndapewa).execute(),
    ).toEqual([]);
    const tasks = await db
      .selectFrom('tasks')
      .select(['title', 'pipeline_lead_id'])
      .where('client_id', '=', ndapewa)
      .execute();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.pipeline_lead_id).toBeNull();
    const day = (await call(owner, 'GET', '/api/admin/today/not-contacted?page=1')).json() as {
      items: { clientId: string }[];
    };
    expect(day.items.map((item) => item.clientId)).toContain(ndapewa);

    // A stranger's enquiry with her number but another e-mail (a detail only claimed, D31) keeps
    // its card: it may be someone else, for the adviser to file apart.
    const stranger = await testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...validConsultation,
        fullName: 'Someone Else',
        email: 'someone.else@example.com',
        phone: '081 234 5699',
      }),
    });
    expect(stranger.statusCode, stranger.body).toBe(201);
    expect(
      await db
        .selectFrom('pipeline_leads')
        .select('id')
        .where('email', '=', 'someone.else@example.com')
        .execute(),
    ).toHaveLength(1);
  });

  /** The names the client list shows with this identification filter, whoever they are. */
  const identified = async (filter: string) =>
    (
      (
        await call(owner, 'GET', `/api/admin/clients?stage=any&filter=${filter}&sort=name`)
      ).json() as ClientList
    ).items.map((item) => item.name);

  it('makes the one who turns 18 a prospect of their own on the day, their identification asking the rest', async () => {
    // Selma's identity and address verified and held while she is 17: complete for a dependant.
    const saved = await call(owner, 'PUT', `/api/admin/clients/${ids.selma}/identification`, {
      identityVerifiedOn: '2026-11-20',
      addressVerifiedOn: '2026-11-20',
      occupation: '',
      sourceOfFunds: '',
      politicallyExposed: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [kind, bytes] of [
      ['id-document', samplePdf],
      ['proof-of-address', sampleJpeg],
    ] as const) {
      const body = multipart({ kind, expiresOn: '2030-01-31' }, { name: `${kind}.bin`, bytes });
      const stored = await owner.request({
        method: 'POST',
        url: `/api/admin/clients/${ids.selma}/documents`,
        headers: body.headers,
        payload: body.payload,
      });
      expect(stored.statusCode, stored.body).toBe(201);
    }
    expect(await identified('id-complete')).toEqual(['Selma Nghipondoka']);
    expect(await identified('id-waiting')).toEqual([]);

    clock = new Date('2026-11-25T08:00:00.000Z');
    // A day on, the session has ended: signed in again.
    owner = await signInAdmin(testApp);
    expect(await listed('dependant')).toEqual([
      ['Martha Nghipondoka', true],
      ['Ndapewa Nghipondoka', true],
    ]);
    expect(await listed('current')).toEqual([
      ['Johanna Nghipondoka', false],
      ['Selma Nghipondoka', false],
    ]);
    // 18 today: the FIA's questions are hers now, and the list no longer counts her complete.
    const own = (
      await call(owner, 'GET', `/api/admin/clients/${ids.selma}/identification`)
    ).json() as Identification;
    expect(own).toMatchObject({ dependant: false, status: 'waiting' });
    expect(own.missing).toEqual(['occupation', 'source-of-funds', 'politically-exposed']);
    expect(await identified('id-complete')).toEqual([]);
    expect(await identified('id-waiting')).toEqual(['Selma Nghipondoka']);
    const selma = await call(owner, 'PATCH', `/api/admin/clients/${ids.selma}`, { stage: 'former-client' });
    expect(selma.statusCode).toBe(200);
  });
});

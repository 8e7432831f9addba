import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetails, ClientList, TodayAnswer } from '../../../shared/clients';
import type { PipelineBoard } from '../../../shared/pipeline';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';

/** Issue 43: a client added by hand (POST /api/admin/clients) and who is a client (D32), on each database. */

describe.each(dialects)('clients added by hand and their stage (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let assistant: AdminClient;
  let clock = new Date('2026-11-24T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    owner = await signInAdmin(testApp);
    assistant = await signInAdmin(testApp, testAccounts.assistant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  const call = (who: AdminClient, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    who.request({
      method,
      url,
      ...(body === undefined ? {} : { headers: json, payload: JSON.stringify(body) }),
    });
  const details = async (id: string, who = owner) => {
    const response = await call(who, 'GET', `/api/admin/clients/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ClientDetails;
  };
  const johanna = {
    name: 'Johanna Nghipondoka',
    email: 'johanna@example.com',
    phone: '081 234 5671',
    phones: ['+264 61 555 0101'],
    emails: ['j.nghipondoka@example.org'],
    idNumber: '85041200123',
    address: '12 Feld Street, Windhoek',
    source: 'referral',
    sourceDetail: 'Petrus Amutenya',
  };

  it('adds a client with several addresses and numbers, all confirmed, the date of birth from the ID', async () => {
    const response = await call(owner, 'POST', '/api/admin/clients', johanna);
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const client = await details(id);
    expect(client).toMatchObject({
      name: 'Johanna Nghipondoka',
      email: 'johanna@example.com',
      phone: '081 234 5671',
      idNumber: '85041200123',
      dateOfBirth: '1985-04-12',
      address: '12 Feld Street, Windhoek',
      stage: 'prospect',
      source: 'referral',
      sourceDetail: 'Petrus Amutenya',
      addedBy: 'adviser@example.com',
      detailsToConfirm: [],
    });
    // The one adding them is responsible for them.
    expect(client.adviserName).toBe('adviser@example.com');
    expect(client.emailAddresses.map((address) => [address.address, address.confirmed])).toEqual(
      expect.arrayContaining([
        ['johanna@example.com', true],
        ['j.nghipondoka@example.org', true],
      ]),
    );
    const keys = await testApp.database.handle.db
      .selectFrom('client_keys')
      .select(['key', 'confirmed'])
      .where('client_id', '=', id)
      .orderBy('key')
      .execute();
    expect(keys.map((key) => [key.key, Number(key.confirmed)])).toEqual([
      ['email:j.nghipondoka@example.org', 1],
      ['email:johanna@example.com', 1],
      ['phone:+264615550101', 1],
      ['phone:+264812345671', 1],
    ]);
    expect(client.timeline[0]).toMatchObject({
      kind: 'stage',
      title: 'Added to the client book',
      detail: 'Referral: Petrus Amutenya',
      by: 'adviser@example.com',
    });
    // Found by the second number, in any form.
    const found = (await call(owner, 'GET', '/api/admin/clients?q=061%20555%200101')).json() as ClientList;
    expect(found.items.map((item) => item.id)).toEqual([id]);
    // The audit log says who added whom, without the details.
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'create', details: expect.not.stringContaining('Johanna') }]);
  });

  it('shows the likely duplicate before saving (409 with their id), then adds on confirmedNew', async () => {
    const existing = (await call(owner, 'GET', '/api/admin/clients?q=Johanna')).json() as ClientList;
    const johannaId = existing.items[0]?.id;
    for (const body of [
      { name: 'J. Nghipondoka', phone: '+264812345671' },
      { name: 'Jo N', email: 'JOHANNA@example.com ' },
      { name: 'Johanna N', idNumber: '850412 00123' },
    ]) {
      const response = await call(owner, 'POST', '/api/admin/clients', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      expect(response.json()).toMatchObject({
        id: johannaId,
        error: {
          code: 'CONFLICT',
          message:
            'Johanna Nghipondoka, 081 234 5671, is already in the client book (prospect): open their page instead',
        },
      });
    }
    const before = await testApp.database.handle.db.selectFrom('clients').select('id').execute();
    const confirmed = await call(owner, 'POST', '/api/admin/clients', {
      name: 'Johanna Nghipondoka (the aunt)',
      phone: '081 234 5671',
      confirmedNew: true,
    });
    expect(confirmed.statusCode).toBe(201);
    const aunt = await details(confirmed.json().id);
    // The number stays Johanna's key (D31): the aunt has it on her record and is flagged.
    expect(aunt.phone).toBe('081 234 5671');
    expect(aunt.possibleDuplicateOf).toBe(johannaId);
    const after = await testApp.database.handle.db.selectFrom('clients').select('id').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await testApp.database.handle.db
            .selectFrom('clients')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'A', email: 'not-an-address' }, 'email'],
      [{ name: 'A', phone: 'abc' }, 'phone'],
      [{ name: 'A', phones: ['12'] }, 'phones.0'],
      [{ name: 'A', idNumber: '85133100123' }, 'idNumber'],
      [{ name: 'A', dateOfBirth: '2027-01-01' }, 'dateOfBirth'],
      [{ name: 'A', idNumber: '85041200123', dateOfBirth: '1985-04-13', confirmedNew: true }, 'dateOfBirth'],
      [{ name: 'A', source: 'billboard' }, 'source'],
      [{ name: 'A', source: 'referral' }, 'sourceDetail'],
      [{ name: 'A', stage: 'vip' }, 'stage'],
      [{ name: 'A', adviserId: '00000000-0000-4000-8000-000000000000' }, 'adviserId'],
      [{ name: 'A', relations: [{ otherClientId: 'nobody', relation: 'spouse' }] }, 'relations'],
      [{ name: 'A', surprise: 1 }, 'surprise'],
    ];
    for (const [body, field] of cases) {
      const response = await call(owner, 'POST', '/api/admin/clients', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('links the household, and an assistant adds a client without ID number or date of birth', async () => {
    const list = (await call(owner, 'GET', '/api/admin/clients?q=johanna@example.com')).json() as ClientList;
    const johannaId = list.items[0]?.id as string;
    const child = await call(owner, 'POST', '/api/admin/clients', {
      name: 'Ndapewa Nghipondoka',
      dateOfBirth: '2012-06-01',
      source: 'existing',
      relations: [{ otherClientId: johannaId, relation: 'parent' }],
    });
    expect(child.statusCode).toBe(201);
    const mother = await details(johannaId);
    expect(mother.relations).toEqual([
      { clientId: child.json().id, name: 'Ndapewa Nghipondoka', relation: 'child' },
    ]);

    const refused = await call(assistant, 'POST', '/api/admin/clients', {
      name: 'Walk In',
      idNumber: '90010100011',
    });
    expect(refused.statusCode).toBe(403);
    const made = await call(assistant, 'POST', '/api/admin/clients', {
      name: 'Walk In',
      phone: '081 999 0001',
      source: 'walk-in',
    });
    expect(made.statusCode).toBe(201);
    const seen = await details(made.json().id, assistant);
    expect(seen).not.toHaveProperty('dateOfBirth');
    expect(seen).not.toHaveProperty('idNumber');
    // An assistant adds for the advisers: nobody is responsible until someone is named.
    expect(seen.adviserId).toBeNull();
    expect((await details(child.json().id, assistant)).dateOfBirth).toBeUndefined();
  });

  it('makes a prospect a client when a policy goes in force; former client only by hand and only without one', async () => {
    clock = new Date('2026-11-24T09:00:00.000Z');
    const made = await call(owner, 'POST', '/api/admin/clients', {
      name: 'Petrus Amutenya',
      phone: '081 777 1234',
    });
    const id = made.json().id as string;
    const policy = await call(owner, 'POST', '/api/admin/policies', {
      clientId: id,
      insurer: 'Sanlam',
      product: 'life',
      policyNumber: 'SL-1001',
      status: 'applied',
      startDate: '2026-12-01',
      premiumCents: 45_000,
      premiumFrequency: 'monthly',
    });
    expect(policy.statusCode).toBe(201);
    expect((await details(id)).stage).toBe('prospect');
    clock = new Date('2026-11-24T10:00:00.000Z');
    expect(
      (await call(owner, 'PATCH', `/api/admin/policies/${policy.json().id}`, { status: 'in-force' }))
        .statusCode,
    ).toBe(200);
    const client = await details(id);
    expect(client.stage).toBe('client');
    expect(client.timeline.find((entry) => entry.title === 'Became a client')?.at).toBe(
      '2026-11-24T10:00:00.000Z',
    );

    const former = await call(owner, 'PATCH', `/api/admin/clients/${id}`, { stage: 'former-client' });
    expect(former.statusCode).toBe(400);
    expect(former.json().error.fields).toHaveProperty('stage');
    const prospect = await call(owner, 'PATCH', `/api/admin/clients/${id}`, { stage: 'prospect' });
    expect(prospect.statusCode).toBe(400);
    clock = new Date('2026-11-24T10:30:00.000Z');
    await call(owner, 'PATCH', `/api/admin/policies/${policy.json().id}`, { status: 'lapsed' });
    // A lapsed policy does not make them a former client: only the adviser does.
    expect((await details(id)).stage).toBe('client');
    clock = new Date('2026-11-24T10:45:00.000Z');
    const set = await call(owner, 'PATCH', `/api/admin/clients/${id}`, { stage: 'former-client' });
    expect(set.statusCode).toBe(200);
    expect((set.json() as ClientDetails).timeline[0]).toMatchObject({
      title: 'Stage set by hand',
      detail: 'Client → Former client',
    });
    // The list shows clients and prospects unless asked.
    const current = (await call(owner, 'GET', '/api/admin/clients?q=Petrus')).json() as ClientList;
    expect(current.items).toEqual([]);
    const formers = (
      await call(owner, 'GET', '/api/admin/clients?q=Petrus&stage=former-client')
    ).json() as ClientList;
    expect(formers.items.map((item) => [item.id, item.stage])).toEqual([[id, 'former-client']]);
    expect((await call(owner, 'GET', '/api/admin/clients?stage=vip')).statusCode).toBe(400);
    // Search finds everyone, with their stage.
    const search = await call(owner, 'GET', '/api/admin/search?q=Petrus');
    expect(search.json().clients.items).toEqual([expect.objectContaining({ id, stage: 'former-client' })]);
  });

  it("files an existing client's enquiry as their opportunity, not a new lead; Today lists only prospects", async () => {
    clock = new Date('2026-11-24T11:00:00.000Z');
    const made = await call(owner, 'POST', '/api/admin/clients', {
      name: 'Martha Shikongo',
      email: 'martha@example.com',
      stage: 'client',
      source: 'existing',
    });
    const martha = made.json().id as string;
    expect((await details(martha)).stage).toBe('client');
    const clients = (await call(owner, 'GET', '/api/admin/clients?stage=client')).json() as ClientList;
    expect(clients.items.map((item) => item.name)).toEqual(['Martha Shikongo']);
    const enquiry = await testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: json,
      payload: JSON.stringify({
        ...validConsultation,
        fullName: 'Martha Shikongo',
        email: 'martha@example.com',
        phone: '081 400 0001',
      }),
    });
    expect(enquiry.statusCode).toBe(201);
    const stranger = await testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: json,
      payload: JSON.stringify({
        ...validConsultation,
        fullName: 'New Person',
        email: 'new.person@example.com',
        phone: '081 400 0002',
      }),
    });
    expect(stranger.statusCode).toBe(201);

    const board = async (clients: string) =>
      (await call(owner, 'GET', `/api/pipeline-board?clients=${clients}`)).json() as PipelineBoard;
    const names = (answer: PipelineBoard) =>
      answer.stages.flatMap((stage) => stage.leads.map((lead) => [lead.name, lead.existingClient]));
    expect(names(await board('all'))).toEqual(
      expect.arrayContaining([
        ['Martha Shikongo', true],
        ['New Person', false],
      ]),
    );
    expect(names(await board('only-existing'))).toEqual([['Martha Shikongo', true]]);
    expect(names(await board('hide-existing'))).not.toContainEqual(['Martha Shikongo', true]);
    expect((await call(owner, 'GET', '/api/pipeline-board?clients=some')).statusCode).toBe(400);

    const today = (await call(owner, 'GET', '/api/admin/today')).json() as TodayAnswer;
    const waiting = today.notContacted.map((entry) => entry.clientName);
    expect(waiting).toContain('New Person');
    expect(waiting).not.toContain('Martha Shikongo');
  });

  it('names people by the name they set (PATCH /api/admin/me): timeline, adviser responsible, audit', async () => {
    const made = await call(owner, 'POST', '/api/admin/clients', {
      name: 'Ester Nangolo',
      phone: '081 400 0009',
    });
    const id = made.json().id as string;
    expect((await call(owner, 'PATCH', '/api/admin/me', { name: '' })).statusCode).toBe(400);
    expect((await call(owner, 'PATCH', '/api/admin/me', { name: 'x'.repeat(121) })).statusCode).toBe(400);
    const renamed = await call(owner, 'PATCH', '/api/admin/me', { name: 'Alex Example' });
    expect(renamed.statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/admin/verify')).json()).toMatchObject({ name: 'Alex Example' });
    await call(owner, 'POST', `/api/admin/clients/${id}/notes`, { body: 'Prefers mornings' });
    const client = await details(id);
    expect(client.adviserName).toBe('Alex Example');
    expect(client.addedBy).toBe('Alex Example');
    expect(client.timeline.find((entry) => entry.kind === 'note')?.by).toBe('Alex Example');
    expect((await call(owner, 'GET', '/api/admin/team/people')).json()).toContainEqual(
      expect.objectContaining({ name: 'Alex Example', role: 'owner' }),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineLead } from '../../../shared/pipeline';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';

/** The sales pipeline board's API (spec doc 2, sections 3-7; DECISIONS D3, D14) on each database. */

describe.each(dialects)('pipeline leads (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  const create = (body: unknown) =>
    admin.request({
      method: 'POST',
      url: '/api/pipeline-leads',
      headers: json,
      payload: JSON.stringify(body),
    });
  const patch = (id: string, body: unknown) =>
    admin.request({
      method: 'PATCH',
      url: `/api/pipeline-leads/${id}`,
      headers: json,
      payload: JSON.stringify(body),
    });
  const list = async () =>
    (await admin.request({ method: 'GET', url: '/api/pipeline-leads' })).json() as PipelineLead[];
  const audit = (entityId: string) =>
    testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details', 'admin_id'])
      .where('entity_id', '=', entityId)
      .orderBy('created_at')
      .execute();

  it('adds a lead with the spec defaults and answers 201 with it', async () => {
    const response = await create({
      name: 'Ndapewa Example',
      email: 'Ndapewa@Example.com',
      phone: '081 000 0003',
    });
    expect(response.statusCode).toBe(201);
    const lead = response.json() as PipelineLead;
    expect(lead).toMatchObject({
      name: 'Ndapewa Example',
      email: 'ndapewa@example.com',
      phone: '081 000 0003',
      company: '',
      status: 'new-lead',
      priority: 'medium',
      source: 'Website',
      estimatedValue: null,
      notes: '',
      nextFollowUp: null,
      enquiryType: null,
    });
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await list()).map((card) => card.id)).toContain(lead.id);
    expect((await audit(lead.id)).map((row) => row.action)).toEqual(['create']);
  });

  it.each([
    // [estimatedValue sent, string answered, cents stored]
    [15000.5, '15000.50', 1_500_050],
    ['2500', '2500.00', 250_000],
    ['1234.56', '1234.56', 123_456],
    [0, '0.00', 0],
    ['', null, null],
  ])('stores the estimated value %j as cents', async (sent, answered, cents) => {
    const response = await create({
      name: 'Value Test',
      email: 'value@example.com',
      phone: '081 000 0004',
      estimatedValue: sent,
      company: 'Example Trading CC',
      priority: 'urgent',
      source: 'Referral',
      expectedCloseDate: '2026-12-31',
      nextFollowUp: '2026-11-30',
      notes: 'Wants a quote for the staff.',
    });
    expect(response.statusCode).toBe(201);
    const lead = response.json() as PipelineLead;
    expect(lead.estimatedValue).toBe(answered);
    const row = await testApp.database.handle.db
      .selectFrom('pipeline_leads')
      .select('estimated_value_cents')
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row.estimated_value_cents === null ? null : Number(row.estimated_value_cents)).toBe(cents);
  });

  it('refuses a lead without name, e-mail or phone with the spec messages', async () => {
    const response = await create({ name: ' ', email: 'nope', phone: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      phone: 'Phone is required',
    });
  });

  it.each([
    ['an unknown field', { extra: 1 }, 'extra'],
    ['an unknown stage', { status: 'won' }, 'status'],
    ['an unknown priority', { priority: 'critical' }, 'priority'],
    ['an unknown source', { source: 'Billboard' }, 'source'],
    ['a negative value', { estimatedValue: -5 }, 'estimatedValue'],
    ['three decimals', { estimatedValue: '10.005' }, 'estimatedValue'],
    ['a value in words', { estimatedValue: 'lots' }, 'estimatedValue'],
    ['an impossible date', { nextFollowUp: '2026-02-30' }, 'nextFollowUp'],
    ['a date in another format', { expectedCloseDate: '30/11/2026' }, 'expectedCloseDate'],
    ['over-long notes', { notes: 'x'.repeat(5001) }, 'notes'],
  ])('refuses %s (400 naming the field, nothing stored)', async (_name, change, fieldName) => {
    const before = (await list()).length;
    const response = await create({
      name: 'Bad Input',
      email: 'bad@example.com',
      phone: '081 000 0005',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(fieldName);
    expect((await list()).length).toBe(before);
  });

  it('moves a card to another stage and edits any field, audited with before and after', async () => {
    const lead = (await create({ name: 'Move Me', email: 'move@example.com', phone: '081 000 0006' })).json();
    const moved = await patch(lead.id, { status: 'quotation' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: lead.id, status: 'quotation' });
    const edited = await patch(lead.id, {
      notes: 'Called, sending the quote.',
      lastContactDate: '2026-11-23',
      nextFollowUp: '2026-11-25',
      estimatedValue: 1200,
      priority: 'high',
    });
    expect(edited.json()).toMatchObject({
      notes: 'Called, sending the quote.',
      lastContactDate: '2026-11-23',
      nextFollowUp: '2026-11-25',
      estimatedValue: '1200.00',
      priority: 'high',
      status: 'quotation',
    });
    const stored = (await list()).find((card) => card.id === lead.id);
    expect(stored).toMatchObject({ status: 'quotation', priority: 'high', estimatedValueCents: 120_000 });
    const rows = await audit(lead.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(JSON.parse(rows[1]!.details)).toEqual({ status: ['new-lead', 'quotation'] });
    expect(rows[1]!.admin_id).toBeTruthy();
    // Clearing a date with null or ''.
    expect((await patch(lead.id, { nextFollowUp: '' })).json().nextFollowUp).toBeNull();
  });

  it('answers 404 for an unknown card and 400 for an empty change', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'quotation' })).statusCode).toBe(
      404,
    );
    const lead = (
      await create({ name: 'Empty Patch', email: 'empty@example.com', phone: '081 000 0007' })
    ).json();
    expect((await patch(lead.id, {})).statusCode).toBe(400);
    expect((await patch(lead.id, { status: 'nowhere' })).statusCode).toBe(400);
  });

  it('deletes a card (audited); deleting again is 404', async () => {
    const lead = (
      await create({ name: 'Delete Me', email: 'delete@example.com', phone: '081 000 0008' })
    ).json();
    const remove = () => admin.request({ method: 'DELETE', url: `/api/pipeline-leads/${lead.id}` });
    expect((await remove()).statusCode).toBe(204);
    expect((await list()).map((card) => card.id)).not.toContain(lead.id);
    expect((await remove()).statusCode).toBe(404);
    const rows = await audit(lead.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(JSON.parse(rows[1]!.details)).toMatchObject({ name: 'Delete Me' });
  });

  it('answers the board filtered on the server: totals, per-stage totals, newest cards first, a limit', async () => {
    const prefix = `board-${dialect}`;
    const made: PipelineLead[] = [];
    for (const [index, [priority, value, status]] of (
      [
        ['low', 100, 'new-lead'],
        ['high', 250.5, 'new-lead'],
        ['high', null, 'quotation'],
        ['urgent', 1000, 'acceptance'],
      ] as const
    ).entries()) {
      made.push(
        (
          await create({
            name: `${prefix} Person ${index}`,
            email: `${prefix}-${index}@example.com`,
            phone: '081 000 0009',
            company: index === 3 ? 'Oshana 100% Traders' : '',
            priority,
            estimatedValue: value,
            status,
          })
        ).json(),
      );
    }
    const board = async (query: string) => {
      const response = await admin.request({ method: 'GET', url: `/api/pipeline-board?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const all = await board('');
    expect(all.stages.map((stage: { id: string }) => stage.id)).toEqual([
      'new-lead',
      'quotation',
      'signature',
      'documentation',
      'medicals',
      'acceptance',
      'rejections',
    ]);
    expect(all.total.count).toBe((await list()).length);
    // The four cards of this test, searched by a part of their e-mail in capitals.
    const mine = await board(`q=${encodeURIComponent(prefix.toUpperCase())}`);
    // N$ 100 + N$ 250.50 + nothing + N$ 1,000 = 135,050 cents.
    expect(mine.matching).toEqual({ count: 4, valueCents: 135_050 });
    expect(mine.total).toEqual(all.total);
    const newLeads = mine.stages[0];
    expect(newLeads).toMatchObject({ id: 'new-lead', count: 2, valueCents: 35_050 });
    // Newest first.
    expect(newLeads.leads.map((lead: PipelineLead) => lead.id)).toEqual([made[1]!.id, made[0]!.id]);
    const high = await board(`q=${prefix}&priority=high`);
    expect(high.matching).toEqual({ count: 2, valueCents: 25_050 });
    // Company search, with LIKE's % taken literally.
    expect((await board(`q=${encodeURIComponent('100% traders')}`)).matching.count).toBe(1);
    // A limit of 1 card per stage still counts them all.
    const limited = await board(`q=${prefix}&limit=1`);
    expect(limited.stages[0]).toMatchObject({ count: 2 });
    expect(limited.stages[0].leads).toHaveLength(1);
    for (const bad of ['priority=critical', 'limit=0', 'limit=lots', `q=${'x'.repeat(201)}`]) {
      expect(
        (await admin.request({ method: 'GET', url: `/api/pipeline-board?${bad}` })).statusCode,
        bad,
      ).toBe(400);
    }
  });

  it('shows a website enquiry on the board as a new lead with its source (D14)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      headers: json,
      payload: JSON.stringify({ ...validConsultation, fullName: 'Board Visitor' }),
      remoteAddress: '10.8.0.1',
    });
    expect(response.statusCode).toBe(201);
    const card = (await list()).find((lead) => lead.name === 'Board Visitor');
    expect(card).toMatchObject({
      status: 'new-lead',
      source: 'Website',
      enquiryType: 'consultation-request',
      enquiryId: response.json().id,
    });
  });

  it('takes a card moved on from New Leads as a first contact: the person waits no longer (issue 59)', async () => {
    const enquire = (fullName: string, email: string, address: string, phone: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/consultation-requests',
        headers: json,
        payload: JSON.stringify({ ...validConsultation, fullName, email, phone }),
        remoteAddress: address,
      });
    expect(
      (await enquire('Moved On', 'moved.on@example.com', '10.8.0.2', '+264 81 700 2001')).statusCode,
    ).toBe(201);
    expect(
      (await enquire('Still Waiting', 'still.waiting@example.com', '10.8.0.3', '+264 81 700 2002'))
        .statusCode,
    ).toBe(201);
    const waiting = async () =>
      (
        (await admin.request({ method: 'GET', url: '/api/admin/today/not-contacted' })).json() as {
          items: { clientName: string }[];
        }
      ).items.map((entry) => entry.clientName);
    expect(await waiting()).toEqual(expect.arrayContaining(['Moved On', 'Still Waiting']));
    const card = (await list()).find((lead) => lead.name === 'Moved On') as PipelineLead;
    expect((await patch(card.id, { status: 'signature' })).statusCode).toBe(200);
    expect(await waiting()).not.toContain('Moved On');
    expect(await waiting()).toContain('Still Waiting');
    // Their site-made "Contact" task is done: it is not among the day's follow-ups either.
    const open = await testApp.database.handle.db
      .selectFrom('tasks')
      .select('title')
      .where('client_id', '=', String(card.clientId))
      .where('done_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWorkshop, PublicWorkshop, WorkshopCreateInput } from '../../../shared/workshops';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, secondServer, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { renderEmail } from '../notifications';

/** Workshops as records (issue 19): the adviser creates them; seats are enforced by the database. */

const now = new Date('2026-11-24T08:00:00.000Z');

const nextMonth: WorkshopCreateInput = {
  title: 'Retirement Planning Masterclass, December',
  summary: 'How much you need to retire, and turning savings into an income that lasts.',
  format: 'in-person',
  venue: 'Conference centre, Windhoek',
  startsAt: '2026-12-05T09:00:00+02:00',
  endsAt: '2026-12-05T12:00:00+02:00',
  priceCents: 14_900,
  capacity: 5,
  status: 'published',
};

describe.each(dialects)('workshops (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => now });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const create = (body: unknown) =>
    admin.request({
      method: 'POST',
      url: '/api/admin/workshops',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const register = (app: TestApp['app'], workshopId: string, index: number) =>
    app.inject({
      method: 'POST',
      url: '/api/workshop-registrations',
      headers: { 'content-type': 'application/json' },
      // Each from its own address: the per-address limit on public posts is not what is tested.
      remoteAddress: `10.9.${Math.floor(index / 200)}.${index % 200}`,
      payload: JSON.stringify({
        workshopId,
        fullName: `Seat Seeker ${index}`,
        email: `seat.seeker.${index}@example.com`,
        phone: `081 800 ${String(1000 + index)}`,
      }),
    });

  it('starts with no workshop the adviser did not enter (D22: the spec’s four are the example practice’s)', async () => {
    const all = (
      await admin.request({ method: 'GET', url: '/api/admin/workshops' })
    ).json() as AdminWorkshop[];
    expect(all).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/workshops' })).json()).toEqual([]);
  });

  it('refuses a workshop without what it needs, naming the fields', async () => {
    const response = await create({
      ...nextMonth,
      title: '',
      venue: '',
      endsAt: '2026-12-05T08:00:00+02:00',
      capacity: 0,
      priceCents: -1,
      startsAt: 'next Friday',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(['title', 'capacity', 'priceCents', 'startsAt']),
    );
    const virtual = await create({ ...nextMonth, format: 'virtual', venue: '', joinUrl: '' });
    expect(virtual.json().error.fields).toHaveProperty('joinUrl');
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/workshops',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(nextMonth),
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('creates a workshop (audited), lists it with its seats, and confirms exactly as many as there are seats', async () => {
    const response = await create(nextMonth);
    expect(response.statusCode).toBe(201);
    const workshop = response.json() as AdminWorkshop;
    expect(workshop).toMatchObject({
      startsAt: '2026-12-05T07:00:00.000Z',
      registrationClosesAt: '2026-12-05T07:00:00.000Z',
      capacity: 5,
      seatsLeft: 5,
      status: 'published',
    });
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', workshop.id)
      .execute();
    expect(audit).toEqual([{ action: 'create' }]);

    // 40 at once for 5 seats: 5 confirmed, 35 on the waiting list, none lost.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => register(testApp.app, workshop.id, index)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(201));
    const statuses = answers.map((answer) => answer.json().status as string);
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(35);
    const stored = await testApp.database.handle.db
      .selectFrom('workshop_registrations')
      .select(({ fn }) => ['seat_status', fn.countAll<number>().as('n')])
      .where('workshop_id', '=', workshop.id)
      .groupBy('seat_status')
      .orderBy('seat_status')
      .execute();
    expect(stored.map((row) => [row.seat_status, Number(row.n)])).toEqual([
      ['confirmed', 5],
      ['waitlisted', 35],
    ]);
    const listed = (
      await testApp.app.inject({ method: 'GET', url: '/api/workshops' })
    ).json() as PublicWorkshop[];
    expect(listed).toEqual([expect.objectContaining({ id: workshop.id, seatsLeft: 0, capacity: 5 })]);
    expect(listed[0]).not.toHaveProperty('joinUrl');
  });

  it('lists only published upcoming workshops, soonest first, and refuses registrations for drafts', async () => {
    const draft = (await create({ ...nextMonth, title: 'Draft', status: 'draft' })).json() as AdminWorkshop;
    const sooner = (
      await create({
        ...nextMonth,
        title: 'Sooner',
        startsAt: '2026-11-30T09:00:00+02:00',
        endsAt: '2026-11-30T10:00:00+02:00',
      })
    ).json() as AdminWorkshop;
    const listed = (
      await testApp.app.inject({ method: 'GET', url: '/api/workshops' })
    ).json() as PublicWorkshop[];
    expect(listed.map((workshop) => workshop.title)).toEqual(['Sooner', nextMonth.title]);
    const refused = await register(testApp.app, draft.id, 900);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.workshopId).toBe('There is no such workshop');
    expect((await register(testApp.app, sooner.id, 901)).json().status).toBe('confirmed');
  });
});

describe('workshop seats through two servers on one PostgreSQL database', () => {
  let first: TestApp;
  let other: Awaited<ReturnType<typeof secondServer>>;
  let second: TestApp['app'];
  beforeAll(async () => {
    first = await createTestApp('postgres', { now: () => now });
    other = await secondServer(first, () => now);
    second = other.app;
  });
  afterAll(async () => {
    await other.close();
    await first.close();
  });

  it('confirms 5 of 40 registrations sent to both at once, and waitlists 35', async () => {
    const admin = await signInAdmin(first);
    const created = await admin.request({
      method: 'POST',
      url: '/api/admin/workshops',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(nextMonth),
    });
    const { id } = created.json() as AdminWorkshop;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 ? second : first.app).inject({
          method: 'POST',
          url: '/api/workshop-registrations',
          headers: { 'content-type': 'application/json' },
          remoteAddress: `10.8.0.${index}`,
          payload: JSON.stringify({
            workshopId: id,
            fullName: `Two Servers ${index}`,
            email: `two.servers.${index}@example.com`,
            phone: `081 801 ${String(1000 + index)}`,
          }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(201));
    const statuses = answers.map((answer) => answer.json().status);
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(35);
    const rows = await first.database.handle.db
      .selectFrom('workshop_registrations')
      .select('seat_status')
      .where('workshop_id', '=', id)
      .execute();
    expect(rows).toHaveLength(40);
  });
});

describe.each(dialects)('editing, duplicating and cancelling workshops (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => now });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });
  const call = (method: 'POST' | 'PATCH', url: string, body?: unknown) =>
    admin.request({
      method,
      url,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    });

  it('edits every field (audited), makes next month’s edition as a draft, and cancels with an e-mail to each registrant', async () => {
    const workshop = (await call('POST', '/api/admin/workshops', nextMonth)).json() as AdminWorkshop;
    const edited = await call('PATCH', `/api/admin/workshops/${workshop.id}`, {
      ...nextMonth,
      capacity: 8,
      venue: 'Hall B',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ capacity: 8, venue: 'Hall B', seatsLeft: 8 });
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', workshop.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toEqual({
      capacity: [5, 8],
      venue: ['Conference centre, Windhoek', 'Hall B'],
    });

    const copy = await call('POST', `/api/admin/workshops/${workshop.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      title: nextMonth.title,
      status: 'draft',
      // 5 December 09:00 in Windhoek -> 5 January 09:00.
      startsAt: '2027-01-05T07:00:00.000Z',
      endsAt: '2027-01-05T10:00:00.000Z',
      capacity: 8,
      seatsLeft: 8,
    });

    for (const index of [1, 2]) {
      const registered = await testApp.app.inject({
        method: 'POST',
        url: '/api/workshop-registrations',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          workshopId: workshop.id,
          fullName: `Cancel Me ${index}`,
          email: `cancel.me.${index}@example.com`,
          phone: `081 802 000${index}`,
        }),
      });
      expect(registered.statusCode).toBe(201);
    }
    const cancelled = await call('POST', `/api/admin/workshops/${workshop.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const notices = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'content', 'enquiry_type', 'enquiry_id', 'audience'])
      .where('enquiry_type', '=', 'workshop-cancelled')
      .orderBy('to_address')
      .execute();
    expect(notices.map((notice) => notice.to_address)).toEqual([
      'cancel.me.1@example.com',
      'cancel.me.2@example.com',
    ]);
    const email = await renderEmail(notices[0]!, {
      site: testApp.config.site,
      adviserEmail: 'adviser@example.com',
    });
    expect(email.subject).toBe(`Cancelled: ${nextMonth.title} - ${testApp.config.site.businessName}`);
    expect(email.text).toContain(`Dear Cancel,`);
    expect(email.text).toContain(
      `${nextMonth.title} on 5 December 2026 at 9:00 AM (Windhoek time) is cancelled.`,
    );
    // Closed to new registrations and gone from the public list.
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/workshop-registrations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        workshopId: workshop.id,
        fullName: 'Late',
        email: 'late@example.com',
        phone: '081 802 0009',
      }),
    });
    expect(refused.json().error.fields.workshopId).toBe('Registration for this workshop has closed');
    const listed = (
      await testApp.app.inject({ method: 'GET', url: '/api/workshops' })
    ).json() as PublicWorkshop[];
    expect(listed.map((entry) => entry.id)).not.toContain(workshop.id);
    expect(
      (await call('POST', '/api/admin/workshops/00000000-0000-4000-8000-000000000000/cancel')).statusCode,
    ).toBe(404);
  });
});

describe.each(dialects)('a workshop’s registrations in the back office (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    // A clock that moves a second a call: the registrations arrive one after another.
    let tick = 0;
    testApp = await createTestApp(dialect, { now: () => new Date(now.getTime() + 1000 * tick++) });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the confirmed, then the waiting list in order; marks paid and attended (audited); exports CSV', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/admin/workshops',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...nextMonth, capacity: 2 }),
    });
    const { id } = created.json() as AdminWorkshop;
    for (const [name, phone] of [
      ['Ann First', '081 804 0001'],
      ['Ben Second', '081 804 0002'],
      ['Cas Third', '081 804 0003'],
    ] as const) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/workshop-registrations',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          workshopId: id,
          fullName: name,
          email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
          phone,
        }),
      });
      expect(answer.statusCode).toBe(201);
    }
    const listed = (
      await admin.request({ method: 'GET', url: `/api/admin/workshops/${id}/registrations` })
    ).json();
    expect(
      listed.map((item: { name: string; seatStatus: string; waitingPosition: number | null }) => [
        item.name,
        item.seatStatus,
        item.waitingPosition,
      ]),
    ).toEqual([
      ['Ann First', 'confirmed', null],
      ['Ben Second', 'confirmed', null],
      ['Cas Third', 'waitlisted', 1],
    ]);
    expect(listed[0].clientId).toMatch(/^[0-9a-f-]{36}$/);

    const marked = await admin.request({
      method: 'PATCH',
      url: `/api/admin/workshop-registrations/${listed[0].id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ paid: true }),
    });
    expect(marked.json()).toEqual({ id: listed[0].id, paid: true, attended: false });
    const bad = await admin.request({
      method: 'PATCH',
      url: `/api/admin/workshop-registrations/${listed[0].id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ paid: 'yes' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('paid');
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', listed[0].id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toEqual({ paid: [0, 1] });

    const csv = await admin.request({ method: 'GET', url: `/api/admin/workshops/${id}/registrations.csv` });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFF"Name","Email","Phone","Seat","Paid","Attended","Registered"',
      expect.stringMatching(
        /^"Ann First","ann@example.com","081 804 0001","Confirmed","Yes","No","2026-11-24T08:00:\d\d.000Z"$/,
      ),
      expect.stringMatching(
        /^"Ben Second","ben@example.com","081 804 0002","Confirmed","No","No","2026-11-24T08:00:\d\d.000Z"$/,
      ),
      expect.stringMatching(
        /^"Cas Third","cas@example.com","081 804 0003","Waiting list 1","No","No","2026-11-24T08:00:\d\d.000Z"$/,
      ),
    ]);
    expect(
      (await admin.request({ method: 'GET', url: '/api/admin/workshops/nope/registrations' })).statusCode,
    ).toBe(404);
  });
});

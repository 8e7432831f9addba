import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdviceRecordCreated } from '../../../shared/advice-records';
import type { SlotsAnswer } from '../../../shared/booking';
import type { DocumentRequestCreated } from '../../../shared/document-requests';
import { type PortalHome, portalMessages } from '../../../shared/portal';
import { type AdminClient, signInAdmin, siteOrigin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';
import { adviceRecordPdf, multipart, sampleJpeg } from '../../testing/documents';

/**
 * The client's portal (issue 32) through HTTP on both databases: the code by e-mail (the same
 * answer for an address nobody knows), single use, 10 minutes, 5 wrong codes lock the address
 * for 15 minutes (a stranger's address alike), 30 idle minutes end the sign-in; the home page
 * with what is theirs; their changes; and every route with an id tried with another client's.
 */
describe.each(dialects)('the client portal (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let clock = new Date('2026-11-25T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.handle.db;
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.91.${Math.floor(address / 250)}.${address % 250}`;
  };
  const post = (url: string, body: unknown, cookie = '') =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        origin: siteOrigin(testApp),
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify(body),
      remoteAddress: nextAddress(),
    });
  const get = (url: string, cookie: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: nextAddress() });
  const emailOf = async (clientId: string) =>
    (await db().selectFrom('clients').select('email').where('id', '=', clientId).executeTakeFirstOrThrow())
      .email;
  /** The code in the newest e-mail to the address (read from the outbox before it is sent). */
  const codeFor = async (email: string) => {
    const row = await db()
      .selectFrom('outbox_messages')
      .select('content')
      .where('enquiry_type', '=', 'portal-code')
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return JSON.parse(row.content).code as string;
  };
  const cookieOf = (response: LightMyRequestResponse) =>
    String(response.headers['set-cookie'] ?? '').split(';')[0] as string;
  const signIn = async (email: string) => {
    expect((await post('/api/my/code', { email })).statusCode).toBe(202);
    const answer = await post('/api/my/sign-in', { email, code: await codeFor(email) });
    expect(answer.statusCode, answer.body).toBe(200);
    return cookieOf(answer);
  };
  const home = async (cookie: string) => {
    const answer = await get('/api/my', cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as PortalHome;
  };
  const adminJson = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    admin.request({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const adminUpload = async (clientId: string, kind: string, file: { name: string; bytes: Buffer }) => {
    const body = multipart({ kind }, file);
    const answer = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/documents`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as string;
  };

  let maria = '';
  let mariaEmail = '';
  let other = '';
  let otherEmail = '';

  it('answers a malformed cookie of either kind as no sign-in (401), never a 500', async () => {
    for (const [url, cookie] of [
      ['/api/my', 'client_portal=%'],
      ['/api/my', 'client_portal=%E0%A4%A'],
      ['/api/admin/verify', 'adviser_admin=%'],
      ['/api/admin/clients', 'adviser_admin=%zz; client_portal=%'],
    ] as const) {
      const answer = await get(url, cookie);
      expect([url, cookie, answer.statusCode]).toEqual([url, cookie, 401]);
      expect(answer.json().error.code).toBeTruthy();
    }
  });

  it('answers a code request the same for a client and a stranger, and e-mails only the client', async () => {
    maria = await clientByEnquiry(testApp, 'Maria Shikongo');
    other = await clientByEnquiry(testApp, 'Other Testperson');
    mariaEmail = await emailOf(maria);
    otherEmail = await emailOf(other);
    const known = await post('/api/my/code', { email: mariaEmail.toUpperCase() });
    const unknown = await post('/api/my/code', { email: 'nobody.here@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: portalMessages.codeSent });
    expect(await codeFor(mariaEmail)).toMatch(/^\d{6}$/);
    const strangers = await db()
      .selectFrom('outbox_messages')
      .select('id')
      .where('to_address', '=', 'nobody.here@example.com')
      .execute();
    expect(strangers).toHaveLength(0);
    // Neither address nor code is kept in the clear.
    const rows = await db().selectFrom('portal_codes').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain('example.com');
      expect(JSON.stringify(row)).not.toContain(await codeFor(mariaEmail));
    }
    const bad = await post('/api/my/code', { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBeTruthy();
  });

  it('signs in with the code once: a wrong one refused under the field, the cookie HttpOnly and for the portal only', async () => {
    const code = await codeFor(mariaEmail);
    const wrong = await post('/api/my/sign-in', {
      email: mariaEmail,
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe(portalMessages.wrongCode);
    const notCode = await post('/api/my/sign-in', { email: mariaEmail, code: '12ab56' });
    expect(notCode.statusCode).toBe(400);
    const right = await post('/api/my/sign-in', { email: mariaEmail, code });
    expect(right.statusCode, right.body).toBe(200);
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/^client_portal=[A-Za-z0-9_-]{43}; Path=\/api\/my; HttpOnly; SameSite=Strict/);
    const again = await post('/api/my/sign-in', { email: mariaEmail, code });
    expect(again.statusCode).toBe(400);
    expect((await home(cookieOf(right))).name).toBe('Maria Shikongo');
  });

  it('sends an address one code a minute: asking again sooner keeps the code already sent', async () => {
    const email = await emailOf(await clientByEnquiry(testApp, 'Rita Resend'));
    const sent = async () =>
      (
        await db()
          .selectFrom('outbox_messages')
          .select('id')
          .where('enquiry_type', '=', 'portal-code')
          .where('to_address', '=', email)
          .execute()
      ).length;
    expect((await post('/api/my/code', { email })).statusCode).toBe(202);
    const first = await codeFor(email);
    const again = await post('/api/my/code', { email });
    expect(again.json()).toEqual({ message: portalMessages.codeSent });
    expect(await sent()).toBe(1);
    clock = new Date(clock.getTime() + 61_000);
    await post('/api/my/code', { email });
    expect(await sent()).toBe(2);
    // The newer code is the one that works.
    const second = await codeFor(email);
    if (second !== first)
      expect((await post('/api/my/sign-in', { email, code: first })).statusCode).toBe(400);
    expect((await post('/api/my/sign-in', { email, code: second })).statusCode).toBe(200);
  });

  it('refuses a code past its 10 minutes', async () => {
    await post('/api/my/code', { email: mariaEmail });
    const code = await codeFor(mariaEmail);
    clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
    const late = await post('/api/my/sign-in', { email: mariaEmail, code });
    expect(late.statusCode).toBe(400);
  });

  let lockedEmail = '';
  it.each([
    ['a client', () => lockedEmail],
    ['a stranger', () => 'stranger.locked@example.com'],
  ])('locks %s’s address for 15 minutes after 5 wrong codes, the right code included', async (who, email) => {
    if (who === 'a client') lockedEmail = await emailOf(await clientByEnquiry(testApp, 'Lena Locked'));
    await post('/api/my/code', { email: email() });
    const code = email() === lockedEmail ? await codeFor(lockedEmail) : '123456';
    const wrongCode = code === '999999' ? '999998' : '999999';
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await post('/api/my/sign-in', { email: email(), code: wrongCode })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const locked = await post('/api/my/sign-in', { email: email(), code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(portalMessages.locked);
    // A new code is not sent while locked (the answer stays the same).
    expect((await post('/api/my/code', { email: email() })).json().message).toBe(portalMessages.codeSent);
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    if (email() === lockedEmail) {
      const cookie = await signIn(lockedEmail);
      expect((await home(cookie)).email).toBe(lockedEmail);
    } else {
      const after = await post('/api/my/sign-in', { email: email(), code: wrongCode });
      expect(after.statusCode).toBe(400);
    }
  });

  let mariaCookie = '';
  let otherCookie = '';
  const theirs: Record<string, string> = {};
  const mine: Record<string, string> = {};

  it('shows the client their consultations, policies, shared and sent documents, requests and records to confirm', async () => {
    admin = await signInAdmin(testApp);
    for (const [clientId, store, name] of [
      [maria, mine, 'Maria Shikongo'],
      [other, theirs, 'Other Testperson'],
    ] as const) {
      const policy = await adminJson('POST', '/api/admin/policies', {
        clientId,
        insurer: 'Old Mutual Namibia',
        product: 'life',
        policyNumber: `OM-${name.length}-${clientId.slice(0, 4)}`,
        status: 'in-force',
        startDate: '2025-03-15',
        premiumCents: 45_000,
        premiumFrequency: 'monthly',
        coverCents: 150_000_000,
      });
      expect(policy.statusCode, policy.body).toBe(201);
      store.shared = await adminUpload(clientId, 'policy-schedule', {
        name: 'Schedule.jpg',
        bytes: sampleJpeg,
      });
      expect(
        (await adminJson('PUT', `/api/admin/documents/${store.shared}/shared`, { shared: true })).statusCode,
      ).toBe(200);
      store.private = await adminUpload(clientId, 'other', { name: 'Adviser notes.jpg', bytes: sampleJpeg });
      store.pdf = await adminUpload(clientId, 'record-of-advice', {
        name: 'Advice.pdf',
        bytes: await adviceRecordPdf(`Record of advice for ${name}`),
      });
      const asked = await adminJson('POST', `/api/admin/clients/${clientId}/advice-confirmations`, {
        documentId: store.pdf,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      store.advice = (asked.json() as AdviceRecordCreated).id;
      const requested = await adminJson('POST', `/api/admin/clients/${clientId}/document-requests`, {
        kinds: ['id-document', 'proof-of-address'],
      });
      expect(requested.statusCode, requested.body).toBe(201);
      store.request = (requested.json() as DocumentRequestCreated).id;
      const free = (
        await testApp.app.inject({ method: 'GET', url: '/api/booking/slots?from=2026-12-01&days=14' })
      ).json() as SlotsAnswer;
      const slot = free.slots[clientId === maria ? 0 : 1];
      const email = clientId === maria ? mariaEmail : otherEmail;
      const phone = (
        await db().selectFrom('clients').select('phone').where('id', '=', clientId).executeTakeFirstOrThrow()
      ).phone;
      const booked = await post('/api/bookings', {
        topic: 'retirement-planning',
        urgency: 'soon',
        details: 'Retirement questions.',
        fullName: name,
        email,
        phone,
        consent: true,
        start: slot?.start,
        kind: 'office',
      });
      expect(booked.statusCode, booked.body).toBe(201);
      store.booking = booked.json().id;
    }
    // A workshop to come, with a seat for Maria: with her own e-mail and number (D35: a seat that
    // carried a number not confirmed as hers would be in nobody's portal).
    const workshop = await adminJson('POST', '/api/admin/workshops', {
      title: 'Retirement Planning Masterclass, December',
      summary: 'How much you need to retire, and turning savings into an income that lasts.',
      format: 'in-person',
      venue: 'Conference centre, Windhoek',
      startsAt: '2026-12-05T09:00:00+02:00',
      endsAt: '2026-12-05T12:00:00+02:00',
      priceCents: 14_900,
      capacity: 5,
      status: 'published',
    });
    expect(workshop.statusCode, workshop.body).toBe(201);
    const seat = await post('/api/workshop-registrations', {
      workshopId: workshop.json().id,
      workshopName: 'Retirement Planning Masterclass, December',
      fullName: 'Maria Shikongo',
      email: mariaEmail,
      phone: (
        await db().selectFrom('clients').select('phone').where('id', '=', maria).executeTakeFirstOrThrow()
      ).phone,
    });
    expect(seat.statusCode, seat.body).toBe(201);
    mariaCookie = await signIn(mariaEmail);
    otherCookie = await signIn(otherEmail);
    const shown = await home(mariaCookie);
    expect(shown.policies).toEqual([
      expect.objectContaining({
        insurer: 'Old Mutual Namibia',
        product: 'life',
        premiumCents: 45_000,
        coverCents: 150_000_000,
      }),
    ]);
    expect(shown.documents.map((document) => document.id).sort()).toEqual([mine.shared, mine.pdf].sort());
    expect(shown.requests).toEqual([
      expect.objectContaining({
        id: mine.request,
        items: [
          { kind: 'id-document', received: false },
          { kind: 'proof-of-address', received: false },
        ],
      }),
    ]);
    expect(shown.advice).toEqual([
      expect.objectContaining({ id: mine.advice, status: 'open', fileName: 'Advice.pdf' }),
    ]);
    expect(shown.workshops).toEqual([
      {
        id: seat.json().id,
        title: 'Retirement Planning Masterclass, December',
        startsAt: '2026-12-05T07:00:00.000Z',
        seat: 'confirmed',
      },
    ]);
    expect(shown.consultations).toEqual([
      expect.objectContaining({ id: mine.booking, status: 'booked', kind: 'office', changeable: true }),
    ]);
    // Nothing of the other client's.
    expect(JSON.stringify(shown)).not.toContain('Other Testperson');
    for (const id of Object.values(theirs)) expect(JSON.stringify(shown)).not.toContain(id);
  });

  it('answers every portal route with another client’s id as if it did not exist, and changes nothing', async () => {
    const uploadTo = (requestId: string) => {
      const body = multipart({ kind: 'id-document' }, { name: 'id.jpg', bytes: sampleJpeg });
      return testApp.app.inject({
        method: 'POST',
        url: `/api/my/requests/${requestId}/upload`,
        headers: { ...body.headers, cookie: mariaCookie, origin: siteOrigin(testApp) },
        payload: body.payload,
      });
    };
    const tries: [string, Promise<LightMyRequestResponse>][] = [
      ['their shared document', get(`/api/my/documents/${theirs.shared}`, mariaCookie)],
      ['their record of advice', get(`/api/my/advice/${theirs.advice}/document`, mariaCookie)],
      [
        'confirming their record',
        post(
          `/api/my/advice/${theirs.advice}/confirm`,
          { fullName: 'Maria Shikongo', understood: true },
          mariaCookie,
        ),
      ],
      ['cancelling their booking', post(`/api/my/bookings/${theirs.booking}/cancel`, {}, mariaCookie)],
      [
        'moving their booking',
        post(
          `/api/my/bookings/${theirs.booking}/reschedule`,
          { start: '2026-12-10T09:00:00+02:00', kind: 'phone' },
          mariaCookie,
        ),
      ],
      ['sending to their request', uploadTo(theirs.request as string)],
      ['a document of her own not shared with her', get(`/api/my/documents/${mine.private}`, mariaCookie)],
    ];
    for (const [name, attempt] of tries) {
      const answer = await attempt;
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(404);
    }
    const otherHome = await home(otherCookie);
    expect(otherHome.consultations[0]?.status).toBe('booked');
    expect(otherHome.advice[0]?.status).toBe('open');
    expect(otherHome.requests[0]?.items.every((item) => !item.received)).toBe(true);
  });

  it('lets the client download, confirm, send a requested document, move and cancel a consultation', async () => {
    const file = await get(`/api/my/documents/${mine.shared}`, mariaCookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(sampleJpeg)).toBe(true);
    expect(file.headers['content-disposition']).toContain('attachment');
    const pdf = await get(`/api/my/advice/${mine.advice}/document`, mariaCookie);
    expect(pdf.statusCode).toBe(200);
    const bad = await post(
      `/api/my/advice/${mine.advice}/confirm`,
      { fullName: 'Maria', understood: true },
      mariaCookie,
    );
    expect(bad.statusCode).toBe(400);
    const confirmed = await post(
      `/api/my/advice/${mine.advice}/confirm`,
      { fullName: 'Maria Shikongo', understood: true },
      mariaCookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().confirmedName).toBe('Maria Shikongo');
    const body = multipart({ kind: 'id-document' }, { name: 'id.jpg', bytes: sampleJpeg });
    const sent = await testApp.app.inject({
      method: 'POST',
      url: `/api/my/requests/${mine.request}/upload`,
      headers: { ...body.headers, cookie: mariaCookie, origin: siteOrigin(testApp) },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const free = (
      await testApp.app.inject({ method: 'GET', url: '/api/booking/slots?from=2026-12-01&days=14' })
    ).json() as SlotsAnswer;
    const moved = await post(
      `/api/my/bookings/${mine.booking}/reschedule`,
      { start: free.slots[3]?.start, kind: 'phone' },
      mariaCookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ start: free.slots[3]?.start, kind: 'phone' });
    const after = await home(mariaCookie);
    expect(after.advice[0]?.status).toBe('confirmed');
    expect(after.requests[0]?.items).toEqual([
      { kind: 'id-document', received: true },
      { kind: 'proof-of-address', received: false },
    ]);
    const cancelled = await post(`/api/my/bookings/${mine.booking}/cancel`, {}, mariaCookie);
    expect(cancelled.statusCode).toBe(200);
    expect((await home(mariaCookie)).consultations).toEqual([]);
    const audit = await db()
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', mine.booking as string)
      .where('action', '=', 'cancel')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details).by).toBe('client-portal');
  });

  it('books a yearly review at a free time with their details', async () => {
    const free = (
      await testApp.app.inject({ method: 'GET', url: '/api/booking/slots?from=2026-12-01&days=14' })
    ).json() as SlotsAnswer;
    const booked = await post(
      '/api/my/review',
      { start: free.slots[5]?.start, kind: 'whatsapp-video' },
      mariaCookie,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const request = await db()
      .selectFrom('consultation_requests')
      .select(['custom_topic', 'client_id', 'full_name'])
      .where('id', '=', booked.json().consultationRequestId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({
      custom_topic: 'Yearly review of my policies',
      client_id: maria,
      full_name: 'Maria Shikongo',
    });
    expect((await home(mariaCookie)).consultations).toHaveLength(1);
    const noTime = await post('/api/my/review', { kind: 'whatsapp-video' }, mariaCookie);
    expect(noTime.statusCode).toBe(400);
  });

  it('updates their phone and address, on their timeline for the adviser', async () => {
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/my/contact',
      headers: { 'content-type': 'application/json', cookie: mariaCookie, origin: siteOrigin(testApp) },
      payload: JSON.stringify({
        phone: '+264 81 555 0101',
        address: 'Erf 12, Independence Avenue, Windhoek',
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await home(mariaCookie);
    expect(shown).toMatchObject({
      phone: '+264 81 555 0101',
      address: 'Erf 12, Independence Avenue, Windhoek',
    });
    const detail = await admin.request({ method: 'GET', url: `/api/admin/clients/${maria}` });
    expect(detail.json()).toMatchObject({
      phone: '+264 81 555 0101',
      address: 'Erf 12, Independence Avenue, Windhoek',
    });
    expect(detail.json().timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Changed their details in their portal',
          detail: expect.stringContaining('Erf 12, Independence Avenue, Windhoek'),
        }),
      ]),
    );
    const bad = await testApp.app.inject({
      method: 'PUT',
      url: '/api/my/contact',
      headers: { 'content-type': 'application/json', cookie: mariaCookie, origin: siteOrigin(testApp) },
      payload: JSON.stringify({ phone: 'call me', address: '' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toBeTruthy();
  });

  it('closes every portal route without a sign-in, and a change from another site', async () => {
    const routes = testApp.app.registeredRoutes.filter((route) => route.portal && route.method !== 'HEAD');
    expect(
      testApp.app.registeredRoutes
        .filter((route) => route.url.startsWith('/api/my') && !route.portal)
        .map((route) => route.url)
        .sort(),
    ).toEqual(['/api/my/code', '/api/my/sign-in', '/api/my/sign-out']);
    expect(routes.length).toBeGreaterThanOrEqual(9);
    for (const route of routes) {
      const answer = await testApp.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':id', crypto.randomUUID()),
        headers: { 'content-type': 'application/json', origin: siteOrigin(testApp) },
        payload: route.method === 'GET' ? undefined : '{}',
      });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    const foreign = await testApp.app.inject({
      method: 'PUT',
      url: '/api/my/contact',
      headers: {
        'content-type': 'application/json',
        cookie: mariaCookie,
        origin: 'https://elsewhere.example',
      },
      payload: JSON.stringify({ phone: '+264 81 555 0102', address: '' }),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('ends a sign-in after 30 idle minutes, and at sign-out', async () => {
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect((await get('/api/my', mariaCookie)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 30 * 60_000 + 1000);
    const idle = await get('/api/my', mariaCookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error.message).toBe(portalMessages.signedOut);
    const cookie = await signIn(otherEmail);
    const out = await post('/api/my/sign-out', {}, cookie);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await get('/api/my', cookie)).statusCode).toBe(401);
  });
});

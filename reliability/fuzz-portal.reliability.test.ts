import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin, siteOrigin } from '../src/server/testing/admin';
import { createTestApp, type TestApp } from '../src/server/testing/app';
import { clientByEnquiry } from '../src/server/testing/clients';
import { adviceRecordPdf, multipart as multipartBody } from '../src/server/testing/documents';
import type { AdviceRecordCreated } from '../src/shared/advice-records';
import type { DocumentRequestCreated } from '../src/shared/document-requests';
import { type Endpoint, malformed, type Upload, uploads } from './fuzz-support';

/**
 * The client's side (issue 32) fuzzed where it is really open: 500 generated bad bodies to the
 * confirmation of a real record of advice by its link, and to each portal route that takes a body,
 * signed in as a real client with real ids; 500 bad files to the portal's upload to a real request;
 * 500 made-up links and codes. Every answer is a 4xx in the one error shape, never a 5xx, and
 * nothing is stored: the record stays unconfirmed, no document, booking or change is written.
 */

const runs = Math.min(Number(process.env.FUZZ_RUNS ?? 500), 500);

let testApp: TestApp;
let admin: AdminClient;
let cookie = '';
let adviceToken = '';
let adviceId = '';
let requestId = '';
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${68 + ((address >> 16) & 3)}.${(address >> 8) & 255}.${address & 255}`;
};

beforeAll(async () => {
  testApp = await createTestApp('sqlite');
  admin = await signInAdmin(testApp);
  const clientId = await clientByEnquiry(testApp, 'Fuzz Portal');
  const json = { 'content-type': 'application/json' };
  const upload = multipartBody(
    { kind: 'record-of-advice' },
    { name: 'Advice.pdf', bytes: await adviceRecordPdf('Record of advice for Fuzz Portal') },
  );
  const documentId = (
    await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/documents`,
      headers: upload.headers,
      payload: upload.payload,
    })
  ).json().id;
  const asked = (
    await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/advice-confirmations`,
      headers: json,
      payload: JSON.stringify({ documentId }),
    })
  ).json() as AdviceRecordCreated;
  adviceId = asked.id;
  adviceToken = new URL(asked.link).searchParams.get('token') as string;
  requestId = (
    (
      await admin.request({
        method: 'POST',
        url: `/api/admin/clients/${clientId}/document-requests`,
        headers: json,
        payload: JSON.stringify({ kinds: ['id-document', 'proof-of-address'] }),
      })
    ).json() as DocumentRequestCreated
  ).id;
  const email = (
    await testApp.database.handle.db
      .selectFrom('clients')
      .select('email')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow()
  ).email;
  const origin = { ...json, origin: siteOrigin(testApp) };
  await testApp.app.inject({
    method: 'POST',
    url: '/api/my/code',
    headers: origin,
    payload: JSON.stringify({ email }),
  });
  const code = JSON.parse(
    (
      await testApp.database.handle.db
        .selectFrom('outbox_messages')
        .select('content')
        .where('enquiry_type', '=', 'portal-code')
        .executeTakeFirstOrThrow()
    ).content,
  ).code;
  const signedIn = await testApp.app.inject({
    method: 'POST',
    url: '/api/my/sign-in',
    headers: origin,
    payload: JSON.stringify({ email, code }),
  });
  expect(signedIn.statusCode).toBe(200);
  cookie = String(signedIn.headers['set-cookie']).split(';')[0] as string;
});

afterAll(async () => {
  await testApp?.close();
});

const tables = [
  'advice_confirmations',
  'client_documents',
  'bookings',
  'portal_sessions',
  'audit_log',
] as const;
async function state() {
  const { db } = testApp.database.handle;
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const advice = await db
    .selectFrom('advice_confirmations')
    .select('status')
    .where('id', '=', adviceId)
    .executeTakeFirstOrThrow();
  const client = await db.selectFrom('clients').select(['phone', 'address']).executeTakeFirstOrThrow();
  return { counts, advice: advice.status, client };
}

function expectFourHundreds(
  answer: { statusCode: number; body: string; headers: Record<string, unknown> },
  context: string,
) {
  expect(answer.statusCode, `${context}: ${answer.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode, `${context}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  expect(String(answer.headers['content-type']), context).toMatch(/^application\/json/);
  expect(typeof JSON.parse(answer.body).error?.message, context).toBe('string');
}

const signedInEndpoints: Record<string, Endpoint> = {
  confirmByLink: {
    method: 'POST',
    url: () => `/api/advice/confirm?token=${adviceToken}`,
    valid: { fullName: 'Fuzz Portal', understood: true },
    limit: 64 * 1024,
  },
  portalConfirm: {
    method: 'POST',
    url: () => `/api/my/advice/${adviceId}/confirm`,
    valid: { fullName: 'Fuzz Portal', understood: true },
    limit: 64 * 1024,
  },
  portalContact: {
    method: 'PUT',
    url: () => '/api/my/contact',
    valid: { phone: '+264 81 555 0199', address: 'Erf 1, Windhoek' },
    limit: 64 * 1024,
  },
  portalReview: {
    method: 'POST',
    url: () => '/api/my/review',
    valid: { start: '2026-12-01T09:00:00+02:00', kind: 'phone' },
    limit: 64 * 1024,
  },
};

describe('bad input to the client’s side', () => {
  it.each(Object.entries(signedInEndpoints))(
    '%s answers 500 generated bad bodies with a 4xx, storing nothing',
    async (name, endpoint) => {
      const before = await state();
      await fc.assert(
        fc.asyncProperty(malformed(endpoint), async (request) => {
          const answer = await testApp.app.inject({
            method: endpoint.method as 'POST',
            url: endpoint.url(),
            headers: {
              ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
              origin: siteOrigin(testApp),
              cookie,
            },
            payload: request.payload,
            remoteAddress: nextAddress(),
          });
          expectFourHundreds(answer, `${name} ${request.kind}`);
        }),
        { numRuns: runs },
      );
      expect(await state()).toEqual(before);
    },
  );

  it(`answers ${runs} bad files to the portal's upload with a 4xx, storing nothing`, async () => {
    const before = await state();
    await fc.assert(
      fc.asyncProperty(uploads, async (upload: Upload) => {
        const answer = await testApp.app.inject({
          method: 'POST',
          url: `/api/my/requests/${requestId}/upload`,
          headers: { 'content-type': upload.contentType, origin: siteOrigin(testApp), cookie },
          payload: upload.payload,
          remoteAddress: nextAddress(),
        });
        expectFourHundreds(answer, upload.kind);
      }),
      { numRuns: runs },
    );
    // 10 MB and one byte, twice (each is 10 MB to generate).
    for (let round = 0; round < 2; round++) {
      const big = multipartBody(
        { kind: 'id-document' },
        {
          name: 'big.pdf',
          bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024 + 1 - 5)]),
        },
      );
      const answer = await testApp.app.inject({
        method: 'POST',
        url: `/api/my/requests/${requestId}/upload`,
        headers: { ...big.headers, origin: siteOrigin(testApp), cookie },
        payload: big.payload,
        remoteAddress: nextAddress(),
      });
      expect(answer.statusCode).toBe(413);
    }
    expect(await state()).toEqual(before);
  });

  it(`answers ${runs} made-up links to a record of advice with 404, naming no one`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 120 }),
        fc.constantFrom('current', 'document'),
        async (madeUp, path) => {
          const answer = await testApp.app.inject({
            method: 'GET',
            url: `/api/advice/${path}?token=${encodeURIComponent(madeUp)}`,
            remoteAddress: nextAddress(),
          });
          expect([400, 404]).toContain(answer.statusCode);
          expect(answer.body).not.toContain('Fuzz');
        },
      ),
      { numRuns: runs },
    );
  });

  it(`answers ${runs} guessed codes for unknown addresses alike, signing no one in`, async () => {
    const before = await state();
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), fc.integer({ min: 0, max: 999_999 }), async (email, code) => {
        const answer = await testApp.app.inject({
          method: 'POST',
          url: '/api/my/sign-in',
          headers: { 'content-type': 'application/json', origin: siteOrigin(testApp) },
          payload: JSON.stringify({ email, code: String(code).padStart(6, '0') }),
          remoteAddress: nextAddress(),
        });
        expectFourHundreds(answer, email);
      }),
      { numRuns: runs },
    );
    expect((await state()).counts.portal_sessions).toBe(before.counts.portal_sessions);
  });

  it(`answers ${runs} made-up cookies of both kinds as no sign-in (401), never a 500`, async () => {
    // Percent signs and broken escapes (`%`, `%E0%A4%A`) are what once made a 500: weighted in.
    const value = fc.oneof(
      fc.stringMatching(/^[\x21-\x7e]{0,80}$/),
      fc.stringMatching(/^[%A-Za-z0-9_=-]{0,60}$/),
      fc.constantFrom('%', '%E0%A4%A', '%zz', '%%', '=%=', '%00'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('client_portal', 'adviser_admin'),
        value,
        fc.constantFrom('/api/my', '/api/admin/verify', '/api/admin/clients'),
        async (name, cookieValue, url) => {
          const header = `${name}=${cookieValue}`;
          const answer = await testApp.app.inject({
            method: 'GET',
            url,
            headers: { cookie: header },
            remoteAddress: nextAddress(),
          });
          // A made-up admin cookie on a portal route is no portal sign-in either (and the reverse).
          expect([url, header, answer.statusCode]).toEqual([url, header, 401]);
          expectFourHundreds(answer, header);
        },
      ),
      { numRuns: runs },
    );
  });
});

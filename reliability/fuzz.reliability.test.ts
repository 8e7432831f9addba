import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beforeAllWorkshops,
  validBookOrder,
  validChecklistDownload,
  validConsultation,
  validQuestionnaireLead,
  validQuote,
  validWorkshopRegistration,
} from '../src/server/features/enquiries/fixtures';
import { familyOfFour } from '../src/server/features/funeral/fixtures';
import { createTestApp, type TestApp } from '../src/server/testing/app';
import { completeFna } from '../src/shared/fna.fixtures';

/**
 * Bad input (issue 10): at least 1,000 generated malformed requests to every public POST
 * endpoint: bodies that are not objects, invalid JSON, a field of the wrong type, an over-long
 * unicode string, an unknown field, deep nesting, an oversized body, the wrong content type.
 * Every answer is a 4xx JSON error in the one error shape, never a 5xx, and no row is written.
 */

const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 1000);

const tables = [
  'newsletter_subscriptions',
  'consultation_requests',
  'leads',
  'quote_requests',
  'workshop_registrations',
  'bookings',
  'pipeline_leads',
  'funeral_applications',
  'funeral_application_members',
  'admin_users',
  'admin_sessions',
  'admin_login_attempts',
  'audit_log',
  'fna_submissions',
  'needs_analyses',
  'outbox_messages',
] as const;

let testApp: TestApp;
let sessionId = '';
let address = 0;

beforeAll(async () => {
  testApp = await createTestApp('sqlite', { now: () => beforeAllWorkshops });
  const created = await send('POST', '/api/client-needs-analysis', {
    contentType: 'application/json',
    payload: JSON.stringify({ clientProfile: { fullName: 'Fuzz Session' } }),
  });
  sessionId = created.json().id;
});

afterAll(async () => {
  await testApp?.close();
});

function send(method: 'POST' | 'PATCH', url: string, request: { contentType?: string; payload: string }) {
  address += 1;
  return testApp.app.inject({
    method,
    url,
    headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
    payload: request.payload,
    // A fresh client address each time: the rate limit is not what is tested here.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await testApp.database.handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

interface Endpoint {
  method: 'POST' | 'PATCH';
  url: () => string;
  valid: Record<string, unknown>;
  /** The body limit of the route (FNA 256 KB, the rest 64 KB). */
  limit: number;
}

const endpoints: Record<string, Endpoint> = {
  newsletter: {
    method: 'POST',
    url: () => '/api/newsletter-subscriptions',
    valid: { email: 'fuzz@example.com' },
    limit: 64 * 1024,
  },
  consultation: {
    method: 'POST',
    url: () => '/api/consultation-requests',
    valid: validConsultation,
    limit: 64 * 1024,
  },
  leads: { method: 'POST', url: () => '/api/leads', valid: validQuestionnaireLead, limit: 64 * 1024 },
  quote: { method: 'POST', url: () => '/api/quote-requests', valid: validQuote, limit: 64 * 1024 },
  workshop: {
    method: 'POST',
    url: () => '/api/workshop-registrations',
    valid: validWorkshopRegistration,
    limit: 64 * 1024,
  },
  booking: {
    method: 'POST',
    url: () => '/api/bookings',
    valid: { ...validConsultation, start: '2024-01-16T09:00:00+02:00', kind: 'phone' },
    limit: 64 * 1024,
  },
  bookingLookup: {
    method: 'POST',
    url: () => '/api/bookings/manage/lookup',
    valid: { token: 'a'.repeat(43) },
    limit: 64 * 1024,
  },
  bookingReschedule: {
    method: 'POST',
    url: () => '/api/bookings/manage/reschedule',
    valid: { token: 'a'.repeat(43), start: '2024-01-16T09:00:00+02:00', kind: 'phone' },
    limit: 64 * 1024,
  },
  bookingCancel: {
    method: 'POST',
    url: () => '/api/bookings/manage/cancel',
    valid: { token: 'a'.repeat(43) },
    limit: 64 * 1024,
  },
  workshopLookup: {
    method: 'POST',
    url: () => '/api/workshop-registrations/lookup',
    valid: { token: 'a'.repeat(43) },
    limit: 64 * 1024,
  },
  workshopCancel: {
    method: 'POST',
    url: () => '/api/workshop-registrations/cancel',
    valid: { token: 'a'.repeat(43) },
    limit: 64 * 1024,
  },
  bookOrder: { method: 'POST', url: () => '/api/book-orders', valid: validBookOrder, limit: 64 * 1024 },
  checklist: {
    method: 'POST',
    url: () => '/api/checklist-downloads',
    valid: validChecklistDownload,
    limit: 64 * 1024,
  },
  funeral: {
    method: 'POST',
    url: () => '/api/funeral-cover-applications',
    valid: familyOfFour as unknown as Record<string, unknown>,
    limit: 64 * 1024,
  },
  fnaSubmit: {
    method: 'POST',
    url: () => '/api/fna/submit',
    valid: completeFna as unknown as Record<string, unknown>,
    limit: 256 * 1024,
  },
  fnaReport: {
    method: 'POST',
    url: () => '/api/fna/generate-pdf',
    valid: { id: '00000000-0000-4000-8000-000000000000', reportToken: 'a'.repeat(43) },
    limit: 64 * 1024,
  },
  needsAnalysisCreate: {
    method: 'POST',
    url: () => '/api/client-needs-analysis',
    valid: { clientProfile: { fullName: 'Fuzz Visitor', hasDependents: 'yes' } },
    limit: 64 * 1024,
  },
  needsAnalysisPatch: {
    method: 'PATCH',
    url: () => `/api/client-needs-analysis/${sessionId}`,
    valid: { debtReview: { hasDebts: 'yes', hasArrears: 'no' } },
    limit: 64 * 1024,
  },
  needsAnalysisComplete: {
    method: 'POST',
    url: () => `/api/client-needs-analysis/${sessionId}/complete`,
    valid: {},
    limit: 64 * 1024,
  },
  login: {
    method: 'POST',
    url: () => '/api/admin/login',
    valid: { email: 'adviser@example.com', password: 'correct horse battery staple' },
    limit: 64 * 1024,
  },
};

/** A JSON value of another type than `value` (so a field that wants it is sure to refuse it). */
function otherType(value: unknown): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [fc.constant(null)];
  if (typeof value !== 'string') choices.push(fc.string({ unit: 'grapheme' }));
  if (typeof value !== 'number')
    choices.push(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
  if (typeof value !== 'boolean') choices.push(fc.boolean());
  if (!Array.isArray(value)) choices.push(fc.array(fc.jsonValue(), { maxLength: 5 }));
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    choices.push(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }));
  return fc.oneof(...choices);
}

/**
 * Over 5,000 characters with no white space (so trimming cannot shorten it), in any script. Counted
 * in code points, as zod counts a string's length (a character outside the BMP is one, not two).
 */
const longText = fc
  .tuple(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).filter((text) => !/\s/.test(text)),
    fc.integer({ min: 5001, max: 12_000 }),
  )
  .map(([piece, length]) => piece.repeat(Math.ceil(length / [...piece].length)));

interface Malformed {
  kind: string;
  contentType?: string;
  payload: string;
}

function malformed(endpoint: Endpoint): fc.Arbitrary<Malformed> {
  const keys = Object.keys(endpoint.valid);
  const json = (kind: string) => (value: unknown) => ({
    kind,
    contentType: 'application/json',
    payload: JSON.stringify(value),
  });
  const options: fc.Arbitrary<Malformed>[] = [
    // Not an object at all.
    fc
      .oneof(
        fc.jsonValue().filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)),
      )
      .map(json('not an object')),
    // Not JSON.
    fc
      .string({ unit: 'grapheme', maxLength: 200 })
      .map((text) => `{${text}`)
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((payload) => ({ kind: 'invalid JSON', contentType: 'application/json', payload })),
    // An unknown field beside valid ones.
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !keys.includes(key)),
        fc.jsonValue(),
      )
      .map(([key, value]) => ({ ...endpoint.valid, [key]: value }))
      .map(json('unknown field')),
    // Deeply nested.
    fc.integer({ min: 200, max: 20_000 }).map((depth) => ({
      kind: 'deep nesting',
      contentType: 'application/json',
      payload: `{"${keys[0] ?? 'a'}":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    })),
    // Bigger than the route takes.
    fc
      .integer({ min: endpoint.limit + 1, max: endpoint.limit * 2 })
      .map((size) => ({ ...endpoint.valid, [keys[0] ?? 'a']: 'x'.repeat(size) }))
      .map(json('oversized')),
    // The wrong content type, whatever the body.
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'text/html; charset=utf-8',
        ),
        fc.oneof(fc.constant(JSON.stringify(endpoint.valid)), fc.string({ maxLength: 200 })),
      )
      .map(([contentType, payload]) => ({ kind: 'wrong content type', contentType, payload })),
  ];
  if (keys.length > 0) {
    // One field of the wrong type.
    options.push(
      fc
        .constantFrom(...keys)
        .chain((key) => otherType(endpoint.valid[key]).map((value) => ({ ...endpoint.valid, [key]: value })))
        .map(json('wrong type')),
    );
    const textKeys = keys.filter((key) => typeof endpoint.valid[key] === 'string');
    if (textKeys.length > 0)
      options.push(
        fc
          .tuple(fc.constantFrom(...textKeys), longText)
          .map(([key, text]) => ({ ...endpoint.valid, [key]: text }))
          .map(json('over-long text')),
      );
    // A required field missing, or all of them.
    options.push(fc.constant({}).map(json('empty object')));
  }
  return fc.oneof(...options);
}

describe('malformed requests to every public POST endpoint', () => {
  it.each(Object.entries(endpoints))(
    '%s answers each with a 4xx JSON error and stores nothing',
    async (name, endpoint) => {
      const before = await rowCounts();
      const kinds = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(malformed(endpoint), async (request) => {
          kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
          const response = await send(endpoint.method, endpoint.url(), request);
          const context = `${name} ${request.kind}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, context).toBeLessThan(500);
          expect(response.headers['content-type'], context).toMatch(/^application\/json/);
          const body = response.json();
          expect(typeof body.error?.code, context).toBe('string');
          expect(typeof body.error?.message, context).toBe('string');
        }),
        { numRuns: runsPerEndpoint },
      );
      expect(await rowCounts(), `${name}: rows written`).toEqual(before);
      // Every kind of malformed request was tried.
      expect(kinds.size).toBeGreaterThanOrEqual(6);
    },
  );
});

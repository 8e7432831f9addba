import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/server/testing/app';
import {
  beforeAllWorkshops,
  validBookOrder,
  validChecklistDownload,
  validConsultation,
  validQuestionnaireLead,
  validQuote,
  validWorkshopRegistration,
} from '../src/server/testing/enquiry-fixtures';
import { familyOfFour } from '../src/server/testing/funeral-fixtures';
import { completeFna } from '../src/shared/fna.fixtures';
import { type Endpoint, malformed } from './fuzz-support';

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
  testApp = await createTestApp('sqlite', { now: () => beforeAllWorkshops, exampleWorkshops: true });
  const created = await send('POST', '/api/client-needs-analysis', {
    contentType: 'application/json',
    payload: JSON.stringify({ clientProfile: { fullName: 'Fuzz Session' } }),
  });
  sessionId = created.json().id;
});

afterAll(async () => {
  await testApp?.close();
});

function send(
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  request: { contentType?: string; payload: string },
) {
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
  // Issue 32: a record of advice confirmed by its link, and the portal's sign-in.
  adviceConfirm: {
    method: 'POST',
    url: () => `/api/advice/confirm?token=${'a'.repeat(43)}`,
    valid: { fullName: 'Fuzz Person', understood: true },
    limit: 64 * 1024,
  },
  portalCode: {
    method: 'POST',
    url: () => '/api/my/code',
    valid: { email: 'fuzz@example.com' },
    limit: 64 * 1024,
  },
  portalSignIn: {
    method: 'POST',
    url: () => '/api/my/sign-in',
    valid: { email: 'fuzz@example.com', code: '123456' },
    limit: 64 * 1024,
  },
  // Issue 33: the newsletter's confirmation and one-click unsubscribe links.
  newsletterConfirm: {
    method: 'POST',
    url: () => '/api/newsletter/confirm',
    valid: { token: 'a'.repeat(43) },
    limit: 64 * 1024,
  },
  newsletterUnsubscribe: {
    method: 'POST',
    url: () => `/api/newsletter/unsubscribe?token=${'a'.repeat(43)}`,
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

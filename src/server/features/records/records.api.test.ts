import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow } from '../../db/statements';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import {
  beforeAllWorkshops,
  validConsultation,
  validQuestionnaireLead,
  validQuote,
  validWorkshopRegistration,
} from '../../testing/enquiry-fixtures';
import { familyOfFour } from '../../testing/funeral-fixtures';

/** The data dashboard's lists, details, status changes, CSV export and counts (DECISIONS D14). */

describe.each(dialects)('dashboard records (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  const ids: Record<string, string> = {};
  let address = 0;
  const post = async (url: string, body: unknown) => {
    address += 1;
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: `10.9.0.${address}`,
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json().id as string;
  };

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => beforeAllWorkshops, exampleWorkshops: true });
    admin = await signInAdmin(testApp);
    ids.consultation = await post('/api/consultation-requests', {
      ...validConsultation,
      fullName: 'Selma Dashboard',
      phone: '+264 81 000 0010',
    });
    ids.lead = await post('/api/leads', validQuestionnaireLead);
    ids.quote = await post('/api/quote-requests', validQuote);
    ids.funeral = await post('/api/funeral-cover-applications', familyOfFour);
    ids.workshop = await post('/api/workshop-registrations', validWorkshopRegistration);
    await post('/api/newsletter-subscriptions', { email: 'reader@example.com' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string) => admin.request({ method: 'GET', url });

  it.each([
    ['/api/leads', 'saver@example.com'],
    ['/api/consultation-requests', 'Selma Dashboard'],
    ['/api/quote-requests', 'quoter@example.com'],
    ['/api/funeral-cover-applications', familyOfFour.mainApplicant.email.toLowerCase()],
    ['/api/workshop-registrations', validWorkshopRegistration.email.toLowerCase()],
    ['/api/newsletter-subscriptions', 'reader@example.com'],
    ['/api/pipeline-leads/search', 'Selma Dashboard'],
  ])('%s lists the record newest first, 50 a page, with search', async (url, expected) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 50 });
    expect(page.total).toBeGreaterThan(0);
    expect(JSON.stringify(page.items)).toContain(expected);
    // Case-insensitive search on a part of the text.
    const part = expected.slice(1, 6).toUpperCase();
    const found = (await get(`${url}?q=${encodeURIComponent(part)}`)).json();
    expect(JSON.stringify(found.items)).toContain(expected);
    const none = (await get(`${url}?q=${encodeURIComponent('no such text 42')}`)).json();
    expect(none).toMatchObject({ items: [], total: 0 });
    // LIKE's own characters are taken literally.
    expect((await get(`${url}?q=${encodeURIComponent('%')}`)).json().total).toBe(0);
  });

  it('answers the spec shapes of the dashboard records', async () => {
    const quote = (await get('/api/quote-requests')).json().items[0];
    expect(quote).toMatchObject({
      id: ids.quote,
      personalInfo: { firstName: 'Test', lastName: 'Quoter' },
      insuranceNeeds: { types: validQuote.insuranceNeeds.types },
      status: 'pending',
    });
    const workshop = (await get('/api/workshop-registrations')).json().items[0];
    expect(workshop).toMatchObject({
      id: ids.workshop,
      workshopName: expect.any(String),
      leadId: expect.any(String),
    });
    const newsletter = (await get('/api/newsletter-subscriptions')).json().items[0];
    // Double opt-in (issue 33): not active until the e-mailed link is followed.
    expect(newsletter).toMatchObject({
      email: 'reader@example.com',
      isActive: false,
      status: 'pending',
      confirmedAt: null,
      unsubscribedAt: null,
    });
    const lead = (await get('/api/leads?q=saver')).json().items[0];
    expect(lead).toMatchObject({ firstName: 'Test', lastName: 'van der Person', source: expect.any(String) });
  });

  it('pages long lists on the server: 120 records are 50, 50 and 20, newest first', async () => {
    const unit = Array.from({ length: 120 }, (_, index) =>
      insertRow(testApp.database.handle.db, 'newsletter_subscriptions', {
        id: randomUUID(),
        email: `paging${String(index).padStart(3, '0')}@example.com`,
        is_active: 1,
        created_at: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
        updated_at: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
      }),
    );
    await testApp.database.handle.write(unit);
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        (await get(`/api/newsletter-subscriptions?q=paging&page=${page}`)).json(),
      ),
    );
    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 20]);
    expect(pages[0].total).toBe(120);
    expect(pages[0].items[0].email).toBe('paging119@example.com');
    expect(pages[2].items.at(-1).email).toBe('paging000@example.com');
    expect((await get('/api/newsletter-subscriptions?page=0')).statusCode).toBe(400);
    expect((await get('/api/newsletter-subscriptions?page=two')).statusCode).toBe(400);
  });

  it('shows a funeral application with its members in a readable layout and as raw data', async () => {
    const response = await get(`/api/funeral-cover-applications/${ids.funeral}`);
    expect(response.statusCode).toBe(200);
    const { record, readable } = response.json();
    expect(record.members).toHaveLength(familyOfFour.familyMembers.length);
    expect(readable.fields).toEqual(
      expect.arrayContaining([
        { label: 'Monthly premium', value: 'N$ 135.68' },
        { label: 'Status', value: 'pending', kind: 'status' },
      ]),
    );
    expect(readable.lists[0].title).toBe('Members covered');
    expect(readable.lists[0].items).toHaveLength(familyOfFour.familyMembers.length);
    expect((await get(`/api/funeral-cover-applications/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('lists a questionnaire lead with its questions and answers', async () => {
    const { readable } = (await get(`/api/leads/${ids.lead}`)).json();
    expect(readable.lists[0].title).toBe('Answers');
    expect(readable.lists[0].items[0][0].value).toBe('An emergency fund');
    expect(readable.lists[0].items[0][0].label).not.toBe('Question 1');
  });

  it('changes a record status (audited) and refuses unknown statuses', async () => {
    const change = (status: string) =>
      admin.request({
        method: 'PATCH',
        url: `/api/quote-requests/${ids.quote}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ status }),
      });
    const response = await change('in_progress');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: ids.quote, status: 'in_progress' });
    expect((await get('/api/quote-requests')).json().items[0].status).toBe('in_progress');
    expect((await change('won')).statusCode).toBe(400);
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_id', '=', ids.quote as string)
      .execute();
    expect(audit).toEqual([
      { action: 'update', details: JSON.stringify({ status: ['pending', 'in_progress'] }) },
    ]);
  });

  it('exports a tab as CSV: UTF-8, a header row, formula cells neutralised', async () => {
    const response = await get('/api/consultation-requests/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="consultation-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Name","Email","Phone","Topic","Urgency","Details","Status","Date"');
    expect(lines[1]).toContain('"Selma Dashboard"');
    // The phone starts with +: a spreadsheet must not read it as a formula.
    expect(lines[1]).toContain(`"'+264 81 000 0010"`);
    const filtered = (await get('/api/consultation-requests/export.csv?q=nobody-here')).body;
    expect(
      filtered
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('counts the cards of the dashboard, with the pipeline value in cents', async () => {
    const stats = (await get('/api/admin/stats')).json();
    expect(stats).toMatchObject({
      consultationRequests: 1,
      quoteRequests: 1,
      funeralApplications: 1,
      workshopRegistrations: 1,
    });
    expect(stats.leads).toBeGreaterThanOrEqual(2);
    expect(stats.newsletterActive).toBeGreaterThanOrEqual(1);
    // A card each for the consultation, the questionnaire, the quote and the funeral application;
    // none for the workshop seat (issue 59: a seat is not a sale).
    expect(stats.pipelineLeads).toBeGreaterThanOrEqual(4);
    // The funeral card's estimated value is its annual premium (N$ 1,546.76).
    expect(stats.pipelineValueCents).toBe(154_676);
  });
});

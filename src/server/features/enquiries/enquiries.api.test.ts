import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultBodyLimit } from '../../app';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import {
  beforeAllWorkshops,
  validBookOrder,
  validChecklistDownload,
  validConsultation,
  validQuestionnaireLead,
  validQuote,
  validWorkshopRegistration,
} from '../../testing/enquiry-fixtures';

/**
 * The four public enquiry endpoints through HTTP on each database: what they store (with the
 * pipeline card, in one transaction), what they refuse, and that a refused request stores nothing.
 */

const tables = [
  'consultation_requests',
  'leads',
  'quote_requests',
  'workshop_registrations',
  'pipeline_leads',
] as const;

const endpoints = [
  { url: '/api/consultation-requests', body: validConsultation },
  { url: '/api/leads', body: validQuestionnaireLead },
  { url: '/api/quote-requests', body: validQuote },
  { url: '/api/workshop-registrations', body: validWorkshopRegistration },
  { url: '/api/book-orders', body: validBookOrder },
  { url: '/api/checklist-downloads', body: validChecklistDownload },
  {
    url: '/api/guide-downloads',
    body: { ...validChecklistDownload, guideId: 'financial-planning-checklist' },
  },
] as const;

let address = 0;
/** A fresh client address per request, so the rate limit only bites where a test wants it to. */
const nextAddress = () => {
  address += 1;
  return `10.1.${Math.floor(address / 250)}.${address % 250}`;
};

describe.each(dialects)('public enquiry endpoints (%s)', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, {
      exampleWorkshops: true,
      env: { RATE_LIMIT_PUBLIC_POST: '3', SITE_ADVISER_NAME: 'Alex Example' },
      now: () => beforeAllWorkshops,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.handle.db;
  async function counts() {
    const result = {} as Record<(typeof tables)[number], number>;
    for (const table of tables) {
      const row = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  }
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: nextAddress(),
    });

  describe('POST /api/consultation-requests', () => {
    it('stores the request and a new-lead pipeline card, and answers 201 with the id', async () => {
      const before = await counts();
      const response = await post('/api/consultation-requests', {
        ...validConsultation,
        email: ' Test.Person@Example.com ',
      });
      expect(response.statusCode).toBe(201);
      const { id, createdAt } = response.json();
      expect(createdAt).toBe(beforeAllWorkshops.toISOString());
      const row = await db()
        .selectFrom('consultation_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        id,
        topic: 'retirement-planning',
        custom_topic: '',
        urgency: 'soon',
        details: validConsultation.details,
        full_name: 'Test Person',
        email: 'test.person@example.com',
        phone: '+264 81 000 0001',
        consent: 1,
        status: 'pending',
        created_at: createdAt,
        client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      const card = await db()
        .selectFrom('pipeline_leads')
        .selectAll()
        .where('enquiry_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(card).toMatchObject({
        name: 'Test Person',
        email: 'test.person@example.com',
        phone: '+264 81 000 0001',
        status: 'new-lead',
        priority: 'medium',
        source: 'Website',
        enquiry_type: 'consultation-request',
        // The request and its card belong to the one client (issue 18).
        client_id: row.client_id,
      });
      expect(card.notes).toContain('Retirement Planning');
      const after = await counts();
      expect(after.consultation_requests).toBe(before.consultation_requests + 1);
      expect(after.pipeline_leads).toBe(before.pipeline_leads + 1);
    });

    it('keeps a custom topic only for "other", stores an empty e-mail, and marks urgent requests high priority', async () => {
      const other = await post('/api/consultation-requests', {
        ...validConsultation,
        topic: 'other',
        customTopic: 'Medical aid for my parents',
        urgency: 'urgent',
        email: '',
      });
      expect(other.statusCode).toBe(201);
      const row = await db()
        .selectFrom('consultation_requests')
        .selectAll()
        .where('id', '=', other.json().id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ topic: 'other', custom_topic: 'Medical aid for my parents', email: '' });
      const card = await db()
        .selectFrom('pipeline_leads')
        .selectAll()
        .where('enquiry_id', '=', other.json().id)
        .executeTakeFirstOrThrow();
      expect(card.priority).toBe('high');
      expect(card.notes).toContain('Other: Medical aid for my parents');

      const notOther = await post('/api/consultation-requests', {
        ...validConsultation,
        customTopic: 'ignored',
      });
      const stored = await db()
        .selectFrom('consultation_requests')
        .select('custom_topic')
        .where('id', '=', notOther.json().id)
        .executeTakeFirstOrThrow();
      expect(stored.custom_topic).toBe('');
    });

    it.each([
      ['topic', { topic: undefined }, 'topic', 'Please select a topic'],
      ['an unknown topic', { topic: 'crypto' }, 'topic', 'Please select a topic'],
      [
        'customTopic when topic is other',
        { topic: 'other', customTopic: '   ' },
        'customTopic',
        'Please specify your topic',
      ],
      ['urgency', { urgency: 'yesterday' }, 'urgency', 'Please select your urgency level'],
      ['blank details', { details: '   \n ' }, 'details', 'Please provide some details about your situation'],
      [
        'details over 5,000 characters',
        { details: 'x'.repeat(5001) },
        'details',
        'Please use at most 5,000 characters',
      ],
      ['fullName', { fullName: '' }, 'fullName', 'Please fill in your name and phone number'],
      [
        'a name over 200 characters',
        { fullName: 'x'.repeat(201) },
        'fullName',
        'Please use at most 200 characters',
      ],
      ['phone', { phone: ' ' }, 'phone', 'Please fill in your name and phone number'],
      ['a phone with letters', { phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
      ['an e-mail without @', { email: 'person.example.com' }, 'email', 'Please enter a valid email address'],
      ['consent false', { consent: false }, 'consent', 'Please provide consent to contact you'],
      ['consent as a string', { consent: 'true' }, 'consent', 'Please provide consent to contact you'],
      ['an unknown field', { referrer: 'x' }, 'referrer', 'Unknown field'],
    ])('refuses %s with 400 naming the field and stores nothing', async (_label, change, field, message) => {
      const before = await counts();
      const response = await post('/api/consultation-requests', { ...validConsultation, ...change });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields[field]).toBe(message);
      expect(await counts()).toEqual(before);
    });
  });

  describe('POST /api/leads (questionnaire)', () => {
    it('stores the lead with its answers and a pipeline card, and answers 201 with the id', async () => {
      const response = await post('/api/leads', validQuestionnaireLead);
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const row = await db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: 'Test',
        last_name: 'van der Person',
        email: 'saver@example.com',
        phone: '081 000 0002',
        source: 'Start Saving',
        questionnaire_type: 'start-saving',
      });
      expect(JSON.parse(row.questionnaire_responses ?? '')).toEqual({
        0: 'An emergency fund',
        1: 'Under N$ 5,000',
        2: 'In 1 to 3 years',
      });
      const card = await db()
        .selectFrom('pipeline_leads')
        .selectAll()
        .where('enquiry_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(card).toMatchObject({
        name: 'Test van der Person',
        status: 'new-lead',
        enquiry_type: 'questionnaire',
      });
      expect(card.notes).toContain('Questionnaire: Start Saving');
    });

    it('knows the flows named after the adviser, and checks every question type', async () => {
      const speaker = await post('/api/leads', {
        ...validQuestionnaireLead,
        source: 'Book Alex as Speaker',
        questionnaireType: 'Book Alex as Speaker',
        questionnaireResponses: {
          0: 'Conference or seminar',
          1: '50–200',
          2: ['Retirement planning', 'Getting out of debt'],
          3: '2027-02-14',
        },
      });
      expect(speaker.statusCode).toBe(201);
      const retirement = await post('/api/leads', {
        ...validQuestionnaireLead,
        questionnaireType: 'Plan for Retirement',
        questionnaireResponses: {
          0: '10 to 20 years',
          1: 'No, not yet',
          2: 7,
          3: 'Travelling and enjoying hobbies',
        },
      });
      expect(retirement.statusCode).toBe(201);
      const ask = await post('/api/leads', {
        ...validQuestionnaireLead,
        questionnaireType: 'Ask Alex',
        questionnaireResponses: { 0: 'Tax', 1: '  Can I deduct my annuity?  ', 2: 'This week' },
      });
      expect(ask.statusCode).toBe(201);
      const row = await db()
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', ask.json().id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.questionnaire_responses ?? '')[1]).toBe('Can I deduct my annuity?');
    });

    it.each([
      [
        'an unknown flow',
        { questionnaireType: 'Win the Lottery' },
        'questionnaireType',
        'There is no such questionnaire',
      ],
      [
        'an option the question does not offer',
        { questionnaireResponses: { 0: 'A yacht', 1: 'Nothing yet', 2: 'Within a year' } },
        'questionnaireResponses.0',
        'Please choose one of the options',
      ],
      [
        'a missing answer',
        { questionnaireResponses: { 0: 'A car', 1: 'Nothing yet' } },
        'questionnaireResponses.2',
        'Please choose one of the options',
      ],
      [
        'an answer to a question the flow lacks',
        { questionnaireResponses: { 0: 'A car', 1: 'Nothing yet', 2: 'Within a year', 3: 'extra' } },
        'questionnaireResponses.3',
        'This questionnaire has no such question',
      ],
      ['a missing first name', { firstName: ' ' }, 'firstName', 'Please enter your name'],
      ['a bad e-mail', { email: 'nobody' }, 'email', 'Please enter a valid email address'],
      ['a missing phone', { phone: '' }, 'phone', 'Please enter your phone number'],
      ['an unknown field', { utm: 'x' }, 'utm', 'Unknown field'],
    ])('refuses %s with 400 naming the field and stores nothing', async (_label, change, field, message) => {
      const before = await counts();
      const response = await post('/api/leads', { ...validQuestionnaireLead, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it.each([
      [
        'a scale point out of range',
        'Plan for Retirement',
        { 0: '5 to 10 years', 1: 'No, not yet', 2: 11, 3: 'Running a small business' },
        'questionnaireResponses.2',
      ],
      [
        'a multiple answer given as one string',
        'Book Alex as Speaker',
        { 0: 'Other', 1: '<20', 2: 'Employee benefits', 3: '2027-01-01' },
        'questionnaireResponses.2',
      ],
      [
        'an impossible date',
        'Book Alex as Speaker',
        { 0: 'Other', 1: '<20', 2: ['Employee benefits'], 3: '2027-02-30' },
        'questionnaireResponses.3',
      ],
      ['a blank text answer', 'Ask Alex', { 0: 'Debt', 1: '   ', 2: 'No rush' }, 'questionnaireResponses.1'],
    ])('refuses %s', async (_label, flow, questionnaireResponses, field) => {
      const before = await counts();
      const response = await post('/api/leads', {
        ...validQuestionnaireLead,
        questionnaireType: flow,
        questionnaireResponses,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
      expect(await counts()).toEqual(before);
    });
  });

  describe('POST /api/quote-requests', () => {
    it('stores personal info, insurance needs and status pending, with a pipeline card', async () => {
      const response = await post('/api/quote-requests', validQuote);
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const row = await db()
        .selectFrom('quote_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: 'Test',
        last_name: 'Quoter',
        email: 'quoter@example.com',
        cover_for: 'family',
        situation: validQuote.insuranceNeeds.situation,
        status: 'pending',
      });
      expect(JSON.parse(row.insurance_types)).toEqual(['life', 'funeral']);
      const card = await db()
        .selectFrom('pipeline_leads')
        .selectAll()
        .where('enquiry_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(card).toMatchObject({ name: 'Test Quoter', enquiry_type: 'quote-request', status: 'new-lead' });
      expect(card.notes).toContain('Life cover, Funeral cover');
    });

    it.each([
      [
        'no insurance type',
        { insuranceNeeds: { ...validQuote.insuranceNeeds, types: [] } },
        'insuranceNeeds.types',
        'Please choose at least one type of cover',
      ],
      [
        'an unknown insurance type',
        { insuranceNeeds: { ...validQuote.insuranceNeeds, types: ['pet'] } },
        'insuranceNeeds.types.0',
        'Please choose at least one type of cover',
      ],
      [
        'who is covered',
        { insuranceNeeds: { ...validQuote.insuranceNeeds, coverFor: 'neighbours' } },
        'insuranceNeeds.coverFor',
        'Please choose who is to be covered',
      ],
      [
        'a missing last name',
        { personalInfo: { ...validQuote.personalInfo, lastName: '' } },
        'personalInfo.lastName',
        'Please enter your last name',
      ],
      [
        'a bad e-mail',
        { personalInfo: { ...validQuote.personalInfo, email: 'x@' } },
        'personalInfo.email',
        'Please enter a valid email address',
      ],
      [
        'an unknown nested field',
        { personalInfo: { ...validQuote.personalInfo, idNumber: '1' } },
        'personalInfo.idNumber',
        'Unknown field',
      ],
      [
        'a situation over 5,000 characters',
        { insuranceNeeds: { ...validQuote.insuranceNeeds, situation: 'y'.repeat(5001) } },
        'insuranceNeeds.situation',
        'Please use at most 5,000 characters',
      ],
    ])('refuses %s with 400 naming the field and stores nothing', async (_label, change, field, message) => {
      const before = await counts();
      const response = await post('/api/quote-requests', { ...validQuote, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await counts()).toEqual(before);
    });
  });

  describe('POST /api/workshop-registrations', () => {
    it("creates the lead and the registration with the server's workshop name, and no pipeline card (a seat is not a sale)", async () => {
      const response = await post('/api/workshop-registrations', {
        ...validWorkshopRegistration,
        workshopName: 'Free Money Seminar',
      });
      expect(response.statusCode).toBe(201);
      const { id, leadId } = response.json();
      const registration = await db()
        .selectFrom('workshop_registrations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(registration).toMatchObject({
        lead_id: leadId,
        workshop_id: 'retirement-masterclass',
        workshop_name: 'Retirement Planning Masterclass',
        status: 'pending',
      });
      const lead = await db()
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', leadId)
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({
        first_name: 'Test',
        last_name: 'Attendee',
        email: 'attendee@example.com',
        source: 'Workshop: Retirement Planning Masterclass',
        questionnaire_type: null,
      });
      // Issue 59: the workshop's list and the client's timeline have it; the board is for sales.
      const cards = await db()
        .selectFrom('pipeline_leads')
        .selectAll()
        .where('enquiry_id', '=', id)
        .execute();
      expect(cards).toEqual([]);
    });

    it.each([
      ['an unknown workshop', { workshopId: 'get-rich-quick' }, 'There is no such workshop'],
      ['a missing workshop', { workshopId: '' }, 'Please choose a workshop'],
    ])('refuses %s with 400 and stores nothing', async (_label, change, message) => {
      const before = await counts();
      const response = await post('/api/workshop-registrations', { ...validWorkshopRegistration, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.workshopId).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['fullName', { fullName: '' }, 'Please enter your full name'],
      ['email', { email: 'no' }, 'Please enter a valid email address'],
      ['phone', { phone: '' }, 'Please enter your phone number'],
    ])('refuses a bad %s with 400 and stores nothing', async (field, change, message) => {
      const before = await counts();
      const response = await post('/api/workshop-registrations', { ...validWorkshopRegistration, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await counts()).toEqual(before);
    });
  });

  describe('book orders and the checklist (DECISIONS D8)', () => {
    it('stores a book order as a lead with the book as its source, with its pipeline card', async () => {
      const response = await post('/api/book-orders', validBookOrder);
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const lead = await db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(lead).toMatchObject({
        first_name: 'Test',
        last_name: 'Reader Person',
        email: 'reader@example.com',
        source: 'Book order: The Complete Guide to Financial Security',
      });
      const card = await db()
        .selectFrom('pipeline_leads')
        .selectAll()
        .where('enquiry_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(card).toMatchObject({
        status: 'new-lead',
        source: 'Website',
        enquiry_type: 'book-order',
        priority: 'low',
      });
    });

    it.each([
      ['an unknown book', { bookId: 'no-such-book' }, 'bookId', 'There is no such book for sale'],
      [
        'the free checklist (not for sale)',
        { bookId: 'financial-planning-checklist' },
        'bookId',
        'There is no such book for sale',
      ],
      ['no name', { fullName: '  ' }, 'fullName', 'Please enter your full name'],
      ['no phone', { phone: '' }, 'phone', 'Please enter your phone number'],
    ])('refuses a book order with %s, storing nothing', async (_label, change, field, message) => {
      const before = await counts();
      const response = await post('/api/book-orders', { ...validBookOrder, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
      expect(await counts()).toEqual(before);
    });

    it('answers a checklist download with the PDF, after storing the address as a lead', async () => {
      const response = await post('/api/checklist-downloads', validChecklistDownload);
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        'attachment; filename="financial-planning-checklist.pdf"',
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.length).toBeGreaterThan(2000);
      const id = String(response.headers['x-lead-id']);
      const lead = await db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(lead).toMatchObject({
        email: 'checklist@example.com',
        source: 'Financial Planning Checklist download',
      });
      const card = await db()
        .selectFrom('pipeline_leads')
        .selectAll()
        .where('enquiry_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(card).toMatchObject({ enquiry_type: 'checklist-download', name: 'checklist@example.com' });
    });

    it('refuses a checklist download without a valid address, storing nothing', async () => {
      const before = await counts();
      const response = await post('/api/checklist-downloads', { email: 'not-an-address' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
      expect(await counts()).toEqual(before);
    });
  });

  describe.each(endpoints)('protection of $url', ({ url, body }) => {
    beforeEach(() => testApp.clearLogs());

    it('answers malformed JSON with 400 INVALID_JSON', async () => {
      const before = await counts();
      const response = await post(url, '{"fullName": "Test", ');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_JSON');
      expect(await counts()).toEqual(before);
    });

    it('answers a JSON array or a bare string with 400', async () => {
      for (const payload of ['[]', '"hello"', 'null']) {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toHaveProperty('code');
      }
    });

    it('answers a form-encoded body with 415', async () => {
      const before = await counts();
      const response = await post(url, 'fullName=Test', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(await counts()).toEqual(before);
    });

    it('answers a body over 64 KiB with 413', async () => {
      const before = await counts();
      const response = await post(url, { ...body, website: 'x'.repeat(defaultBodyLimit) });
      expect(response.statusCode).toBe(413);
      expect(await counts()).toEqual(before);
    });

    it('accepts a filled honeypot with 201 and stores nothing', async () => {
      const before = await counts();
      const response = await post(url, { ...body, website: 'https://spam.example' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toHaveProperty('id');
      expect(await counts()).toEqual(before);
    });

    it('accepts an empty honeypot and stores the enquiry', async () => {
      const response = await post(url, { ...body, website: '' });
      expect(response.statusCode).toBe(201);
    });

    it('limits one address to the configured requests a minute, with Retry-After', async () => {
      const remoteAddress = nextAddress();
      const send = () => testApp.app.inject({ method: 'POST', url, payload: body, remoteAddress });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await send()).statusCode).toBe(201);
      const before = await counts();
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(await counts()).toEqual(before);
    });

    it('keeps personal data out of the logs', async () => {
      await post(url, body);
      const text = testApp.rawLogs.join('\n');
      expect(text).not.toMatch(/example\.com|\+264|Test Person|Attendee/);
    });
  });
});

describe('workshop registration after the workshop has started', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', {
      now: () => new Date('2025-11-15T07:00:00.000Z'),
      exampleWorkshops: true,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses with 400 once the start time in Windhoek (09:00, UTC+2) has come', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/workshop-registrations',
      payload: validWorkshopRegistration,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.workshopId).toBe('Registration for this workshop has closed');
    const rows = await testApp.database.handle.db.selectFrom('workshop_registrations').selectAll().execute();
    expect(rows).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteState } from '../../../shared/website';
import type { GuideFile, GuideText } from '../../../shared/website-guides';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { adviceRecordPdf, multipart, sampleJpeg } from '../../testing/documents';

/**
 * The resources page's guides and books (issue 58) on both databases: a PDF uploaded and checked by
 * its content, a guide naming it saved in the draft, published, and downloaded by a visitor who
 * leaves an address (a lead first); a guide with a price ordered; what the site does not offer
 * refused; an assistant kept out; bad input naming the field, with nothing stored.
 */

let address = 0;
const nextAddress = () => `10.58.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

describe.each(dialects)('the guides (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let assistant: AdminClient;
  let pdf: Buffer;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    owner = await signInAdmin(testApp, testAccounts.owner);
    assistant = await signInAdmin(testApp, testAccounts.assistant);
    pdf = await adviceRecordPdf('Emergency fund worksheet (a made-up guide)');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.handle.db;
  const upload = (bytes: Buffer, name = 'Emergency fund.pdf', as: AdminClient = owner) => {
    const body = multipart({}, { name, bytes, type: 'application/pdf' });
    return as.request({
      method: 'POST',
      url: '/api/admin/website/guide-files',
      payload: body.payload,
      headers: body.headers,
    });
  };
  const setGuides = (guides: unknown, as: AdminClient = owner) =>
    as.request({ method: 'PATCH', url: '/api/admin/website/draft', payload: { texts: { guides } } });
  const state = async () =>
    (await owner.request({ method: 'GET', url: '/api/admin/website' })).json() as WebsiteState;
  const publish = () => owner.request({ method: 'POST', url: '/api/admin/website/publish' });
  const post = (url: string, payload: unknown) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextAddress() });
  const counts = async () => ({
    files: (await db().selectFrom('website_files').select('id').execute()).length,
    leads: (await db().selectFrom('leads').select('id').execute()).length,
  });

  const guide = (file: GuideFile | null, change: Partial<GuideText> = {}): GuideText => ({
    id: 'emergency-fund-worksheet',
    title: 'Emergency Fund Worksheet',
    description: 'Three months of expenses, worked out line by line.',
    badge: 'FREE',
    publishedDate: '2026-11-28',
    priceCents: null,
    wasPriceCents: null,
    file,
    ...change,
  });

  it('offers the site’s starting guides on a fresh install, the checklist made with the details', async () => {
    expect((await state()).draft.texts.guides).toBeNull();
    expect(testApp.config.site.guides).toBeNull();
    const response = await post('/api/guide-downloads', {
      guideId: 'financial-planning-checklist',
      email: 'starting@example.com',
    });
    expect(response.statusCode).toBe(201);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps an uploaded PDF by its content: the same file twice is one', async () => {
    const before = await counts();
    const first = await upload(pdf);
    expect(first.statusCode).toBe(201);
    const answer = first.json() as GuideFile;
    expect(answer).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{32}$/),
      name: 'Emergency fund.pdf',
      bytes: pdf.length,
    });
    expect((await upload(pdf, 'again.pdf')).json().id).toBe(answer.id);
    expect((await counts()).files).toBe(before.files + 1);
  });

  it.each<[string, Buffer, string, number]>([
    ['a picture', sampleJpeg, 'This file is not a PDF: save it as a PDF and send that', 400],
    [
      'text named .pdf',
      Buffer.from('Not a PDF at all'),
      'This file is not a PDF: save it as a PDF and send that',
      400,
    ],
    [
      'a broken PDF',
      Buffer.from('%PDF-1.7\nthis is not the rest of a PDF'),
      'This PDF cannot be read: save it again as a PDF and send that',
      400,
    ],
    ['an empty file', Buffer.alloc(0), 'Send one PDF of at most 10 MB', 400],
    [
      'a file over 10 MB',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]),
      'Send one PDF of at most 10 MB',
      413,
    ],
  ])('refuses %s naming the field, keeping nothing', async (_label, bytes, message, status) => {
    const before = await counts();
    const response = await upload(bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.fields).toEqual({ file: message });
    expect(await counts()).toEqual(before);
  });

  it('refuses an upload that is not multipart', async () => {
    const response = await owner.request({
      method: 'POST',
      url: '/api/admin/website/guide-files',
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.fields).toEqual({ file: 'Send one PDF of at most 10 MB' });
  });

  it('keeps an assistant out of the guides', async () => {
    expect((await upload(pdf, 'a.pdf', assistant)).statusCode).toBe(403);
    expect((await setGuides([], assistant)).statusCode).toBe(403);
  });

  it.each<[string, (file: GuideFile) => unknown, string, string]>([
    [
      'a free guide without its PDF',
      () => [guide(null)],
      'texts.guides.0.file',
      'Upload the PDF a visitor downloads',
    ],
    [
      'a PDF never uploaded',
      (file) => [guide({ ...file, id: 'f'.repeat(32) })],
      'texts.guides.0.file',
      'Upload the PDF again',
    ],
    ['no title', (file) => [guide(file, { title: '  ' })], 'texts.guides.0.title', 'Enter the guide’s title'],
    [
      'a day that is not one',
      (file) => [guide(file, { publishedDate: '2026-02-30' })],
      'texts.guides.0.publishedDate',
      'Enter the day it was published, such as 2026-11-28',
    ],
    [
      'a price of "abc"',
      (file) => [guide(file, { priceCents: 'abc' as unknown as number })],
      'texts.guides.0.priceCents',
      'Enter the price in N$, such as 199.00, or leave it empty for a free download',
    ],
    [
      'an earlier price below the price',
      (file) => [guide(file, { priceCents: 19900, wasPriceCents: 9900 })],
      'texts.guides.0.wasPriceCents',
      'The earlier price is above the price, or left empty',
    ],
    [
      'two guides of one name',
      (file) => [guide(file), guide(file, { title: 'Another' })],
      'texts.guides.1.id',
      'Two guides have this name',
    ],
    [
      'a name with a slash',
      (file) => [guide(file, { id: '../etc' })],
      'texts.guides.0.id',
      'Give the guide a name',
    ],
    [
      'a description of 401 characters',
      (file) => [guide(file, { description: 'x'.repeat(401) })],
      'texts.guides.0.description',
      'Please use at most 400 characters',
    ],
  ])('refuses %s naming the field, the draft as it was', async (_label, guides, field, message) => {
    const file = (await upload(pdf)).json() as GuideFile;
    const before = await state();
    const response = await setGuides(guides(file));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect((await state()).draft).toEqual(before.draft);
  });

  it('publishes a free guide a visitor downloads after leaving an address, kept as a lead first', async () => {
    const file = (await upload(pdf)).json() as GuideFile;
    const workbook = guide(null, {
      id: 'retirement-workbook',
      title: 'Retirement Workbook',
      badge: 'NEW',
      priceCents: 14900,
      wasPriceCents: 19900,
    });
    const saved = await setGuides([guide(file), workbook]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft.texts.guides).toEqual([guide(file), workbook]);
    // Not offered before the publish.
    const early = await post('/api/guide-downloads', {
      guideId: 'emergency-fund-worksheet',
      email: 'a@example.com',
    });
    expect(early.statusCode).toBe(400);
    expect((await publish()).statusCode).toBe(200);
    // Published without the name the PDF was uploaded with (the team's, not the visitors').
    expect(testApp.config.site.guides).toEqual([
      guide({ ...file, name: 'emergency-fund-worksheet.pdf' }),
      workbook,
    ]);
    expect(JSON.stringify(testApp.config.site)).not.toContain('Emergency fund.pdf');

    const before = await counts();
    const response = await post('/api/guide-downloads', {
      guideId: 'emergency-fund-worksheet',
      email: 'Reader@Example.com ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="emergency-fund-worksheet.pdf"',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(response.rawPayload, pdf)).toBe(0);
    const lead = await db()
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', String(response.headers['x-lead-id']))
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ email: 'reader@example.com', source: 'Emergency Fund Worksheet download' });
    expect((await counts()).leads).toBe(before.leads + 1);

    // The one with a price is ordered, not downloaded.
    const order = await post('/api/book-orders', {
      bookId: 'retirement-workbook',
      fullName: 'Test Reader',
      email: 'reader@example.com',
      phone: '081 234 5678',
    });
    expect(order.statusCode).toBe(201);
    const card = await db()
      .selectFrom('pipeline_leads')
      .select('notes')
      .where('enquiry_id', '=', order.json().id)
      .executeTakeFirstOrThrow();
    expect(card.notes).toContain(
      'Book order: Retirement Workbook (N$ 149.00). Arrange payment and delivery.',
    );
  });

  it.each<[string, string, unknown]>([
    [
      'a guide the site does not offer',
      '/api/guide-downloads',
      { guideId: 'no-such-guide', email: 'a@example.com' },
    ],
    [
      'a guide with a price',
      '/api/guide-downloads',
      { guideId: 'retirement-workbook', email: 'a@example.com' },
    ],
    ['the checklist, removed', '/api/checklist-downloads', { email: 'a@example.com' }],
    [
      'a free guide as an order',
      '/api/book-orders',
      { bookId: 'emergency-fund-worksheet', fullName: 'A B', email: 'a@example.com', phone: '081 234 5678' },
    ],
    [
      'a starting book the adviser removed',
      '/api/book-orders',
      { bookId: 'financial-security-guide', fullName: 'A B', email: 'a@example.com', phone: '081 234 5678' },
    ],
  ])('refuses %s, storing no lead', async (_label, url, body) => {
    const before = await counts();
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([
      url === '/api/book-orders' ? 'bookId' : 'guideId',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('puts the site’s starting guides back with null', async () => {
    const response = await setGuides(null);
    expect(response.statusCode).toBe(200);
    expect(response.json().draft.texts.guides).toBeNull();
  });
});

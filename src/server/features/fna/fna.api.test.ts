import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseFna } from '../../../domain/fna/analysis';
import { formatNad } from '../../../domain/money';
import { fnaSchema, fnaSteps } from '../../../shared/fna';
import { completeFna } from '../../../shared/fna.fixtures';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';

/** POST /api/fna/submit and the report (issue 8) on each database. */

/** The text of a PDF, as poppler's pdftotext reads it (installed by scripts/install-test-deps.sh). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

describe.each(dialects)('financial needs analysis (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let clock = Date.parse('2026-11-23T08:00:00.000Z');
  let address = 0;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => new Date(clock) });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, body: unknown, raw = false) => {
    address += 1;
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: raw ? (body as string) : JSON.stringify(body),
      remoteAddress: `10.11.${Math.floor(address / 250)}.${address % 250}`,
    });
  };
  const count = async (table: 'fna_submissions' | 'pipeline_leads') =>
    Number(
      (
        await testApp.database.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a complete FNA with a pipeline card and gives the client its report', async () => {
    const response = await post('/api/fna/submit', completeFna);
    expect(response.statusCode, response.body).toBe(201);
    const { id, reportToken } = response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const analysis = analyseFna(fnaSchema.parse(completeFna));
    const row = await testApp.database.handle.db
      .selectFrom('fna_submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ client_name: 'Test', client_surname: 'Client', status: 'pending' });
    expect(Number(row.death_shortfall_cents)).toBe(analysis.death.shortfallCents);
    expect(row.report_token_hash).not.toBe(reportToken);
    const card = await testApp.database.handle.db
      .selectFrom('pipeline_leads')
      .selectAll()
      .where('enquiry_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      source: 'FNA',
      enquiry_type: 'fna-submission',
      status: 'new-lead',
      priority: 'high',
    });
    // The submission and its card belong to the client the unit found or made, stored with it.
    expect(row.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(card.client_id).toBe(row.client_id);
    const client = await testApp.database.handle.db
      .selectFrom('clients')
      .select('name')
      .where('id', '=', row.client_id as string)
      .executeTakeFirstOrThrow();
    expect(client.name).toBe(`${completeFna.personalInfo.fullName} ${completeFna.personalInfo.surname}`);

    const pdf = await post('/api/fna/generate-pdf', { id, reportToken });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="FNA_Report_2026-11-23.pdf"');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Financial Needs Analysis');
    expect(text).toContain('Mr Test Example Client');
    for (const [index, step] of fnaSteps.entries()) expect(text).toContain(`${index + 1}. ${step.title}`);
    expect(text).toContain(`Shortfall ${formatNad(analysis.death.shortfallCents)}`);
    expect(text).toContain('Strategic asset allocation: Moderate');
    expect(text).toMatch(/Page 1 of \d+/);

    // The admin opens the same report.
    const adminPdf = await admin.request({ method: 'GET', url: `/api/fna/${id}/pdf` });
    expect(adminPdf.statusCode).toBe(200);
    expect(adminPdf.headers['content-disposition']).toMatch(/^inline;/);
    expect(pdfText(adminPdf.rawPayload)).toContain(`Shortfall ${formatNad(analysis.death.shortfallCents)}`);

    // The dashboard lists it.
    const list = (await admin.request({ method: 'GET', url: '/api/fna-submissions' })).json();
    expect(list.items[0]).toMatchObject({
      id,
      personalInfo: { firstName: 'Test', lastName: 'Client' },
      status: 'pending',
    });
    expect((await admin.request({ method: 'GET', url: '/api/admin/stats' })).json().fnaReports).toBe(1);
  });

  it('refuses the report with a wrong token (404) or after two hours (403)', async () => {
    const { id, reportToken } = (await post('/api/fna/submit', completeFna)).json();
    expect((await post('/api/fna/generate-pdf', { id, reportToken: 'guessed' })).statusCode).toBe(404);
    expect((await post('/api/fna/generate-pdf', { id: 'no-such-id', reportToken })).statusCode).toBe(404);
    clock += 2 * 60 * 60 * 1000;
    expect((await post('/api/fna/generate-pdf', { id, reportToken })).statusCode).toBe(403);
  });

  it('refuses an invalid FNA with 400 naming the fields, storing nothing', async () => {
    const before = [await count('fna_submissions'), await count('pipeline_leads')];
    const response = await post('/api/fna/submit', {
      ...completeFna,
      consentInfo: { ...completeFna.consentInfo, consentGiven: false, location: '' },
      personalInfo: { ...completeFna.personalInfo, income: '45000', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      'consentInfo.consentGiven': 'Consent is required',
      'consentInfo.location': 'Location is required',
      'personalInfo.income': 'Income is required',
      'personalInfo.email': 'Valid email is required',
    });
    expect((await post('/api/fna/submit', { ...completeFna, extra: 1 })).json().error.fields).toEqual({
      extra: 'Unknown field',
    });
    expect((await post('/api/fna/submit', '{"consentInfo":', true)).statusCode).toBe(400);
    expect([await count('fna_submissions'), await count('pipeline_leads')]).toEqual(before);
  });

  it('refuses a body over 256 KB with 413', async () => {
    const huge = {
      ...completeFna,
      adviceRecord: { ...completeFna.adviceRecord, comments: 'x'.repeat(300 * 1024) },
    };
    expect((await post('/api/fna/submit', huge)).statusCode).toBe(413);
  });
});

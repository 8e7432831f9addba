import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFna } from '../../../shared/fna.fixtures';
import type { ErasurePreview } from '../../../shared/privacy';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { validConsultation } from '../../testing/enquiry-fixtures';

/**
 * A person's data on request (issue 21) through HTTP on both databases: the export is a ZIP of
 * JSON and their FNA report PDF; erasure shows what goes and what the law keeps, needs a typed
 * confirmation, deletes the rest, anonymises the client book's entry, and both are audited.
 */

describe.each(dialects)('data requests (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  const clock = new Date('2026-11-25T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
    await seed();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  const post = (url: string, body: unknown) =>
    testApp.app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(body) });
  const db = () => testApp.database.handle.db;
  const person = { fullName: 'Erasmus Requester', email: 'erase.me@example.com', phone: '+264 81 555 0100' };

  let clientId = '';
  let consultationId = '';
  let fnaId = '';

  /** A consultation request, an FNA and a newsletter subscription by one person, and a note on them. */
  async function seed() {
    const asked = await post('/api/consultation-requests', { ...validConsultation, ...person });
    expect(asked.statusCode).toBe(201);
    consultationId = asked.json().id;
    const fna = await post('/api/fna/submit', {
      ...completeFna,
      personalInfo: { ...completeFna.personalInfo, email: person.email },
    });
    expect(fna.statusCode, fna.body).toBe(201);
    fnaId = fna.json().id;
    expect((await post('/api/newsletter-subscriptions', { email: person.email })).statusCode).toBe(201);
    clientId = (
      await db()
        .selectFrom('consultation_requests')
        .select('client_id')
        .where('id', '=', consultationId)
        .executeTakeFirstOrThrow()
    ).client_id as string;
    expect(
      (
        await db()
          .selectFrom('fna_submissions')
          .select('client_id')
          .where('id', '=', fnaId)
          .executeTakeFirstOrThrow()
      ).client_id,
    ).toBe(clientId);
    const note = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/notes`,
      headers: json,
      payload: JSON.stringify({ body: 'Prefers calls after 17:00.' }),
    });
    expect(note.statusCode).toBe(201);
  }

  it('exports everything held on the client as a ZIP of JSON and their FNA report', async () => {
    const response = await admin.request({ method: 'POST', url: `/api/admin/clients/${clientId}/export` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="client-data-2026-11-25.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'bookings.json',
        'client.json',
        'emails.json',
        `fna-${fnaId}.pdf`,
        'newsletter.json',
        'records/consultation_requests.json',
        'records/fna_submissions.json',
        'records/pipeline_leads.json',
      ].sort(),
    );
    const text = (name: string) => strFromU8(files[name] as Uint8Array);
    const client = JSON.parse(text('client.json'));
    expect(client.client[0]).toMatchObject({ id: clientId, name: person.fullName, email: person.email });
    expect(client.notes[0]).toMatchObject({ body: 'Prefers calls after 17:00.' });
    expect(client.timeline.length).toBeGreaterThanOrEqual(3);
    const [consultation] = JSON.parse(text('records/consultation_requests.json'));
    expect(consultation).toMatchObject({ id: consultationId, full_name: person.fullName });
    const [fna] = JSON.parse(text('records/fna_submissions.json'));
    expect(typeof fna.form).toBe('object'); // decrypted (issue 21) and opened up
    expect(fna.form.personalInfo.idNumber).toBe(completeFna.personalInfo.idNumber);
    expect(fna.id_number).toBe(completeFna.personalInfo.idNumber);
    expect(text('records/fna_submissions.json')).not.toContain('_hash');
    expect(strFromU8((files[`fna-${fnaId}.pdf`] as Uint8Array).slice(0, 5))).toBe('%PDF-');
    expect(JSON.parse(text('emails.json')).length).toBeGreaterThan(0);
    expect(JSON.parse(text('newsletter.json'))).toMatchObject([{ email: person.email }]);

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'client-exported')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity_id: clientId });
    expect(JSON.parse(audit[0]?.details ?? '{}').records).toMatchObject({
      fna_submissions: 1,
      consultation_requests: 1,
    });
  });

  it('erases after a preview and a typed confirmation, keeping only the advice records the law requires', async () => {
    const preview = await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/erasure` });
    expect(preview.json()).toEqual({
      name: person.fullName,
      deleted: { consultation_requests: 1, pipeline_leads: 2 }, // each enquiry's card, both still new leads
      kept: { fna_submissions: 1 },
      keptUntil: '2031-11-25T08:00:00.000Z', // five years after the last activity (today)
      newsletter: 1,
      // PostgreSQL keeps deleted rows in its files until `npm run db:compact` (issue 30).
      compactionNeeded: dialect === 'postgres',
    } satisfies ErasurePreview);

    for (const body of [{}, { confirm: 'erase' }]) {
      const refused = await admin.request({
        method: 'POST',
        url: `/api/admin/clients/${clientId}/erase`,
        headers: json,
        payload: JSON.stringify(body),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.confirm).toBe('Type ERASE to confirm');
    }
    expect(
      await db().selectFrom('consultation_requests').select('id').where('id', '=', consultationId).execute(),
    ).toHaveLength(1);

    const erased = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/erase`,
      headers: json,
      payload: JSON.stringify({ confirm: 'ERASE' }),
    });
    expect(erased.statusCode).toBe(200);
    expect(
      await db().selectFrom('consultation_requests').select('id').where('id', '=', consultationId).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('pipeline_leads').select('id').where('client_id', '=', clientId).execute(),
    ).toEqual([]);
    expect(
      await db()
        .selectFrom('outbox_messages')
        .select('id')
        .where('enquiry_id', '=', consultationId)
        .execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('client_notes').select('id').where('client_id', '=', clientId).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('client_keys').select('key').where('client_id', '=', clientId).execute(),
    ).toEqual([]);
    // Kept: the FNA, under an anonymised entry of the book; the newsletter until they unsubscribe.
    expect(
      await db().selectFrom('fna_submissions').select('id').where('id', '=', fnaId).execute(),
    ).toHaveLength(1);
    expect(
      await db()
        .selectFrom('clients')
        .select(['name', 'email', 'phone', 'id_number', 'id_number_hash'])
        .where('id', '=', clientId)
        .executeTakeFirst(),
      // The ID number's keyed hash too (issue 56): the book found the anonymised entry by it.
    ).toEqual({ name: 'Erased on request', email: '', phone: '', id_number: '', id_number_hash: '' });
    expect(
      await db()
        .selectFrom('newsletter_subscriptions')
        .select('client_id')
        .where('email', '=', person.email)
        .execute(),
    ).toEqual([{ client_id: null }]);
    // The audit log keeps that it happened and who did it; not what it said about the person.
    const lines = await db()
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_id', '=', clientId)
      .execute();
    const erasedLine = lines.find((line) => line.action === 'client-erased');
    expect(JSON.parse(erasedLine?.details ?? '{}')).toMatchObject({
      kept: { fna_submissions: 1 },
      keptUntil: '2031-11-25T08:00:00.000Z',
    });
    for (const line of lines.filter((entry) => entry.action !== 'client-erased'))
      expect(JSON.parse(line.details)).toEqual({ erased: clock.toISOString() });
    expect(JSON.stringify(lines)).not.toContain('Prefers calls');
  });

  it('deletes a client without advice whole, and answers 404 for one that does not exist', async () => {
    const asked = await post('/api/consultation-requests', {
      ...validConsultation,
      fullName: 'Only Asked',
      email: 'only.asked@example.com',
      phone: '+264 81 555 0101',
    });
    const other = (
      await db()
        .selectFrom('consultation_requests')
        .select('client_id')
        .where('id', '=', asked.json().id)
        .executeTakeFirstOrThrow()
    ).client_id as string;
    const erased = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${other}/erase`,
      headers: json,
      payload: JSON.stringify({ confirm: 'ERASE' }),
    });
    expect(erased.json()).toMatchObject({ kept: {}, keptUntil: null });
    expect(await db().selectFrom('clients').select('id').where('id', '=', other).execute()).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await admin.request({ method: 'POST', url: `/api/admin/clients/${unknown}/export` })).statusCode,
    ).toBe(404);
    expect(
      (await admin.request({ method: 'GET', url: `/api/admin/clients/${unknown}/erasure` })).statusCode,
    ).toBe(404);
    expect(
      (await admin.request({ method: 'GET', url: `/api/admin/clients/${other}/erasure` })).statusCode,
    ).toBe(404);
  });
});

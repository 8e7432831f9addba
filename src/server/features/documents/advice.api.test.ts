import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdviceForClient, AdviceRecord, AdviceRecordCreated } from '../../../shared/advice-records';
import { completeFna } from '../../../shared/fna.fixtures';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';
import { adviceRecordPdf, multipart, sampleJpeg } from '../../testing/documents';

/**
 * Records of advice confirmed by the client (issue 32) through HTTP on both databases: "Ask to
 * confirm" a PDF in their file or their FNA's report; the private link (only its hash kept) shows
 * the document and takes the typed name; stored: the SHA-256, name, time, IP address, browser, and
 * a copy with a last page; bad answers refused with nothing stored; withdrawn, expired and unknown
 * links refused; another client's document or FNA never reachable.
 */
describe.each(dialects)('records of advice, confirmed (%s)', (dialect) => {
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

  const json = { 'content-type': 'application/json' };
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const upload = async (clientId: string, kind: string, file: { name: string; bytes: Buffer }) => {
    const body = multipart({ kind }, file);
    const answer = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/documents`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string; sha256: string };
  };
  const ask = (clientId: string, body: unknown) =>
    admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/advice-confirmations`,
      headers: json,
      payload: JSON.stringify(body),
    });
  const records = async (clientId: string) => {
    const answer = await admin.request({
      method: 'GET',
      url: `/api/admin/clients/${clientId}/advice-confirmations`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { items: AdviceRecord[] }).items;
  };
  const tokenOf = (created: AdviceRecordCreated) => new URL(created.link).searchParams.get('token') as string;
  const current = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/advice/current?token=${encodeURIComponent(token)}` });
  let address = 0;
  const confirm = (token: string, body: unknown) => {
    address += 1;
    return testApp.app.inject({
      method: 'POST',
      url: `/api/advice/confirm?token=${encodeURIComponent(token)}`,
      headers: { ...json, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) TestPhone' },
      payload: JSON.stringify(body),
      remoteAddress: `10.88.0.${address}`,
    });
  };

  let clientId = '';
  let otherId = '';
  let original: Buffer;
  let documentId = '';
  let created: AdviceRecordCreated;

  it('asks to confirm a PDF in their file: a private link e-mailed and offered for WhatsApp, only its hash kept', async () => {
    clientId = await clientByEnquiry(testApp, 'Maria Shikongo');
    otherId = await clientByEnquiry(testApp, 'Other Testperson');
    original = await adviceRecordPdf();
    documentId = (await upload(clientId, 'record-of-advice', { name: 'Advice.pdf', bytes: original })).id;
    const answer = await ask(clientId, { documentId });
    expect(answer.statusCode, answer.body).toBe(201);
    created = answer.json();
    expect(created).toMatchObject({
      documentId,
      fileName: 'Advice.pdf',
      sha256: sha256(original),
      status: 'open',
      emailed: true,
      expiresAt: '2026-12-25T08:00:00.000Z',
      confirmedName: null,
    });
    expect(created.link).toMatch(/\/advice\?token=[A-Za-z0-9_-]{43}$/);
    expect(created.whatsappText).toContain(created.link);
    // The number that made the client is theirs (D31): the text may go to it by WhatsApp.
    expect(created.whatsappTo).toMatch(/^\+26481760\d{4}$/);
    const stored = await testApp.database.handle.db
      .selectFrom('advice_confirmations')
      .select('token_hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(tokenOf(created));
    const mail = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'content'])
      .where('enquiry_type', '=', 'advice-confirmation')
      .where('enquiry_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(mail.content).documentsLink).toBe(created.link);
    // Asked about it, the client sees it in their portal.
    const documents = await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/documents` });
    expect(documents.json().items.find((each: { id: string }) => each.id === documentId).shared).toBe(true);
  });

  it('shows the client the document by the link, and nothing more', async () => {
    const shown = await current(tokenOf(created));
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      firstName: 'Maria',
      greeting: 'Dear Maria',
      fileName: 'Advice.pdf',
      sha256: sha256(original),
      status: 'open',
      confirmedName: null,
      confirmedAt: null,
      expiresAt: '2026-12-25T08:00:00.000Z',
    } satisfies AdviceForClient);
    const file = await testApp.app.inject({
      method: 'GET',
      url: `/api/advice/document?token=${encodeURIComponent(tokenOf(created))}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(original)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Advice.pdf"; filename*=UTF-8''Advice.pdf`,
    });
  });

  it.each([
    ['no name', { understood: true }, 'fullName', 'Type your full name'],
    ['one name only', { fullName: 'Maria', understood: true }, 'fullName', 'first name and surname'],
    ['no letters', { fullName: '12 34', understood: true }, 'fullName', 'in letters'],
    ['the box not ticked', { fullName: 'Maria Shikongo', understood: false }, 'understood', 'Tick the box'],
    ['a field too many', { fullName: 'Maria Shikongo', understood: true, ip: '1.2.3.4' }, '', ''],
  ])('refuses %s, naming the field, and stores nothing', async (_name, body, field, message) => {
    const refused = await confirm(tokenOf(created), body);
    expect(refused.statusCode, refused.body).toBe(400);
    if (field) expect(refused.json().error.fields[field]).toContain(message);
    const [record] = await records(clientId);
    expect(record?.status).toBe('open');
  });

  it('confirms: the SHA-256, typed name, time, IP address and browser kept, and a copy with a last page', async () => {
    clock = new Date('2026-12-03T09:15:00.000Z');
    // A week on, the adviser signs in again.
    admin = await signInAdmin(testApp);
    const answer = await confirm(tokenOf(created), { fullName: '  Maria Shikongo ', understood: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'confirmed',
      confirmedName: 'Maria Shikongo',
      confirmedAt: '2026-12-03T09:15:00.000Z',
    });
    const [record] = await records(clientId);
    expect(record).toMatchObject({
      status: 'confirmed',
      sha256: sha256(original),
      confirmedName: 'Maria Shikongo',
      confirmedAt: '2026-12-03T09:15:00.000Z',
      confirmedIp: `10.88.0.${address}`,
      confirmedBrowser: 'Mozilla/5.0 (Linux; Android 14) TestPhone',
    });
    const copy = await admin.request({
      method: 'GET',
      url: `/api/admin/documents/${record?.confirmedDocumentId}`,
    });
    expect(copy.statusCode).toBe(200);
    const pdf = await PDFDocument.load(copy.rawPayload);
    // The one page read, then the confirmation.
    expect(pdf.getPageCount()).toBe(2);
    const kept = await admin.request({ method: 'GET', url: `/api/admin/documents/${documentId}` });
    expect(kept.rawPayload.equals(original)).toBe(true);
    // On the client's timeline: asked, then confirmed (the copy told by that entry, not twice).
    const detail = await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` });
    const titles = (
      detail.json().timeline as { title: string; detail: string; href: string | null }[]
    ).filter((entry) => entry.title.includes('record of advice') || entry.title.includes('Record of advice'));
    expect(titles).toEqual([
      {
        kind: 'document',
        at: '2026-12-03T09:15:00.000Z',
        id: `${created.id}:confirmed`,
        title: 'Record of advice confirmed',
        detail: 'Confirmed by Maria Shikongo on 3 December 2026: Advice.pdf',
        href: `/api/admin/documents/${record?.confirmedDocumentId}`,
        sensitive: 'advice',
      },
      {
        kind: 'document',
        at: '2026-11-25T08:00:00.000Z',
        id: created.id,
        title: 'Asked to confirm a record of advice',
        detail: 'Advice.pdf',
        href: null,
        sensitive: 'advice',
      },
    ]);
    expect(
      (detail.json().timeline as { href: string | null }[]).filter(
        (entry) => entry.href === `/api/admin/documents/${record?.confirmedDocumentId}`,
      ),
    ).toHaveLength(1);
  });

  it('answers a second confirmation with the first, and makes no second copy', async () => {
    const before = await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/documents` });
    const again = await confirm(tokenOf(created), { fullName: 'Someone Else', understood: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().confirmedName).toBe('Maria Shikongo');
    const after = await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/documents` });
    expect(after.json().items).toHaveLength(before.json().items.length);
  });

  it('refuses to ask about a photo, another client’s document or FNA, or nothing', async () => {
    const photo = await upload(clientId, 'other', { name: 'photo.jpg', bytes: sampleJpeg });
    const notPdf = await ask(clientId, { documentId: photo.id });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error.fields.documentId).toContain('Only a PDF');
    const theirs = await upload(otherId, 'record-of-advice', {
      name: 'Theirs.pdf',
      bytes: await adviceRecordPdf('Another client'),
    });
    const foreign = await ask(clientId, { documentId: theirs.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.fields.documentId).toBeTruthy();
    const nothing = await ask(clientId, {});
    expect(nothing.statusCode).toBe(400);
    const unknownFna = await ask(clientId, { fnaId: crypto.randomUUID() });
    expect(unknownFna.statusCode).toBe(404);
    expect(await records(clientId)).toHaveLength(1);
  });

  it('asks to confirm their FNA: the report made, filed as a record of advice, and asked about', async () => {
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: '/api/fna/submit',
      headers: json,
      payload: JSON.stringify(completeFna),
      remoteAddress: '10.89.0.1',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const fnaId = submitted.json().id as string;
    const owner = await testApp.database.handle.db
      .selectFrom('fna_submissions')
      .select('client_id')
      .where('id', '=', fnaId)
      .executeTakeFirstOrThrow();
    const fromOther = await ask(otherId, { fnaId });
    expect(fromOther.statusCode).toBe(404);
    const answer = await ask(owner.client_id as string, { fnaId });
    expect(answer.statusCode, answer.body).toBe(201);
    const record = answer.json() as AdviceRecordCreated;
    expect(record.fileName).toBe('FNA_Report_2026-12-03.pdf');
    const report = await testApp.app.inject({
      method: 'GET',
      url: `/api/advice/document?token=${encodeURIComponent(tokenOf(record))}`,
    });
    expect(report.statusCode).toBe(200);
    expect(sha256(report.rawPayload)).toBe(record.sha256);
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a withdrawn, an expired and an unknown link alike', async () => {
    const second = (await ask(clientId, { documentId })).json() as AdviceRecordCreated;
    const withdrawn = await admin.request({
      method: 'POST',
      url: `/api/admin/advice-confirmations/${second.id}/withdraw`,
    });
    expect(withdrawn.statusCode).toBe(204);
    const dead = await current(tokenOf(second));
    expect(dead.statusCode).toBe(404);
    expect(dead.json().error.message).toContain('no longer works');
    const refusedConfirm = await confirm(tokenOf(second), { fullName: 'Maria Shikongo', understood: true });
    expect(refusedConfirm.statusCode).toBe(404);

    const third = (await ask(clientId, { documentId })).json() as AdviceRecordCreated;
    clock = new Date(Date.parse(third.expiresAt) + 1000);
    expect((await current(tokenOf(third))).statusCode).toBe(404);
    admin = await signInAdmin(testApp);

    const unknown = await current('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain('does not work');
    expect((await current('')).statusCode).toBe(404);
  });

  it('shares a document with the client and stops sharing it', async () => {
    const photo = await upload(clientId, 'policy-schedule', { name: 'schedule.jpg', bytes: sampleJpeg });
    const share = (body: unknown) =>
      admin.request({
        method: 'PUT',
        url: `/api/admin/documents/${photo.id}/shared`,
        headers: json,
        payload: JSON.stringify(body),
      });
    expect((await share({ shared: true })).json().shared).toBe(true);
    expect((await share({ shared: false })).json().shared).toBe(false);
    const bad = await share({ shared: 'yes' });
    expect(bad.statusCode).toBe(400);
    const unknown = await admin.request({
      method: 'PUT',
      url: `/api/admin/documents/${crypto.randomUUID()}/shared`,
      headers: json,
      payload: JSON.stringify({ shared: true }),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

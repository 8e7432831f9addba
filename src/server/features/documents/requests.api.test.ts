import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRequest, DocumentRequestCreated } from '../../../shared/document-requests';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { dialects } from '../../testing/databases';
import { multipart, sampleJpeg, samplePdf } from '../../testing/documents';

/**
 * Documents asked of a client (issue 32) through HTTP on both databases: the request with its
 * private link (only its hash kept) e-mailed, the client's page of what is asked, each document
 * sent through the link (checked as the adviser's are), the request complete and the link dead
 * after it, a withdrawn or expired link refused, another client's request never shown.
 */
describe.each(dialects)('requests for documents (%s)', (dialect) => {
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
  const ask = (clientId: string, body: unknown) =>
    admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/document-requests`,
      headers: json,
      payload: JSON.stringify(body),
    });
  const tokenOf = (created: DocumentRequestCreated) =>
    new URL(created.link).searchParams.get('token') as string;
  const page = (token: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/document-requests/current?token=${encodeURIComponent(token)}`,
    });
  let address = 0;
  const send = (token: string, kind: string, file: { name: string; bytes: Buffer }) => {
    const body = multipart({ kind }, file);
    address += 1;
    return testApp.app.inject({
      method: 'POST',
      url: `/api/document-requests/upload?token=${encodeURIComponent(token)}`,
      headers: body.headers,
      payload: body.payload,
      remoteAddress: `10.77.0.${address}`,
    });
  };

  let clientId = '';
  let created: DocumentRequestCreated;

  it('asks for documents: a private link e-mailed and offered for WhatsApp, only its hash kept', async () => {
    clientId = await clientByEnquiry(testApp, 'Ndapewa Requested');
    const answer = await ask(clientId, {
      kinds: ['id-document', 'proof-of-address'],
      note: 'For your new policy.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    created = answer.json();
    expect(created).toMatchObject({
      kinds: ['id-document', 'proof-of-address'],
      received: [],
      status: 'open',
      emailed: true,
      expiresAt: '2026-12-09T08:00:00.000Z',
    });
    expect(created.link).toMatch(/\/documents\?token=[A-Za-z0-9_-]{43}$/);
    expect(created.whatsappText).toContain(created.link);
    const token = tokenOf(created);
    const stored = await testApp.database.handle.db
      .selectFrom('document_requests')
      .select('token_hash')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    const email = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select(['audience', 'to_address'])
      .where('enquiry_type', '=', 'documents-request')
      .executeTakeFirstOrThrow();
    expect(email.audience).toBe('visitor');
  });

  it('shows the client what is asked; takes each document; is complete and closed after the last', async () => {
    const token = tokenOf(created);
    expect((await page(token)).json()).toEqual({
      firstName: 'Ndapewa',
      greeting: 'Dear Ndapewa',
      note: 'For your new policy.',
      expiresAt: '2026-12-09T08:00:00.000Z',
      items: [
        { kind: 'id-document', received: false },
        { kind: 'proof-of-address', received: false },
      ],
      complete: false,
    });
    // Not asked for, and not a document: refused, nothing stored.
    expect((await send(token, 'payslip', { name: 'pay.pdf', bytes: samplePdf })).json().error.fields).toEqual(
      {
        kind: 'Choose one of the documents asked for',
      },
    );
    expect(
      (await send(token, 'id-document', { name: 'id.pdf', bytes: Buffer.from('hello') })).statusCode,
    ).toBe(415);

    clock = new Date('2026-11-26T08:00:00.000Z');
    const first = await send(token, 'id-document', { name: 'id.pdf', bytes: samplePdf });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ complete: false, items: [{ received: true }, { received: false }] });
    const last = await send(token, 'proof-of-address', { name: 'bill.jpg', bytes: sampleJpeg });
    expect(last.json()).toMatchObject({ complete: true });
    // A day on: the adviser signs in again.
    admin = await signInAdmin(testApp);

    const requests = (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/document-requests` })
    ).json().items as DocumentRequest[];
    expect(requests.map(({ status, received }) => ({ status, received }))).toEqual([
      { status: 'complete', received: ['id-document', 'proof-of-address'] },
    ]);
    const documents = await testApp.database.handle.db
      .selectFrom('client_documents')
      .select(['kind', 'source', 'request_id'])
      .where('client_id', '=', clientId)
      .orderBy('kind')
      .execute();
    expect(documents).toEqual([
      { kind: 'id-document', source: 'client', request_id: created.id },
      { kind: 'proof-of-address', source: 'client', request_id: created.id },
    ]);
    const received = (await admin.request({ method: 'GET', url: '/api/admin/documents/received' })).json();
    expect(received.items.map((item: { name: string }) => item.name)).toEqual([
      'Ndapewa Requested',
      'Ndapewa Requested',
    ]);
    // Complete: the link no longer works.
    const closed = await page(token);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error.message).toBe(
      'Everything asked for has been sent: thank you. This link no longer works.',
    );
    expect((await send(token, 'id-document', { name: 'again.pdf', bytes: samplePdf })).statusCode).toBe(404);
  });

  it('refuses a withdrawn, an expired and a made-up link, saying nothing of anyone', async () => {
    const other = await clientByEnquiry(testApp, 'Other Requested');
    const withdrawn: DocumentRequestCreated = (await ask(other, { kinds: ['payslip'] })).json();
    expect(
      (await admin.request({ method: 'POST', url: `/api/admin/document-requests/${withdrawn.id}/withdraw` }))
        .statusCode,
    ).toBe(204);
    expect((await page(tokenOf(withdrawn))).json().error.message).toBe(
      'This link no longer works. Ask your adviser for a new one.',
    );
    const expiring: DocumentRequestCreated = (await ask(other, { kinds: ['payslip'] })).json();
    clock = new Date('2026-12-20T08:00:00.000Z');
    expect((await page(tokenOf(expiring))).statusCode).toBe(404);
    admin = await signInAdmin(testApp);
    const madeUp = await page('not-a-token');
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.body).not.toContain('Other');
    expect((await page('')).statusCode).toBe(404);
  });

  it('refuses a request without documents, naming the field', async () => {
    const refused = await ask(clientId, { kinds: [] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['kinds']);
    expect((await ask(clientId, { kinds: ['selfie'] })).statusCode).toBe(400);
  });
});

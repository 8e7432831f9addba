import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDocument } from '../../../shared/documents';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { clientByEnquiry } from '../../testing/clients';
import { databaseFiles } from '../../testing/database-files';
import { dialects } from '../../testing/databases';
import { sampleJpeg, samplePdf, uploadDocument } from '../../testing/documents';

/**
 * Documents in a client's file (issue 32) through HTTP on both databases: uploaded as multipart,
 * checked by their content, stored encrypted (their bytes nowhere in the database's files),
 * listed, downloaded with safe headers (audited), removed, exported with the client, and refused
 * with a clear message when they are not a document we keep.
 */

describe.each(dialects)('documents in a client file (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  const clock = new Date('2026-11-25T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const upload = (
    clientId: string,
    fields: Record<string, string>,
    file?: Parameters<typeof uploadDocument>[3],
  ) => uploadDocument(admin, clientId, fields, file);
  let clientId = '';
  let pdf: ClientDocument;

  it('takes a PDF and a photo, answering 201 with the id, kind, name, size and SHA-256', async () => {
    clientId = await clientByEnquiry(testApp, 'Selma Documents');
    const stored = await upload(
      clientId,
      { kind: 'id-document', expiresOn: '2031-05-31' },
      { name: 'ID scan.pdf', bytes: samplePdf },
    );
    expect(stored.statusCode, stored.body).toBe(201);
    pdf = stored.json();
    expect(pdf).toMatchObject({
      kind: 'id-document',
      fileName: 'ID scan.pdf',
      sizeBytes: samplePdf.length,
      sha256: createHash('sha256').update(samplePdf).digest('hex'),
    });
    // A phone's photo, its name saying nothing true: its content decides.
    const photo = await upload(
      clientId,
      { kind: 'proof-of-address' },
      { name: 'IMG_0001.pdf', bytes: sampleJpeg },
    );
    expect(photo.statusCode, photo.body).toBe(201);
    const list = (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/documents` })
    ).json() as {
      items: ClientDocument[];
    };
    expect(
      list.items.map(({ kind, mediaType, expiresOn, source }) => [kind, mediaType, expiresOn, source]).sort(),
    ).toEqual([
      ['id-document', 'application/pdf', '2031-05-31', 'adviser'],
      ['proof-of-address', 'image/jpeg', null, 'adviser'],
    ]);
  });

  it('keeps the bytes encrypted: not one line of the files is in the database’s files', async () => {
    for (const [path, bytes] of await databaseFiles(testApp)) {
      expect(bytes.includes(Buffer.from('Selma Nangolo-Testperson')), path).toBe(false);
      expect(bytes.includes(Buffer.from('%PDF-1.4')), path).toBe(false);
    }
  });

  it('downloads a PDF as an attachment and a photo inline, nothing in them run, each download audited', async () => {
    const download = await admin.request({ method: 'GET', url: `/api/admin/documents/${pdf.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samplePdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="ID scan.pdf"; filename*=UTF-8''ID%20scan.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store, private',
    });
    expect(String(download.headers['content-security-policy'])).toContain('sandbox');
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('entity_id', '=', pdf.id)
      .where('action', '=', 'download')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.admin_id).toBeTruthy();
  });

  it.each([
    [
      'a text file named .pdf',
      { name: 'scan.pdf', bytes: Buffer.from('not a pdf at all') },
      415,
      'This file is not a PDF or a photo we can keep',
    ],
    [
      'an HTML page',
      { name: 'page.jpg', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      415,
      'This file is not a PDF or a photo we can keep',
    ],
    [
      'an empty file',
      { name: 'empty.pdf', bytes: Buffer.alloc(0) },
      400,
      'Choose a PDF, JPEG, PNG, WebP or HEIC file',
    ],
    [
      '10 MB and one byte',
      {
        name: 'big.pdf',
        bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024 + 1 - 5)]),
      },
      413,
      'The file is over 10 MB',
    ],
    [
      'a truncated JPEG',
      { name: 'cut.jpg', bytes: Buffer.from([0xff, 0xd8]) },
      415,
      'This file is not a PDF or a photo we can keep',
    ],
  ])(
    'refuses %s with a message saying what is taken, and stores nothing',
    async (_name, file, status, message) => {
      const before = await testApp.database.handle.db.selectFrom('client_documents').select('id').execute();
      const refused = await upload(clientId, { kind: 'other' }, file);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().error.fields.file).toContain(message);
      expect(
        await testApp.database.handle.db.selectFrom('client_documents').select('id').execute(),
      ).toHaveLength(before.length);
    },
  );

  it('refuses a missing kind, a date that is not one, no file, a JSON body, and an unknown client', async () => {
    const noKind = await upload(clientId, { expiresOn: '2026-02-30' }, { name: 'a.pdf', bytes: samplePdf });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.fields).toEqual({
      kind: 'Choose what kind of document it is',
      expiresOn: 'Enter the expiry date as a real date (YYYY-MM-DD)',
    });
    const noFile = await upload(clientId, { kind: 'passport' });
    expect(noFile.json().error.fields).toEqual({
      file: 'Choose a PDF, JPEG, PNG, WebP or HEIC file of at most 10 MB',
    });
    const json = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/documents`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'passport' }),
    });
    expect(json.statusCode).toBe(415);
    const unknown = await upload(
      '00000000-0000-4000-8000-000000000000',
      { kind: 'passport' },
      { name: 'a.pdf', bytes: samplePdf },
    );
    expect(unknown.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/admin/documents/${pdf.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports the documents with the client’s data, and removes one (audited)', async () => {
    const exported = await admin.request({ method: 'POST', url: `/api/admin/clients/${clientId}/export` });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    expect(Buffer.from(files[`documents/${pdf.id}-ID scan.pdf`] ?? []).equals(samplePdf)).toBe(true);
    expect(Object.keys(files)).toContain('records/client_documents.json');
    const removed = await admin.request({ method: 'DELETE', url: `/api/admin/documents/${pdf.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await admin.request({ method: 'GET', url: `/api/admin/documents/${pdf.id}` })).statusCode).toBe(
      404,
    );
    expect(await contentsOf([pdf.id])).toEqual([]);
  });

  it('keeps a file’s bytes apart from what the list reads, and with the document through an erasure', async () => {
    const { db } = testApp.database.handle;
    const listed = await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}/documents` });
    const ids = listed.json().items.map((item: ClientDocument) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    // Each file's bytes in their own table (issue 45), encrypted.
    const contents = await contentsOf(ids);
    expect(contents.map((row) => row.document_id).sort()).toEqual([...ids].sort());
    for (const row of contents)
      expect(Buffer.from(row.content).subarray(0, 5).toString('ascii')).toBe('enc1:');
    expect(
      Object.keys(await db.selectFrom('client_documents').selectAll().executeTakeFirstOrThrow()),
    ).not.toContain('content');
    const erased = await admin.request({
      method: 'POST',
      url: `/api/admin/clients/${clientId}/erase`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ confirm: 'ERASE' }),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    // Documents are advice records, kept while their period runs (the retention job removes them
    // then, bytes too: retention.api.test.ts): each kept document keeps its bytes, none is orphaned.
    const kept = (await db.selectFrom('client_documents').select('id').where('id', 'in', ids).execute()).map(
      (row) => row.id,
    );
    expect((await contentsOf(ids)).map((row) => row.document_id).sort()).toEqual(kept.sort());
  });

  const contentsOf = (ids: string[]) =>
    testApp.database.handle.db
      .selectFrom('client_document_contents')
      .select(['document_id', 'content'])
      .where('document_id', 'in', ids)
      .execute();
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../src/server/testing/admin';
import { createTestApp, type TestApp } from '../src/server/testing/app';
import { clientByEnquiry } from '../src/server/testing/clients';
import type { DocumentRequestCreated } from '../src/shared/document-requests';
import { multipart, pdf, type Upload, uploads } from './fuzz-support';

/**
 * Bad files (issue 32): 500 generated uploads to the client's public upload of a request for
 * documents, and 500 lookups of a request by a made-up link. The uploads are each wrong in one way:
 * a document not asked for or no kind at all, bytes that are no document (an HTML page, an SVG, a
 * ZIP, random bytes, a truncated PDF or JPEG signature), zero bytes, 10 MB and one byte, the file
 * under another field, a body that is not multipart, or broken multipart. Every answer is a 4xx
 * JSON error in the one error shape, never a 5xx, and no document is stored. (A real PDF with a
 * JPEG name is a PDF: the content decides, so it is taken; it is not among these.)
 */

const runs = Number(process.env.FUZZ_RUNS ?? 500) > 500 ? 500 : Number(process.env.FUZZ_RUNS ?? 500);

let testApp: TestApp;
let admin: AdminClient;
let token = '';
let address = 0;

beforeAll(async () => {
  testApp = await createTestApp('sqlite');
  admin = await signInAdmin(testApp);
  const clientId = await clientByEnquiry(testApp, 'Fuzz Documents');
  const created = await admin.request({
    method: 'POST',
    url: `/api/admin/clients/${clientId}/document-requests`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ kinds: ['id-document', 'proof-of-address'] }),
  });
  expect(created.statusCode).toBe(201);
  token = new URL((created.json() as DocumentRequestCreated).link).searchParams.get('token') as string;
});

afterAll(async () => {
  await testApp?.close();
});

const storedDocuments = async () =>
  Number(
    (
      await testApp.database.handle.db
        .selectFrom('client_documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function post(upload: Upload, url = `/api/document-requests/upload?token=${token}`) {
  address += 1;
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': upload.contentType },
    payload: upload.payload,
    remoteAddress: `10.66.${(address >> 8) & 255}.${address & 255}`,
  });
}

describe('bad files to a request’s upload', () => {
  it(`answers ${runs} generated bad uploads with a 4xx in the one error shape, storing nothing`, async () => {
    const before = await storedDocuments();
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(uploads, async (upload) => {
        const answer = await post(upload);
        seen.set(upload.kind, (seen.get(upload.kind) ?? 0) + 1);
        expect(answer.statusCode, `${upload.kind}: ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${upload.kind}: ${answer.body}`).toBeLessThan(500);
        expect(answer.json().error.message).toEqual(expect.any(String));
      }),
      { numRuns: runs },
    );
    // 10 MB and one byte, a few times (each is 10 MB to generate).
    for (let round = 0; round < 3; round++) {
      const big = multipart(
        { kind: 'id-document' },
        {
          field: 'file',
          name: 'big.pdf',
          type: 'application/pdf',
          bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - pdf.length)]),
        },
      );
      const answer = await post({ kind: 'too big', ...big });
      expect(answer.statusCode).toBe(413);
    }
    expect(await storedDocuments()).toBe(before);
    expect([...seen.keys()].sort().length).toBeGreaterThanOrEqual(5);
  });

  it(`answers ${runs} made-up links with 404, naming no one`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120 }), async (madeUp) => {
        address += 1;
        const answer = await testApp.app.inject({
          method: 'GET',
          url: `/api/document-requests/current?token=${encodeURIComponent(madeUp)}`,
          remoteAddress: `10.67.${(address >> 8) & 255}.${address & 255}`,
        });
        expect([400, 404]).toContain(answer.statusCode);
        expect(answer.body).not.toContain('Fuzz');
      }),
      { numRuns: runs },
    );
  });
});

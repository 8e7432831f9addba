import fc from 'fast-check';
import { multipart as multipartBody } from '../src/server/testing/documents';

/**
 * What the fuzz tests generate (issues 10 and 32): malformed JSON requests for an endpoint, from a
 * valid body, and bad files for an upload, each wrong in one named way.
 */

export interface Endpoint {
  method: 'POST' | 'PATCH' | 'PUT';
  url: () => string;
  valid: Record<string, unknown>;
  /** The body limit of the route (FNA 256 KB, the rest 64 KB). */
  limit: number;
}

/** A JSON value of another type than `value` (so a field that wants it is sure to refuse it). */
export function otherType(value: unknown): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [fc.constant(null)];
  if (typeof value !== 'string') choices.push(fc.string({ unit: 'grapheme' }));
  if (typeof value !== 'number')
    choices.push(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
  if (typeof value !== 'boolean') choices.push(fc.boolean());
  if (!Array.isArray(value)) choices.push(fc.array(fc.jsonValue(), { maxLength: 5 }));
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    choices.push(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }));
  return fc.oneof(...choices);
}

/**
 * Over 5,000 characters with no white space (so trimming cannot shorten it), in any script. Counted
 * in code points, as zod counts a string's length (a character outside the BMP is one, not two).
 */
export const longText = fc
  .tuple(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).filter((text) => !/\s/.test(text)),
    fc.integer({ min: 5001, max: 12_000 }),
  )
  .map(([piece, length]) => piece.repeat(Math.ceil(length / [...piece].length)));

export interface Malformed {
  kind: string;
  contentType?: string;
  payload: string;
}

export function malformed(endpoint: Endpoint): fc.Arbitrary<Malformed> {
  const keys = Object.keys(endpoint.valid);
  const json = (kind: string) => (value: unknown) => ({
    kind,
    contentType: 'application/json',
    payload: JSON.stringify(value),
  });
  const options: fc.Arbitrary<Malformed>[] = [
    // Not an object at all.
    fc
      .oneof(
        fc.jsonValue().filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)),
      )
      .map(json('not an object')),
    // Not JSON.
    fc
      .string({ unit: 'grapheme', maxLength: 200 })
      .map((text) => `{${text}`)
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((payload) => ({ kind: 'invalid JSON', contentType: 'application/json', payload })),
    // An unknown field beside valid ones.
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !keys.includes(key)),
        fc.jsonValue(),
      )
      .map(([key, value]) => ({ ...endpoint.valid, [key]: value }))
      .map(json('unknown field')),
    // Deeply nested.
    fc.integer({ min: 200, max: 20_000 }).map((depth) => ({
      kind: 'deep nesting',
      contentType: 'application/json',
      payload: `{"${keys[0] ?? 'a'}":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    })),
    // Bigger than the route takes.
    fc
      .integer({ min: endpoint.limit + 1, max: endpoint.limit * 2 })
      .map((size) => ({ ...endpoint.valid, [keys[0] ?? 'a']: 'x'.repeat(size) }))
      .map(json('oversized')),
    // The wrong content type, whatever the body.
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'text/html; charset=utf-8',
        ),
        fc.oneof(fc.constant(JSON.stringify(endpoint.valid)), fc.string({ maxLength: 200 })),
      )
      .map(([contentType, payload]) => ({ kind: 'wrong content type', contentType, payload })),
  ];
  if (keys.length > 0) {
    // One field of the wrong type.
    options.push(
      fc
        .constantFrom(...keys)
        .chain((key) => otherType(endpoint.valid[key]).map((value) => ({ ...endpoint.valid, [key]: value })))
        .map(json('wrong type')),
    );
    const textKeys = keys.filter((key) => typeof endpoint.valid[key] === 'string');
    if (textKeys.length > 0)
      options.push(
        fc
          .tuple(fc.constantFrom(...textKeys), longText)
          .map(([key, text]) => ({ ...endpoint.valid, [key]: text }))
          .map(json('over-long text')),
      );
    // A required field missing, or all of them.
    options.push(fc.constant({}).map(json('empty object')));
  }
  return fc.oneof(...options);
}

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Bytes that are not a document we keep, whatever their name says. */
const notADocument = fc.oneof(
  fc.constant(Buffer.from('<!doctype html><script>alert(1)</script>')),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
  fc.constant(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])),
  fc.constant(Buffer.from('%PD')),
  fc.constant(Buffer.from([0xff, 0xd8])),
  fc.constant(Buffer.from('GIF89a')),
  fc
    .uint8Array({ minLength: 1, maxLength: 2_000 })
    .map((bytes) => Buffer.from(bytes))
    .filter(
      (bytes) =>
        !bytes.subarray(0, 5).equals(Buffer.from('%PDF-')) &&
        !(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) &&
        !(bytes[0] === 0x89 && bytes[1] === 0x50) &&
        bytes.subarray(0, 4).toString('latin1') !== 'RIFF' &&
        bytes.subarray(4, 8).toString('latin1') !== 'ftyp',
    ),
);

export interface Upload {
  kind: string;
  contentType: string;
  payload: Buffer;
}

/** The project's multipart body (src/server/testing/documents.ts), as this file's uploads carry it. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
) {
  const body = multipartBody(fields, file);
  return { contentType: body.headers['content-type'] as string, payload: body.payload };
}

const names = fc.constantFrom(
  'scan.pdf',
  'photo.jpg',
  'IMG_0001.HEIC',
  'id.png',
  'x',
  '../../etc/passwd',
  'naïve ✓.pdf',
);
const types = fc.constantFrom('application/pdf', 'image/jpeg', 'text/html', 'application/octet-stream');

export const uploads: fc.Arbitrary<Upload> = fc.oneof(
  // A document we keep, but of a kind not asked for, or no kind at all.
  fc
    .tuple(
      fc.string({ maxLength: 40 }).filter((kind) => !['id-document', 'proof-of-address'].includes(kind)),
      names,
    )
    .map(([kind, name]) => ({
      kind: 'kind not asked for',
      ...multipart(kind ? { kind } : {}, { field: 'file', name, type: 'application/pdf', bytes: pdf }),
    })),
  // Not a document, under a kind that was asked for.
  fc
    .tuple(notADocument, names, types, fc.constantFrom('id-document', 'proof-of-address'))
    .map(([bytes, name, type, kind]) => ({
      kind: 'not a document',
      ...multipart({ kind }, { field: 'file', name, type, bytes }),
    })),
  // Zero bytes.
  names.map((name) => ({
    kind: 'zero bytes',
    ...multipart(
      { kind: 'id-document' },
      { field: 'file', name, type: 'application/pdf', bytes: Buffer.alloc(0) },
    ),
  })),
  // The file under another field, or no file.
  fc.constantFrom('document', 'upload', '').map((field) => ({
    kind: 'no file',
    ...multipart(
      { kind: 'id-document' },
      field ? { field, name: 'scan.pdf', type: 'application/pdf', bytes: pdf } : undefined,
    ),
  })),
  // Not multipart at all.
  fc
    .constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded')
    .map((contentType) => ({
      kind: 'not multipart',
      contentType,
      payload: Buffer.from(JSON.stringify({ kind: 'id-document', file: pdf.toString('base64') })),
    })),
  // Broken multipart: cut short, or a boundary that is not there.
  // Cut inside the file, past the closing boundary (about 40 bytes): the form never ends.
  fc.integer({ min: 60, max: 120 }).map((cut) => {
    const body = multipart(
      { kind: 'id-document' },
      { field: 'file', name: 'scan.pdf', type: 'application/pdf', bytes: pdf },
    );
    return {
      kind: 'broken multipart',
      contentType: body.contentType,
      payload: body.payload.subarray(0, body.payload.length - cut),
    };
  }),
);

import { createHash, randomUUID } from 'node:crypto';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  acceptedDocumentsText,
  type ClientDocument,
  type DocumentKind,
  type DocumentMediaType,
  documentFieldsSchema,
  documentMaxBytes,
} from '../../../shared/documents';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldCipher } from '../../db/field-crypto';
import { HttpError } from '../../plugins/errors';
import { type Actor, clientFamily, resolveClient, touchClientStatement } from '../clients';
import { refreshIdentificationStatus } from './identification';
import {
  type DocumentRow,
  deleteDocumentsStatements,
  documentContent,
  documentsOf,
  findDocument,
  insertDocumentStatements,
  setDocumentShared,
} from './repository';
import { sniffDocument } from './sniff';

/**
 * Documents in a client's file (issue 32): checked by their content, stored encrypted with the
 * data key in the database, listed, downloaded (audited: who and when), removed (audited).
 */

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

const documentNotFound = () => new HttpError(404, apiErrorCodes.notFound, 'There is no such document.');

function toDocument(row: DocumentRow): ClientDocument {
  return {
    id: row.id,
    clientId: row.client_id,
    kind: row.kind as DocumentKind,
    fileName: row.file_name,
    mediaType: row.media_type as DocumentMediaType,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    expiresOn: row.expires_on,
    source: row.source as ClientDocument['source'],
    shared: Number(row.shared) === 1,
    createdAt: row.created_at,
  };
}

/** The most characters a kept file name has. */
export const fileNameMaxCharacters = 120;

/** The last `max` characters of a name, cut between whole characters (never half an emoji). */
export function lastCharacters(name: string, max = fileNameMaxCharacters): string {
  const characters = Array.from(name);
  return characters.length > max ? characters.slice(-max).join('') : name;
}

/**
 * A file name as it is kept and offered again: its last path part, no control characters, no
 * bidirectional controls (U+202E would make `exe.pdf` read otherwise), no quotes, at most 120
 * characters, cut between whole characters so the stored text stays valid UTF-8.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = lastCharacters(
    base
      // Control characters and quotes out (it goes into a Content-Disposition header).
      .replace(/\p{Cc}|"/gu, '')
      // Bidirectional controls: LRM, RLM, ALM, the embeddings and overrides, and the isolates.
      .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
      // A lone surrogate half is no character: it cannot be stored as UTF-8.
      .replace(/\p{Cs}/gu, '')
      .trim(),
  ).trim();
  return clean || 'document';
}

/** The file checked: not empty, not over 10 MB, and by its content one of the kinds taken. */
export function checkFile(file: UploadedFile | undefined): DocumentMediaType {
  if (!file || file.bytes.length === 0)
    throw new HttpError(400, apiErrorCodes.validation, `file: Choose ${acceptedDocumentsText}`, {
      file: `Choose ${acceptedDocumentsText}`,
    });
  if (file.bytes.length > documentMaxBytes)
    throw new HttpError(
      413,
      apiErrorCodes.payloadTooLarge,
      `file: The file is over 10 MB: send ${acceptedDocumentsText}`,
      {
        file: `The file is over 10 MB: send ${acceptedDocumentsText}`,
      },
    );
  const mediaType = sniffDocument(file.bytes);
  if (!mediaType)
    throw new HttpError(
      415,
      apiErrorCodes.unsupportedMediaType,
      `file: This file is not a PDF or a photo we can keep: send ${acceptedDocumentsText}`,
      { file: `This file is not a PDF or a photo we can keep: send ${acceptedDocumentsText}` },
    );
  return mediaType;
}

export async function addDocument(
  database: DatabaseHandle,
  clientId: string,
  fields: Record<string, string>,
  file: UploadedFile | undefined,
  actor: Actor,
  now: Date,
): Promise<ClientDocument> {
  const client = await resolveClient(database, clientId);
  const parsed = documentFieldsSchema.safeParse({ kind: fields.kind, expiresOn: fields.expiresOn ?? '' });
  if (!parsed.success) {
    const found = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    throw new HttpError(
      400,
      apiErrorCodes.validation,
      Object.entries(found)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; '),
      found,
    );
  }
  const mediaType = checkFile(file);
  const bytes = (file as UploadedFile).bytes;
  const stamp = now.toISOString();
  const row = {
    id: randomUUID(),
    client_id: client.id,
    kind: parsed.data.kind,
    file_name: cleanFileName((file as UploadedFile).fileName),
    media_type: mediaType,
    size_bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    expires_on: parsed.data.expiresOn || null,
    content: fieldCipher().encryptBytes(bytes),
    source: 'adviser',
    shared: 0,
    request_id: null,
    created_by: actor.admin.adminId,
    created_at: stamp,
  };
  await database.write([
    ...insertDocumentStatements(database.db, row),
    touchClientStatement(database.db, client.id, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'client-document',
        entityId: row.id,
        ip: actor.ip,
        details: { clientId: client.id, kind: row.kind, sizeBytes: row.size_bytes, sha256: row.sha256 },
      },
      stamp,
    ),
  ]);
  await refreshIdentificationStatus(database, client.id, now);
  return toDocument(row);
}

export async function clientDocuments(database: DatabaseHandle, clientId: string): Promise<ClientDocument[]> {
  const client = await resolveClient(database, clientId);
  return (await documentsOf(database.db, await clientFamily(database.db, client.id))).map(toDocument);
}

/** A document's plain bytes for a download, the download audited. */
export async function downloadDocument(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<{ document: ClientDocument; bytes: Buffer }> {
  const row = await findDocument(database.db, id);
  const content = row ? await documentContent(database.db, id) : undefined;
  if (!row || !content) throw documentNotFound();
  const bytes = fieldCipher().decryptBytes(content);
  await database.write([
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'download',
        entityType: 'client-document',
        entityId: id,
        ip: actor.ip,
        details: { clientId: row.client_id, kind: row.kind },
      },
      now.toISOString(),
    ),
  ]);
  return { document: toDocument(row), bytes };
}

export async function removeDocument(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const row = await findDocument(database.db, id);
  if (!row) throw documentNotFound();
  const stamp = now.toISOString();
  await database.write([
    ...deleteDocumentsStatements(database.db, [id]),
    touchClientStatement(database.db, row.client_id, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'delete',
        entityType: 'client-document',
        entityId: id,
        ip: actor.ip,
        details: { clientId: row.client_id, kind: row.kind, sha256: row.sha256 },
      },
      stamp,
    ),
  ]);
  await refreshIdentificationStatus(database, row.client_id, now);
}

/** Shares a document with the client (their portal shows it) or stops sharing it; audited. */
export async function shareDocument(
  database: DatabaseHandle,
  id: string,
  shared: boolean,
  actor: Actor,
  now: Date,
): Promise<ClientDocument> {
  const found = await findDocument(database.db, id);
  if (!found) throw documentNotFound();
  const stamp = now.toISOString();
  await database.write([
    setDocumentShared(database.db, id, shared),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: shared ? 'share' : 'unshare',
        entityType: 'client-document',
        entityId: id,
        ip: actor.ip,
        details: { clientId: found.client_id },
      },
      stamp,
    ),
  ]);
  return toDocument({ ...found, shared: shared ? 1 : 0 });
}

import { createHash, randomUUID } from 'node:crypto';
import { apiErrorCodes } from '../../../shared/api-error';
import { documentKindInSentence } from '../../../shared/document-kinds';
import {
  type DocumentRequest,
  type DocumentRequestCreated,
  type DocumentRequestForClient,
  type DocumentRequestInput,
  type DocumentRequestStatus,
  documentRequestDays,
} from '../../../shared/document-requests';
import { type DocumentKind, documentFieldsSchema } from '../../../shared/documents';
import { firstNameOf, greeting } from '../../../shared/greeting';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldCipher } from '../../db/field-crypto';
import { HttpError } from '../../plugins/errors';
import { type Actor, clientFamily, resolveClient, touchClientStatement } from '../clients';
import { queueDocumentsRequest } from '../notifications';
import { type LinkKey, linkGreeting, linkRecipient, linkSent, newLink, rowByKey } from './client-link';
import { refreshIdentificationStatus } from './identification';
import { clientNameOf, insertDocumentStatements } from './repository';
import {
  documentsSentSince,
  findRequest,
  insertRequestStatement,
  type RequestRow,
  receivedKindRows,
  requestByTokenHash,
  requestOfClients,
  requestsOf,
  setRequestStatusStatement,
} from './requests-repository';
import { checkFile, cleanFileName, type UploadedFile } from './service';

/**
 * Documents asked of a client (issue 32): a request with the kinds asked for, a private link
 * (a random token; only its SHA-256 kept) e-mailed to them and offered as a WhatsApp text, valid
 * 14 days, where they send each document from their phone until the request is complete. The
 * link says nothing of anyone else and stops working once the request is complete, withdrawn or
 * expired.
 */

async function receivedKinds(database: DatabaseHandle, requestIds: readonly string[]) {
  const received = new Map<string, Set<DocumentKind>>();
  if (requestIds.length === 0) return received;
  const rows = await receivedKindRows(database.db, requestIds);
  for (const row of rows) {
    const kinds = received.get(row.request_id as string) ?? new Set<DocumentKind>();
    kinds.add(row.kind as DocumentKind);
    received.set(row.request_id as string, kinds);
  }
  return received;
}

function toRequest(row: RequestRow, received: Set<DocumentKind> | undefined): DocumentRequest {
  const kinds = JSON.parse(row.kinds) as DocumentKind[];
  return {
    id: row.id,
    kinds,
    received: kinds.filter((kind) => received?.has(kind)),
    note: row.note,
    status: row.status as DocumentRequestStatus,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

export async function clientDocumentRequests(
  database: DatabaseHandle,
  clientId: string,
): Promise<DocumentRequest[]> {
  const client = await resolveClient(database, clientId);
  const rows = await requestsOf(database.db, await clientFamily(database.db, client.id));
  const received = await receivedKinds(
    database,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRequest(row, received.get(row.id)));
}

export async function requestDocuments(
  database: DatabaseHandle,
  clientId: string,
  input: DocumentRequestInput,
  actor: Actor,
  context: { now: Date; siteUrl: string; adviserName: string },
): Promise<DocumentRequestCreated> {
  const recipient = await linkRecipient(database, clientId);
  const { client, email: address } = recipient;
  const sent = newLink(context.siteUrl, '/documents', context.now, documentRequestDays);
  const { link, expiresAt } = sent;
  const stamp = context.now.toISOString();
  const row = {
    id: randomUUID(),
    client_id: client.id,
    kinds: JSON.stringify(input.kinds),
    note: input.note,
    token_hash: sent.tokenHash,
    expires_at: expiresAt,
    status: 'open',
    created_by: actor.admin.adminId,
    created_at: stamp,
    updated_at: stamp,
  };
  const wanted = input.kinds.map(documentKindInSentence).join(', ');
  await database.write([
    insertRequestStatement(database.db, row),
    ...(address
      ? [
          queueDocumentsRequest(
            database.db,
            {
              id: row.id,
              name: client.name,
              email: address,
              phone: client.phone,
              note: input.note,
              link,
              kinds: input.kinds,
              expiresAt,
            },
            stamp,
          ),
        ]
      : []),
    touchClientStatement(database.db, client.id, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'document-request',
        entityId: row.id,
        ip: actor.ip,
        details: { clientId: client.id, kinds: input.kinds },
      },
      stamp,
    ),
  ]);
  return {
    ...toRequest(row, undefined),
    ...linkSent(
      sent,
      recipient,
      `${linkGreeting(client.name)}, ${context.adviserName} here. Please send me your ${wanted} through this private link (it works for ${documentRequestDays} days): ${link}`,
    ),
  };
}

export async function withdrawDocumentRequest(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const row = await findRequest(database.db, id);
  if (!row) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such request.');
  if (row.status !== 'open') return;
  const stamp = now.toISOString();
  await database.write([
    setRequestStatusStatement(database.db, id, 'withdrawn', stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'withdraw',
        entityType: 'document-request',
        entityId: id,
        ip: actor.ip,
        details: { clientId: row.client_id },
      },
      stamp,
    ),
  ]);
}

/** The same answer for a token that never was and one that no longer works, bar the reason. */
const linkRefused = (message: string) => new HttpError(404, apiErrorCodes.notFound, message);

/** Whose request: the one behind a link's token, or (the portal) one of a signed-in client's own. */
export type RequestKey = LinkKey;

async function openRequest(database: DatabaseHandle, key: RequestKey, now: Date) {
  const row = await rowByKey(key, {
    byTokenHash: (tokenHash) => requestByTokenHash(database.db, tokenHash),
    byId: (id, clientIds) => requestOfClients(database.db, id, clientIds),
  });
  if (!row) throw linkRefused('This link does not work. Ask your adviser for a new one.');
  if (row.status === 'complete')
    throw linkRefused('Everything asked for has been sent: thank you. This link no longer works.');
  if (row.status === 'withdrawn' || row.expires_at <= now.toISOString())
    throw linkRefused('This link no longer works. Ask your adviser for a new one.');
  return row;
}

async function forClient(database: DatabaseHandle, row: RequestRow): Promise<DocumentRequestForClient> {
  const name = await clientNameOf(database.db, row.client_id);
  const received = (await receivedKinds(database, [row.id])).get(row.id);
  const kinds = JSON.parse(row.kinds) as DocumentKind[];
  const items = kinds.map((kind) => ({ kind, received: received?.has(kind) ?? false }));
  return {
    firstName: firstNameOf(name),
    greeting: greeting(name),
    note: row.note,
    expiresAt: row.expires_at,
    items,
    complete: items.every((item) => item.received),
  };
}

export async function documentRequestForClient(
  database: DatabaseHandle,
  key: RequestKey,
  now: Date,
): Promise<DocumentRequestForClient> {
  return forClient(database, await openRequest(database, key, now));
}

/** A document the client sends through the link: checked as the adviser's are, filed under the request. */
export async function receiveRequestedDocument(
  database: DatabaseHandle,
  key: RequestKey,
  fields: Record<string, string>,
  file: UploadedFile | undefined,
  meta: { ip: string; now: Date },
): Promise<DocumentRequestForClient> {
  const request = await openRequest(database, key, meta.now);
  const asked = JSON.parse(request.kinds) as DocumentKind[];
  const kind = documentFieldsSchema.shape.kind.safeParse(fields.kind);
  if (!kind.success || !asked.includes(kind.data))
    throw new HttpError(400, apiErrorCodes.validation, 'kind: Choose one of the documents asked for', {
      kind: 'Choose one of the documents asked for',
    });
  const mediaType = checkFile(file);
  const bytes = (file as UploadedFile).bytes;
  const stamp = meta.now.toISOString();
  const id = randomUUID();
  const received = (await receivedKinds(database, [request.id])).get(request.id) ?? new Set<DocumentKind>();
  received.add(kind.data);
  const complete = asked.every((each) => received.has(each));
  await database.write([
    ...insertDocumentStatements(database.db, {
      id,
      client_id: request.client_id,
      kind: kind.data,
      file_name: cleanFileName((file as UploadedFile).fileName),
      media_type: mediaType,
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      expires_on: null,
      content: fieldCipher().encryptBytes(bytes),
      source: 'client',
      shared: 0,
      request_id: request.id,
      created_by: null,
      created_at: stamp,
    }),
    ...(complete ? [setRequestStatusStatement(database.db, request.id, 'complete', stamp)] : []),
    touchClientStatement(database.db, request.client_id, stamp),
    auditStatement(
      database.db,
      {
        adminId: null,
        action: 'create',
        entityType: 'client-document',
        entityId: id,
        ip: meta.ip,
        details: {
          clientId: request.client_id,
          kind: kind.data,
          requestId: request.id,
          sizeBytes: bytes.length,
        },
      },
      stamp,
    ),
  ]);
  await refreshIdentificationStatus(database, request.client_id, meta.now);
  return forClient(database, (await findRequest(database.db, request.id)) as RequestRow);
}

/** Documents clients sent through a request's link in the last `days` days: Today's "Documents received". */
/** `mine` (an admin's id, issue 34): of their clients and of clients nobody has picked up yet. */
export async function documentsReceived(
  database: DatabaseHandle,
  days: number,
  now: Date,
  mine: string | null = null,
) {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = await documentsSentSince(database.db, since, mine);
  return {
    items: rows.map((row) => ({
      documentId: row.id,
      clientId: row.client_id,
      name: row.name,
      kind: row.kind,
      fileName: row.file_name,
      receivedAt: row.created_at,
    })),
  };
}

import { createHash, randomUUID } from 'node:crypto';
import type { SiteConfig } from '../../../content/site';
import {
  type AdviceConfirmInput,
  type AdviceForClient,
  type AdviceRecord,
  type AdviceRecordCreated,
  type AdviceRequestInput,
  type AdviceStatus,
  adviceConfirmationDays,
} from '../../../shared/advice-records';
import { apiErrorCodes } from '../../../shared/api-error';
import { firstNameOf, greeting } from '../../../shared/greeting';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldCipher } from '../../db/field-crypto';
import { readablePdf, withConfirmationPage } from '../../pdf/advice-confirmation';
import type { FnaReportRenderer } from '../../pdf/fna-report-pool';
import { HttpError } from '../../plugins/errors';
import { type Actor, clientFamily, resolveClient, touchClientStatement } from '../clients';
import { reportOf } from '../fna';
import { adviceConfirmationKind, queueClientEmail } from '../notifications';
import {
  type AdviceRow,
  adviceByTokenHash,
  adviceOfClients,
  adviceRowsOf,
  documentOfClients,
  findAdviceConfirmation,
  fnaOfClients,
  fnasOf,
  insertAdviceConfirmationStatement,
  updateOpenAdviceStatement,
  withdrawOpenForDocumentStatement,
} from './advice-repository';
import { type LinkKey, linkGreeting, linkRecipient, linkSent, newLink, rowByKey } from './client-link';
import { clientNameOf, documentContent, insertDocumentStatements, setDocumentShared } from './repository';
import { lastCharacters } from './service';

/**
 * Records of advice, confirmed (issue 32). "Ask to confirm" a PDF in the client's file (or their
 * FNA, whose report is made and filed first): a private link (a random token; only its SHA-256
 * kept), valid 30 days, e-mailed and offered as a WhatsApp text. The client reads the PDF, types
 * their full name and confirms; kept: the document's SHA-256, the name, time, IP address, browser,
 * and a copy of the PDF with a last page stating the confirmation. The portal confirms the same
 * way, signed in instead of with the link.
 */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Row = AdviceRow;

function toRecord(row: Row): AdviceRecord {
  return {
    id: row.id,
    documentId: row.document_id,
    fileName: row.file_name,
    sha256: row.sha256,
    status: row.status as AdviceStatus,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    confirmedName: row.confirmed_name,
    confirmedAt: row.confirmed_at,
    confirmedIp: row.confirmed_ip,
    confirmedBrowser: row.confirmed_browser,
    confirmedDocumentId: row.confirmed_document_id,
  };
}

/** A client's records asked about, newest first, and their FNAs (each can be asked about). */
export async function clientAdviceRecords(
  database: DatabaseHandle,
  clientId: string,
): Promise<{ items: AdviceRecord[]; fnas: { id: string; submittedAt: string }[] }> {
  const client = await resolveClient(database, clientId);
  const family = await clientFamily(database.db, client.id);
  const fnas = await fnasOf(database.db, family, 20);
  return {
    items: (await adviceRowsOf(database.db, family)).map(toRecord),
    fnas: fnas.map((fna) => ({ id: fna.id, submittedAt: fna.created_at })),
  };
}

const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, apiErrorCodes.validation, `${field}: ${message}`, { [field]: message });

/** The PDF asked about: one of the client's, or their FNA's report made now and filed as a record of advice. */
async function documentToConfirm(
  database: DatabaseHandle,
  family: readonly string[],
  clientId: string,
  input: AdviceRequestInput,
  context: { now: Date; reports: { renderer: FnaReportRenderer; site: SiteConfig }; adminId: string },
) {
  if ('documentId' in input) {
    const found = await documentOfClients(database.db, input.documentId, family);
    if (!found) throw fieldError(404, 'documentId', 'There is no such document in their file');
    if (found.media_type !== 'application/pdf')
      throw fieldError(400, 'documentId', 'Only a PDF can be confirmed: choose their record of advice');
    const bytes = fieldCipher().decryptBytes((await documentContent(database.db, found.id)) as Buffer);
    if (!(await readablePdf(bytes)))
      throw fieldError(
        400,
        'documentId',
        'This PDF cannot be read to add the confirmation page (it may be protected): file an open copy',
      );
    return { id: found.id, fileName: found.file_name, sha256: found.sha256, insert: [] };
  }
  const fna = await fnaOfClients(database.db, input.fnaId, family);
  if (!fna) throw fieldError(404, 'fnaId', 'There is no such FNA of theirs');
  const bytes = await reportOf(database, fna.id, context.reports, 'admin');
  const id = randomUUID();
  const fileName = `FNA_Report_${fna.created_at.slice(0, 10)}.pdf`;
  const digest = sha256(bytes);
  return {
    id,
    fileName,
    sha256: digest,
    insert: [
      ...insertDocumentStatements(database.db, {
        id,
        client_id: clientId,
        kind: 'record-of-advice',
        file_name: fileName,
        media_type: 'application/pdf',
        size_bytes: bytes.length,
        sha256: digest,
        expires_on: null,
        content: fieldCipher().encryptBytes(bytes),
        source: 'adviser',
        request_id: null,
        shared: 1,
        created_by: context.adminId,
        created_at: context.now.toISOString(),
      }),
    ],
  };
}

export async function askToConfirm(
  database: DatabaseHandle,
  clientId: string,
  input: AdviceRequestInput,
  actor: Actor,
  context: { now: Date; siteUrl: string; reports: { renderer: FnaReportRenderer; site: SiteConfig } },
): Promise<AdviceRecordCreated> {
  const recipient = await linkRecipient(database, clientId);
  const { client, email: address } = recipient;
  const family = await clientFamily(database.db, client.id);
  const document = await documentToConfirm(database, family, client.id, input, {
    now: context.now,
    reports: context.reports,
    adminId: actor.admin.adminId,
  });
  const sent = newLink(context.siteUrl, '/advice', context.now, adviceConfirmationDays);
  const { link, expiresAt } = sent;
  const stamp = context.now.toISOString();
  const row = {
    id: randomUUID(),
    client_id: client.id,
    document_id: document.id,
    sha256: document.sha256,
    token_hash: sent.tokenHash,
    expires_at: expiresAt,
    status: 'open',
    confirmed_name: null,
    confirmed_at: null,
    confirmed_ip: null,
    confirmed_browser: null,
    confirmed_document_id: null,
    created_by: actor.admin.adminId,
    created_at: stamp,
    updated_at: stamp,
  };
  await database.write([
    ...document.insert,
    // One open question per document: asking again replaces the earlier link.
    withdrawOpenForDocumentStatement(database.db, document.id, stamp),
    insertAdviceConfirmationStatement(database.db, row),
    // Asked to confirm it, the client sees it in their portal.
    setDocumentShared(database.db, document.id, true),
    ...(address
      ? [
          queueClientEmail(
            database.db,
            adviceConfirmationKind,
            row.id,
            {
              name: client.name,
              email: address,
              phone: client.phone,
              summary: document.fileName,
              documentsLink: link,
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
        action: 'ask-to-confirm',
        entityType: 'advice-confirmation',
        entityId: row.id,
        ip: actor.ip,
        details: { clientId: client.id, documentId: document.id, sha256: document.sha256 },
      },
      stamp,
    ),
  ]);
  return {
    ...toRecord({ ...row, file_name: document.fileName }),
    ...linkSent(
      sent,
      recipient,
      `${linkGreeting(client.name)}, please read your record of advice and confirm you received it, through this private link (it works for ${adviceConfirmationDays} days): ${link}`,
    ),
  };
}

export async function withdrawAdviceConfirmation(
  database: DatabaseHandle,
  id: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const row = await findAdviceConfirmation(database.db, id);
  if (!row) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such request to confirm.');
  if (row.status !== 'open') return;
  const stamp = now.toISOString();
  await database.write([
    updateOpenAdviceStatement(database.db, id, { status: 'withdrawn', updated_at: stamp }),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'withdraw',
        entityType: 'advice-confirmation',
        entityId: id,
        ip: actor.ip,
        details: { clientId: row.client_id },
      },
      stamp,
    ),
  ]);
}

/** Who the link or the portal may act on: the row behind a token, or one of a client's own. */
export type AdviceKey = LinkKey;

const linkRefused = (message: string) => new HttpError(404, apiErrorCodes.notFound, message);
const badLink = 'This link does not work. Ask your adviser for a new one.';

async function findRow(database: DatabaseHandle, key: AdviceKey, now: Date): Promise<Row> {
  const row = await rowByKey(key, {
    byTokenHash: (tokenHash) => adviceByTokenHash(database.db, tokenHash),
    byId: (id, clientIds) => adviceOfClients(database.db, id, clientIds),
  });
  if (!row) throw linkRefused('token' in key ? badLink : 'There is no such record of advice.');
  if (row.status === 'withdrawn' || (row.status === 'open' && row.expires_at <= now.toISOString()))
    throw linkRefused('This link no longer works. Ask your adviser for a new one.');
  return row;
}

async function forClient(database: DatabaseHandle, row: Row): Promise<AdviceForClient> {
  const name = await clientNameOf(database.db, row.client_id);
  return {
    firstName: firstNameOf(name),
    greeting: greeting(name),
    fileName: row.file_name,
    sha256: row.sha256,
    status: row.status === 'confirmed' ? 'confirmed' : 'open',
    confirmedName: row.confirmed_name,
    confirmedAt: row.confirmed_at,
    expiresAt: row.expires_at,
  };
}

export async function adviceForClient(
  database: DatabaseHandle,
  key: AdviceKey,
  now: Date,
): Promise<AdviceForClient> {
  return forClient(database, await findRow(database, key, now));
}

/** The document the client is asked to read (the one whose SHA-256 they confirm). */
export async function adviceDocument(
  database: DatabaseHandle,
  key: AdviceKey,
  now: Date,
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await findRow(database, key, now);
  const content = await documentContent(database.db, row.document_id);
  if (!content) throw linkRefused(badLink);
  return { fileName: row.file_name, bytes: fieldCipher().decryptBytes(content) };
}

export async function confirmAdvice(
  database: DatabaseHandle,
  key: AdviceKey,
  input: AdviceConfirmInput,
  meta: { ip: string; browser: string; now: Date; businessName: string },
): Promise<AdviceForClient> {
  const row = await findRow(database, key, meta.now);
  if (row.status === 'confirmed') return forClient(database, row);
  const content = await documentContent(database.db, row.document_id);
  const original = content ? fieldCipher().decryptBytes(content) : undefined;
  // The file read must be the one asked about: a document replaced since cannot be confirmed.
  if (!original || sha256(original) !== row.sha256) throw linkRefused(badLink);
  const stamp = meta.now.toISOString();
  const browser = meta.browser.replace(/\p{Cc}/gu, '').slice(0, 300);
  const copy = await withConfirmationPage(original, {
    businessName: meta.businessName,
    fileName: row.file_name,
    sha256: row.sha256,
    name: input.fullName,
    at: stamp,
    ip: meta.ip,
    browser,
  });
  const copyId = randomUUID();
  const copyName = `${row.file_name.replace(/\.pdf$/i, '')} (confirmed).pdf`;
  await database.write([
    updateOpenAdviceStatement(database.db, row.id, {
      status: 'confirmed',
      confirmed_name: input.fullName,
      confirmed_at: stamp,
      confirmed_ip: meta.ip,
      confirmed_browser: browser,
      confirmed_document_id: copyId,
      updated_at: stamp,
    }),
    ...insertDocumentStatements(database.db, {
      id: copyId,
      client_id: row.client_id,
      kind: 'record-of-advice',
      file_name: lastCharacters(copyName),
      media_type: 'application/pdf',
      size_bytes: copy.length,
      sha256: sha256(copy),
      expires_on: null,
      content: fieldCipher().encryptBytes(copy),
      source: 'client',
      request_id: null,
      shared: 1,
      created_by: null,
      created_at: stamp,
    }),
    touchClientStatement(database.db, row.client_id, stamp),
    auditStatement(
      database.db,
      {
        adminId: null,
        action: 'confirm',
        entityType: 'advice-confirmation',
        entityId: row.id,
        ip: meta.ip,
        details: { clientId: row.client_id, documentId: row.document_id, sha256: row.sha256 },
      },
      stamp,
    ),
  ]);
  return forClient(database, await findRow(database, key, meta.now));
}

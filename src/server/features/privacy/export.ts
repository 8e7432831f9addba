import { strToU8, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { SiteConfig } from '../../../content/site-env';
import { apiErrorCodes } from '../../../shared/api-error';
import type { Database, DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldCipher, isEncrypted } from '../../db/field-crypto';
import type { FnaReportRenderer } from '../../pdf/fna-report-pool';
import { HttpError } from '../../plugins/errors';
import { documentContent } from '../documents';
import { reportOf } from '../fna';
import {
  type ClientData,
  clientDocumentRows,
  clientToErase,
  findClientData,
  recordCounts,
  recordTables,
  rowsWhereIn,
} from './repository';

/**
 * A person's data on request (issue 21): everything held on a client as a ZIP, one JSON file per
 * kind of record (text fields that hold JSON opened up, secrets' hashes left out) and the PDF of
 * each of their Financial Needs Analyses, with a README saying what is what. Audited.
 */

const readme = (
  name: string,
  at: string,
) => `Everything ${name ? `${name}'s adviser` : 'the adviser'} holds on this person, exported ${at}.

client.json        the client book's entry: name, contact details, how they are recognised, notes,
                   logged contacts, follow-ups and the timeline of their enquiries
records/*.json     each enquiry, application, analysis and pipeline card, as stored
bookings.json      booked consultations
newsletter.json    newsletter subscriptions
emails.json        the e-mails sent to them or to the adviser about them
fna-*.pdf          each Financial Needs Analysis report

Times are UTC (ISO 8601). Amounts are Namibia dollars.
`;

export const clientNotFound = () => new HttpError(404, apiErrorCodes.notFound, 'There is no such client.');

/** Encrypted values (issue 21) in their plain form, wherever they sit in a stored value. */
function opened(value: unknown): unknown {
  if (typeof value === 'string') return isEncrypted(value) ? fieldCipher().decrypt(value) : value;
  if (Array.isArray(value)) return value.map(opened);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, opened(inner)]));
  return value;
}

/** A stored row as the export shows it: decrypted, JSON text opened up, hashes left out. */
function readable(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, stored] of Object.entries(row)) {
    if (column.endsWith('_hash')) continue;
    const value = opened(stored);
    if (typeof value === 'string' && /^[[{]/.test(value)) {
      try {
        out[column] = opened(JSON.parse(value));
        continue;
      } catch {
        // plain text that starts with a bracket
      }
    }
    out[column] = value;
  }
  return out;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

async function rows(db: Kysely<Database>, table: keyof Database, column: string, ids: string[]) {
  return (await rowsWhereIn(db, table, column, ids)).map(readable);
}

async function clientFile(db: Kysely<Database>, data: ClientData) {
  const { clientIds } = data;
  return {
    client: await rows(db, 'clients', 'id', clientIds),
    keys: await rows(db, 'client_keys', 'client_id', clientIds),
    // A number they gave in their portal that another client has (issue 42).
    contactClashes: await rows(db, 'contact_clashes', 'client_id', clientIds),
    notes: await rows(db, 'client_notes', 'client_id', clientIds),
    contacts: await rows(db, 'client_contacts', 'client_id', clientIds),
    followUps: await rows(db, 'tasks', 'client_id', clientIds),
    timeline: await rows(db, 'client_enquiries', 'client_id', clientIds),
  };
}

export async function exportClient(
  database: DatabaseHandle,
  clientId: string,
  context: { reports: FnaReportRenderer; site: SiteConfig; adminId: string; ip: string; now: Date },
): Promise<{ zip: Uint8Array; fileName: string }> {
  const { db } = database;
  const client = await clientToErase(db, clientId);
  if (!client || client.merged_into) throw clientNotFound();
  const data = await findClientData(db, clientId);
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(readme(client.name, context.now.toISOString())),
    'client.json': json(await clientFile(db, data)),
  };
  for (const table of recordTables)
    if (data.records[table].length > 0 && table !== 'client_documents')
      files[`records/${table}.json`] = json(await rows(db, table, 'id', data.records[table]));
  const identification = await rowsWhereIn(db, 'client_identification', 'client_id', data.clientIds);
  const requests = await rowsWhereIn(db, 'document_requests', 'client_id', data.clientIds);
  if (requests.length > 0)
    files['records/document_requests.json'] = json(requests.map((row) => readable(row)));
  const confirmations = await rowsWhereIn(db, 'advice_confirmations', 'client_id', data.clientIds);
  if (confirmations.length > 0)
    files['records/advice_confirmations.json'] = json(
      confirmations.map(({ token_hash: _hash, ...row }) => readable(row)),
    );
  if (identification.length > 0)
    files['records/client_identification.json'] = json(identification.map((row) => readable(row)));
  // Documents (issue 32): what is known of each, and the files themselves, decrypted.
  if (data.records.client_documents.length > 0) {
    const documents = await clientDocumentRows(db, data.records.client_documents);
    files['records/client_documents.json'] = json(documents.map((row) => readable(row)));
    for (const document of documents) {
      const content = await documentContent(db, document.id);
      if (content)
        files[`documents/${document.id}-${document.file_name.replace(/[\\/]/g, '_')}`] = new Uint8Array(
          fieldCipher().decryptBytes(content),
        );
    }
  }
  // A policy's statements, lives covered and beneficiaries go with it (issue 31).
  if (data.records.policies.length > 0) {
    files['records/policy_commissions.json'] = json(
      await rows(db, 'policy_commissions', 'policy_id', data.records.policies),
    );
    files['records/policy_parties.json'] = json(
      await rows(db, 'policy_parties', 'policy_id', data.records.policies),
    );
    files['records/policy_status_changes.json'] = json(
      await rows(db, 'policy_status_changes', 'policy_id', data.records.policies),
    );
  }
  if (data.records.funeral_applications.length > 0)
    files['records/funeral_application_members.json'] = json(
      await rows(db, 'funeral_application_members', 'application_id', data.records.funeral_applications),
    );
  files['bookings.json'] = json(await rows(db, 'bookings', 'id', data.bookingIds));
  files['newsletter.json'] = json(await rows(db, 'newsletter_subscriptions', 'id', data.newsletterIds));
  // An invitation to a yearly review is filed under the client (issue 31).
  const recordIds = [
    ...recordTables.flatMap((table) => data.records[table]),
    ...data.bookingIds,
    ...data.clientIds,
  ];
  files['emails.json'] = json(await rows(db, 'outbox_messages', 'enquiry_id', recordIds));
  for (const id of data.records.fna_submissions)
    files[`fna-${id}.pdf`] = await reportOf(
      database,
      id,
      { renderer: context.reports, site: context.site },
      'admin',
    );

  const stamp = context.now.toISOString();
  await database.write([
    auditStatement(
      db,
      {
        adminId: context.adminId,
        action: 'client-exported',
        entityType: 'client',
        entityId: clientId,
        details: { records: recordCounts(data) },
        ip: context.ip,
      },
      stamp,
    ),
  ]);
  // Stored files are compressed already (PDF) or small; level 6 is zlib's usual balance.
  const zip = zipSync(files, { level: 6, mtime: context.now });
  return { zip, fileName: `client-data-${stamp.slice(0, 10)}.zip` };
}

import { retentionPeriods } from '../../../content/retention';
import { adviceStages, removableFrom } from '../../../domain/retention/retention';
import type { ErasurePreview } from '../../../shared/privacy';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldCipher } from '../../db/field-crypto';
import { appendErasure, erasureIdentifiers, ledgerEntry } from './erasure-ledger';
import { clientNotFound } from './export';
import {
  adviceTables,
  type ClientData,
  cardsAtStages,
  clientToErase,
  findClientData,
  recordCounts,
  removeClientStatements,
} from './repository';

/**
 * Erasure on request (issue 21): everything held on a client is deleted, except the advice
 * records the law requires an adviser to keep (FNAs, needs analyses, funeral applications and the
 * pipeline cards from a quotation on) while their period runs: those stay as they are, the client
 * book's entry is anonymised, and the retention job deletes them when the period ends. What the
 * audit log said about the person goes; that it was done, by whom and when, stays.
 */

interface Plan {
  name: string;
  data: ClientData;
  keepIds: Set<string>;
  keepUntil: Date | null;
}

async function plan(database: DatabaseHandle, clientId: string, now: Date): Promise<Plan> {
  const { db } = database;
  const client = await clientToErase(db, clientId);
  if (!client || client.merged_into) throw clientNotFound();
  const data = await findClientData(db, clientId);
  const adviceCards = await cardsAtStages(db, data.records.pipeline_leads, adviceStages);
  const adviceIds = [...adviceTables.flatMap((table) => data.records[table]), ...adviceCards];
  const until = adviceIds.length > 0 ? removableFrom(client.last_activity_at, true, retentionPeriods) : null;
  const kept = until !== null && until.getTime() > now.getTime();
  return { name: client.name, data, keepIds: new Set(kept ? adviceIds : []), keepUntil: kept ? until : null };
}

function describePlan(
  { name, data, keepIds, keepUntil }: Plan,
  dialect: DatabaseHandle['dialect'],
): ErasurePreview {
  const deleted: Record<string, number> = {};
  const kept: Record<string, number> = {};
  for (const [table, ids] of Object.entries(data.records)) {
    const keptHere = ids.filter((id) => keepIds.has(id)).length;
    if (keptHere > 0) kept[table] = keptHere;
    if (ids.length - keptHere > 0) deleted[table] = ids.length - keptHere;
  }
  if (data.bookingIds.length > 0) deleted.bookings = data.bookingIds.length;
  return {
    name,
    deleted,
    kept,
    keptUntil: keepUntil ? keepUntil.toISOString() : null,
    newsletter: data.newsletterIds.length,
    compactionNeeded: dialect === 'postgres',
  };
}

/** What an erasure would delete and keep (the confirmation step shows it). */
export async function erasurePreview(
  database: DatabaseHandle,
  clientId: string,
  now: Date,
): Promise<ErasurePreview> {
  return describePlan(await plan(database, clientId, now), database.dialect);
}

export async function eraseClient(
  database: DatabaseHandle,
  clientId: string,
  context: { adminId: string; ip: string; now: Date; ledgerPath: string },
): Promise<ErasurePreview> {
  const erasure = await plan(database, clientId, context.now);
  const described = describePlan(erasure, database.dialect);
  const stamp = context.now.toISOString();
  const { db } = database;
  // Recorded outside the database first (D36): a restore of an older backup erases them again.
  const identifiers = await erasureIdentifiers(db, erasure.data.clientIds);
  appendErasure(
    context.ledgerPath,
    ledgerEntry(fieldCipher(), { clientIds: erasure.data.clientIds, ...identifiers, erasedAt: stamp }),
  );
  await database.write([
    ...removeClientStatements(db, erasure.data, { keepIds: erasure.keepIds, stamp }),
    auditStatement(
      db,
      {
        adminId: context.adminId,
        action: 'client-erased',
        entityType: 'client',
        entityId: clientId,
        details: {
          records: recordCounts(erasure.data),
          kept: described.kept,
          keptUntil: described.keptUntil,
        },
        ip: context.ip,
      },
      stamp,
    ),
  ]);
  // The pages the unit overwrote leave the write-ahead log too (SQLite; issue 30).
  await database.checkpoint();
  return described;
}

/**
 * `npm run db:restore` (D36): an erasure made after the restored backup, applied again to the
 * client (and those merged into them there) as it was applied then, the advice records the law
 * requires still kept while their period runs. Audited as re-applied; false when there is nobody
 * left to erase under that id.
 */
export async function reapplyErasure(
  database: DatabaseHandle,
  clientId: string,
  context: { now: Date; erasedAt: string; restoredFrom: string },
): Promise<boolean> {
  let erasure: Plan;
  try {
    erasure = await plan(database, clientId, context.now);
  } catch {
    return false;
  }
  const described = describePlan(erasure, database.dialect);
  const stamp = context.now.toISOString();
  const { db } = database;
  await database.write([
    ...removeClientStatements(db, erasure.data, { keepIds: erasure.keepIds, stamp }),
    auditStatement(
      db,
      {
        adminId: null,
        action: 'client-erasure-reapplied',
        entityType: 'client',
        entityId: clientId,
        details: {
          erasedAt: context.erasedAt,
          restoredFrom: context.restoredFrom,
          records: recordCounts(erasure.data),
          kept: described.kept,
          keptUntil: described.keptUntil,
        },
        ip: '',
      },
      stamp,
    ),
  ]);
  await database.checkpoint();
  return true;
}

import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import type { FieldCipher } from '../../db/field-crypto';
import { reapplyErasure } from './erase';
import { contactKeysOfRecord, type ErasureLedgerEntry } from './erasure-ledger';
import { allClientKeys, clientsWithIdNumberHashes, erasedClientIds, liveClientContacts } from './repository';

/**
 * After `npm run db:restore` (issue 56, D36): every erasure of the ledger that the restored database
 * does not know of (no `client-erased` entry for its client: it was made after the backup) is
 * applied again; then the restored clients are checked against the ledger's keyed hashes, and any
 * other client still holding an erased person's e-mail, phone or ID number is named for the
 * adviser (not erased: they were someone else's record when the erasure was made). One
 * `database-restored` audit entry says what was done; Today shows it for a week.
 */

export interface ErasuresReapplied {
  /** Erasures made after the backup, applied again. */
  reapplied: number;
  /** Erasures the backup already held. */
  alreadyApplied: number;
  /** Clients (ids) that still hold an identifier of an erased person. */
  stillHeld: string[];
  /** Whether the hashes could be checked (the data key was at hand). */
  checked: boolean;
}

export async function reapplyErasures(
  database: DatabaseHandle,
  ledger: readonly ErasureLedgerEntry[],
  context: { now: Date; restoredFrom: string; cipher: FieldCipher | undefined },
): Promise<ErasuresReapplied> {
  const { db } = database;
  const known = new Set(await erasedClientIds(db));
  let reapplied = 0;
  let alreadyApplied = 0;
  for (const entry of ledger) {
    if (entry.clientIds.some((id) => known.has(id))) {
      alreadyApplied += 1;
      continue;
    }
    let applied = false;
    // The client first, then any merged into them since the backup that are still apart there.
    for (const clientId of entry.clientIds)
      if (
        await reapplyErasure(database, clientId, {
          now: context.now,
          erasedAt: entry.erasedAt,
          restoredFrom: context.restoredFrom,
        })
      )
        applied = true;
    if (applied) {
      reapplied += 1;
      for (const id of entry.clientIds) known.add(id);
    } else alreadyApplied += 1;
  }

  const stillHeld = context.cipher ? await clientsHoldingErased(database, ledger, context.cipher) : [];
  await database.write([
    auditStatement(
      db,
      {
        adminId: null,
        action: 'database-restored',
        details: {
          restoredFrom: context.restoredFrom,
          erasuresReapplied: reapplied,
          stillHeld,
          checked: context.cipher !== undefined,
        },
        ip: '',
      },
      context.now.toISOString(),
    ),
  ]);
  return { reapplied, alreadyApplied, stillHeld, checked: context.cipher !== undefined };
}

/** The clients whose contact keys or ID number match a ledger hash made with this key. */
async function clientsHoldingErased(
  database: DatabaseHandle,
  ledger: readonly ErasureLedgerEntry[],
  cipher: FieldCipher,
): Promise<string[]> {
  const own = ledger.filter((entry) => entry.keyId === cipher.keyId);
  const keyHashes = new Set(own.flatMap((entry) => entry.keyHashes));
  const idHashes = [...new Set(own.flatMap((entry) => entry.idNumberHashes))];
  if (keyHashes.size === 0 && idHashes.length === 0) return [];
  const { db } = database;
  const holders = new Set<string>();
  const holds = (key: string) => keyHashes.has(cipher.identifierHash('key', key));
  for (const row of await allClientKeys(db)) if (holds(row.key)) holders.add(row.client_id);
  // A record's own e-mail and phone too: a number two clients share is one client's key only.
  for (const row of await liveClientContacts(db))
    if (contactKeysOfRecord(row.email, row.phone).some(holds)) holders.add(row.id);
  for (const id of await clientsWithIdNumberHashes(db, idHashes)) holders.add(id);
  return [...holders].sort();
}

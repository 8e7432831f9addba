import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { emailKey, phoneKey } from '../../../domain/clients/contact-keys';
import type { Database } from '../../db';
import type { FieldCipher } from '../../db/field-crypto';
import { erasedClientIdentifiers } from './repository';

/**
 * Erased stays erased (issue 56, D36). Each erasure is written to a ledger outside the database and
 * its backups (`erasures.jsonl` in the data folder, DATA_DIR, beside the data key): the ids of the
 * client and the clients merged into them, keyed hashes of their contact keys and ID number (no
 * readable personal data), the time. `npm run db:restore` reads it and applies again every erasure
 * the restored database does not know of (made after its backup), and says how many.
 */

export interface ErasureLedgerEntry {
  v: 1;
  erasedAt: string;
  /** The client and the clients merged into them when they were erased. */
  clientIds: string[];
  /** The data key the hashes were made with (a rotation since makes them unmatchable, not wrong). */
  keyId: string;
  /** `identifierHash('key', …)` of each of their contact keys (`email:…`, `phone:…`). */
  keyHashes: string[];
  /** Their ID numbers' keyed hashes (the `id_number_hash` the client book searches by). */
  idNumberHashes: string[];
}

export const erasureLedgerFile = 'erasures.jsonl';

export function erasureLedgerPath(dataDir: string): string {
  return join(dataDir, erasureLedgerFile);
}

/** The identifiers of the clients being erased, read before they go. */
export async function erasureIdentifiers(
  db: Kysely<Database>,
  clientIds: string[],
): Promise<{ keys: string[]; idNumberHashes: string[] }> {
  if (clientIds.length === 0) return { keys: [], idNumberHashes: [] };
  const [keys, clients] = await erasedClientIdentifiers(db, clientIds);
  return {
    keys: [
      ...new Set([
        ...keys.map((row) => row.key),
        ...clients.flatMap((row) => contactKeysOfRecord(row.email, row.phone)),
      ]),
    ],
    idNumberHashes: [
      ...new Set(clients.map((row) => row.id_number_hash ?? '').filter((hash) => hash !== '')),
    ],
  };
}

/** The keys (`email:…`, `phone:…`) of a client record's own e-mail and phone columns. */
export function contactKeysOfRecord(email: string, phone: string): string[] {
  return [emailKey(email), phoneKey(phone)].filter((key): key is string => key !== null);
}

export function ledgerEntry(
  cipher: FieldCipher,
  input: { clientIds: string[]; keys: string[]; idNumberHashes: string[]; erasedAt: string },
): ErasureLedgerEntry {
  return {
    v: 1,
    erasedAt: input.erasedAt,
    clientIds: input.clientIds,
    keyId: cipher.keyId,
    keyHashes: input.keys.map((key) => cipher.identifierHash('key', key)),
    idNumberHashes: input.idNumberHashes,
  };
}

/**
 * Appends one erasure and waits for it to reach the disk (before the database forgets the person:
 * a ledger line for an erasure that then failed only erases again someone the adviser chose to
 * erase; an erasure without its line could come back).
 */
export function appendErasure(path: string, entry: ErasureLedgerEntry): void {
  mkdirSync(join(path, '..'), { recursive: true });
  const descriptor = openSync(path, 'a', 0o600);
  try {
    writeSync(descriptor, `${JSON.stringify(entry)}\n`);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Every erasure in the ledger, oldest first; a torn last line (a crash mid-write) is left out. */
export function readErasures(path: string): ErasureLedgerEntry[] {
  if (!existsSync(path)) return [];
  const entries: ErasureLedgerEntry[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const entry = JSON.parse(line) as ErasureLedgerEntry;
      if (entry.v === 1 && Array.isArray(entry.clientIds)) entries.push(entry);
    } catch {
      // A line cut short by a crash: its erasure failed with it (the line is written first).
    }
  }
  return entries.sort((a, b) => (a.erasedAt < b.erasedAt ? -1 : a.erasedAt > b.erasedAt ? 1 : 0));
}

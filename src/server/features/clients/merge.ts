import { randomUUID } from 'node:crypto';
import { apiErrorCodes } from '../../../shared/api-error';
import type { ClientDetails } from '../../../shared/clients';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { HttpError } from '../../plugins/errors';
import {
  type ClientRow,
  findClient,
  findMerge,
  insertMergeStatement,
  keysOf,
  mergeUndoneStatement,
  moveEverythingStatements,
  moveKeysStatement,
  moveRowsStatement,
  rowsOwnedBy,
  updateClientStatement,
} from './repository';
import { type Actor, clientDetails, clientNotFound } from './service';

/** Merging two clients and undoing it (issue 18, DECISIONS D21: nothing is merged without the adviser). */

const mergeRefused = (message: string) =>
  new HttpError(400, apiErrorCodes.validation, `sourceId: ${message}`, { sourceId: message });

/**
 * Merges `sourceId` into `targetId`: every record, note, task and key of the source moves; the
 * source keeps its row, marked as merged, so its id leads to the target. What moved is kept, so
 * the merge can be undone.
 */
export async function mergeClients(
  database: DatabaseHandle,
  targetId: string,
  sourceId: string,
  actor: Actor,
  now: Date,
): Promise<ClientDetails> {
  const { db } = database;
  if (targetId === sourceId) throw mergeRefused('A client cannot be merged into itself');
  const [target, source] = await Promise.all([findClient(db, targetId), findClient(db, sourceId)]);
  if (!target || target.merged_into) throw clientNotFound();
  if (!source) throw mergeRefused('There is no such client to merge');
  if (source.merged_into) throw mergeRefused('That client was merged already');
  const [owned, keys] = await Promise.all([rowsOwnedBy(db, sourceId), keysOf(db, sourceId)]);
  const stamp = now.toISOString();
  const mergeId = randomUUID();
  const filled: Partial<ClientRow> = {};
  if (!target.name && source.name) filled.name = source.name;
  if (!target.email && source.email) filled.email = source.email;
  if (!target.phone && source.phone) filled.phone = source.phone;
  // Stored encrypted (issue 21): the ciphertext and its hash move together.
  if (!target.id_number && source.id_number) {
    filled.id_number = source.id_number;
    filled.id_number_hash = source.id_number_hash ?? '';
  }
  const moved = {
    source: { name: source.name, email: source.email, phone: source.phone, idNumber: source.id_number },
    target: {
      possibleDuplicateOf: target.possible_duplicate_of,
      lastActivityAt: target.last_activity_at,
      filled: Object.keys(filled).filter((column) => column !== 'id_number_hash'),
    },
    sourcePossibleDuplicateOf: source.possible_duplicate_of,
    rows: owned,
    keys: keys.map((row) => row.key),
  };
  await database.write([
    // By client id, not the ids read above: a record stored in between moves too.
    ...moveEverythingStatements(db, sourceId, targetId),
    updateClientStatement(db, sourceId, {
      merged_into: targetId,
      possible_duplicate_of: null,
      updated_at: stamp,
    }),
    updateClientStatement(db, targetId, {
      ...filled,
      possible_duplicate_of: target.possible_duplicate_of === sourceId ? null : target.possible_duplicate_of,
      last_activity_at:
        source.last_activity_at > target.last_activity_at ? source.last_activity_at : target.last_activity_at,
      updated_at: stamp,
    }),
    insertMergeStatement(db, {
      id: mergeId,
      target_id: targetId,
      source_id: sourceId,
      moved: JSON.stringify(moved),
      admin_id: actor.admin.adminId,
      created_at: stamp,
      undone_at: null,
    }),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'merge',
        entityType: 'client',
        entityId: targetId,
        details: {
          mergeId,
          sourceId,
          moved: Object.fromEntries(Object.entries(owned).map(([table, ids]) => [table, ids.length])),
        },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return clientDetails(database, targetId, actor.admin, now);
}

/** Undoes a merge: what moved goes back, the source is a client of its own again. */
export async function undoMerge(
  database: DatabaseHandle,
  targetId: string,
  mergeId: string,
  actor: Actor,
  now: Date,
): Promise<ClientDetails> {
  const { db } = database;
  const merge = await findMerge(db, mergeId);
  if (!merge || merge.target_id !== targetId)
    throw new HttpError(404, apiErrorCodes.notFound, 'There is no such merge of this client.');
  if (merge.undone_at) throw new HttpError(409, apiErrorCodes.conflict, 'This merge was undone already.');
  const target = await findClient(db, targetId);
  if (!target || target.merged_into)
    throw new HttpError(
      409,
      apiErrorCodes.conflict,
      'This client was merged into another since: undo that merge first.',
    );
  const moved = JSON.parse(merge.moved) as {
    source: { name: string; email: string; phone: string; idNumber: string };
    target: { possibleDuplicateOf: string | null; lastActivityAt: string; filled: (keyof ClientRow)[] };
    sourcePossibleDuplicateOf: string | null;
    rows: Record<string, string[]>;
    keys: string[];
  };
  const stamp = now.toISOString();
  const restored: Partial<ClientRow> = {};
  // Details the merge filled in from the source are emptied again, unless the adviser changed them since.
  const sourceValues: Record<string, string> = {
    name: moved.source.name,
    email: moved.source.email,
    phone: moved.source.phone,
    id_number: moved.source.idNumber,
  };
  for (const column of moved.target.filled) {
    if (target[column] === sourceValues[column]) (restored as Record<string, string>)[column] = '';
  }
  if (restored.id_number === '') restored.id_number_hash = '';
  await database.write([
    ...Object.entries(moved.rows)
      .filter(([, ids]) => ids.length > 0)
      .map(([table, ids]) => moveRowsStatement(db, table, ids, merge.source_id)),
    ...(moved.keys.length ? [moveKeysStatement(db, moved.keys, merge.source_id)] : []),
    updateClientStatement(db, merge.source_id, {
      merged_into: null,
      possible_duplicate_of: moved.sourcePossibleDuplicateOf,
      updated_at: stamp,
    }),
    updateClientStatement(db, targetId, {
      ...restored,
      possible_duplicate_of: moved.target.possibleDuplicateOf,
      updated_at: stamp,
    }),
    mergeUndoneStatement(db, mergeId, stamp),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'undo-merge',
        entityType: 'client',
        entityId: targetId,
        details: { mergeId, sourceId: merge.source_id },
        ip: actor.ip,
      },
      stamp,
    ),
  ]);
  return clientDetails(database, targetId, actor.admin, now);
}

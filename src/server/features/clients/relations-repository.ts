import type { CompiledQuery, Kysely } from 'kysely';
import {
  type ClientRelation,
  inverseRelation,
  type Relation,
  type SeenRelation,
} from '../../../shared/relations';
import type { Database } from '../../db';
import { fieldCipher } from '../../db/field-crypto';

/**
 * Households (issue 31), read: the clients linked to a client. A link is stored once, from the side
 * it was made on; merges move nothing: a link to a merged-away client is read as a link to the
 * client it was merged into, so undoing a merge needs nothing moved back.
 */

/** The live client each id leads to (following merges), by id. */
export async function liveClients(db: Kysely<Database>, ids: readonly string[]) {
  const rows = new Map<string, { id: string; name: string; merged_into: string | null }>();
  let wanted = [...new Set(ids)];
  for (let hops = 0; wanted.length > 0 && hops < 20; hops += 1) {
    const found = await db
      .selectFrom('clients')
      .select(['id', 'name', 'merged_into'])
      .where('id', 'in', wanted)
      .execute();
    for (const row of found) rows.set(row.id, row);
    wanted = found.flatMap((row) => (row.merged_into && !rows.has(row.merged_into) ? [row.merged_into] : []));
  }
  const live = (id: string) => {
    let row = rows.get(id);
    for (let hops = 0; row?.merged_into && hops < 20; hops += 1) row = rows.get(row.merged_into);
    return row && !row.merged_into ? row : undefined;
  };
  return live;
}

/** The client and every client merged into them, however deep the chain of merges. */
export async function clientFamily(db: Kysely<Database>, clientId: string): Promise<string[]> {
  const family = [clientId];
  let frontier = [clientId];
  while (frontier.length > 0) {
    const merged = await db.selectFrom('clients').select('id').where('merged_into', 'in', frontier).execute();
    frontier = merged.map((row) => row.id).filter((id) => !family.includes(id));
    family.push(...frontier);
  }
  return family;
}

const relationOrder: readonly SeenRelation[] = [
  'spouse',
  'child',
  'parent',
  'dependant',
  'provider',
  'business-partner',
];

/** The clients linked to this one, as this one sees them, each once. */
export async function relationsOf(db: Kysely<Database>, clientId: string): Promise<Relation[]> {
  const own = await clientFamily(db, clientId);
  const rows = await db
    .selectFrom('client_relations')
    .selectAll()
    .where((eb) => eb.or([eb('client_id', 'in', own), eb('other_client_id', 'in', own)]))
    .orderBy('created_at')
    .execute();
  const seen = rows.map((row) =>
    own.includes(row.client_id)
      ? { otherId: row.other_client_id, relation: row.relation as SeenRelation }
      : { otherId: row.client_id, relation: inverseRelation[row.relation as ClientRelation] },
  );
  const live = await liveClients(
    db,
    seen.map((link) => link.otherId),
  );
  const relations: Relation[] = [];
  for (const link of seen) {
    const other = live(link.otherId);
    if (!other || own.includes(other.id) || relations.some((relation) => relation.clientId === other.id))
      continue;
    relations.push({ clientId: other.id, name: other.name, relation: link.relation });
  }
  // The household in a steady order: partner, children, parents, dependants, the rest; then by name.
  return relations.sort(
    (a, b) =>
      relationOrder.indexOf(a.relation) - relationOrder.indexOf(b.relation) || a.name.localeCompare(b.name),
  );
}

/** The most people one household page shows (a link chain through a whole village is a data error). */
export const householdLimit = 50;

export interface HouseholdMember {
  clientId: string;
  name: string;
  /** Decrypted, for the birthday it gives; never sent to the browser from here. */
  idNumber: string;
  /** How the client the household was asked for sees them: null for that client and for people linked only through others. */
  relation: SeenRelation | null;
}

/**
 * The household of a client: everyone linked to them directly or through others, the client first,
 * then those linked directly (in relationsOf's order), then the rest by name.
 */
export async function householdOf(db: Kysely<Database>, clientId: string): Promise<HouseholdMember[]> {
  const cipher = fieldCipher();
  const direct = await relationsOf(db, clientId);
  const seen = new Map<string, SeenRelation | null>([[clientId, null]]);
  for (const relation of direct) seen.set(relation.clientId, relation.relation);
  let frontier = direct.map((relation) => relation.clientId);
  while (frontier.length > 0 && seen.size < householdLimit) {
    const next: string[] = [];
    for (const id of frontier)
      for (const relation of await relationsOf(db, id))
        if (!seen.has(relation.clientId) && seen.size < householdLimit) {
          seen.set(relation.clientId, null);
          next.push(relation.clientId);
        }
    frontier = next;
  }
  const rows = await db
    .selectFrom('clients')
    .select(['id', 'name', 'id_number'])
    .where('id', 'in', [...seen.keys()])
    .execute();
  const rank = (id: string) => (id === clientId ? 0 : seen.get(id) ? 1 : 2);
  return rows
    .map((row) => ({
      clientId: row.id,
      name: row.name,
      idNumber: cipher.decrypt(row.id_number),
      relation: seen.get(row.id) ?? null,
    }))
    .sort(
      (a, b) =>
        rank(a.clientId) - rank(b.clientId) ||
        (rank(a.clientId) === 1
          ? direct.findIndex((relation) => relation.clientId === a.clientId) -
            direct.findIndex((relation) => relation.clientId === b.clientId)
          : a.name.localeCompare(b.name)),
    );
}

/** The links between two families (either side may have made them). */
export function linksBetween(db: Kysely<Database>, own: readonly string[], theirs: readonly string[]) {
  return db
    .selectFrom('client_relations')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('client_id', 'in', own), eb('other_client_id', 'in', theirs)]),
        eb.and([eb('client_id', 'in', theirs), eb('other_client_id', 'in', own)]),
      ]),
    )
    .execute();
}

export function deleteRelationsStatement(db: Kysely<Database>, ids: readonly string[]): CompiledQuery {
  return db.deleteFrom('client_relations').where('id', 'in', ids).compile();
}

import { randomUUID } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { apiErrorCodes } from '../../../shared/api-error';
import type { ClientRelation, Relation, RelationCreateInput } from '../../../shared/relations';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { insertRow } from '../../db/statements';
import { HttpError } from '../../plugins/errors';
import {
  clientFamily,
  deleteRelationsStatement,
  linksBetween,
  liveClients,
  relationsOf,
} from './relations-repository';
import { type Actor, clientNotFound, resolveClient } from './service';

/** Households (issue 31), written: a link made or removed, audited (relations-repository.ts reads them). */

const otherRefused = (message: string) =>
  new HttpError(400, apiErrorCodes.validation, `otherClientId: ${message}`, { otherClientId: message });

/** The statement of one link (the other client is this client's `relation`), for a unit of the caller's. */
export function relationStatement(
  db: DatabaseHandle['db'],
  link: { clientId: string; otherClientId: string; relation: ClientRelation; adminId: string },
  now: string,
): CompiledQuery {
  return insertRow(db, 'client_relations', {
    id: randomUUID(),
    client_id: link.clientId,
    other_client_id: link.otherClientId,
    relation: link.relation,
    created_by: link.adminId,
    created_at: now,
  });
}

export async function addRelation(
  database: DatabaseHandle,
  clientId: string,
  input: RelationCreateInput,
  actor: Actor,
  now: Date,
): Promise<Relation> {
  const client = await resolveClient(database, clientId);
  const other = (await liveClients(database.db, [input.otherClientId]))(input.otherClientId);
  if (!other) throw otherRefused('There is no such client');
  if (other.id === client.id) throw otherRefused('A client cannot be related to themselves');
  if ((await relationsOf(database.db, client.id)).some((relation) => relation.clientId === other.id))
    throw new HttpError(409, apiErrorCodes.conflict, `otherClientId: ${other.name} is linked already`, {
      otherClientId: `${other.name} is linked already: remove the link to change it`,
    });
  const stamp = now.toISOString();
  const id = randomUUID();
  await database.write([
    insertRow(database.db, 'client_relations', {
      id,
      client_id: client.id,
      other_client_id: other.id,
      relation: input.relation,
      created_by: actor.admin.adminId,
      created_at: stamp,
    }),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'client-relation',
        entityId: client.id,
        ip: actor.ip,
        details: { otherClientId: other.id, relation: input.relation },
      },
      stamp,
    ),
  ]);
  return { clientId: other.id, name: other.name, relation: input.relation };
}

export async function removeRelation(
  database: DatabaseHandle,
  clientId: string,
  otherClientId: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const client = await resolveClient(database, clientId);
  const own = await clientFamily(database.db, client.id);
  const other = (await liveClients(database.db, [otherClientId]))(otherClientId);
  if (!other) throw clientNotFound();
  const theirs = await clientFamily(database.db, other.id);
  const { db } = database;
  const links = await linksBetween(db, own, theirs);
  if (links.length === 0)
    throw new HttpError(404, apiErrorCodes.notFound, `${other.name} is not linked to this client.`);
  const stamp = now.toISOString();
  await database.write([
    deleteRelationsStatement(
      db,
      links.map((link) => link.id),
    ),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'delete',
        entityType: 'client-relation',
        entityId: client.id,
        ip: actor.ip,
        details: { otherClientId: other.id },
      },
      stamp,
    ),
  ]);
}

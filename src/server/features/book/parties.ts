import { randomUUID } from 'node:crypto';
import { apiErrorCodes } from '../../../shared/api-error';
import type { PolicyParty, PolicyPartyCreateInput, PolicyPartyRole } from '../../../shared/policy-parties';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { insertRow } from '../../db/statements';
import { fieldRefused, HttpError } from '../../plugins/errors';
import { type Actor, liveClients } from '../clients';
import { deletePolicyPartyStatement, findPolicy, policyPartyRows } from './repository';
import { policyNotFound } from './service';

/**
 * The lives a policy covers and its beneficiaries (issue 31): clients of the book where they are
 * clients (read through merges, so a merge moves nothing), else names; audited on the policy's
 * own timeline. Beneficiaries' shares add up to at most 100 %.
 */

export async function policyParties(database: DatabaseHandle, policyId: string): Promise<PolicyParty[]> {
  if (!(await findPolicy(database.db, policyId))) throw policyNotFound();
  const rows = await policyPartyRows(database.db, policyId);
  const live = await liveClients(
    database.db,
    rows.flatMap((row) => (row.client_id ? [row.client_id] : [])),
  );
  const roleOrder: PolicyPartyRole[] = ['life-covered', 'beneficiary'];
  // Lives covered first, then beneficiaries, the largest share first, then by name.
  return rows
    .map((row) => {
      const client = row.client_id ? live(row.client_id) : undefined;
      return {
        id: row.id,
        role: row.role as PolicyPartyRole,
        clientId: client?.id ?? null,
        name: client?.name || row.name,
        sharePercent: row.share_basis_points === null ? null : row.share_basis_points / 100,
      };
    })
    .sort(
      (a, b) =>
        roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role) ||
        (b.sharePercent ?? -1) - (a.sharePercent ?? -1) ||
        a.name.localeCompare(b.name),
    );
}

export async function addPolicyParty(
  database: DatabaseHandle,
  policyId: string,
  input: PolicyPartyCreateInput,
  actor: Actor,
  now: Date,
): Promise<PolicyParty> {
  if (!(await findPolicy(database.db, policyId))) throw policyNotFound();
  const existing = await policyParties(database, policyId);
  let clientId: string | null = null;
  let name = input.name ?? '';
  if (input.clientId) {
    const client = (await liveClients(database.db, [input.clientId]))(input.clientId);
    if (!client) throw fieldRefused('clientId', 'There is no such client');
    clientId = client.id;
    name = client.name;
  }
  if (
    existing.some(
      (party) =>
        party.role === input.role &&
        (clientId ? party.clientId === clientId : party.name.toLowerCase() === name.toLowerCase()),
    )
  )
    throw new HttpError(409, apiErrorCodes.conflict, `${name} is on the policy already as that`, {
      [clientId ? 'clientId' : 'name']: `${name} is on the policy already as that`,
    });
  const share = input.sharePercent === undefined ? null : Math.round(input.sharePercent * 100);
  if (share !== null) {
    const given = existing.reduce((sum, party) => sum + Math.round((party.sharePercent ?? 0) * 100), 0);
    if (given + share > 10_000)
      throw fieldRefused(
        'sharePercent',
        `The beneficiaries' shares would add up to more than 100% (${given / 100}% given already)`,
      );
  }
  const stamp = now.toISOString();
  const id = randomUUID();
  await database.write([
    insertRow(database.db, 'policy_parties', {
      id,
      policy_id: policyId,
      role: input.role,
      client_id: clientId,
      name,
      share_basis_points: share,
      created_by: actor.admin.adminId,
      created_at: stamp,
    }),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'policy-party',
        entityId: policyId,
        ip: actor.ip,
        details: { role: input.role, clientId, name, sharePercent: share === null ? null : share / 100 },
      },
      stamp,
    ),
  ]);
  return { id, role: input.role, clientId, name, sharePercent: share === null ? null : share / 100 };
}

export async function removePolicyParty(
  database: DatabaseHandle,
  policyId: string,
  partyId: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const party = (await policyParties(database, policyId)).find((candidate) => candidate.id === partyId);
  if (!party)
    throw new HttpError(404, apiErrorCodes.notFound, 'The policy has no such life covered or beneficiary.');
  const stamp = now.toISOString();
  await database.write([
    deletePolicyPartyStatement(database.db, partyId),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'delete',
        entityType: 'policy-party',
        entityId: policyId,
        ip: actor.ip,
        details: { role: party.role, clientId: party.clientId, name: party.name },
      },
      stamp,
    ),
  ]);
}

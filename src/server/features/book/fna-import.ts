import { randomUUID } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import {
  type FnaBookItems,
  type FnaPolicyList,
  fnaBookItems,
  fnaPolicyLists,
} from '../../../domain/book/fna-import';
import { apiErrorCodes } from '../../../shared/api-error';
import type { FnaImportInput, FnaImportPreview, FnaImportResult } from '../../../shared/fna-import';
import type { DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldRefused, HttpError } from '../../plugins/errors';
import {
  type Actor,
  clientFamily,
  namedClientStatement,
  relationStatement,
  relationsOf,
  resolveClient,
  touchClientStatement,
} from '../clients';
import { latestFna } from '../fna';
import { policiesByNumber } from './commissions-repository';
import { insertPolicyStatement } from './repository';

/**
 * From a client's newest FNA to the book (issue 31): a preview of the policies and children it
 * lists, which are new and which are there already; then the ones the adviser ticked, worked out
 * again here from the FNA (never from the browser), recorded in one unit, audited.
 */

async function itemsOf(database: DatabaseHandle, clientId: string) {
  const client = await resolveClient(database, clientId);
  const fna = await latestFna(database, await clientFamily(database.db, client.id));
  if (!fna)
    return {
      client,
      fna: null,
      items: { policies: [], children: [], spouseMentioned: false } as FnaBookItems,
    };
  const { form } = fna;
  const lists = Object.fromEntries(
    (Object.keys(fnaPolicyLists) as FnaPolicyList[]).map((list) => [
      list,
      form.insuranceInvestmentSummary[list],
    ]),
  );
  const numbers = Object.values(lists)
    .flat()
    .map((row) => row.policyNumber.trim().toLowerCase())
    .filter(Boolean);
  const [recorded, relations] = await Promise.all([
    policiesByNumber(database.db, numbers),
    relationsOf(database.db, client.id),
  ]);
  const items = fnaBookItems(
    {
      maritalStatus: form.personalInfo.maritalStatus,
      children: form.educationPlanning.children,
      lists,
    },
    { policies: recorded, relatedNames: relations.map((relation) => relation.name) },
  );
  return { client, fna, items };
}

export async function fnaImportPreview(
  database: DatabaseHandle,
  clientId: string,
): Promise<FnaImportPreview> {
  const { fna, items } = await itemsOf(database, clientId);
  return { fna: fna ? { id: fna.id, submittedAt: fna.submittedAt } : null, ...items };
}

export async function importFromFna(
  database: DatabaseHandle,
  clientId: string,
  input: FnaImportInput,
  actor: Actor,
  now: Date,
): Promise<FnaImportResult> {
  const { client, fna, items } = await itemsOf(database, clientId);
  if (!fna || fna.id !== input.fnaId)
    throw new HttpError(
      409,
      apiErrorCodes.conflict,
      'The client’s newest FNA is not the one previewed: preview it again.',
    );
  const byKey = <Item extends { key: string }>(list: Item[], keys: string[], field: string) =>
    keys.map((key) => {
      const item = list.find((candidate) => candidate.key === key);
      if (!item) throw fieldRefused(field, `The FNA lists no ${key}`);
      return item;
    });
  // Ticked but there already (or added since the preview): skipped, never made twice.
  const tickedPolicies = byKey(items.policies, input.policies, 'policies');
  const policies = tickedPolicies.filter((item) => item.state === 'new');
  const children = byKey(items.children, input.children, 'children').filter((item) => item.state === 'new');
  if (tickedPolicies.some((item) => item.state === 'incomplete'))
    throw fieldRefused(
      'policies',
      'A policy the FNA lists without its insurer, number or start date cannot be recorded from it',
    );
  const stamp = now.toISOString();
  const statements: CompiledQuery[] = [];
  for (const item of policies) {
    const id = randomUUID();
    statements.push(
      insertPolicyStatement(database.db, {
        id,
        client_id: client.id,
        insurer: item.insurer,
        product: item.product,
        policy_number: item.policyNumber,
        status: 'in-force',
        start_date: item.startDate as string,
        premium_cents: item.premiumCents,
        premium_frequency: item.premiumFrequency,
        cover_cents: item.coverCents,
        commission: null,
        created_by: actor.admin.adminId,
        created_at: stamp,
        updated_at: stamp,
      }),
      auditStatement(
        database.db,
        {
          adminId: actor.admin.adminId,
          action: 'create',
          entityType: 'policy',
          entityId: id,
          ip: actor.ip,
          details: {
            clientId: client.id,
            insurer: item.insurer,
            product: item.product,
            status: 'in-force',
            fnaId: fna.id,
          },
        },
        stamp,
      ),
    );
  }
  for (const child of children) {
    const childId = randomUUID();
    statements.push(
      namedClientStatement(database.db, { id: childId, name: child.name }, stamp),
      relationStatement(
        database.db,
        { clientId: client.id, otherClientId: childId, relation: 'child', adminId: actor.admin.adminId },
        stamp,
      ),
      auditStatement(
        database.db,
        {
          adminId: actor.admin.adminId,
          action: 'create',
          entityType: 'client-relation',
          entityId: client.id,
          ip: actor.ip,
          details: { otherClientId: childId, relation: 'child', fnaId: fna.id },
        },
        stamp,
      ),
    );
  }
  if (statements.length > 0)
    await database.write([...statements, touchClientStatement(database.db, client.id, stamp)]);
  return { policiesRecorded: policies.length, childrenLinked: children.length };
}

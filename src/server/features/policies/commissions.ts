import { randomUUID } from 'node:crypto';
import { type CommissionReport, commissionReport } from '../../../domain/book/commission-report';
import type { PremiumFrequency } from '../../../domain/book/premiums';
import { apiErrorCodes } from '../../../shared/api-error';
import type { CommissionEntry, CommissionEntryInput } from '../../../shared/commissions';
import { commissionTerms, type PolicyCommission } from '../../../shared/policies';
import type { DatabaseHandle } from '../../db';
import { HttpError } from '../../plugins/errors';
import { auditStatement } from '../admin';
import {
  clientNames,
  commissionPolicies,
  commissionsBetween,
  commissionsOf,
  findPolicy,
  insertCommissionStatement,
} from './repository';
import { type Actor, policyNotFound } from './service';

/** Commission statements per policy and month, and expected against received (issue 31). */

function toEntry(row: {
  id: string;
  policy_id: string;
  month: string;
  amount_cents: number | string;
  source: string;
  created_at: string;
}): CommissionEntry {
  return {
    id: row.id,
    policyId: row.policy_id,
    month: row.month,
    amountCents: Number(row.amount_cents),
    source: row.source as CommissionEntry['source'],
    createdAt: row.created_at,
  };
}

export async function enterCommission(
  database: DatabaseHandle,
  policyId: string,
  input: CommissionEntryInput,
  actor: Actor,
  now: Date,
): Promise<CommissionEntry> {
  const policy = await findPolicy(database.db, policyId);
  if (!policy) throw policyNotFound();
  const stamp = now.toISOString();
  const row = {
    id: randomUUID(),
    policy_id: policyId,
    month: input.month,
    amount_cents: input.amountCents,
    source: 'manual',
    created_by: actor.admin.adminId,
    created_at: stamp,
  };
  try {
    await database.write([
      insertCommissionStatement(database.db, row),
      auditStatement(
        database.db,
        {
          adminId: actor.admin.adminId,
          action: 'create',
          entityType: 'policy-commission',
          entityId: policyId,
          ip: actor.ip,
          details: { month: input.month, amountCents: input.amountCents },
        },
        stamp,
      ),
    ]);
  } catch (error) {
    // One line per policy and month (a unique key): a second is refused, the first stays.
    if ((await commissionsOf(database.db, policyId)).some((entry) => entry.month === input.month))
      throw new HttpError(
        409,
        apiErrorCodes.conflict,
        `month: ${input.month} is entered already for this policy`,
        {
          month: `${input.month} is entered already for this policy`,
        },
      );
    throw error;
  }
  return toEntry(row);
}

export async function policyCommissions(
  database: DatabaseHandle,
  policyId: string,
): Promise<CommissionEntry[]> {
  if (!(await findPolicy(database.db, policyId))) throw policyNotFound();
  return (await commissionsOf(database.db, policyId)).map(toEntry);
}

export async function commissionsReport(
  database: DatabaseHandle,
  from: string,
  to: string,
): Promise<CommissionReport> {
  const [policies, statements] = await Promise.all([
    commissionPolicies(database.db, from, to),
    commissionsBetween(database.db, from, to),
  ]);
  const report = commissionReport(
    policies.map((row) => ({
      id: row.id,
      policyNumber: row.policy_number,
      insurer: row.insurer,
      clientId: row.client_id,
      clientName: '',
      premiumCents: Number(row.premium_cents),
      premiumFrequency: row.premium_frequency as PremiumFrequency,
      startMonth: row.start_date.slice(0, 7),
      terms: commissionTerms(row.commission ? (JSON.parse(row.commission) as PolicyCommission) : null),
      expecting: row.status === 'in-force',
    })),
    statements.map((row) => ({
      policyId: row.policy_id,
      month: row.month,
      amountCents: Number(row.amount_cents),
    })),
    from,
    to,
  );
  // Names only for the policies the report lists.
  const names = await clientNames(
    database.db,
    report.differences.map((row) => row.clientId),
  );
  return {
    ...report,
    differences: report.differences.map((row) => ({ ...row, clientName: names.get(row.clientId) ?? '' })),
  };
}

import { randomUUID } from 'node:crypto';
import { monthlyPremiumCents, type PremiumFrequency } from '../../../domain/book/premiums';
import { defaultStatusDate } from '../../../domain/book/status-history';
import { type BookSummary, summariseBook } from '../../../domain/book/summary';
import { windhoekDate } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type Policy,
  type PolicyCommission,
  type PolicyCreateInput,
  type PolicyList,
  type PolicyListQuery,
  type PolicyProduct,
  type PolicyStatus,
  type PolicyUpdateInput,
  policyProductLabels,
  policyStatusLabels,
  premiumFrequencyLabels,
} from '../../../shared/book';
import { policyTemplateColumns } from '../../../shared/imports';
import { toCsv } from '../../csv';
import type { Database, DatabaseHandle } from '../../db';
import { auditStatement } from '../../db/audit-log';
import { fieldRefused, HttpError } from '../../plugins/errors';
import { type Actor, resolveClient, touchClientStatement } from '../clients';
import {
  correctStatusDateStatement,
  findPolicy,
  inForceGroups,
  insertPolicyStatement,
  insertStatusChangeStatement,
  lastStatusChanges,
  listPolicies,
  type PolicyRow,
  updatePolicyStatement,
} from './repository';

/** Policies in the book of business (issue 31): recorded, changed and listed by the adviser, audited. */

export type { Actor };

export const policyNotFound = () => new HttpError(404, apiErrorCodes.notFound, 'There is no such policy.');

const noSuchClient = () =>
  new HttpError(400, apiErrorCodes.validation, 'clientId: There is no such client', {
    clientId: 'There is no such client',
  });

export function toPolicy(row: PolicyRow): Policy {
  const premium = {
    premiumCents: Number(row.premium_cents),
    premiumFrequency: row.premium_frequency as PremiumFrequency,
  };
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    insurer: row.insurer,
    product: row.product as PolicyProduct,
    policyNumber: row.policy_number,
    status: row.status as PolicyStatus,
    statusSince: row.status_since ?? null,
    startDate: row.start_date,
    ...premium,
    monthlyPremiumCents: monthlyPremiumCents(premium),
    coverCents: row.cover_cents === null ? null : Number(row.cover_cents),
    commission: row.commission ? (JSON.parse(row.commission) as PolicyCommission) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function getPolicy(database: DatabaseHandle, id: string): Promise<Policy> {
  const row = await findPolicy(database.db, id);
  if (!row) throw policyNotFound();
  return toPolicy(row);
}

export async function createPolicy(
  database: DatabaseHandle,
  input: PolicyCreateInput,
  actor: Actor,
  now: Date,
): Promise<Policy> {
  const { db } = database;
  // The client asked for, or the one it was merged into; an unknown one is a bad field here.
  const owner = await resolveClient(database, input.clientId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? noSuchClient() : error;
  });
  const stamp = now.toISOString();
  const id = randomUUID();
  await database.write([
    insertPolicyStatement(db, {
      id,
      client_id: owner.id,
      insurer: input.insurer,
      product: input.product,
      policy_number: input.policyNumber,
      status: input.status,
      start_date: input.startDate,
      premium_cents: input.premiumCents,
      premium_frequency: input.premiumFrequency,
      cover_cents: input.coverCents ?? null,
      commission: input.commission ? JSON.stringify(input.commission) : null,
      created_by: actor.admin.adminId,
      created_at: stamp,
      updated_at: stamp,
    }),
    touchClientStatement(db, owner.id, stamp),
    auditStatement(
      db,
      {
        adminId: actor.admin.adminId,
        action: 'create',
        entityType: 'policy',
        entityId: id,
        ip: actor.ip,
        details: { clientId: owner.id, insurer: input.insurer, product: input.product, status: input.status },
      },
      stamp,
    ),
  ]);
  return getPolicy(database, id);
}

/** The columns of each field the API changes. */
function columnsOf(input: Omit<PolicyUpdateInput, 'statusDate'>): Partial<Database['policies']> {
  const columns: Partial<Database['policies']> = {};
  if (input.insurer !== undefined) columns.insurer = input.insurer;
  if (input.product !== undefined) columns.product = input.product;
  if (input.policyNumber !== undefined) columns.policy_number = input.policyNumber;
  if (input.status !== undefined) columns.status = input.status;
  if (input.startDate !== undefined) columns.start_date = input.startDate;
  if (input.premiumCents !== undefined) columns.premium_cents = input.premiumCents;
  if (input.premiumFrequency !== undefined) columns.premium_frequency = input.premiumFrequency;
  if (input.coverCents !== undefined) columns.cover_cents = input.coverCents;
  if (input.commission !== undefined)
    columns.commission = input.commission ? JSON.stringify(input.commission) : null;
  return columns;
}

/** A policy's last change of status as `lastStatusChanges` reads it. */
type StatusChange = { id: string; to_status: string; effective_date: string };

/**
 * A status's date is today or earlier, but going in force may be dated ahead (its start), and is
 * never before the change before it: the changes are read in the order of their dates (the
 * commission each month earns, the date the status shows), so they keep the order they happened in.
 */
function checkStatusDate(date: string, to: string, previous: StatusChange | undefined, today: string): void {
  if (to !== 'in-force' && date > today) throw fieldRefused('statusDate', 'The date is today or earlier');
  if (previous && date < previous.effective_date)
    throw fieldRefused(
      'statusDate',
      `The date is ${previous.effective_date} or later (the change of status before)`,
    );
}

/** The row that keeps a change of status with the date it took effect (D33): the date given, or `defaultStatusDate`. */
function statusChangeRow(
  before: Policy,
  to: PolicyStatus,
  startDate: string,
  options: {
    statusDate: string | undefined;
    last: StatusChange | undefined;
    actor: Actor;
    stamp: string;
    today: string;
  },
): Database['policy_status_changes'] {
  if (options.statusDate !== undefined) checkStatusDate(options.statusDate, to, options.last, options.today);
  const date =
    options.statusDate ??
    defaultStatusDate({
      from: before.status,
      to,
      startDate,
      today: options.today,
      lastChangedOn: options.last?.effective_date,
    });
  return {
    id: randomUUID(),
    policy_id: before.id,
    from_status: before.status,
    to_status: to,
    effective_date: date,
    created_by: options.actor.admin.adminId,
    created_at: options.stamp,
  };
}

/**
 * A date given without a new status corrects the date of the present status (D33): a lapse
 * recorded with the wrong day would otherwise count the wrong months of commission for good.
 * Null when the date is the one already kept.
 */
function statusDateCorrection(
  changes: StatusChange[],
  date: string,
  today: string,
): { id: string; from: string; to: string } | null {
  const [last, previous] = changes;
  if (!last) throw fieldRefused('statusDate', 'Give the date with the new status');
  if (date === last.effective_date) return null;
  checkStatusDate(date, last.to_status, previous, today);
  return { id: last.id, from: last.effective_date, to: date };
}

export async function updatePolicy(
  database: DatabaseHandle,
  id: string,
  input: PolicyUpdateInput,
  actor: Actor,
  now: Date,
): Promise<Policy> {
  const before = await getPolicy(database, id);
  const stamp = now.toISOString();
  const { statusDate, ...fields } = input;
  // The policy's own timeline: each changed field, from and to (no personal data in a policy's fields).
  const changed: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(fields)) {
    const previous = before[field as keyof Policy];
    if (JSON.stringify(previous ?? null) !== JSON.stringify(value ?? null))
      changed[field] = [previous ?? null, value ?? null];
  }
  const today = windhoekDate(now);
  const changes = statusDate !== undefined || changed.status ? await lastStatusChanges(database.db, id) : [];
  const correction =
    statusDate !== undefined && !changed.status ? statusDateCorrection(changes, statusDate, today) : null;
  if (correction) changed.statusSince = [correction.from, correction.to];
  if (Object.keys(changed).length === 0) return before;
  const statusChange = changed.status
    ? statusChangeRow(before, fields.status as PolicyStatus, fields.startDate ?? before.startDate, {
        statusDate,
        last: changes[0],
        actor,
        stamp,
        today,
      })
    : null;
  await database.write([
    updatePolicyStatement(database.db, id, { ...columnsOf(fields), updated_at: stamp }),
    ...(statusChange ? [insertStatusChangeStatement(database.db, statusChange)] : []),
    ...(correction ? [correctStatusDateStatement(database.db, correction.id, correction.to)] : []),
    // A policy gone in force makes its holder a client (D32).
    touchClientStatement(database.db, before.clientId, stamp),
    auditStatement(
      database.db,
      {
        adminId: actor.admin.adminId,
        action: 'update',
        entityType: 'policy',
        entityId: id,
        ip: actor.ip,
        details: {
          clientId: before.clientId,
          changed,
          ...(statusChange ? { statusDate: statusChange.effective_date } : {}),
        },
      },
      stamp,
    ),
  ]);
  return getPolicy(database, id);
}

export async function searchPolicies(database: DatabaseHandle, query: PolicyListQuery): Promise<PolicyList> {
  const { rows, total } = await listPolicies(database.db, query);
  return { items: rows.map(toPolicy), total };
}

/** At most this many rows in one CSV. */
const exportLimit = 50_000;

const cents = (value: number | null) => (value === null ? '' : (value / 100).toFixed(2));

/**
 * The policy list as CSV in the import template's columns (issue 43), so that it imports again;
 * the monthly premium last, for the adviser's own sums (the import leaves it out).
 */
export async function policiesCsv(
  database: DatabaseHandle,
  query: Omit<PolicyListQuery, 'page'>,
): Promise<string> {
  const { rows } = await listPolicies(database.db, { ...query, page: 1 }, exportLimit);
  return toCsv(
    [...policyTemplateColumns, 'Monthly premium (N$)'],
    rows
      .map(toPolicy)
      .map((policy) => [
        policy.clientId,
        policy.clientName,
        policy.insurer,
        policy.policyNumber,
        policyProductLabels[policy.product] ?? policy.product,
        policyStatusLabels[policy.status] ?? policy.status,
        policy.startDate,
        cents(policy.premiumCents),
        premiumFrequencyLabels[policy.premiumFrequency] ?? policy.premiumFrequency,
        cents(policy.coverCents),
        policy.commission?.firstYearPercent ?? '',
        cents(policy.commission?.firstYearAmountCents ?? null),
        policy.commission?.firstYearPaid === 'over-12-months'
          ? 'Over twelve months'
          : policy.commission?.firstYearPaid
            ? 'Up front'
            : '',
        policy.commission?.ongoingPercent ?? '',
        cents(policy.monthlyPremiumCents),
      ]),
  );
}

/** `GET /api/admin/book`: the in-force policies at a glance, this month in Windhoek. */
export async function bookSummary(database: DatabaseHandle, now: Date): Promise<BookSummary> {
  const groups = (await inForceGroups(database.db)).map((row) => ({
    startMonth: row.start_month,
    insurer: row.insurer,
    product: row.product,
    premiumFrequency: row.premium_frequency as PremiumFrequency,
    count: Number(row.n),
    premiumCents: Number(row.premiums),
  }));
  return summariseBook(groups, windhoekDate(now).slice(0, 7));
}

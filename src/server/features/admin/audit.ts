import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { AuditEntryItem, AuditPage, AuditQuery } from '../../../shared/audit';
import { toCsv } from '../../csv';
import type { Database, DatabaseHandle } from '../../db';

/**
 * The audit log, readable (issue 21): every write the back office makes is already written to
 * `audit_log` in its own unit; this reads it with filters (account, action, record, Windhoek
 * dates), 50 a page, and as CSV. Sign-ins carry their IP address and browser.
 */

export const auditPageSize = 50;
const csvLimit = 50_000;

type Query = SelectQueryBuilder<Database, 'audit_log' | 'admin_users', object>;

/** Windhoek midnight of a date, as the stored UTC instants read. */
const windhoekMidnight = (date: string, days = 0) =>
  new Date(Date.parse(`${date}T00:00:00+02:00`) + days * 86_400_000).toISOString();

function filtered(db: Kysely<Database>, filters: AuditQuery): Query {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('admin_users', 'admin_users.id', 'audit_log.admin_id') as unknown as Query;
  if (filters.account === 'none') query = query.where('audit_log.admin_id', 'is', null);
  else if (filters.account) query = query.where('admin_users.email', '=', filters.account.toLowerCase());
  if (filters.action) query = query.where('audit_log.action', '=', filters.action);
  if (filters.record) {
    const like = `%${filters.record.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(coalesce(audit_log.entity_type, ''))`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(audit_log.entity_id, ''))`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  if (filters.from) query = query.where('audit_log.created_at', '>=', windhoekMidnight(filters.from));
  if (filters.to) query = query.where('audit_log.created_at', '<', windhoekMidnight(filters.to, 1));
  return query;
}

function item(row: {
  id: string;
  created_at: string;
  email: string | null;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  details: string;
  ip: string;
}): AuditEntryItem {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    details = { text: row.details };
  }
  return {
    id: row.id,
    at: row.created_at,
    account: row.email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details,
    ip: row.ip,
  };
}

const columns = [
  'audit_log.id',
  'audit_log.created_at',
  'admin_users.email',
  'audit_log.action',
  'audit_log.entity_type',
  'audit_log.entity_id',
  'audit_log.details',
  'audit_log.ip',
] as const;

export async function auditLog(database: DatabaseHandle, filters: AuditQuery): Promise<AuditPage> {
  const { db } = database;
  const [rows, count, accounts, actions] = await Promise.all([
    filtered(db, filters)
      .select(columns)
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(auditPageSize)
      .offset((filters.page - 1) * auditPageSize)
      .execute(),
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('admin_users').select('email').orderBy('email').execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ]);
  return {
    items: rows.map(item),
    total: Number(count.n),
    page: filters.page,
    pageSize: auditPageSize,
    accounts: accounts.map((row) => row.email),
    actions: actions.map((row) => row.action),
  };
}

/** The same filters as a spreadsheet, newest first (at most 50,000 rows). */
export async function auditCsv(database: DatabaseHandle, filters: AuditQuery): Promise<string> {
  const rows = await filtered(database.db, filters)
    .select(columns)
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(csvLimit)
    .execute();
  return toCsv(
    ['When (UTC)', 'Account', 'Action', 'Record type', 'Record id', 'Details', 'IP address'],
    rows.map((row) => [
      row.created_at,
      row.email ?? '',
      row.action,
      row.entity_type ?? '',
      row.entity_id ?? '',
      row.details,
      row.ip,
    ]),
  );
}

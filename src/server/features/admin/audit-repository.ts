import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { AuditQuery } from '../../../shared/audit';
import type { Database } from '../../db';

/** The audit log's reads (issue 21): its entries by the filters of `/admin/audit`, newest first. */

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

/** The entries the filters pick, newest first, `limit` from `offset`. */
export function auditEntries(db: Kysely<Database>, filters: AuditQuery, limit: number, offset: number) {
  return filtered(db, filters)
    .select(columns)
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function auditEntryCount(db: Kysely<Database>, filters: AuditQuery): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every account's e-mail address, for the filter's choices. */
export async function auditAccounts(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('admin_users').select('email').orderBy('email').execute()).map(
    (row) => row.email,
  );
}

/** Every action the log holds, for the filter's choices. */
export async function auditActions(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute()).map(
    (row) => row.action,
  );
}

import type { AuditEntryItem, AuditPage, AuditQuery } from '../../../shared/audit';
import { toCsv } from '../../csv';
import type { DatabaseHandle } from '../../db';
import { auditAccounts, auditActions, auditEntries, auditEntryCount } from './audit-repository';

/**
 * The audit log, readable (issue 21): every write the back office makes is already written to
 * `audit_log` in its own unit; this reads it with filters (account, action, record, Windhoek
 * dates), 50 a page, and as CSV. Sign-ins carry their IP address and browser.
 */

export const auditPageSize = 50;
const csvLimit = 50_000;

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

export async function auditLog(database: DatabaseHandle, filters: AuditQuery): Promise<AuditPage> {
  const { db } = database;
  const [rows, total, accounts, actions] = await Promise.all([
    auditEntries(db, filters, auditPageSize, (filters.page - 1) * auditPageSize),
    auditEntryCount(db, filters),
    auditAccounts(db),
    auditActions(db),
  ]);
  return {
    items: rows.map(item),
    total,
    page: filters.page,
    pageSize: auditPageSize,
    accounts,
    actions,
  };
}

/** The same filters as a spreadsheet, newest first (at most 50,000 rows). */
export async function auditCsv(database: DatabaseHandle, filters: AuditQuery): Promise<string> {
  const rows = await auditEntries(database.db, filters, csvLimit, 0);
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

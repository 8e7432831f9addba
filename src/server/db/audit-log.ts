import { randomUUID } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '.';
import { insertRow } from './statements';

/**
 * The audit log's line (issue 9): every feature writes one in the same unit as the change it
 * records. Here, beside the statements, rather than in the admin feature (issue 57): the features
 * admin needs wrote through admin's index.ts, and each such import was a cycle.
 */
export interface AuditEntry {
  adminId: string | null;
  action: string;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ip: string;
}

/** One line of the audit log; write it in the same unit as the change it records. */
export function auditStatement(db: Kysely<Database>, entry: AuditEntry, now: string): CompiledQuery {
  return insertRow(db, 'audit_log', {
    id: randomUUID(),
    admin_id: entry.adminId,
    action: entry.action,
    entity_type: entry.entityType ?? null,
    entity_id: entry.entityId ?? null,
    details: JSON.stringify(entry.details ?? {}),
    ip: entry.ip,
    created_at: now,
  });
}

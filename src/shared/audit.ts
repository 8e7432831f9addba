import { z } from 'zod';

/** The audit log page (issue 21): who did what to which record and when. */

export const auditQuerySchema = z.strictObject({
  /** An account's e-mail; `none` for what no account did (a visitor's own link, a failed sign-in). */
  account: z.string().trim().max(254).default(''),
  action: z.string().trim().max(60).default(''),
  /** A record: its kind (`booking`) or its id, or part of it. */
  record: z.string().trim().max(100).default(''),
  from: z.union([z.iso.date({ error: 'Give from as a date, YYYY-MM-DD' }), z.literal('')]).default(''),
  to: z.union([z.iso.date({ error: 'Give to as a date, YYYY-MM-DD' }), z.literal('')]).default(''),
  page: z.coerce.number().int().min(1, 'Pages start at 1').max(100_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditEntryItem {
  id: string;
  at: string;
  /** The account's e-mail, or null when no account did it. */
  account: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  details: Record<string, unknown>;
  ip: string;
}

export interface AuditPage {
  items: AuditEntryItem[];
  total: number;
  page: number;
  pageSize: number;
  /** What the filters offer: the accounts and the actions in the log. */
  accounts: string[];
  actions: string[];
}

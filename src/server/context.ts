import type { Role } from '../shared/roles';
import type { Config } from './config';
import type { DatabaseHandle } from './db';
import type { FnaReportRenderer } from './pdf/fna-report-pool';

/** How the e-mail outbox is doing, for the health check (issue 10; 'failing': issue 56). */
export type OutboxHealth = 'running' | 'stalled' | 'stopped' | 'failing';

/** What the health check reads of the outbox's sender (features/notifications/sender.ts). */
export interface OutboxWatch {
  health(): OutboxHealth;
  /** Since when sending has failed (ms on the app's clock) and the mail server's last words, while it does. */
  failure(): { since: number; lastError: string | null } | null;
}

/**
 * What every feature gets: settings, the database and the clock (tests pass a fixed one). A module
 * of its own (issue 57): the route files take this type, and app.ts, which registers them, imports
 * them; with the type in app.ts every route file and app.ts needed each other.
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  now: () => Date;
  /** Builds FNA reports off the server's thread. */
  reports: FnaReportRenderer;
  /** Sends the e-mails in the outbox (issue 10). */
  outbox: OutboxWatch;
}

/** Who made a back-office change, and from where: what the audit log records. */
export interface Actor {
  admin: AdminIdentity;
  ip: string;
}

/** The signed-in member of the team a back-office request is for (plugins/admin-session.ts). */
export interface AdminIdentity {
  adminId: string;
  email: string;
  /** How the team sees them (the e-mail when they have no name). */
  name: string;
  role: Role;
  tokenHash: string;
  /** How this session gave its second factor (issue 21); null while it is awaited. */
  secondFactor: 'passkey' | 'totp' | 'recovery' | 'none' | null;
  /** An account made from an invitation sets up a second factor whatever the site requires (issue 34). */
  requiresSecondFactor: boolean;
}

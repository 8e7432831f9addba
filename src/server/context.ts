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

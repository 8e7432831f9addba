/** The site's own upkeep: the e-mail outbox, once-a-day jobs, backups, compaction, rate limits. */

/** Requests of one client to one route in one fixed window (ms since the epoch). */
export interface RateLimitCountersTable {
  key: string;
  window_start: number;
  count: number;
  expires_at: number;
}

/** An e-mail waiting to be sent, being sent, sent or given up on (issue 10). */
export interface OutboxMessagesTable {
  id: string;
  enquiry_type: string;
  enquiry_id: string;
  /** 'adviser' (the notification) or 'visitor' (the confirmation). */
  audience: string;
  /** The visitor's address; '' for the adviser (the configured address is used when sending). */
  to_address: string;
  /** JSON: name, email, phone and the summary of the enquiry. */
  content: string;
  /**
   * 'queued', 'sending' (claimed until claimed_until), 'sent', 'failed', 'unsent' (no SMTP
   * configured), or 'skipped' (a newsletter whose subscriber unsubscribed before it went).
   */
  status: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A scheduled job's run for one period, claimed once across every server on the database. */
export interface ScheduledJobRunsTable {
  job: string;
  period: string;
  claimed_at: string;
  claim_token: string;
}

/** A backup `npm run db:backup` made (issue 46), and the copy of it off the machine. */
export interface BackupRunsTable {
  id: string;
  made_at: string;
  file: string;
  bytes: number;
  copy_wanted: number;
  copied_at: string | null;
  copy_error: string | null;
}

/** A table an erasure or a retention run removed rows from, until `npm run db:compact` rewrites it (issue 30). */
export interface CompactionDueTable {
  table_name: string;
  last_removed_at: string;
}

import type { Generated } from 'kysely';

/** The newsletter: subscriptions, issues, their deliveries and unsubscribe tokens; the message templates. */

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Lower-cased and trimmed, unique: subscribing twice stores one row. */
  email: string;
  is_active: number;
  created_at: string;
  updated_at: string;
  /** The client this record belongs to (issue 18); set in the record's own write unit. */
  client_id?: string | null;
  /** 'pending' until the e-mailed link confirms it, 'active', or 'unsubscribed' (issue 33); `is_active` is 1 for 'active'. */
  status: Generated<string>;
  /** The confirmation link's token, its SHA-256 only; it works 7 days from `confirm_sent_at`. */
  confirm_token_hash?: string | null;
  confirm_sent_at?: string | null;
  confirmed_at?: string | null;
  unsubscribed_at?: string | null;
}

/** A newsletter the adviser writes and sends (issue 33). */
export interface NewslettersTable {
  id: string;
  subject: string;
  preview_text: string;
  body_markdown: string;
  /** 1: the next workshops under the text. */
  workshops: number;
  /** `article:<id>` or `service:<slug>` featured under the text, or null. */
  feature: string | null;
  /** 'draft', 'scheduled' (queued at `send_at`), 'sending' (queued; reads as sent once no copy waits). */
  status: string;
  send_at: string | null;
  /** The server queueing it, until when (so two servers queue it once). */
  claim: string | null;
  claimed_until: string | null;
  queued_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** The adviser's message templates (issue 33); `built_in` names one of the four the site starts with. */
export interface MessageTemplatesTable {
  id: string;
  name: string;
  subject: string;
  body: string;
  built_in: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One subscriber's copy of a newsletter: its outbox message. */
export interface NewsletterDeliveriesTable {
  newsletter_id: string;
  subscription_id: string;
  outbox_id: string;
  created_at: string;
}

/** An unsubscribe link's token (issue 33), one per newsletter message: its SHA-256 and whose it is. */
export interface NewsletterUnsubscribeTokensTable {
  token_hash: string;
  subscription_id: string;
  /** The newsletter it came with (null for one made otherwise). */
  newsletter_id: string | null;
  created_at: string;
}

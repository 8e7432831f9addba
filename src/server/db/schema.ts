/**
 * The database as Kysely sees it. Portable types only, so one query path serves SQLite and
 * PostgreSQL: ids are random UUID text, times are ISO-8601 UTC text, flags are 0/1 integers,
 * money is integer cents.
 */

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Lower-cased and trimmed, unique: subscribing twice stores one row. */
  email: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}

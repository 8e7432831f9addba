import type { Generated } from 'kysely';

/** The book of business: policies, their commissions, changes of status and parties; imports of a book. */

/** The book's version (issue 56): moved on by triggers at every change to policies and their statuses. */
export interface BookVersionTable {
  id: number;
  version: number | string;
}

/** An import of the practice's book (issue 43): previewed, then stored as one, undoable for 7 days. */
export interface BookImportsTable {
  id: string;
  admin_id: string;
  file_name: string;
  status: string;
  plan: string;
  counts: string;
  undo: Generated<string>;
  created_at: string;
  stored_at: string | null;
  undone_at: string | null;
}

/** A policy placed with an insurer (issue 31): money in cents, dates YYYY-MM-DD, commission terms as JSON. */
export interface PoliciesTable {
  id: string;
  client_id: string;
  insurer: string;
  product: string;
  policy_number: string;
  status: string;
  start_date: string;
  premium_cents: number;
  premium_frequency: string;
  cover_cents: number | null;
  /** JSON of the API's commission terms, or null. */
  commission: string | null;
  /** The admin who recorded it. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** What an insurer paid for a policy in a month (issue 31). */
export interface PolicyCommissionsTable {
  id: string;
  policy_id: string;
  /** YYYY-MM. */
  month: string;
  amount_cents: number;
  /** 'manual' or 'csv'. */
  source: string;
  created_by: string | null;
  created_at: string;
}

/** A policy's change of status with the date it took effect (D33, issue 44). */
export interface PolicyStatusChangesTable {
  id: string;
  policy_id: string;
  from_status: string;
  to_status: string;
  /** YYYY-MM-DD. */
  effective_date: string;
  created_by: string | null;
  created_at: string;
}

/** A life a policy covers, or a beneficiary (issue 31): a client of the book or a name. */
export interface PolicyPartiesTable {
  id: string;
  policy_id: string;
  /** 'life-covered' or 'beneficiary'. */
  role: string;
  /** The client they are, when they are one (read through merges); else null. */
  client_id: string | null;
  /** Their name as given (a client's name when linked, kept for the record). */
  name: string;
  /** A beneficiary's share, hundredths of a percent; null when not given. */
  share_basis_points: number | null;
  created_by: string | null;
  created_at: string;
}

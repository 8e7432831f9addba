import type { ColumnType, Generated } from 'kysely';

/** The client book: clients, their keys and clashes, timeline, notes, contacts, tasks, merges, households, reviews, identification, documents and their requests, records of advice, the portal's sign-ins. */

/** One person the adviser deals with (issue 18, DECISIONS D21). */
export interface ClientsTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** Encrypted (enc1:...) with DATA_KEY; read through fieldCipher() (issue 21). */
  id_number: string;
  /** HMAC of the normalised ID number, for exact search. */
  id_number_hash?: string;
  possible_duplicate_of: string | null;
  merged_into: string | null;
  /** Their postal or home address, as they last gave it in their portal (issue 32). */
  address?: string;
  /** The adviser responsible (issue 34): who first worked them, changeable; null until someone does. */
  adviser_id?: string | null;
  /** D32: 'prospect', 'client' or 'former-client' (issue 43). */
  stage?: string;
  stage_changed_at?: string | null;
  /** How they came: website, referral, walk-in, existing, other. */
  source?: string;
  /** Who referred them, or what "other" was. */
  source_detail?: string;
  date_of_birth?: string | null;
  /** The team member who added them by hand. */
  added_by?: string | null;
  last_activity_at: string;
  created_at: string;
  updated_at: string;
}

/** `email:<folded>` or `phone:<E.164>`, each pointing at the one client it recognises. */
export interface ClientKeysTable {
  key: string;
  client_id: string;
  created_at: string;
  /** 0: a detail a later form or the portal added, not yet confirmed by the adviser (D31). */
  confirmed: Generated<number>;
  /** Where it came from: an enquiry's kind, 'portal' or 'adviser'; null for keys made with their client. */
  source_kind: string | null;
  source_id: string | null;
}

/** A detail a portal client gave that already recognises another client (D31): on both pages. */
export interface ContactClashesTable {
  id: string;
  client_id: string;
  other_client_id: string;
  key: string;
  value: string;
  source: string;
  created_at: string;
  resolved_at: string | null;
}

/** Every enquiry of a client, whatever its table: the timeline and the 24-hour promise read this. */
export interface ClientEnquiriesTable {
  id: string;
  client_id: string;
  kind: string;
  enquiry_id: string;
  summary: string;
  expects_contact: number;
  first_contacted_at: string | null;
  created_at: string;
  /** The keys the enquiry was sent with, space-separated (D31: whose enquiry it is). */
  contact_keys: Generated<string>;
}

export interface ClientNotesTable {
  id: string;
  client_id: string;
  admin_id: string;
  body: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ClientContactsTable {
  id: string;
  client_id: string;
  admin_id: string;
  channel: string;
  outcome: string;
  contacted_at: string;
  created_at: string;
}

/** A follow-up: what to do, for whom, by when (UTC; shown in Windhoek time). */
export interface TasksTable {
  id: string;
  client_id: string;
  pipeline_lead_id: string | null;
  title: string;
  due_at: string;
  done_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClientMergesTable {
  id: string;
  target_id: string;
  source_id: string;
  moved: string;
  admin_id: string;
  created_at: string;
  undone_at: string | null;
}

/** A client's identification under the FIA (issue 32): one row per client. */
export interface ClientIdentificationTable {
  client_id: string;
  identity_verified_on: string | null;
  /** The admin who verified it. */
  identity_verified_by: string | null;
  address_verified_on: string | null;
  occupation: string;
  source_of_funds: string;
  /** 'yes', 'no', or null when not asked yet. */
  politically_exposed: string | null;
  /** 'not-started', 'waiting' or 'complete' as last worked out (expired: complete, documents past the date below). */
  status: ColumnType<string, string | undefined, string>;
  documents_expire_on: ColumnType<string | null, string | null | undefined, string | null>;
  updated_by: string | null;
  updated_at: string;
}

/** A document in a client's file (issue 32): the bytes encrypted with the data key. */
export interface ClientDocumentsTable {
  id: string;
  client_id: string;
  kind: string;
  file_name: string;
  /** What its content is (sniffed), not what its name says. */
  media_type: string;
  size_bytes: number;
  /** Of the plain bytes, hex. */
  sha256: string;
  expires_on: string | null;
  /** 'adviser' or 'client'. */
  source: string;
  /** The request it answers, when the client sent it through a request's link. */
  request_id: string | null;
  /** 1 when the adviser shared it with the client (their portal shows it). */
  shared: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: string;
}

/** A document's bytes, encrypted with the data key (`enc1:<key id>:` then nonce, ciphertext, tag). */
export interface ClientDocumentContentsTable {
  document_id: string;
  content: Buffer;
}

/** Documents asked of a client (issue 32), answered through a private link. */
export interface DocumentRequestsTable {
  id: string;
  client_id: string;
  /** JSON array of document kinds. */
  kinds: string;
  note: string;
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  expires_at: string;
  /** 'open', 'complete' or 'withdrawn'. */
  status: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A link between two clients (issue 31): `other_client_id` is `client_id`'s `relation`. */
export interface ClientRelationsTable {
  id: string;
  client_id: string;
  other_client_id: string;
  relation: string;
  created_by: string | null;
  created_at: string;
}

/** A yearly review held with a client (issue 31). */
export interface ClientReviewsTable {
  id: string;
  client_id: string;
  /** YYYY-MM-DD. */
  held_on: string;
  notes: string;
  /** 'no-change', 'changes-advised' or 'could-not-reach'. */
  outcome: string;
  created_by: string | null;
  created_at: string;
}

/** "Ask to confirm" a record of advice (issue 32), and once confirmed what proves it. */
export interface AdviceConfirmationsTable {
  id: string;
  client_id: string;
  document_id: string;
  sha256: string;
  token_hash: string;
  expires_at: string;
  /** 'open', 'confirmed' or 'withdrawn'. */
  status: string;
  confirmed_name: string | null;
  confirmed_at: string | null;
  confirmed_ip: string | null;
  confirmed_browser: string | null;
  confirmed_document_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Portal sign-in codes per e-mail address (issue 32); the address kept only as its SHA-256. */
export interface PortalCodesTable {
  email_hash: string;
  client_id: string | null;
  code_hash: string | null;
  code_expires_at: string | null;
  code_sent_at: string | null;
  failed_count: ColumnType<number, number | undefined, number>;
  locked_until: string | null;
  updated_at: string;
}

/** A client signed in to their portal: the cookie's token as its SHA-256. */
export interface PortalSessionsTable {
  token_hash: string;
  client_id: string;
  created_at: string;
  last_used_at: string;
}

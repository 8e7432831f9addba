import type { ColumnType, Generated } from 'kysely';

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

/** A request from the consultation wizard's 'Book Online'. */
export interface ConsultationRequestsTable {
  id: string;
  topic: string;
  /** Only when topic is 'other'; '' otherwise. */
  custom_topic: string;
  urgency: string;
  details: string;
  full_name: string;
  /** '' when the visitor left it out. */
  email: string;
  phone: string;
  /** Always 1: a request without consent is refused. */
  consent: number;
  status: string;
  created_at: string;
  /** The client this record belongs to (issue 18); set in the record's own write unit. */
  client_id?: string | null;
}

/** A website lead: a questionnaire, and (later) book orders and downloads. */
export interface LeadsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  source: string;
  /** The questionnaire flow id, or null for a lead that came without one. */
  questionnaire_type: string | null;
  /** The answers keyed by question index, as JSON text. */
  questionnaire_responses: string | null;
  created_at: string;
  /** The client this record belongs to (issue 18); set in the record's own write unit. */
  client_id?: string | null;
}

export interface QuoteRequestsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  cover_for: string;
  /** JSON array of insurance type values. */
  insurance_types: string;
  situation: string;
  status: string;
  created_at: string;
  /** The client this record belongs to (issue 18); set in the record's own write unit. */
  client_id?: string | null;
}

export interface WorkshopRegistrationsTable {
  id: string;
  lead_id: string;
  workshop_id: string;
  /** The server's own name for the workshop id at the time of registering. */
  workshop_name: string;
  status: string;
  /** 'confirmed' while seats lasted, else 'waitlisted' (issue 19); 'cancelled' by the registrant. */
  seat_status?: string;
  /** The adviser's marks (0/1). */
  paid?: number;
  attended?: number;
  /** Random, set with the last seat change (a promotion from the waiting list). */
  seat_marker?: string | null;
  /** SHA-256 (base64url) of the registrant's own cancellation token (issue 19). */
  cancel_token_hash?: string | null;
  created_at: string;
  /** The client this record belongs to (issue 18); set in the record's own write unit. */
  client_id?: string | null;
}

/** A card on the adviser's sales pipeline board. */
export interface PipelineLeadsTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  /** The pipeline stage id (new-lead, quotation, ...). */
  status: string;
  priority: string;
  /** The spec's lead sources (Website, Referral, ...). */
  source: string;
  /** What on the website created it (consultation-request, questionnaire, quote-request, workshop-registration), or null when added by hand. */
  enquiry_type: string | null;
  enquiry_id: string | null;
  estimated_value_cents: number | null;
  expected_close_date: string | null;
  notes: string;
  last_contact_date: string | null;
  next_follow_up: string | null;
  created_at: string;
  updated_at: string;
  /** The client this record belongs to (issue 18); set in the record's own write unit. */
  client_id?: string | null;
  /** 1: the person was already a client when it came (D32): an opportunity, not a new lead. */
  existing_client?: number;
}

/** A funeral cover application (spec doc 2); the totals are the server's own pricing, in cents. */
export interface FuneralApplicationsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Encrypted (enc1:...) with DATA_KEY; read through fieldCipher() (issue 21). */
  id_number: string;
  /** HMAC of the normalised ID number, for exact search. */
  id_number_hash?: string;
  age: number | null;
  gender: string;
  payment_frequency: string;
  additional_info: string;
  total_monthly_cents: number;
  total_annual_cents: number;
  total_cover_cents: number;
  status: string;
  created_at: string;
  /** The client this record belongs to (issue 18); set in the record's own write unit. */
  client_id?: string | null;
}

export interface FuneralApplicationMembersTable {
  id: string;
  application_id: string;
  position: number;
  name: string;
  relationship: string;
  age: number;
  gender: string;
  cover_amount: number;
  monthly_cents: number;
  annual_cents: number;
}

/** An adviser who may sign in to the back office (DECISIONS D2). */
export interface AdminUsersTable {
  id: string;
  /** Lower-cased and trimmed, unique. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64url salt and hash). */
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** 'owner', 'adviser' or 'assistant' (issue 34); what each may do is `server/access/route-access.ts`. */
  role: Generated<string>;
  /** How the team sees them; the e-mail where empty. */
  name: Generated<string>;
  /** Set when the owner deactivates the account: it cannot sign in, its rows stay. */
  deactivated_at: Generated<string | null>;
  /** 1 for an account made from an invitation: it sets up a second factor whatever the site requires. */
  requires_second_factor: Generated<number>;
}

/** An invitation to the team (issue 34): the link works 72 hours, once. */
export interface AdminInvitationsTable {
  id: string;
  email: string;
  name: string;
  role: string;
  /** SHA-256 of the link's token. */
  token_hash: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_admin_id: string | null;
  withdrawn_at: string | null;
}

/** A one-time link that sets an account's password (issue 56): a reset, or the first owner's set-up. */
export interface AdminPasswordTokensTable {
  id: string;
  admin_id: string;
  purpose: 'reset' | 'setup';
  /** SHA-256 of the link's token. */
  token_hash: string;
  /** 'self', the owner's account id (from Team), or 'installer'. */
  requested_by: string;
  ip: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  withdrawn_at: string | null;
}

/** The book's version (issue 56): moved on by triggers at every change to policies and their statuses. */
export interface BookVersionTable {
  id: number;
  version: number | string;
}

/** A signed-in browser: the cookie holds the token, this table its SHA-256. */
export interface AdminSessionsTable {
  token_hash: string;
  admin_id: string;
  created_at: string;
  /** Idle expiry counts from here (8 hours). */
  last_seen_at: string;
  /** Absolute expiry (7 days after sign-in). */
  expires_at: string;
  /** Set by logout; the session is dead from then on. */
  ended_at: string | null;
  /** How the second factor was given (issue 21); 'none' where none is asked for; null while awaited. */
  second_factor: 'passkey' | 'totp' | 'recovery' | 'none' | null;
  /** The WebAuthn challenge this session was last sent (base64url). */
  challenge: string | null;
  /** An authenticator-app secret shown for enrolment, not yet confirmed with a code. */
  pending_totp_secret: string | null;
}

/** An admin's authenticator app (RFC 6238). */
export interface AdminTotpTable {
  admin_id: string;
  secret: string;
  last_step: number;
  created_at: string;
}

/** An admin's passkey (WebAuthn credential). */
export interface AdminPasskeysTable {
  id: string;
  admin_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (bigint; the pg driver answers numbers). */
  counter: number;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** One row per code used: the primary key makes each code single-use under concurrency. */
export interface AdminSecondFactorUsesTable {
  key: string;
  created_at: string;
}

/** Single-use recovery codes, stored as SHA-256. */
export interface AdminRecoveryCodesTable {
  id: string;
  admin_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface AdminLoginAttemptsTable {
  id: string;
  email: string;
  ip: string;
  /** 'pending' while the password is checked (it counts as a failure until then), then the result. */
  outcome: 'pending' | 'success' | 'failure' | 'locked' | 'password-ok';
  created_at: string;
}

/** Who did what in the back office, and when. */
export interface AuditLogTable {
  id: string;
  admin_id: string | null;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  details: string;
  ip: string;
  created_at: string;
}

/** A submitted Financial Needs Analysis; the figures are the server's own, in cents. */
export interface FnaSubmissionsTable {
  id: string;
  client_name: string;
  client_surname: string;
  email: string;
  phone: string;
  /** Encrypted (enc1:...) with DATA_KEY; read through fieldCipher() (issue 21). */
  id_number: string;
  /** HMAC of the normalised ID number, for exact search. */
  id_number_hash?: string;
  /** The validated form as JSON. */
  form: string;
  death_shortfall_cents: number;
  disability_shortfall_cents: number;
  critical_illness_shortfall_cents: number;
  retirement_shortfall_cents: number;
  net_worth_cents: number;
  report_token_hash: string;
  report_token_expires_at: string;
  status: string;
  created_at: string;
  /** The client this record belongs to (issue 18); set in the record's own write unit. */
  client_id?: string | null;
}

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

/** A client needs analysis session; each section is JSON text, recommendations the server's own. */
export interface NeedsAnalysesTable {
  id: string;
  /** 'in_progress', then 'completed' (after which the answers do not change). */
  status: string;
  client_profile: string;
  housing_assets: string;
  income_protection: string;
  family_protection: string;
  debt_review: string;
  savings_emergency: string;
  retirement_planning: string;
  affordability_budget: string;
  agreement_next_steps: string;
  recommendations: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** The client this record belongs to (issue 18); set in the record's own write unit. */
  client_id?: string | null;
}

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

/** A table an erasure or a retention run removed rows from, until `npm run db:compact` rewrites it (issue 30). */
export interface CompactionDueTable {
  table_name: string;
  last_removed_at: string;
}

/** A workshop the adviser runs (issue 19): times ISO UTC, shown in Windhoek time; price in N$ cents. */
export interface WorkshopsTable {
  id: string;
  title: string;
  summary: string;
  description: string;
  format: string;
  venue: string;
  join_url: string;
  starts_at: string;
  ends_at: string;
  price_cents: number;
  capacity: number | null;
  registration_closes_at: string;
  status: string;
  created_at: string;
  updated_at: string;
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

/** A booked consultation time (issue 20). */
export interface BookingsTable {
  id: string;
  consultation_request_id: string;
  starts_at: string;
  ends_at: string;
  kind: string;
  /** 'booked' or 'cancelled'. */
  status: string;
  manage_token_hash: string | null;
  sequence: number;
  created_at: string;
  updated_at: string;
}

/** A time the adviser is not available for bookings (a day off is one from midnight to midnight). */
export interface BookingBlocksTable {
  id: string;
  starts_at: string;
  ends_at: string;
  reason: string;
  created_at: string;
}

export interface BookingSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_unsubscribe_tokens: NewsletterUnsubscribeTokensTable;
  newsletters: NewslettersTable;
  message_templates: MessageTemplatesTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  consultation_requests: ConsultationRequestsTable;
  leads: LeadsTable;
  quote_requests: QuoteRequestsTable;
  workshop_registrations: WorkshopRegistrationsTable;
  bookings: BookingsTable;
  booking_blocks: BookingBlocksTable;
  booking_settings: BookingSettingsTable;
  pipeline_leads: PipelineLeadsTable;
  funeral_applications: FuneralApplicationsTable;
  funeral_application_members: FuneralApplicationMembersTable;
  admin_users: AdminUsersTable;
  admin_invitations: AdminInvitationsTable;
  admin_password_tokens: AdminPasswordTokensTable;
  book_version: BookVersionTable;
  admin_sessions: AdminSessionsTable;
  admin_login_attempts: AdminLoginAttemptsTable;
  admin_totp: AdminTotpTable;
  admin_passkeys: AdminPasskeysTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_second_factor_uses: AdminSecondFactorUsesTable;
  audit_log: AuditLogTable;
  fna_submissions: FnaSubmissionsTable;
  needs_analyses: NeedsAnalysesTable;
  outbox_messages: OutboxMessagesTable;
  rate_limit_counters: RateLimitCountersTable;
  clients: ClientsTable;
  client_keys: ClientKeysTable;
  contact_clashes: ContactClashesTable;
  client_enquiries: ClientEnquiriesTable;
  client_notes: ClientNotesTable;
  client_contacts: ClientContactsTable;
  tasks: TasksTable;
  client_merges: ClientMergesTable;
  scheduled_job_runs: ScheduledJobRunsTable;
  backup_runs: BackupRunsTable;
  compaction_due: CompactionDueTable;
  policies: PoliciesTable;
  client_reviews: ClientReviewsTable;
  policy_commissions: PolicyCommissionsTable;
  policy_status_changes: PolicyStatusChangesTable;
  policy_parties: PolicyPartiesTable;
  client_documents: ClientDocumentsTable;
  client_document_contents: ClientDocumentContentsTable;
  client_identification: ClientIdentificationTable;
  document_requests: DocumentRequestsTable;
  advice_confirmations: AdviceConfirmationsTable;
  portal_codes: PortalCodesTable;
  portal_sessions: PortalSessionsTable;
  client_relations: ClientRelationsTable;
  workshops: WorkshopsTable;
  book_imports: BookImportsTable;
}

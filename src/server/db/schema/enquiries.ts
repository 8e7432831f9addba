/** What visitors send (each enquiry kind's own row), the pipeline's cards, workshops and bookings. */

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
  /**
   * A website enquiry's need (issue 59, domain/pipeline/needs.ts): a second enquiry of the same
   * person and need goes on this card while it is open. Null for a card added by hand.
   */
  need?: string | null;
  /** How many enquiries the card holds: its own, and each of the same need added since (issue 59). */
  asked?: number;
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
  /** The day the premium table that priced it took effect (issue 58); null: the spec's table. */
  premium_table_from?: string | null;
  /** The plan whose table priced it (issue 58); '' for the practice's one plan. */
  premium_table_plan?: string;
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

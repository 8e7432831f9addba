import type {
  BookImportsTable,
  BookVersionTable,
  PoliciesTable,
  PolicyCommissionsTable,
  PolicyPartiesTable,
  PolicyStatusChangesTable,
} from './schema/book';
import type {
  AdviceConfirmationsTable,
  ClientContactsTable,
  ClientDocumentContentsTable,
  ClientDocumentsTable,
  ClientEnquiriesTable,
  ClientIdentificationTable,
  ClientKeysTable,
  ClientMergesTable,
  ClientNotesTable,
  ClientRelationsTable,
  ClientReviewsTable,
  ClientsTable,
  ContactClashesTable,
  DocumentRequestsTable,
  PortalCodesTable,
  PortalSessionsTable,
  TasksTable,
} from './schema/clients';
import type {
  BookingBlocksTable,
  BookingSettingsTable,
  BookingsTable,
  ConsultationRequestsTable,
  FnaSubmissionsTable,
  FuneralApplicationMembersTable,
  FuneralApplicationsTable,
  LeadsTable,
  NeedsAnalysesTable,
  PipelineLeadsTable,
  QuoteRequestsTable,
  WorkshopRegistrationsTable,
  WorkshopsTable,
} from './schema/enquiries';
import type {
  MessageTemplatesTable,
  NewsletterDeliveriesTable,
  NewsletterSubscriptionsTable,
  NewslettersTable,
  NewsletterUnsubscribeTokensTable,
} from './schema/newsletter';
import type {
  BackupRunsTable,
  CompactionDueTable,
  OutboxMessagesTable,
  RateLimitCountersTable,
  ScheduledJobRunsTable,
} from './schema/site';
import type {
  AdminInvitationsTable,
  AdminLoginAttemptsTable,
  AdminPasskeysTable,
  AdminPasswordTokensTable,
  AdminRecoveryCodesTable,
  AdminSecondFactorUsesTable,
  AdminSessionsTable,
  AdminTotpTable,
  AdminUsersTable,
  AuditLogTable,
} from './schema/team';
import type {
  WebsiteDraftTable,
  WebsiteFilesTable,
  WebsiteImagesTable,
  WebsiteVersionsTable,
} from './schema/website';

/**
 * The database as Kysely sees it. Portable types only, so one query path serves SQLite and
 * PostgreSQL: ids are random UUID text, times are ISO-8601 UTC text, flags are 0/1 integers,
 * money is integer cents. Each table's row type is in `schema/`, by area; this is the whole.
 */

export type * from './schema/book';
export type * from './schema/clients';
export type * from './schema/enquiries';
export type * from './schema/newsletter';
export type * from './schema/site';
export type * from './schema/team';
export type * from './schema/website';

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
  website_versions: WebsiteVersionsTable;
  website_draft: WebsiteDraftTable;
  website_images: WebsiteImagesTable;
  website_files: WebsiteFilesTable;
}

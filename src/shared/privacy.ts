import type { RetentionPeriods } from '../domain/retention/periods';

/** The back office's data-protection answers (issue 21): the retention preview, export and erasure. */

export type RetentionReasonId = 'no-advice' | 'advice-period-over';

/** Why the retention job removes a client, in the periods it applies. */
export function retentionReasonLabel(reason: RetentionReasonId, periods: RetentionPeriods): string {
  return reason === 'no-advice'
    ? `No advice; no contact for over ${periods.enquiryWithoutAdviceYears} years`
    : `Advice records; no contact for over ${periods.adviceRecordsMinimumYears} years`;
}

export interface RetentionPreview {
  nextRunAt: string;
  lastRunAt: string | null;
  periods: RetentionPeriods;
  /** Clients the next run removes (the list holds the first 200). */
  total: number;
  clients: { id: string; name: string; lastActivityAt: string; reason: RetentionReasonId }[];
}

/** What erasing a client deletes and keeps, by kind of record (the confirmation step shows it). */
export interface ErasurePreview {
  name: string;
  deleted: Record<string, number>;
  /** Advice records the law requires to keep, untouched until `keptUntil`. */
  kept: Record<string, number>;
  keptUntil: string | null;
  /** Newsletter subscriptions: kept until the person unsubscribes, no longer linked to them. */
  newsletter: number;
  /**
   * PostgreSQL: deleted rows stay in the database's files until `npm run db:compact` rewrites
   * them (issue 30). SQLite overwrites them as it deletes.
   */
  compactionNeeded: boolean;
}

/** The command that rewrites PostgreSQL's files after an erasure (issue 30). */
export const compactionCommand = 'npm run db:compact';

/** What the erasure dialog says on PostgreSQL (and README), the command shown as code between the two parts. */
export const compactionNotice = {
  before:
    'This site runs on PostgreSQL, which keeps deleted rows in its files until the space is reused: ask whoever runs the server to run ',
  after: ' afterwards, so that nothing of them stays there.',
};

/** Plain names of the kinds of record, one and many, for the confirmation step. */
export const recordKindLabels: Record<string, [string, string]> = {
  workshop_registrations: ['workshop registration', 'workshop registrations'],
  pipeline_leads: ['pipeline card', 'pipeline cards'],
  consultation_requests: ['consultation request', 'consultation requests'],
  leads: ['enquiry', 'enquiries'],
  quote_requests: ['quote request', 'quote requests'],
  funeral_applications: ['funeral cover application', 'funeral cover applications'],
  fna_submissions: ['Financial Needs Analysis', 'Financial Needs Analyses'],
  needs_analyses: ['needs analysis', 'needs analyses'],
  bookings: ['booked consultation', 'booked consultations'],
  policies: ['policy', 'policies'],
  client_reviews: ['yearly review', 'yearly reviews'],
  client_documents: ['document', 'documents'],
};

/** '2 pipeline cards, 1 Financial Needs Analysis'; 'nothing' for none. */
export function describeCounts(record: Record<string, number>): string {
  const parts = Object.entries(record).map(([kind, count]) => {
    const [one, many] = recordKindLabels[kind] ?? [kind, kind];
    return `${count} ${count === 1 ? one : many}`;
  });
  return parts.length ? parts.join(', ') : 'nothing';
}

export const erasureConfirmation = 'ERASE';

/** The client book's name for a client erased on request whose advice records must still be kept. */
export const erasedName = 'Erased on request';

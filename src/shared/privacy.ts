import type { RetentionPeriods } from '../content/retention';

/** The back office's data-protection answers (issue 21): the retention preview, export and erasure. */

export type RetentionReasonId = 'no-advice' | 'advice-period-over';

export const retentionReasonLabels: Record<RetentionReasonId, string> = {
  'no-advice': 'No advice given; last contact over the shorter period ago',
  'advice-period-over': 'Advice records past their keeping period',
};

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
}

/** Plain names of the kinds of record, for the confirmation step. */
export const recordKindLabels: Record<string, string> = {
  workshop_registrations: 'workshop registrations',
  pipeline_leads: 'pipeline cards',
  consultation_requests: 'consultation requests',
  leads: 'enquiries',
  quote_requests: 'quote requests',
  funeral_applications: 'funeral cover applications',
  fna_submissions: 'Financial Needs Analyses',
  needs_analyses: 'needs analyses',
  bookings: 'booked consultations',
};

export const erasureConfirmation = 'ERASE';

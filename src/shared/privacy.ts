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

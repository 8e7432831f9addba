import type { RetentionPeriods } from './periods';

/**
 * The retention rule (issue 21, DECISIONS D24), as the privacy page states it: a client whose
 * enquiries led to no advice is deleted `enquiryWithoutAdviceYears` after the last contact; one
 * who was given advice (or had a product arranged) is kept `adviceRecordsMinimumYears` after it,
 * and deleted then. The last contact is the client's last activity (an enquiry, a logged call, a
 * note or a follow-up): never earlier than the true last contact, so the rule errs on keeping.
 */

export type RetentionReason = 'no-advice' | 'advice-period-over';

/** `iso` moved back by whole calendar years (29 February goes to 1 March in a year without it). */
export function yearsBefore(iso: string | Date, years: number): Date {
  const date = new Date(iso);
  const moved = new Date(date.getTime());
  moved.setUTCFullYear(date.getUTCFullYear() - years);
  return moved;
}

/** The last-activity time before which a client is removed, for each kind. */
export function retentionCutoffs(now: Date, periods: RetentionPeriods): Record<RetentionReason, string> {
  return {
    'no-advice': yearsBefore(now, periods.enquiryWithoutAdviceYears).toISOString(),
    'advice-period-over': yearsBefore(now, periods.adviceRecordsMinimumYears).toISOString(),
  };
}

/** Why a client is removed at `now`, or null when they are kept. */
export function retentionReason(
  client: { lastActivityAt: string; adviceGiven: boolean },
  now: Date,
  periods: RetentionPeriods,
): RetentionReason | null {
  const cutoffs = retentionCutoffs(now, periods);
  if (client.adviceGiven)
    return client.lastActivityAt < cutoffs['advice-period-over'] ? 'advice-period-over' : null;
  return client.lastActivityAt < cutoffs['no-advice'] ? 'no-advice' : null;
}

/** When a kept client's records are due to go (for the erasure step's message). */
export function removableFrom(lastActivityAt: string, adviceGiven: boolean, periods: RetentionPeriods): Date {
  const years = adviceGiven ? periods.adviceRecordsMinimumYears : periods.enquiryWithoutAdviceYears;
  return yearsBefore(lastActivityAt, -years);
}

/** Pipeline stages that mean advice was given (a quotation or later; a rejection came after one). */
export const adviceStages = [
  'quotation',
  'signature',
  'documentation',
  'medicals',
  'acceptance',
  'rejections',
] as const;

/**
 * How long client data is kept (DECISIONS D24, issue 21): the periods the retention rule applies
 * (retention.ts) and the privacy page states (src/content/retention.ts), one value for both.
 */
export interface RetentionPeriods {
  /** An enquiry that led to no advice: deleted this many years after the last contact. */
  enquiryWithoutAdviceYears: number;
  /** Advice given or a product arranged: kept at least this many years after the last contact. */
  adviceRecordsMinimumYears: number;
}

export const retentionPeriods: RetentionPeriods = {
  enquiryWithoutAdviceYears: 2,
  adviceRecordsMinimumYears: 5,
};

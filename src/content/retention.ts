/**
 * How long client data is kept (DECISIONS D24, issue 21): one data module that the privacy page
 * states and the retention job applies, so the promise and the practice cannot drift apart.
 */

import { type RetentionPeriods, retentionPeriods } from '../domain/retention/periods';

/** The periods themselves live in src/domain/retention/periods.ts (issue 57: the rule applies them). */
export { type RetentionPeriods, retentionPeriods };

/** The retention job's hour, Windhoek time (each day; the back office says when the next run is). */
export const retentionRunHour = 2;

/** '02:00'. */
export const retentionRunTime = `${String(retentionRunHour).padStart(2, '0')}:00`;

/** Days of backups kept (issue 30): the site configuration's default, `BACKUP_KEEP_DAYS`. */
export { defaultBackupKeepDays } from './site';

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'two years', '11 years'. */
export function yearsInWords(years: number): string {
  const count = numberWords[years] ?? String(years);
  return `${count} year${years === 1 ? '' : 's'}`;
}

/** The privacy page's paragraph, from the periods above. */
export function retentionParagraph(periods: RetentionPeriods = retentionPeriods): string {
  return `Enquiries that do not lead to advice are deleted ${yearsInWords(periods.enquiryWithoutAdviceYears)} after our last contact. Where we give advice or arrange a product, we keep the records for as long as the law requires financial advisers to keep them (at least ${yearsInWords(periods.adviceRecordsMinimumYears)} after our last contact). Newsletter addresses are kept until you unsubscribe.`;
}

/** The privacy page's sentence on backups: an erasure reaches them within the days they are kept. */
export function backupParagraph(keepDays: number): string {
  return keepDays > 0
    ? `We keep encrypted backups of our records for ${keepDays} days and then delete them, so information we delete, at your request or when its time is up, is gone from our backups within ${keepDays} days as well.`
    : 'We keep encrypted backups of our records until we delete them ourselves, so information we delete, at your request or when its time is up, stays in older backups until then.';
}

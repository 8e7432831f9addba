import { describe, expect, it } from 'vitest';
import {
  backupParagraph,
  defaultBackupKeepDays,
  retentionParagraph,
  retentionPeriods,
  yearsInWords,
} from './retention';

describe('retention periods', () => {
  it('are the ones the privacy page promised (two years without advice, at least five with)', () => {
    expect(retentionPeriods).toEqual({ enquiryWithoutAdviceYears: 2, adviceRecordsMinimumYears: 5 });
    expect(retentionParagraph()).toBe(
      'Enquiries that do not lead to advice are deleted two years after our last contact. Where we give advice or arrange a product, we keep the records for as long as the law requires financial advisers to keep them (at least five years after our last contact). Newsletter addresses are kept until you unsubscribe.',
    );
  });

  it.each([
    [1, 'one year'],
    [2, 'two years'],
    [10, 'ten years'],
    [11, '11 years'],
  ])('%i reads "%s"', (years, words) => {
    expect(yearsInWords(years)).toBe(words);
  });

  it('a change to a period changes what the page says', () => {
    expect(retentionParagraph({ enquiryWithoutAdviceYears: 3, adviceRecordsMinimumYears: 7 })).toContain(
      'deleted three years after our last contact',
    );
  });

  it('says how long backups keep what was deleted: 35 days unless BACKUP_KEEP_DAYS says otherwise, 0 honestly', () => {
    expect(defaultBackupKeepDays).toBe(35);
    expect(backupParagraph(35)).toBe(
      'We keep encrypted backups of our records for 35 days and then delete them, so information we delete, at your request or when its time is up, is gone from our backups within 35 days as well.',
    );
    expect(backupParagraph(7)).toContain('within 7 days');
    expect(backupParagraph(0)).toBe(
      'We keep encrypted backups of our records until we delete them ourselves, so information we delete, at your request or when its time is up, stays in older backups until then.',
    );
  });
});

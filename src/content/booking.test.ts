import { describe, expect, it } from 'vitest';
import { closedAllWeek } from '../domain/website/hours';
import { defaultAvailability } from './booking';
import { resolveSiteConfig } from './site-env';

describe('the availability of a fresh install', () => {
  it("follows the site's business hours", () => {
    const settings = defaultAvailability(resolveSiteConfig({}));
    // The example site: Mon-Fri 9AM-6PM, Sat 9AM-2PM.
    expect(settings.weeklyHours).toEqual({
      sun: [],
      mon: [{ start: '09:00', end: '18:00' }],
      tue: [{ start: '09:00', end: '18:00' }],
      wed: [{ start: '09:00', end: '18:00' }],
      thu: [{ start: '09:00', end: '18:00' }],
      fri: [{ start: '09:00', end: '18:00' }],
      sat: [{ start: '09:00', end: '14:00' }],
    });
    expect(settings).toMatchObject({
      minimumNoticeMinutes: 120,
      horizonDays: 30,
      closedOnPublicHolidays: true,
    });
  });

  it('falls back to weekday office hours when no day has hours (by appointment)', () => {
    const site = { ...resolveSiteConfig({}), hours: closedAllWeek };
    const settings = defaultAvailability(site);
    expect(settings.weeklyHours.mon).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(settings.weeklyHours.sat).toEqual([]);
  });
});

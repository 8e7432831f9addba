import { type AvailabilitySettings, type HoursWindow, type Weekday, weekdays } from '../domain/booking/slots';
import type { SiteConfig } from './site';

/**
 * The availability a fresh install offers (issue 20): the site's business hours (the Website
 * area's, first read from SITE_HOURS_*), 30-minute meetings with 15 minutes between them, at least
 * 2 hours' notice, 30 days ahead, every kind of meeting, public holidays closed. The adviser
 * changes any of it in the back office.
 */

export function defaultAvailability(site: SiteConfig): AvailabilitySettings {
  const weeklyHours = Object.fromEntries(weekdays.map((day) => [day, [] as HoursWindow[]])) as Record<
    Weekday,
    HoursWindow[]
  >;
  for (const day of weekdays) {
    const hours = site.hours[day];
    if (hours) weeklyHours[day] = [{ start: hours.open, end: hours.close }];
  }
  // No day with hours (by appointment): office hours on weekdays rather than no slots at all.
  if (weekdays.every((day) => weeklyHours[day].length === 0))
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'] as const)
      weeklyHours[day] = [{ start: '09:00', end: '17:00' }];
  return {
    weeklyHours,
    meetingMinutes: 30,
    bufferMinutes: 15,
    minimumNoticeMinutes: 120,
    horizonDays: 30,
    kinds: ['phone', 'whatsapp-video', 'office'],
    closedOnPublicHolidays: true,
  };
}

import { type AvailabilitySettings, type HoursWindow, type Weekday, weekdays } from '../domain/booking/slots';
import type { SiteConfig } from './site';
import { openingHours } from './structured-data';

/**
 * The availability a fresh install offers (issue 20): the site's business hours (SITE_HOURS_*,
 * "Mon-Fri 9AM-6PM", "Sat 9AM-2PM"), 30-minute meetings with 15 minutes between them, at least
 * 2 hours' notice, 30 days ahead, every kind of meeting, public holidays closed. The adviser
 * changes any of it in the back office.
 */

const codes: Record<string, Weekday> = {
  Mo: 'mon',
  Tu: 'tue',
  We: 'wed',
  Th: 'thu',
  Fr: 'fri',
  Sa: 'sat',
  Su: 'sun',
};
// Monday first, as the business hours are written.
const week: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** "Mo-Fr 09:00-18:00" (schema.org's form) as the weekdays it covers and their hours. */
function hoursOf(text: string): [Weekday[], HoursWindow] | null {
  const match = /^(\w\w)(?:-(\w\w))? (\d\d:\d\d)-(\d\d:\d\d)$/.exec(text);
  if (!match) return null;
  const first = codes[match[1]!];
  const last = match[2] ? codes[match[2]] : first;
  if (!first || !last) return null;
  const days = week.slice(week.indexOf(first), week.indexOf(last) + 1);
  return [days, { start: match[3]!, end: match[4]! }];
}

export function defaultAvailability(site: SiteConfig): AvailabilitySettings {
  const weeklyHours = Object.fromEntries(weekdays.map((day) => [day, [] as HoursWindow[]])) as Record<
    Weekday,
    HoursWindow[]
  >;
  let anyHours = false;
  for (const text of [site.hoursWeekdays, site.hoursSaturday]) {
    const machine = openingHours(text);
    const parsed = machine ? hoursOf(machine) : null;
    if (!parsed) continue;
    anyHours = true;
    for (const day of parsed[0]) weeklyHours[day] = [parsed[1]];
  }
  // Hours written in another form: office hours on weekdays rather than no slots at all.
  if (!anyHours) for (const day of week.slice(0, 5)) weeklyHours[day] = [{ start: '09:00', end: '17:00' }];
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

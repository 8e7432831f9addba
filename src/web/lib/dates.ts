/** Dates as the adviser reads them: stored as ISO-8601 UTC, shown in Africa/Windhoek. */

const timeZone = 'Africa/Windhoek';

/**
 * A formatter made at its first use and kept: making one costs more than formatting with it, and a
 * page that loads this module uses only some of them (issue 34: script time before interactive).
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat(locale, options);
    return made;
  };
}

const dateTimeFormat = formatter('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = formatter('en-GB', { timeZone, dateStyle: 'medium' });
const calendarFormat = formatter('en-GB', { timeZone: 'UTC', dateStyle: 'medium' });
const dayFormat = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** '23 Nov 2026, 10:15' for an instant. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat().format(time);
}

/** '23 Nov 2026' for an instant, on the Windhoek calendar. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat().format(time);
}

/** '25 Nov 2026' for a calendar date 'YYYY-MM-DD' (no time zone to apply). */
export function formatCalendarDate(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : calendarFormat().format(time);
}

/** Today's date in Windhoek as 'YYYY-MM-DD'. */
export function todayInWindhoek(now: Date = new Date()): string {
  return dayFormat().format(now);
}

const monthFormat = formatter('en-GB', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/** 'Dec 2026' for a month 'YYYY-MM'. */
export function formatMonth(month: string): string {
  const time = Date.parse(`${month}-01T00:00:00Z`);
  return Number.isNaN(time) ? month : monthFormat().format(time);
}

const timeFormat = formatter('en-GB', { timeZone, timeStyle: 'short' });

/** '10:15' for an instant, Windhoek time. */
export function formatTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : timeFormat().format(time);
}

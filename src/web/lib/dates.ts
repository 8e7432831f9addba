/** Dates as the adviser reads them: stored as ISO-8601 UTC, shown in Africa/Windhoek. */

const timeZone = 'Africa/Windhoek';

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium' });
const calendarFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium' });

/** '23 Nov 2026, 10:15' for an instant. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat.format(time);
}

/** '23 Nov 2026' for an instant, on the Windhoek calendar. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

/** '25 Nov 2026' for a calendar date 'YYYY-MM-DD' (no time zone to apply). */
export function formatCalendarDate(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : calendarFormat.format(time);
}

/** Today's date in Windhoek as 'YYYY-MM-DD'. */
export function todayInWindhoek(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const monthFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/** 'Dec 2026' for a month 'YYYY-MM'. */
export function formatMonth(month: string): string {
  const time = Date.parse(`${month}-01T00:00:00Z`);
  return Number.isNaN(time) ? month : monthFormat.format(time);
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone, timeStyle: 'short' });

/** '10:15' for an instant, Windhoek time. */
export function formatTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : timeFormat.format(time);
}

import {
  calendarDateLabel,
  monthLabel,
  windhoekClockLabel,
  windhoekNearDateTimeLabel,
  windhoekShortDateLabel,
} from '../../domain/windhoek-time';

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

const dayFormat = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

// Day and month names are the site's own (domain/windhoek-time.ts): 'Sep' beside 'Nov', where the
// browser's en-GB gives 'Sept' (issue 44).

/** '23 Nov 2026, 10:15' for an instant. */
export function formatDateTime(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : `${windhoekShortDateLabel(iso)}, ${windhoekClockLabel(iso)}`;
}

/** 'today 15:00', 'tomorrow 08:15', '28 Nov, 08:13': a time close to now, in a busy list. */
export function formatNearDateTime(iso: string, now: Date = new Date()): string {
  return Number.isNaN(Date.parse(iso)) ? iso : windhoekNearDateTimeLabel(iso, now);
}

/** '23 Nov 2026' for an instant, on the Windhoek calendar. */
export function formatDate(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : windhoekShortDateLabel(iso);
}

/** '25 Nov 2026' for a calendar date 'YYYY-MM-DD' (no time zone to apply). */
export function formatCalendarDate(day: string): string {
  return calendarDateLabel(day);
}

/** Today's date in Windhoek as 'YYYY-MM-DD'. */
export function todayInWindhoek(now: Date = new Date()): string {
  return dayFormat().format(now);
}

/** 'Dec 2026' for a month 'YYYY-MM'. */
export function formatMonth(month: string): string {
  return monthLabel(month);
}

/** '10:15' for an instant, Windhoek time. */
export function formatTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : windhoekClockLabel(iso);
}

/**
 * Windhoek wall-clock time. Namibia keeps UTC+2 all year (Central Africa Time since 2017;
 * DECISIONS D23), so the conversion is a fixed offset: no daylight saving to get wrong.
 * Times are stored as ISO-8601 UTC; forms and day lists speak Windhoek time.
 */

const offsetMs = 2 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** `2026-11-24T14:30` in Windhoek as an ISO UTC instant (`2026-11-24T12:30:00.000Z`). */
export function windhoekLocalToUtc(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new RangeError(`not a local date and time: ${local}`);
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!) - offsetMs;
  const instant = new Date(utc);
  // 2026-02-30T10:00 is not a day: refuse it rather than roll it into March.
  const back = new Date(utc + offsetMs);
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month! - 1) {
    throw new RangeError(`not a calendar date: ${local}`);
  }
  return instant.toISOString();
}

/** The Windhoek wall-clock time of an instant, as a form's `datetime-local` value. */
export function utcToWindhoekLocal(instant: string | Date): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + offsetMs).toISOString().slice(0, 16);
}

/** The Windhoek calendar date of an instant, `2026-11-24`. */
export function windhoekDate(instant: Date): string {
  return new Date(instant.getTime() + offsetMs).toISOString().slice(0, 10);
}

/** The UTC instants where the Windhoek day of `instant` starts, and where the day `days` later starts. */
export function windhoekDayStart(instant: Date, days = 0): string {
  const date = windhoekDate(instant);
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - offsetMs + days * dayMs).toISOString();
}

/** The UTC instant where the Windhoek calendar month of `instant` starts, `months` months on (or back). */
export function windhoekMonthStart(instant: Date, months = 0): string {
  const [year, month] = windhoekDate(instant).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1) - offsetMs).toISOString();
}

/**
 * The same Windhoek wall-clock time a calendar month later (next month's edition of a workshop);
 * a day the next month does not have becomes its last day (31 January -> 28 February).
 */
export function sameTimeNextMonth(instant: string): string {
  const local = new Date(Date.parse(instant) + offsetMs);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  );
  return new Date(moved - offsetMs).toISOString();
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The Windhoek wall clock of an instant, as a Date whose UTC fields read Windhoek's. */
export function windhoekClock(instant: string): Date {
  return new Date(Date.parse(instant) + offsetMs);
}

/** '9:00 AM', '6:30 PM' on the Windhoek clock. */
export function windhoekTimeLabel(instant: string): string {
  const local = windhoekClock(instant);
  const hours = local.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
}

/** '5 December 2026' on the Windhoek calendar (DECISIONS: dates show as '15 December 2024'). */
export function windhoekDateLabel(instant: string): string {
  const local = windhoekClock(instant);
  return `${local.getUTCDate()} ${monthNames[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** 'Saturday 5 December 2026' on the Windhoek calendar. */
export function windhoekDayLabel(instant: string): string {
  return `${weekdayNames[windhoekClock(instant).getUTCDay()]} ${windhoekDateLabel(instant)}`;
}

/** Three letters for every month, 'Sep' beside 'Nov' (not the 'Sept' some locales give). */
const shortMonth = (index: number) => (monthNames[index] as string).slice(0, 3);

/** '1 Dec 2026' for a calendar date 'YYYY-MM-DD' (no time zone to apply); the text when not one. */
export function calendarDateLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return day;
  return `${Number(match[3])} ${shortMonth(month - 1)} ${match[1]}`;
}

/** 'Sep 2026' for a month 'YYYY-MM'; the text when not one. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const number = match ? Number(match[2]) : 0;
  return match && number >= 1 && number <= 12 ? `${shortMonth(number - 1)} ${match[1]}` : month;
}

/** '27 Nov 2026' for an instant, on the Windhoek calendar. */
export function windhoekShortDateLabel(instant: string): string {
  const local = windhoekClock(instant);
  return `${local.getUTCDate()} ${shortMonth(local.getUTCMonth())} ${local.getUTCFullYear()}`;
}

/** '09:00', '18:30': the Windhoek clock in 24-hour time. */
export function windhoekClockLabel(instant: string): string {
  const local = windhoekClock(instant);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * A time close to now as a busy list says it (issue 44): "today 15:00", "tomorrow 08:15",
 * "yesterday 09:00", "28 Nov, 08:13" this year, "3 Jan 2027, 09:00" another year. Windhoek time.
 */
export function windhoekNearDateTimeLabel(instant: string, now: Date): string {
  const day = windhoekDate(new Date(instant));
  const today = windhoekDate(now);
  const clock = windhoekClockLabel(instant);
  const dayMs = 86_400_000;
  if (day === today) return `today ${clock}`;
  if (day === windhoekDate(new Date(now.getTime() + dayMs))) return `tomorrow ${clock}`;
  if (day === windhoekDate(new Date(now.getTime() - dayMs))) return `yesterday ${clock}`;
  const local = windhoekClock(instant);
  const date = `${local.getUTCDate()} ${shortMonth(local.getUTCMonth())}`;
  return day.slice(0, 4) === today.slice(0, 4)
    ? `${date}, ${clock}`
    : `${date} ${local.getUTCFullYear()}, ${clock}`;
}

/** 'Sat 5 Dec': a day on a chooser. */
export function windhoekShortDayLabel(instant: string): string {
  const local = windhoekClock(instant);
  return `${weekdayNames[local.getUTCDay()]!.slice(0, 3)} ${local.getUTCDate()} ${monthNames[local.getUTCMonth()]!.slice(0, 3)}`;
}

/**
 * The practice's opening hours (issue 58): for each day of the week, closed or open from one time
 * to another on the 24-hour clock ('08:30'), as the adviser enters them in the back office. The
 * public pages show them as lines that group the days alike ("Mon-Fri 09:00-18:00").
 */

export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

export const weekDayLabels: Record<WeekDay, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** Open from `open` to `close` ('HH:MM', 24-hour), or null: closed. */
export type DayHours = { open: string; close: string } | null;
export type OpeningHours = Record<WeekDay, DayHours>;

/** A time of day on the 24-hour clock, two digits each: '00:00' to '23:59'. */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

const sameHours = (a: DayHours, b: DayHours) =>
  a === null || b === null ? a === b : a.open === b.open && a.close === b.close;

/**
 * The hours as lines, consecutive days with the same hours together, closed days left out:
 * Monday to Friday 9 to 6 and Saturday 9 to 2 are "Mon-Fri 09:00-18:00" and "Sat 09:00-14:00".
 */
export function openingHoursLines(hours: OpeningHours): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start < weekDays.length) {
    const first = hours[weekDays[start] as WeekDay];
    let end = start;
    while (end + 1 < weekDays.length && sameHours(hours[weekDays[end + 1] as WeekDay], first)) end += 1;
    if (first) {
      const days =
        end === start
          ? weekDayLabels[weekDays[start] as WeekDay]
          : `${weekDayLabels[weekDays[start] as WeekDay]}-${weekDayLabels[weekDays[end] as WeekDay]}`;
      lines.push(`${days} ${first.open}-${first.close}`);
    }
    start = end + 1;
  }
  return lines;
}

/** '9AM' -> '09:00', '2:30pm' -> '14:30', '18:00' -> '18:00'; null when it is not a time. */
function clockOf(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const half = match[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return isClockTime(time) ? time : null;
}

const dayOf = (text: string): WeekDay | undefined =>
  weekDays.find((day) => text.trim().toLowerCase().startsWith(day));

/**
 * The hours a line of text states ("Mon-Fri 9AM-6PM", "Sat 09:00-14:00"), as a new install's
 * SITE_HOURS_* variables write them: the days it names, or nothing when it cannot be read.
 */
export function hoursFromText(text: string): Partial<OpeningHours> {
  const match = /^\s*([A-Za-z]{3})[a-z]*\s*(?:[-–]\s*([A-Za-z]{3})[a-z]*)?\s+(.+?)\s*[-–]\s*(.+?)\s*$/.exec(
    text,
  );
  if (!match) return {};
  const first = dayOf(match[1] ?? '');
  const last = match[2] ? dayOf(match[2]) : first;
  const open = clockOf(match[3] ?? '');
  const close = clockOf(match[4] ?? '');
  if (!first || !last || !open || !close || open >= close) return {};
  const from = weekDays.indexOf(first);
  const to = weekDays.indexOf(last);
  if (to < from) return {};
  return Object.fromEntries(weekDays.slice(from, to + 1).map((day) => [day, { open, close }]));
}

/** Every day closed, to start from. */
export const closedAllWeek: OpeningHours = {
  mon: null,
  tue: null,
  wed: null,
  thu: null,
  fri: null,
  sat: null,
  sun: null,
};

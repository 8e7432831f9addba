/**
 * Calendar dates as the book keeps them (issue 31): `YYYY-MM-DD` strings, no time, no zone (a
 * policy starts on a day, a review is held on a day). Months as `YYYY-MM`.
 */

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^(\d{4})-(\d{2})$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date's parts when it is a real calendar date (2026-02-30 is not), else null. */
export function parseCalendarDate(text: string): { year: number; month: number; day: number } | null {
  const match = datePattern.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return { year, month, day };
}

export function isCalendarDate(text: string): boolean {
  return parseCalendarDate(text) !== null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function formatCalendarDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The same day `months` months later; a day the later month does not have becomes its last day
 * (2024-02-29 plus 12 months is 2025-02-28, 2026-01-31 plus one month 2026-02-28).
 */
export function addMonths(date: string, months: number): string {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatCalendarDate(year, month, Math.min(parts.day, daysIn(year, month)));
}

/** The calendar date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  if (!parseCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM` when it is a real month, else null (as a number of months since year 0). */
export function monthIndex(month: string): number | null {
  const match = monthPattern.exec(month);
  if (!match) return null;
  const [year, number] = [Number(match[1]), Number(match[2])];
  if (number < 1 || number > 12) return null;
  return year * 12 + number - 1;
}

/** The month `YYYY-MM` of a month index. */
export function monthOfIndex(index: number): string {
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** The Monday of the week `date` falls in (weeks run Monday to Sunday, as the adviser's calendar shows them). */
export function mondayOf(date: string): string {
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/**
 * The week the adviser's calendar opens on (issue 59): the week of `date`, but from Saturday noon
 * (Windhoek) the coming one: on a Sunday the week just ending has nothing left to plan.
 */
export function weekToShow(date: string, hour: number): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || (weekday === 6 && hour >= 12);
  return weekend ? addDays(mondayOf(date), 7) : mondayOf(date);
}

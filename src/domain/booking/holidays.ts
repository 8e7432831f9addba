/**
 * Namibia's public holidays (issue 20, DECISIONS D23), closed for bookings by default. The Public
 * Holidays Act 26 of 1990 lists the days; "whenever any public holiday falls on a Sunday, the
 * following Monday shall be a public holiday". Genocide Remembrance Day (28 May) was added in
 * 2025. Good Friday, Easter Monday and Ascension Day follow Easter (Western, Gregorian).
 */

export interface PublicHoliday {
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  name: string;
}

interface FixedHoliday {
  month: number;
  day: number;
  name: string;
  /** First year it is kept. */
  since?: number;
}

export const fixedHolidays: readonly FixedHoliday[] = [
  { month: 1, day: 1, name: "New Year's Day" },
  { month: 3, day: 21, name: 'Independence Day' },
  { month: 5, day: 1, name: "Workers' Day" },
  { month: 5, day: 4, name: 'Cassinga Day' },
  { month: 5, day: 25, name: 'Africa Day' },
  { month: 5, day: 28, name: 'Genocide Remembrance Day', since: 2025 },
  { month: 8, day: 26, name: "Heroes' Day" },
  { month: 12, day: 10, name: 'Human Rights Day' },
  { month: 12, day: 25, name: 'Christmas Day' },
  { month: 12, day: 26, name: 'Family Day' },
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(Date.UTC(year, month - 1, day));
}

const dayMs = 24 * 60 * 60 * 1000;

function isoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * dayMs);
}

/** Every public holiday of `year`, in date order, with the Mondays that replace a Sunday. */
export function namibianPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const days: PublicHoliday[] = [
    ...fixedHolidays
      .filter((holiday) => holiday.since === undefined || year >= holiday.since)
      .map((holiday) => ({
        date: isoDate(Date.UTC(year, holiday.month - 1, holiday.day)),
        name: holiday.name,
      })),
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: addDays(easter, 39), name: 'Ascension Day' },
  ];
  const observed = days
    .filter((holiday) => new Date(`${holiday.date}T00:00:00Z`).getUTCDay() === 0)
    .map((holiday) => ({ date: addDays(holiday.date, 1), name: `${holiday.name} (observed)` }));
  return [...days, ...observed].sort((x, y) => x.date.localeCompare(y.date) || x.name.localeCompare(y.name));
}

/** The holidays between two dates (inclusive), for the slot generator: date -> name. */
export function holidaysBetween(from: string, to: string): Map<string, string> {
  const result = new Map<string, string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const holiday of namibianPublicHolidays(year)) {
      if (holiday.date < from || holiday.date > to) continue;
      const known = result.get(holiday.date);
      result.set(holiday.date, known ? `${known}, ${holiday.name}` : holiday.name);
    }
  }
  return result;
}

/** The public holiday on `date` ('YYYY-MM-DD'), by name; undefined on an ordinary day (or no date). */
export function holidayOn(date: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? holidaysBetween(date, date).get(date) : undefined;
}

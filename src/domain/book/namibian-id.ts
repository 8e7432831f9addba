import { formatCalendarDate, parseCalendarDate } from './calendar-dates';

/**
 * A Namibian ID number (issue 31): 11 digits, the first six the holder's date of birth, YYMMDD.
 * The century is the one that puts the birthday on or before today (a person is not born in the
 * future): on 2026-11-25, `010101...` is 1 January 2001 and `300101...` 1 January 1930.
 */
export function dateOfBirthFromIdNumber(idNumber: string, today: string): string | null {
  const digits = idNumber.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  const now = parseCalendarDate(today);
  if (!now) throw new RangeError(`not a calendar date: ${today}`);
  const [yy, month, day] = [
    Number(digits.slice(0, 2)),
    Number(digits.slice(2, 4)),
    Number(digits.slice(4, 6)),
  ];
  for (const century of [2000, 1900]) {
    const candidate = formatCalendarDate(century + yy, month, day);
    if (parseCalendarDate(candidate) && candidate <= today) return candidate;
  }
  return null;
}

/** The next birthday on or after `today` (29 February falls on 28 February in other years). */
export function nextBirthday(dateOfBirth: string, today: string): string {
  const born = parseCalendarDate(dateOfBirth);
  const now = parseCalendarDate(today);
  if (!born || !now) throw new RangeError(`not a calendar date: ${born ? today : dateOfBirth}`);
  const on = (year: number) => {
    const day = born.month === 2 && born.day === 29 && !parseCalendarDate(`${year}-02-29`) ? 28 : born.day;
    return formatCalendarDate(year, born.month, day);
  };
  const thisYear = on(now.year);
  return thisYear >= today ? thisYear : on(now.year + 1);
}

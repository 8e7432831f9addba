import { describe, expect, it } from 'vitest';
import { easterSunday, holidayOn, holidaysBetween, namibianPublicHolidays } from './holidays';

/**
 * Every public holiday of 2025 to 2030. Worked out apart from the code: Easter Sundays from the
 * published tables (20 April 2025, 5 April 2026, 28 March 2027, 16 April 2028, 1 April 2029,
 * 21 April 2030); Good Friday two days before, Easter Monday one after, Ascension 39 after; a
 * holiday on a Sunday adds the Monday (4 and 25 May 2025, 21 March 2027, 26 December 2027, 28 May
 * and 10 December 2028, 26 August 2029 are Sundays). In 2028 Ascension falls on Africa Day.
 */
const expected: Record<number, [string, string][]> = {
  2025: [
    ['2025-01-01', "New Year's Day"],
    ['2025-03-21', 'Independence Day'],
    ['2025-04-18', 'Good Friday'],
    ['2025-04-21', 'Easter Monday'],
    ['2025-05-01', "Workers' Day"],
    ['2025-05-04', 'Cassinga Day'],
    ['2025-05-05', 'Cassinga Day (observed)'],
    ['2025-05-25', 'Africa Day'],
    ['2025-05-26', 'Africa Day (observed)'],
    ['2025-05-28', 'Genocide Remembrance Day'],
    ['2025-05-29', 'Ascension Day'],
    ['2025-08-26', "Heroes' Day"],
    ['2025-12-10', 'Human Rights Day'],
    ['2025-12-25', 'Christmas Day'],
    ['2025-12-26', 'Family Day'],
  ],
  2026: [
    ['2026-01-01', "New Year's Day"],
    ['2026-03-21', 'Independence Day'],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-05-01', "Workers' Day"],
    ['2026-05-04', 'Cassinga Day'],
    ['2026-05-14', 'Ascension Day'],
    ['2026-05-25', 'Africa Day'],
    ['2026-05-28', 'Genocide Remembrance Day'],
    ['2026-08-26', "Heroes' Day"],
    ['2026-12-10', 'Human Rights Day'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-26', 'Family Day'],
  ],
  2027: [
    ['2027-01-01', "New Year's Day"],
    ['2027-03-21', 'Independence Day'],
    ['2027-03-22', 'Independence Day (observed)'],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-05-01', "Workers' Day"],
    ['2027-05-04', 'Cassinga Day'],
    ['2027-05-06', 'Ascension Day'],
    ['2027-05-25', 'Africa Day'],
    ['2027-05-28', 'Genocide Remembrance Day'],
    ['2027-08-26', "Heroes' Day"],
    ['2027-12-10', 'Human Rights Day'],
    ['2027-12-25', 'Christmas Day'],
    ['2027-12-26', 'Family Day'],
    ['2027-12-27', 'Family Day (observed)'],
  ],
  2028: [
    ['2028-01-01', "New Year's Day"],
    ['2028-03-21', 'Independence Day'],
    ['2028-04-14', 'Good Friday'],
    ['2028-04-17', 'Easter Monday'],
    ['2028-05-01', "Workers' Day"],
    ['2028-05-04', 'Cassinga Day'],
    ['2028-05-25', 'Africa Day'],
    ['2028-05-25', 'Ascension Day'],
    ['2028-05-28', 'Genocide Remembrance Day'],
    ['2028-05-29', 'Genocide Remembrance Day (observed)'],
    ['2028-08-26', "Heroes' Day"],
    ['2028-12-10', 'Human Rights Day'],
    ['2028-12-11', 'Human Rights Day (observed)'],
    ['2028-12-25', 'Christmas Day'],
    ['2028-12-26', 'Family Day'],
  ],
  2029: [
    ['2029-01-01', "New Year's Day"],
    ['2029-03-21', 'Independence Day'],
    ['2029-03-30', 'Good Friday'],
    ['2029-04-02', 'Easter Monday'],
    ['2029-05-01', "Workers' Day"],
    ['2029-05-04', 'Cassinga Day'],
    ['2029-05-10', 'Ascension Day'],
    ['2029-05-25', 'Africa Day'],
    ['2029-05-28', 'Genocide Remembrance Day'],
    ['2029-08-26', "Heroes' Day"],
    ['2029-08-27', "Heroes' Day (observed)"],
    ['2029-12-10', 'Human Rights Day'],
    ['2029-12-25', 'Christmas Day'],
    ['2029-12-26', 'Family Day'],
  ],
  2030: [
    ['2030-01-01', "New Year's Day"],
    ['2030-03-21', 'Independence Day'],
    ['2030-04-19', 'Good Friday'],
    ['2030-04-22', 'Easter Monday'],
    ['2030-05-01', "Workers' Day"],
    ['2030-05-04', 'Cassinga Day'],
    ['2030-05-25', 'Africa Day'],
    ['2030-05-28', 'Genocide Remembrance Day'],
    ['2030-05-30', 'Ascension Day'],
    ['2030-08-26', "Heroes' Day"],
    ['2030-12-10', 'Human Rights Day'],
    ['2030-12-25', 'Christmas Day'],
    ['2030-12-26', 'Family Day'],
  ],
};

describe("Namibia's public holidays", () => {
  it.each(Object.keys(expected).map(Number))('lists every holiday of %i', (year) => {
    expect(namibianPublicHolidays(year).map((holiday) => [holiday.date, holiday.name])).toEqual(
      expected[year],
    );
  });

  it.each([
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2038, '2038-04-25'], // 25 April: the latest date Easter can fall on
    [2035, '2035-03-25'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('keeps Genocide Remembrance Day from 2025 only', () => {
    expect(namibianPublicHolidays(2024).some((holiday) => holiday.name === 'Genocide Remembrance Day')).toBe(
      false,
    );
  });

  it('finds the holidays across a year end, two names on one day joined', () => {
    const days = holidaysBetween('2027-12-20', '2028-01-05');
    expect([...days]).toEqual([
      ['2027-12-25', 'Christmas Day'],
      ['2027-12-26', 'Family Day'],
      ['2027-12-27', 'Family Day (observed)'],
      ['2028-01-01', "New Year's Day"],
    ]);
    expect(holidaysBetween('2028-05-25', '2028-05-25').get('2028-05-25')).toBe('Africa Day, Ascension Day');
  });
});

describe('holidayOn (a workshop set on a holiday, issue 59)', () => {
  it.each<[string, string | undefined]>([
    ['2027-01-01', "New Year's Day"],
    ['2026-12-25', 'Christmas Day'],
    // 21 March 2027 is a Sunday: the Monday after is observed.
    ['2027-03-22', 'Independence Day (observed)'],
    ['2027-01-04', undefined],
    ['', undefined],
    ['not a date', undefined],
  ])('%s: %s', (date, name) => {
    expect(holidayOn(date)).toBe(name);
  });
});

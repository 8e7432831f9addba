import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  isCalendarDate,
  mondayOf,
  monthIndex,
  monthOfIndex,
  weekToShow,
} from './calendar-dates';

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false], // 2026 is not a leap year
    ['2024-02-29', true],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });

  it.each([
    ['2026-03-15', 12, '2027-03-15'],
    ['2024-02-29', 12, '2025-02-28'], // no 29 February in 2025: its last day
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2027-03-31', -1, '2027-02-28'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('counts months and names them again', () => {
    // 2026 x 12 + (11 - 1) = 24,322.
    expect(monthIndex('2026-11')).toBe(24_322);
    expect(monthOfIndex(24_322 + 2)).toBe('2027-01');
    expect(monthIndex('2026-13')).toBeNull();
    expect(monthIndex('2026-1')).toBeNull();
  });
});

describe('a date some days on', () => {
  it.each([
    ['2026-11-25', 30, '2026-12-25'],
    ['2026-12-25', 7, '2027-01-01'],
    // 2028 is a leap year: 28 February and one day is the 29th.
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-25', 0, '2026-11-25'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses a date that is not one', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow('not a calendar date: 2026-02-30');
  });
});

describe('the Monday of a week', () => {
  // 2026-11-23 is a Monday; the week runs to Sunday 2026-11-29.
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-27', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    // Across a year: Thursday 1 January 2026 is in the week of Monday 29 December 2025.
    ['2026-01-01', '2025-12-29'],
  ])('%s is in the week of %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });
});

describe('weekToShow (issue 59)', () => {
  // 30 Nov 2026 is a Monday; 5 and 6 Dec the weekend after it.
  it.each<[string, string, number, string]>([
    ['a Monday morning', '2026-11-30', 8, '2026-11-30'],
    ['a Friday evening', '2026-12-04', 20, '2026-11-30'],
    ['Saturday morning', '2026-12-05', 11, '2026-11-30'],
    ['Saturday noon', '2026-12-05', 12, '2026-12-07'],
    ['Sunday morning', '2026-12-06', 7, '2026-12-07'],
    ['Sunday night', '2026-12-06', 23, '2026-12-07'],
    ['the last Sunday of a year', '2026-12-27', 9, '2026-12-28'],
    ['a Saturday across a month', '2027-01-30', 15, '2027-02-01'],
  ])('%s (%s, %i h) shows the week of %s', (_label, date, hour, monday) => {
    expect(weekToShow(date, hour)).toBe(monday);
  });
});

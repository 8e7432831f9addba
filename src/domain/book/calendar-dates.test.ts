import { describe, expect, it } from 'vitest';
import { addMonths, isCalendarDate, monthIndex, monthOfIndex } from './calendar-dates';

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

import { describe, expect, it } from 'vitest';
import { closedAllWeek, hoursFromText, isClockTime, type OpeningHours, openingHoursLines } from './hours';

const nineToSix = { open: '09:00', close: '18:00' };
const nineToTwo = { open: '09:00', close: '14:00' };

describe('opening hours', () => {
  it.each([
    ['00:00', true],
    ['08:30', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
    ['09:60', false],
    ['0900', false],
    ['', false],
  ])('%j is a time on the 24-hour clock: %s', (value, expected) => {
    expect(isClockTime(value)).toBe(expected);
  });

  it.each<[string, Partial<OpeningHours>, string[]]>([
    [
      'weekdays alike and Saturday shorter',
      { mon: nineToSix, tue: nineToSix, wed: nineToSix, thu: nineToSix, fri: nineToSix, sat: nineToTwo },
      ['Mon-Fri 09:00-18:00', 'Sat 09:00-14:00'],
    ],
    ['one day', { wed: nineToTwo }, ['Wed 09:00-14:00']],
    // Closed Wednesday splits the week; the days either side are grouped on their own.
    [
      'a day closed in the middle',
      { mon: nineToSix, tue: nineToSix, thu: nineToSix, fri: nineToSix },
      ['Mon-Tue 09:00-18:00', 'Thu-Fri 09:00-18:00'],
    ],
    [
      'every day alike',
      Object.fromEntries(Object.keys(closedAllWeek).map((day) => [day, nineToSix])),
      ['Mon-Sun 09:00-18:00'],
    ],
    ['closed all week', {}, []],
  ])('%s: %j', (_name, days, lines) => {
    expect(openingHoursLines({ ...closedAllWeek, ...days })).toEqual(lines);
  });

  it.each<[string, Partial<OpeningHours>]>([
    // The spec's example settings, as SITE_HOURS_WEEKDAYS and SITE_HOURS_SATURDAY write them.
    ['Mon-Fri 9AM-6PM', { mon: nineToSix, tue: nineToSix, wed: nineToSix, thu: nineToSix, fri: nineToSix }],
    ['Sat 9AM-2PM', { sat: nineToTwo }],
    ['Saturday 09:00 - 14:00', { sat: nineToTwo }],
    [
      'Mon–Thu 8:30am–5pm',
      {
        mon: { open: '08:30', close: '17:00' },
        tue: { open: '08:30', close: '17:00' },
        wed: { open: '08:30', close: '17:00' },
        thu: { open: '08:30', close: '17:00' },
      },
    ],
    ['12PM-1PM', {}],
    ['Mon-Fri by appointment', {}],
    ['Fri-Mon 9AM-6PM', {}],
    ['Sat 2PM-9AM', {}],
    ['Sat 13PM-14PM', {}],
    ['', {}],
  ])('reads %j', (text, hours) => {
    expect(hoursFromText(text)).toEqual(hours);
  });
});

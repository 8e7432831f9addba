import { describe, expect, it } from 'vitest';
import {
  calendarDateLabel,
  monthLabel,
  sameTimeNextMonth,
  utcToWindhoekLocal,
  windhoekClockLabel,
  windhoekDate,
  windhoekDayStart,
  windhoekLocalToUtc,
  windhoekNearDateTimeLabel,
  windhoekShortDateLabel,
} from './windhoek-time';

describe('Windhoek time (UTC+2 all year)', () => {
  it.each([
    // local wall clock      -> UTC (two hours earlier)
    ['2026-11-24T14:30', '2026-11-24T12:30:00.000Z'],
    ['2026-11-24T01:15', '2026-11-23T23:15:00.000Z'], // before 02:00 it is still yesterday in UTC
    ['2027-01-01T00:00', '2026-12-31T22:00:00.000Z'], // and last year
    ['2026-07-15T09:00', '2026-07-15T07:00:00.000Z'], // winter: the same offset (no daylight saving since 2017)
    ['2028-02-29T12:00', '2028-02-29T10:00:00.000Z'], // a leap day
  ])('%s in Windhoek is %s', (local, utc) => {
    expect(windhoekLocalToUtc(local)).toBe(utc);
    expect(utcToWindhoekLocal(utc)).toBe(local);
  });

  it.each(['2026-02-30T10:00', '2026-13-01T10:00', '2026-11-24 14:30', '', '2026-11-24T14:30:00'])(
    'refuses %j',
    (local) => {
      expect(() => windhoekLocalToUtc(local)).toThrow(RangeError);
    },
  );

  it.each([
    // instant (UTC)              Windhoek date   day starts (UTC)             next day starts
    ['2026-11-24T10:00:00.000Z', '2026-11-24', '2026-11-23T22:00:00.000Z', '2026-11-24T22:00:00.000Z'],
    ['2026-11-24T21:59:59.999Z', '2026-11-24', '2026-11-23T22:00:00.000Z', '2026-11-24T22:00:00.000Z'],
    ['2026-11-24T22:00:00.000Z', '2026-11-25', '2026-11-24T22:00:00.000Z', '2026-11-25T22:00:00.000Z'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01', '2026-12-31T22:00:00.000Z', '2027-01-01T22:00:00.000Z'],
  ])('%s is on %s, whose day runs from %s to %s', (instant, date, start, next) => {
    const when = new Date(instant);
    expect(windhoekDate(when)).toBe(date);
    expect(windhoekDayStart(when)).toBe(start);
    expect(windhoekDayStart(when, 1)).toBe(next);
  });
});

describe("next month's edition", () => {
  it.each([
    // Windhoek 5 Dec 09:00 (07:00 UTC)  -> 5 Jan 09:00, across the year
    ['2026-12-05T07:00:00.000Z', '2027-01-05T07:00:00.000Z'],
    // Windhoek 31 Jan 18:00 -> 28 Feb 18:00 (February has no 31st)
    ['2027-01-31T16:00:00.000Z', '2027-02-28T16:00:00.000Z'],
    // Windhoek 31 Jan 2028 -> 29 Feb 2028 (a leap year)
    ['2028-01-31T16:00:00.000Z', '2028-02-29T16:00:00.000Z'],
    // Windhoek 1 Mar 01:00 is 28 Feb 23:00 UTC: the local date moves, not the UTC one -> 1 Apr 01:00
    ['2027-02-28T23:00:00.000Z', '2027-03-31T23:00:00.000Z'],
  ])('%s moves to %s', (from, to) => {
    expect(sameTimeNextMonth(from)).toBe(to);
  });
});

describe('a time close to now, as a busy list says it', () => {
  // Now: 27 Nov 2026, 10:00 in Windhoek (08:00 UTC).
  const now = new Date('2026-11-27T08:00:00.000Z');
  it.each([
    ['2026-11-27T13:00:00.000Z', 'today 15:00'],
    // 23:30 UTC on the 27th is 01:30 on the 28th in Windhoek.
    ['2026-11-27T23:30:00.000Z', 'tomorrow 01:30'],
    ['2026-11-26T07:00:00.000Z', 'yesterday 09:00'],
    ['2026-09-05T06:13:00.000Z', '5 Sep, 08:13'],
    ['2027-01-03T07:00:00.000Z', '3 Jan 2027, 09:00'],
  ])('%s reads %s', (instant, label) => {
    expect(windhoekNearDateTimeLabel(instant, now)).toBe(label);
  });
});

describe('short dates and 24-hour times, the same in every browser', () => {
  it.each([
    // September is 'Sep', beside 'Nov' (en-GB in Chromium says 'Sept').
    ['2026-09-05', '5 Sep 2026'],
    ['2026-12-01', '1 Dec 2026'],
    ['2027-01-31', '31 Jan 2027'],
    ['not a date', 'not a date'],
    ['2026-13-01', '2026-13-01'],
  ])('calendar date %s reads %s', (day, label) => {
    expect(calendarDateLabel(day)).toBe(label);
  });

  it.each([
    ['2026-09', 'Sep 2026'],
    ['2026-11', 'Nov 2026'],
    ['2026-00', '2026-00'],
  ])('month %s reads %s', (month, label) => {
    expect(monthLabel(month)).toBe(label);
  });

  it.each([
    // 22:30 UTC on 30 Sep is 00:30 on 1 Oct in Windhoek (UTC+2).
    ['2026-09-30T22:30:00.000Z', '1 Oct 2026', '00:30'],
    // 16:00 UTC is 18:00: a closing time, never '6:00' with its PM clipped.
    ['2026-11-27T16:00:00.000Z', '27 Nov 2026', '18:00'],
    ['2026-09-05T07:05:00.000Z', '5 Sep 2026', '09:05'],
  ])('instant %s is %s at %s', (instant, date, clock) => {
    expect(windhoekShortDateLabel(instant)).toBe(date);
    expect(windhoekClockLabel(instant)).toBe(clock);
  });
});

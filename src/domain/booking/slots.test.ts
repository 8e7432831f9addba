import { describe, expect, it } from 'vitest';
import { holidaysBetween } from './holidays';
import { type AvailabilitySettings, type BusyTime, freeSlots, minutesOfDay, windhoekIso } from './slots';

/**
 * Free slots, table-driven. Windhoek is UTC+2 all year: 09:00 there is 07:00 UTC. Tuesday
 * 1 December 2026 is the reference day (a Tuesday; 10 December is a public holiday).
 */

const weekdaysOnly = { start: '09:00', end: '12:00' };
const settings = (changes: Partial<AvailabilitySettings> = {}): AvailabilitySettings => ({
  weeklyHours: {
    sun: [],
    mon: [weekdaysOnly],
    tue: [weekdaysOnly],
    wed: [weekdaysOnly],
    thu: [weekdaysOnly],
    fri: [weekdaysOnly],
    sat: [],
  },
  meetingMinutes: 60,
  bufferMinutes: 0,
  minimumNoticeMinutes: 120,
  horizonDays: 30,
  kinds: ['phone', 'whatsapp-video', 'office'],
  closedOnPublicHolidays: true,
  ...changes,
});
// Monday 30 November 2026, 08:00 Windhoek (06:00 UTC): far from Tuesday's slots.
const mondayMorning = new Date('2026-11-30T06:00:00.000Z');
const starts = (query: Partial<Parameters<typeof freeSlots>[0]>) =>
  freeSlots({
    settings: settings(),
    now: mondayMorning,
    from: '2026-12-01',
    days: 1,
    busy: [],
    closedDates: new Set(),
    ...query,
  }).map((slot) => slot.start.slice(11, 16));

describe('free slots', () => {
  it.each([
    // 09:00-12:00 cut into meetings with the buffer between them.
    ['60 min, no buffer', settings(), ['09:00', '10:00', '11:00']],
    // 45 + 15 = one an hour; 11:00 + 45 = 11:45 fits before 12:00.
    [
      '45 min, 15 min buffer',
      settings({ meetingMinutes: 45, bufferMinutes: 15 }),
      ['09:00', '10:00', '11:00'],
    ],
    // 30 + 10: 09:00, 09:40, 10:20, 11:00, 11:40 would end 12:10, so it is not offered.
    [
      '30 min, 10 min buffer',
      settings({ meetingMinutes: 30, bufferMinutes: 10 }),
      ['09:00', '09:40', '10:20', '11:00'],
    ],
    // Two windows: a lunch break.
    [
      'morning and afternoon',
      settings({
        weeklyHours: { ...settings().weeklyHours, tue: [{ start: '14:00', end: '16:00' }, weekdaysOnly] },
      }),
      ['09:00', '10:00', '11:00', '14:00', '15:00'],
    ],
  ])('%s', (_label, chosen, expected) => {
    expect(starts({ settings: chosen })).toEqual(expected);
  });

  it('gives times with the +02:00 offset and the kinds offered', () => {
    const [first] = freeSlots({
      settings: settings({ kinds: ['phone'] }),
      now: mondayMorning,
      from: '2026-12-01',
      days: 1,
      busy: [],
      closedDates: new Set(),
    });
    expect(first).toEqual({
      start: '2026-12-01T09:00:00+02:00',
      end: '2026-12-01T10:00:00+02:00',
      kinds: ['phone'],
    });
    expect(Date.parse(first!.start)).toBe(Date.parse('2026-12-01T07:00:00.000Z'));
  });

  it.each([
    // now (Windhoek), notice in minutes, offered
    ['07:00 with 2 h notice', '2026-12-01T05:00:00.000Z', 120, ['09:00', '10:00', '11:00']],
    // 07:01 + 2 h = 09:01: the 09:00 slot is a minute too soon.
    ['07:01 with 2 h notice', '2026-12-01T05:01:00.000Z', 120, ['10:00', '11:00']],
    ['09:30 with 1 h notice', '2026-12-01T07:30:00.000Z', 60, ['11:00']],
    ['the same morning, no notice', '2026-12-01T07:00:00.000Z', 0, ['09:00', '10:00', '11:00']],
  ])('minimum notice: at %s', (_label, now, notice, expected) => {
    expect(starts({ now: new Date(now), settings: settings({ minimumNoticeMinutes: notice }) })).toEqual(
      expected,
    );
  });

  it.each([
    // a booking (UTC), offered
    [
      'a booking at 10:00',
      [{ start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T09:00:00.000Z' }],
      0,
      ['09:00', '11:00'],
    ],
    // With a 15 min buffer the slots are 09:00 and 10:15 (60 + 15): the booking 10:00-11:00 leaves
    // no 15-minute gap after 09:00-10:00, and overlaps 10:15.
    [
      'a booking at 10:00, 15 min buffer',
      [{ start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T09:00:00.000Z' }],
      15,
      [],
    ],
    // A blocked time 09:30-09:45 closes the 09:00 slot only.
    [
      'blocked 09:30-09:45',
      [{ start: '2026-12-01T07:30:00.000Z', end: '2026-12-01T07:45:00.000Z' }],
      0,
      ['10:00', '11:00'],
    ],
    // A day off written as a blocked time over the whole day.
    [
      'the whole day blocked',
      [{ start: '2026-11-30T22:00:00.000Z', end: '2026-12-01T22:00:00.000Z' }],
      0,
      [],
    ],
    // A booking ending exactly when a slot starts leaves it free.
    [
      'a booking 08:00-09:00',
      [{ start: '2026-12-01T06:00:00.000Z', end: '2026-12-01T07:00:00.000Z' }],
      0,
      ['09:00', '10:00', '11:00'],
    ],
    // A week's holiday blocked from the Sunday before: overlapping and out-of-order entries still close the day.
    [
      'a long block and a booking inside it',
      [
        { start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T09:00:00.000Z' },
        { start: '2026-11-29T00:00:00.000Z', end: '2026-12-06T00:00:00.000Z' },
      ],
      0,
      [],
    ],
  ] as [string, BusyTime[], number, string[]][])('busy: %s', (_label, busy, buffer, expected) => {
    expect(starts({ busy, settings: settings({ bufferMinutes: buffer }) })).toEqual(expected);
  });

  it('closes public holidays and weekends, and stops at the horizon', () => {
    const slots = freeSlots({
      settings: settings({ horizonDays: 14 }),
      now: mondayMorning,
      from: '2026-12-07',
      days: 14,
      busy: [],
      closedDates: new Set(holidaysBetween('2026-12-07', '2026-12-20').keys()),
    });
    const days = [...new Set(slots.map((slot) => slot.start.slice(0, 10)))];
    // 30 November + 14 days = 14 December is the last day; 10 December (Thursday) is Human Rights Day;
    // 12 and 13 December are a weekend.
    expect(days).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-11', '2026-12-14']);
  });

  it('crosses a month and a year end on the Windhoek calendar', () => {
    const slots = freeSlots({
      settings: settings({
        weeklyHours: {
          sun: [],
          mon: [weekdaysOnly],
          tue: [weekdaysOnly],
          wed: [weekdaysOnly],
          thu: [weekdaysOnly],
          fri: [weekdaysOnly],
          sat: [{ start: '09:00', end: '10:00' }],
        },
      }),
      now: new Date('2026-12-28T06:00:00.000Z'),
      from: '2026-12-30',
      days: 5,
      busy: [],
      closedDates: new Set(holidaysBetween('2026-12-30', '2027-01-03').keys()),
    });
    // Wed 30, Thu 31 December; Friday 1 January is New Year's Day; Saturday 2 January one hour; Sunday closed.
    expect([...new Set(slots.map((slot) => slot.start.slice(0, 10)))]).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-02',
    ]);
    expect(slots.at(-1)).toEqual({
      start: '2027-01-02T09:00:00+02:00',
      end: '2027-01-02T10:00:00+02:00',
      kinds: ['phone', 'whatsapp-video', 'office'],
    });
  });

  it('reads times of day and writes Windhoek instants', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('24:00')).toBeNaN();
    expect(windhoekIso(Date.parse('2026-12-31T22:30:00.000Z'))).toBe('2027-01-01T00:30:00+02:00');
  });
});

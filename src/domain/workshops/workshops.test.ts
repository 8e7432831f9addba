import { describe, expect, it } from 'vitest';
import { windhoekLocalToUtc } from '../windhoek-time';
import {
  hasStarted,
  isRegistrationOpen,
  offerAvailability,
  seatsLeft,
  seatsLeftLabel,
  windhoekDateLabel,
  windhoekTimeLabel,
  workshopPriceLabel,
  workshopWhenLabel,
} from './workshops';

describe('seats left', () => {
  it.each([
    // capacity, confirmed, left, label
    [25, 0, 25, '25 seats left'],
    [25, 22, 3, '3 seats left'],
    [5, 4, 1, '1 seat left'],
    [5, 5, 0, 'Full: join the waiting list'],
    // More confirmed than seats (the adviser lowered the capacity): still full, never negative.
    [5, 7, 0, 'Full: join the waiting list'],
    [null, 40, null, null],
  ])('capacity %s with %s confirmed leaves %s (%s)', (capacity, confirmed, left, label) => {
    expect(seatsLeft(capacity, confirmed)).toBe(left);
    expect(seatsLeftLabel(seatsLeft(capacity, confirmed))).toBe(label);
  });

  it.each([
    [null, 'InStock'],
    [6, 'InStock'],
    [5, 'LimitedAvailability'],
    [1, 'LimitedAvailability'],
    [0, 'SoldOut'],
  ] as const)('%s seats left is schema.org %s', (left, availability) => {
    expect(offerAvailability(left)).toBe(availability);
  });
});

describe('registration closing time, Windhoek clock', () => {
  // Closes at 17:00 Windhoek on 4 December 2026 = 15:00 UTC (UTC+2 all year).
  const closesAt = windhoekLocalToUtc('2026-12-04T17:00');
  it.each([
    ['2026-12-04T14:59:59.999Z', true], // 16:59:59.999 in Windhoek
    ['2026-12-04T15:00:00.000Z', false], // 17:00 in Windhoek: closed
    ['2026-12-04T16:30:00.000Z', false], // 18:30 in Windhoek, though still 16:30 in UTC
    ['2026-12-03T22:00:00.000Z', true], // midnight into 4 December in Windhoek
  ])('at %s registration is open: %s', (now, open) => {
    expect(closesAt).toBe('2026-12-04T15:00:00.000Z');
    expect(isRegistrationOpen(closesAt, new Date(now))).toBe(open);
  });

  it('a workshop is past from its start', () => {
    const startsAt = windhoekLocalToUtc('2026-12-05T09:00'); // 07:00 UTC
    expect(hasStarted(startsAt, new Date('2026-12-05T06:59:00.000Z'))).toBe(false);
    expect(hasStarted(startsAt, new Date('2026-12-05T07:00:00.000Z'))).toBe(true);
  });
});

describe('dates and times as Windhoek reads them', () => {
  it.each([
    ['2026-12-05T07:00:00.000Z', '9:00 AM', '5 December 2026'],
    ['2026-12-05T10:00:00.000Z', '12:00 PM', '5 December 2026'],
    ['2026-12-05T16:30:00.000Z', '6:30 PM', '5 December 2026'],
    // 22:30 UTC on 31 December is 00:30 on 1 January in Windhoek.
    ['2026-12-31T22:30:00.000Z', '12:30 AM', '1 January 2027'],
  ])('%s is %s on %s', (instant, time, date) => {
    expect(windhoekTimeLabel(instant)).toBe(time);
    expect(windhoekDateLabel(instant)).toBe(date);
  });

  it('says the day, the date and both times', () => {
    expect(workshopWhenLabel('2026-12-05T07:00:00.000Z', '2026-12-05T10:00:00.000Z')).toBe(
      'Saturday 5 December 2026, 9:00 AM to 12:00 PM',
    );
    // 4 December 2026 is a Friday; the workshop runs into Saturday morning.
    expect(workshopWhenLabel('2026-12-04T16:00:00.000Z', '2026-12-05T10:00:00.000Z')).toBe(
      'Friday 4 December 2026, 6:00 PM to Saturday 5 December 2026, 12:00 PM',
    );
  });
});

describe('prices', () => {
  it.each([
    [0, 'Free'],
    [14_900, 'N$ 149'],
    [9_950, 'N$ 99.50'],
    [150_000, 'N$ 1,500'],
  ])('%s cents reads %s', (cents, label) => {
    expect(workshopPriceLabel(cents)).toBe(label);
  });
});

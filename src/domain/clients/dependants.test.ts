import { describe, expect, it } from 'vitest';
import { bornOnOrBeforeForAdult, dependantOfText, isDependantOn } from './dependants';

describe('bornOnOrBeforeForAdult: the last date of birth of an adult on a day', () => {
  it.each([
    ['2026-12-07', '2008-12-07'],
    ['2026-01-01', '2008-01-01'],
    // 2028 is a leap year, 2010 is not: 29 Feb 2028 minus 18 years is the 28th.
    ['2028-02-29', '2010-02-28'],
    ['2026-02-28', '2008-02-28'],
    ['2026-03-01', '2008-03-01'],
  ])('on %s: %s', (today, expected) => {
    expect(bornOnOrBeforeForAdult(today)).toBe(expected);
  });
});

describe('isDependantOn: under 18 on the day (D37)', () => {
  it.each([
    // Martha Hangula of the demo, born 2015: 11 on 7 Dec 2026.
    ['2015-06-14', '2026-12-07', true],
    // Turns 18 today: an adult; tomorrow's birthday: still a dependant today.
    ['2008-12-07', '2026-12-07', false],
    ['2008-12-08', '2026-12-07', true],
    // Born 29 Feb 2008: still 17 on 28 Feb 2026, 18 on 1 Mar 2026.
    ['2008-02-29', '2026-02-28', true],
    ['2008-02-29', '2026-03-01', false],
    // Born 29 Feb 2012, a leap day in a leap year: 18 on 29 Feb 2030? 2030 has none, so 1 Mar 2030.
    ['2012-02-29', '2030-02-28', true],
    ['2012-02-29', '2030-03-01', false],
    // An adult, an unknown date of birth, and one that is not a date.
    ['1985-04-12', '2026-12-07', false],
    [null, '2026-12-07', false],
    ['', '2026-12-07', false],
    ['not a date', '2026-12-07', false],
  ])('born %s, on %s: %s', (dateOfBirth, today, expected) => {
    expect(isDependantOn(dateOfBirth, today)).toBe(expected);
  });
});

describe('dependantOfText: whose dependant they are', () => {
  it.each([
    [
      ['Tangeni Hangula'],
      'A dependant of Tangeni Hangula, not a prospect or client of their own until they turn 18.',
    ],
    [
      ['Tangeni Hangula', 'Selma Hangula'],
      'A dependant of Tangeni Hangula and Selma Hangula, not a prospect or client of their own until they turn 18.',
    ],
    [
      [],
      'A dependant, not a prospect or client of their own until they turn 18: link them to the adult who provides for them.',
    ],
  ])('%j', (adults, expected) => {
    expect(dependantOfText(adults)).toBe(expected);
  });
});

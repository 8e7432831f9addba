import { describe, expect, it } from 'vitest';
import { dateOfBirthFromIdNumber, nextBirthday } from './namibian-id';

describe('a Namibian ID number’s date of birth', () => {
  const today = '2026-11-25';
  it.each([
    ['85031500123', '1985-03-15'],
    ['850315 00123', '1985-03-15'], // spaces as people type them
    ['01010100456', '2001-01-01'],
    ['26112500789', '2026-11-25'], // born today
    ['26112600789', '1926-11-26'], // tomorrow in 2026 is not a birthday yet: 1926
    ['00022900111', '2000-02-29'], // 2000 was a leap year
    ['99022900111', null], // 1999 was not, nor 2099 before today
    ['85133100123', null], // no 13th month
    ['8503150012', null], // 10 digits
    ['850315001234', null], // 12 digits
    ['85031500A23', null],
  ])('%s: %s', (idNumber, expected) => {
    expect(dateOfBirthFromIdNumber(idNumber, today)).toBe(expected);
  });

  it.each([
    ['1985-03-15', '2026-11-25', '2027-03-15'],
    ['1985-12-01', '2026-11-25', '2026-12-01'],
    ['1985-11-25', '2026-11-25', '2026-11-25'], // today
    ['2000-02-29', '2026-11-25', '2027-02-28'], // 2027 has no 29 February
    ['2000-02-29', '2027-11-25', '2028-02-29'],
  ])('born %s, on %s the next birthday is %s', (born, on, expected) => {
    expect(nextBirthday(born, on)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { checkIdentity, dateOfBirthMessage, idNumberDateMessage } from './new-client';

const today = '2026-11-27';

describe('checkIdentity (a client added by hand)', () => {
  it.each([
    // [ID number, date of birth typed, expected]
    ['', '', { ok: true, dateOfBirth: null }],
    ['', '1980-05-04', { ok: true, dateOfBirth: '1980-05-04' }],
    // 85 04 12 -> 12 April 1985 (2085 would be in the future)
    ['85041200123', '', { ok: true, dateOfBirth: '1985-04-12' }],
    ['850412 00123', '1985-04-12', { ok: true, dateOfBirth: '1985-04-12' }],
    // 01 01 01 -> 1 January 2001 (on or before today, so this century)
    ['01010100456', '', { ok: true, dateOfBirth: '2001-01-01' }],
    // 26 11 27 is today in 2026: born today is allowed
    ['26112700001', '', { ok: true, dateOfBirth: '2026-11-27' }],
    // A passport number is kept as typed
    ['P1234567', '1990-02-03', { ok: true, dateOfBirth: '1990-02-03' }],
  ])('%s with %s', (idNumber, birth, expected) => {
    expect(checkIdentity(idNumber, birth, today)).toEqual(expected);
  });

  it.each([
    // month 13
    ['85130100123', '', 'idNumber', idNumberDateMessage],
    // 30 February in either century
    ['00023000123', '', 'idNumber', idNumberDateMessage],
    // 29 February 2001 and 1901 are not leap years
    ['01022900123', '', 'idNumber', idNumberDateMessage],
    // ten digits: not a Namibian ID, not a passport either
    ['8504120012', '', 'idNumber', 'A Namibian ID number has 11 digits'],
    ['', '2027-01-01', 'dateOfBirth', dateOfBirthMessage],
    ['', '1985-02-30', 'dateOfBirth', dateOfBirthMessage],
    [
      '85041200123',
      '1985-04-13',
      'dateOfBirth',
      'The ID number gives 1985-04-12 as the date of birth: correct one of them',
    ],
  ])('%s with %s is refused on %s', (idNumber, birth, field, message) => {
    expect(checkIdentity(idNumber, birth, today)).toEqual({ ok: false, field, message });
  });

  it('29 February 2000 is a real date', () => {
    expect(checkIdentity('00022900123', '', today)).toEqual({ ok: true, dateOfBirth: '2000-02-29' });
  });
});

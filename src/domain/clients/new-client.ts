import { isCalendarDate } from '../book/calendar-dates';
import { dateOfBirthFromIdNumber } from '../book/namibian-id';

/**
 * A client added by hand (issue 43): the ID number and date of birth checked against each other.
 * A Namibian ID is 11 digits whose first six are the date of birth (YYMMDD): those six must be a
 * real date on or before today. Any other form (a passport number, letters in it) is kept as
 * typed. A date of birth left empty is taken from a Namibian ID.
 */
export type IdentityCheck =
  | { ok: true; dateOfBirth: string | null }
  | { ok: false; field: 'idNumber' | 'dateOfBirth'; message: string };

export const idNumberDateMessage =
  "This ID number's first six digits are not a real date of birth (YYMMDD): check the number";
export const dateOfBirthMessage = 'Enter the date of birth as a real date (YYYY-MM-DD), not in the future';

export function looksLikeNamibianId(idNumber: string): boolean {
  return /^\d{11}$/.test(idNumber.replace(/[\s-]/g, ''));
}

export function checkIdentity(idNumber: string, dateOfBirth: string, today: string): IdentityCheck {
  const typedBirth = dateOfBirth.trim();
  if (typedBirth && (!isCalendarDate(typedBirth) || typedBirth > today))
    return { ok: false, field: 'dateOfBirth', message: dateOfBirthMessage };
  const id = idNumber.trim();
  if (!looksLikeNamibianId(id)) {
    if (/^\d+$/.test(id.replace(/[\s-]/g, '')) && id.replace(/[\s-]/g, '').length >= 9)
      return { ok: false, field: 'idNumber', message: 'A Namibian ID number has 11 digits' };
    return { ok: true, dateOfBirth: typedBirth || null };
  }
  const fromId = dateOfBirthFromIdNumber(id, today);
  if (!fromId) return { ok: false, field: 'idNumber', message: idNumberDateMessage };
  if (typedBirth && typedBirth !== fromId)
    return {
      ok: false,
      field: 'dateOfBirth',
      message: `The ID number gives ${fromId} as the date of birth: correct one of them`,
    };
  return { ok: true, dateOfBirth: fromId };
}

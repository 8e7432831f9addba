/**
 * Children in a household (D37): a person under 18 is a dependant, not a prospect or client of
 * their own, and is not asked the FIA questions (occupation, source of funds, PEP), which belong
 * to the adult who contracts. Worked out from the date of birth on each day, never stored: a
 * dependant becomes a prospect (or client) of their own on their 18th birthday.
 */

export const adultAge = 18;

/**
 * The last date of birth of someone who is an adult on `today` (both `YYYY-MM-DD`): today's date
 * 18 years back. Born on 29 February, they come of age on 1 March in a year without one, so on
 * 28 February of such a year the cut-off is the 28th.
 */
export function bornOnOrBeforeForAdult(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const back = year - adultAge;
  const lastDay = new Date(Date.UTC(back, month, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(back, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** Whether someone born on `dateOfBirth` is under 18 on `today`; unknown (null or '') is not. */
export function isDependantOn(dateOfBirth: string | null | undefined, today: string): boolean {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return false;
  return dateOfBirth > bornOnOrBeforeForAdult(today);
}

/** What the back office calls them in place of a stage. */
export const dependantLabel = 'Dependant (under 18)';

/** What a dependant's page says in place of a stage: whose dependant they are, when named. */
export function dependantOfText(adults: readonly string[]): string {
  return adults.length > 0
    ? `A dependant of ${adults.join(' and ')}, not a prospect or client of their own until they turn 18.`
    : 'A dependant, not a prospect or client of their own until they turn 18: link them to the adult who provides for them.';
}

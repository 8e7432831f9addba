/**
 * The field limits, messages and helpers the public pages use without the schemas (shared/fields.ts),
 * so that a page shows or applies them without loading zod before it is interactive (issue 22).
 * Names and short answers at most 200 characters, free text at most 5,000.
 */

export const nameMaxLength = 200;
export const freeTextMaxLength = 5000;
export const emailMaxLength = 254;
export const phoneMaxLength = 40;

export const invalidEmailMessage = 'Please enter a valid email address';

/** '5,000': a whole number with its thousands grouped, as 'en-US' writes it. */
export function groupThousands(whole: number): string {
  return String(Math.trunc(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Without `toLocaleString`: every schema's limit builds this message when its module loads, and a
 * number formatter made for each was most of a back-office page's script time before it is
 * interactive (issue 34).
 */
export function tooLongMessage(max: number): string {
  return `Please use at most ${groupThousands(max)} characters`;
}

/** Whether a phone number is one as typed lives in src/domain/clients/phone-shape.ts (issue 57: the import's reading needs it). */
export { isPhoneNumber } from '../domain/clients/phone-shape';

export const amountMessage = 'Enter an amount in N$ (0 or more, at most 2 decimals)';

export const honeypotFieldName = 'website';

/** The spec's name split: the first word is the first name, the rest is the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

import { parsePhoneNumber } from 'awesome-phonenumber';

/**
 * Migrations 0009 and 0034's own copy (issue 57) of src/domain/clients/contact-keys.ts as it was
 * when they ran on the databases that exist: a later change to the live one must not change what
 * they do on a new database.
 *
 * How one person is recognised across enquiries (DECISIONS D21): the same e-mail address (trimmed,
 * case-folded) or the same phone number in E.164, Namibia (+264) being the country of a number
 * written without one. Each key is stored once, pointing at its client (table `client_keys`).
 */

/** Namibia: `081 123 4567` is +264 81 123 4567. */
const defaultRegion = 'NA';

export function emailKey(email: string): string | null {
  const folded = email.trim().toLowerCase();
  return folded.includes('@') ? `email:${folded}` : null;
}

/**
 * The number in E.164 (`+264811234567`), or null when the phone library cannot make a possible
 * number of it. `264811234567` (the country code without its plus) is read as international.
 */
export function toE164(phone: string): string | null {
  const written = phone.trim();
  if (!/\d/.test(written)) return null;
  try {
    const national = parsePhoneNumber(written, { regionCode: defaultRegion });
    if (national.valid) return national.number.e164;
    // `27821234567`: another country's code written without its plus.
    if (!/^[+0]/.test(written)) {
      const international = parsePhoneNumber(`+${written.replace(/\D/g, '')}`);
      if (international.valid) return international.number.e164;
    }
    // A number the library cannot vouch for is still matched on the shape it would dial.
    return national.possible && national.number ? national.number.e164 : null;
  } catch {
    // Whatever a visitor types must not stop their enquiry: an unreadable number matches nothing.
    return null;
  }
}

export function phoneKey(phone: string): string | null {
  const e164 = toE164(phone);
  return e164 ? `phone:${e164}` : null;
}

/** The keys of a person's contact details, e-mail first: an e-mail match wins over a phone match. */
export function contactKeys(person: { email: string; phone: string }): string[] {
  return [emailKey(person.email), phoneKey(person.phone)].filter((key): key is string => key !== null);
}

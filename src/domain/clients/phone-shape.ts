/** A phone number as typed: digits with spaces, +, brackets, dots or dashes; 6 to 20 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[0-9+()\-.\s]+$/.test(value) && digits >= 6 && digits <= 20;
}

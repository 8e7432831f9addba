/**
 * The quote page's options, labels and messages (DECISIONS D6), apart from the schema
 * (shared/quote.ts) so that the page shows them without loading zod before it is interactive.
 */

/** The insurance needs a quote request can name (DECISIONS D6). */
export const insuranceTypes = [
  { value: 'life', label: 'Life cover' },
  { value: 'funeral', label: 'Funeral cover' },
  { value: 'disability', label: 'Disability cover' },
  { value: 'severe-illness', label: 'Severe illness cover' },
  { value: 'medical', label: 'Medical aid and gap cover' },
  { value: 'retirement', label: 'Retirement savings' },
  { value: 'investment', label: 'Investments' },
  { value: 'short-term', label: 'Car and home insurance' },
  { value: 'business', label: 'Business insurance' },
] as const;

/** Who is to be covered. */
export const coverForOptions = [
  { value: 'myself', label: 'Just me' },
  { value: 'me-and-partner', label: 'Me and my spouse or partner' },
  { value: 'family', label: 'My family (including children)' },
  { value: 'parents', label: 'My parents or extended family' },
  { value: 'business', label: 'My business or staff' },
] as const;

export type InsuranceType = (typeof insuranceTypes)[number]['value'];
export type CoverFor = (typeof coverForOptions)[number]['value'];

/** The label a visitor saw for an insurance type (the value itself for an unknown one). */
export function insuranceTypeLabel(value: string): string {
  return insuranceTypes.find((type) => type.value === value)?.label ?? value;
}

export function coverForLabel(value: string): string {
  return coverForOptions.find((option) => option.value === value)?.label ?? value;
}

export const quoteMessages = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  phone: 'Please enter your phone number',
  coverFor: 'Please choose who is to be covered',
  types: 'Please choose at least one type of cover',
  success: 'Quote request sent!',
  successDescription: 'Thank you. We will prepare your quote and contact you within 24 hours.',
  failure: 'Request failed',
  /** When the server gives no message of its own (or cannot be reached). */
  failureFallback: (phone: string) =>
    `Your request could not be sent. Please try again, or call us on ${phone}.`,
} as const;

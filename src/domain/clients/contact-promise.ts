/**
 * The site promises a reply within 24 hours (issue 18). An enquiry keeps the promise when the
 * adviser's first contact with its client after it came within 24 hours of it.
 */

export const contactPromiseMs = 24 * 60 * 60 * 1000;

export interface PromiseTally {
  enquiries: number;
  contactedWithin24h: number;
  /** Whole per cent, rounded half up; null for a month without enquiries. */
  sharePercent: number | null;
}

export function contactPromiseTally(
  enquiries: readonly { createdAt: string; firstContactedAt: string | null }[],
): PromiseTally {
  const kept = enquiries.filter(
    (enquiry) =>
      enquiry.firstContactedAt !== null &&
      Date.parse(enquiry.firstContactedAt) - Date.parse(enquiry.createdAt) <= contactPromiseMs,
  ).length;
  return {
    enquiries: enquiries.length,
    contactedWithin24h: kept,
    sharePercent: enquiries.length === 0 ? null : Math.round((kept * 100) / enquiries.length),
  };
}

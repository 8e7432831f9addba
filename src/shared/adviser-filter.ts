/**
 * The "whose clients" filter of the client list and Today (issue 34), as the adviser reads it: a
 * module without schemas, for the lists' hooks (its query schema is `adviserFilterSchema` in
 * shared/clients.ts).
 */
export const adviserFilters = ['anyone', 'mine'] as const;
export type AdviserFilter = (typeof adviserFilters)[number];
export const adviserFilterLabels: Record<AdviserFilter, string> = { anyone: 'Everyone’s', mine: 'Mine' };
/** `url` asking for the signed-in person's clients when `adviser` is `mine` (everyone's is the default). */
export function withAdviserFilter(url: string, adviser: AdviserFilter): string {
  return adviser === 'mine' ? `${url}${url.includes('?') ? '&' : '?'}adviser=mine` : url;
}

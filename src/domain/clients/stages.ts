/**
 * Who is a client (D32, issue 43): plain values for the back office and the list's filter.
 * A prospect becomes a client when a policy of theirs is in force or advice is recorded for them;
 * a former client only when the adviser says so.
 */
export const clientStages = ['prospect', 'client', 'former-client'] as const;
export type ClientStage = (typeof clientStages)[number];
export const clientStageLabels: Record<ClientStage, string> = {
  prospect: 'Prospect',
  client: 'Client',
  'former-client': 'Former client',
};

export function asClientStage(value: unknown): ClientStage {
  return (clientStages as readonly unknown[]).includes(value) ? (value as ClientStage) : 'prospect';
}

/** The list's stage filter: clients and prospects unless asked; dependants (D37) apart. */
export const clientStageFilters = [
  'current',
  'prospect',
  'client',
  'former-client',
  'dependant',
  'any',
] as const;
export type ClientStageFilter = (typeof clientStageFilters)[number];
export const clientStageFilterLabels: Record<ClientStageFilter, string> = {
  current: 'Clients and prospects',
  prospect: 'Prospects',
  client: 'Clients',
  'former-client': 'Former clients',
  dependant: 'Dependants (under 18)',
  any: 'Everyone',
};

/** What the list's count calls those it holds (issue 59: "49 clients" counted prospects too). */
export const clientStageFilterNouns: Record<ClientStageFilter, readonly [string, string]> = {
  current: ['client or prospect', 'clients and prospects'],
  prospect: ['prospect', 'prospects'],
  client: ['client', 'clients'],
  'former-client': ['former client', 'former clients'],
  dependant: ['dependant', 'dependants'],
  any: ['person', 'people'],
};

/** How a person came to the practice. */
export const clientSources = ['referral', 'walk-in', 'existing', 'website', 'other'] as const;
export type ClientSource = (typeof clientSources)[number];
export const clientSourceLabels: Record<ClientSource, string> = {
  referral: 'Referral',
  'walk-in': 'Walk-in',
  existing: 'Existing client of the practice',
  website: 'Website',
  other: 'Other',
};

/** The board's choice about existing clients' opportunities. */
export const boardClientFilters = ['all', 'hide-existing', 'only-existing'] as const;
export type BoardClientFilter = (typeof boardClientFilters)[number];
export const boardClientFilterLabels: Record<BoardClientFilter, string> = {
  all: 'Everyone',
  'hide-existing': 'Hide existing clients',
  'only-existing': 'Only existing clients',
};

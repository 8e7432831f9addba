/**
 * The team's roles (issue 34) and what each may do, by area. The server's route table
 * (`server/access/route-access.ts`) names one area per route; the back office's frame leaves out
 * the pages a role may not open. Schema-free: the back office's frame imports it.
 */

export const roles = ['owner', 'adviser', 'assistant'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  adviser: 'Adviser',
  assistant: 'Assistant',
};

export const roleDescriptions: Record<Role, string> = {
  owner: 'Everything, and the team.',
  adviser: 'Everything about clients, policies and advice; not the team.',
  assistant:
    'Calendar and bookings, workshops, newsletters, clients’ names and contact details, follow-ups and notes. ' +
    'Not ID numbers, bank accounts, health answers, needs-analysis finances, commissions, export, erasure, retention or the audit log.',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** A stored role; anything unknown counts as the role that may do least. */
export function asRole(value: unknown): Role {
  return isRole(value) ? value : 'assistant';
}

/** The role as a sentence says it: "an assistant", "an adviser", "an owner". */
export function roleWithArticle(role: Role): string {
  const label = roleLabels[role].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}

/**
 * The areas of the back office. `refusal` finishes the sentence "An assistant may not ..." of the
 * 403 a role gets outside its areas.
 */
export const areas = {
  /** Calendar, bookings, workshops, newsletters, clients' names and contacts, follow-ups, notes, the board. */
  frontDesk: { roles: ['owner', 'adviser', 'assistant'], refusal: 'do this' },
  /** ID numbers and identity documents, and the documents clients send. */
  identity: {
    roles: ['owner', 'adviser'],
    refusal: 'see ID numbers, identity documents or the documents clients send',
  },
  /** Financial needs analyses, needs-analysis finances, health answers, bank accounts, advice records, reviews. */
  advice: {
    roles: ['owner', 'adviser'],
    refusal: 'open financial needs analyses, needs-analysis finances or advice records',
  },
  /** Changing policies, their commissions, the book of business. */
  book: { roles: ['owner', 'adviser'], refusal: 'change policies or see the book’s commissions' },
  export: { roles: ['owner', 'adviser'], refusal: 'export clients’ records' },
  erasure: { roles: ['owner', 'adviser'], refusal: 'erase clients' },
  retention: { roles: ['owner', 'adviser'], refusal: 'open retention' },
  audit: { roles: ['owner', 'adviser'], refusal: 'open the audit log' },
  team: { roles: ['owner'], refusal: 'manage the team' },
  /** The Website area's draft (issue 58): what the public site says, before an owner publishes it. */
  website: { roles: ['owner', 'adviser'], refusal: 'change the website' },
  /** Publishing the website: the words and claims published in the practice's name. */
  websitePublish: { roles: ['owner'], refusal: 'publish the website' },
} as const satisfies Record<string, { roles: readonly Role[]; refusal: string }>;
export type Area = keyof typeof areas;

export function mayUse(role: Role, area: Area): boolean {
  return (areas[area].roles as readonly Role[]).includes(role);
}

/** "An assistant may not erase clients." */
export function refusalMessage(role: Role, area: Area): string {
  const who = roleWithArticle(role);
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} may not ${areas[area].refusal}.`;
}

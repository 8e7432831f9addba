import { z } from 'zod';
import {
  type ClientSource,
  type ClientStage,
  clientSources,
  clientStageFilters,
  clientStages,
} from '../domain/clients/stages';
import { formatNad } from '../domain/money';
import { monthLabel } from '../domain/windhoek-time';
import { adviserFilters } from './adviser-filter';
import type {
  ClientEmailAddress,
  ContactClash,
  ContactDetailToConfirm,
  DetailToConfirmItem,
} from './contact-details';
import {
  emailMaxLength,
  freeTextMaxLength,
  nameMaxLength,
  phoneMaxLength,
  requiredName,
  requiredText,
  tooLongMessage,
} from './fields';
import type { Relation } from './relations';
import type { Area } from './roles';

/** The client book (issue 18, DECISIONS D21): the API's shapes and the forms' schemas. */

export const clientPageSize = 50;

export const clientSorts = ['activity', 'name'] as const;
export const clientFilters = [
  'all',
  'open-card',
  'possible-duplicate',
  'not-contacted',
  'id-not-started',
  'id-waiting',
  'id-complete',
  'id-expired',
] as const;
export type ClientFilter = (typeof clientFilters)[number];
export const clientFilterLabels: Record<ClientFilter, string> = {
  all: 'All clients',
  'open-card': 'Open card',
  'possible-duplicate': 'Possible duplicate',
  'not-contacted': 'Not yet contacted',
  'id-not-started': 'Identification not started',
  'id-waiting': 'Identification waiting for documents',
  'id-complete': 'Identification complete',
  'id-expired': 'Identification expired',
};

/** `GET /api/admin/clients`: search by name, e-mail, phone (any format) or ID number; paged. */
export {
  type AdviserFilter,
  adviserFilterLabels,
  adviserFilters,
  withAdviserFilter,
} from './adviser-filter';

import { firstNameOf, greeting } from './greeting';

/** The `adviser` parameter of each list that filters by it: `anyone` unless given. */
export const adviserFilterSchema = z
  .enum(adviserFilters, { error: 'Choose anyone or mine' })
  .default('anyone');

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search for at most 200 characters').default(''),
  sort: z.enum(clientSorts, { error: 'Sort by activity or name' }).default('activity'),
  filter: z.enum(clientFilters, { error: 'Choose a filter' }).default('all'),
  /** `mine`: the clients the signed-in person is the adviser responsible for (issue 34). */
  adviser: adviserFilterSchema,
  /** D32 (issue 43): clients and prospects unless asked. */
  stage: z
    .enum(clientStageFilters, { error: 'Choose current, prospect, client, former-client, dependant or any' })
    .default('current'),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000)
    .default(1),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** `GET /api/admin/today?adviser=mine`: the day of the signed-in person's clients only (issue 34). */
export const todayQuerySchema = clientListQuerySchema.pick({ adviser: true });

/** The day's lists that page (issue 44): Today shows the first few of each, then a page at a time. */
export const todaySections = ['overdue', 'due-today', 'next-seven-days', 'not-contacted'] as const;
export type TodaySection = (typeof todaySections)[number];
/** How many of each list `GET /api/admin/today` sends; how many a page of a list holds. */
export const todayFirstShown = 5;
export const todayPageSize = 25;

/** `GET /api/admin/today/:section`. */
export const todaySectionQuerySchema = todayQuerySchema.extend({
  page: z.coerce
    .number({ error: 'page is a whole number from 1' })
    .int('page is a whole number from 1')
    .min(1, 'page is a whole number from 1')
    .max(10_000, 'page is a whole number from 1')
    .default(1),
});

/** A person waiting for a first contact, with their enquiries (one line per person). */
export interface NotContactedEntry extends ClientEnquiry {
  clientId: string;
  clientName: string;
  phone: string;
  phoneE164: string | null;
  /** When the first contact is due by (the site's follow-up for it), when there is one. */
  contactBy: string | null;
  /**
   * The consultation the person booked (issue 59), when they did: the first contact is arranged,
   * and Today says when rather than a time to call them by.
   */
  bookedFor?: string;
}

/** `GET /api/admin/today/:section`: a page of one of the day's lists. */
export type TodaySectionPage =
  | { section: 'not-contacted'; items: NotContactedEntry[]; total: number; page: number; pageSize: number }
  | {
      section: Exclude<TodaySection, 'not-contacted'>;
      items: ClientTask[];
      total: number;
      page: number;
      pageSize: number;
    };

export interface ClientSummary {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The phone in E.164 (`+264811234567`), '' when it is not a number; the call and WhatsApp links use it. */
  phoneE164: string;
  /** As the client last gave it in their portal (issue 32); '' when never given. */
  address: string;
  /** Absent for a role that may not see ID numbers (issue 34). */
  idNumber?: string;
  /** The adviser responsible (issue 34): who first worked them, changeable; null until someone has. */
  adviserId: string | null;
  adviserName: string | null;
  /** D32 (issue 43): prospect, client or former client. */
  stage: ClientStage;
  /**
   * Under 18 today (D37): a dependant, shown as such in place of the stage, not a prospect or
   * client of their own.
   */
  dependant: boolean;
  /** How they came to the practice, and who referred them. */
  source: ClientSource;
  sourceDetail: string;
  possibleDuplicateOf: string | null;
  lastActivityAt: string;
  createdAt: string;
  /** An enquiry of theirs is still waiting for the adviser's first contact. */
  awaitingContact: boolean;
  /** The stage of their newest card that is not closed, or null. */
  openCardStage: string | null;
  /** When their next open follow-up falls due, or null. */
  nextTaskDueAt: string | null;
}

export interface ClientList {
  items: ClientSummary[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * A search under one "Who" ("Clients and prospects"): how many more it finds under "Everyone" (a
   * dependant, a former client; issue 59), so the list says so rather than hide them, or offer to
   * add as new someone already in the book. Left out when none.
   */
  elsewhere?: number;
}

export const timelineKinds = [
  'enquiry',
  'stage-change',
  'note',
  'contact',
  'task-done',
  'email',
  'merge',
  'policy',
  'review',
  'document',
  'portal',
  'stage',
  'booking',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export interface TimelineEntry {
  kind: TimelineKind;
  at: string;
  /** The id of the record the entry is about (the enquiry, the note, the contact...). */
  id: string;
  title: string;
  /** The essentials, one or more lines. */
  detail: string;
  /** Where the full record opens (the dashboard, the FNA's PDF), when there is one. */
  href: string | null;
  /** An enquiry's type (consultation-request, funeral-application...). */
  enquiryKind?: string;
  /** A note's author may edit it. */
  editable?: boolean;
  by?: string | null;
  /**
   * The area of `roles.ts` it belongs to (issue 34): a review's notes, a record of advice, a
   * document the client sent. The server leaves it out of the timeline of a role outside it.
   */
  sensitive?: Area;
}

export interface ClientTask {
  id: string;
  clientId: string;
  clientName: string;
  pipelineLeadId: string | null;
  title: string;
  dueAt: string;
  doneAt: string | null;
  createdAt: string;
  /** On Today: the client's number, to call or WhatsApp from the list (issue 44). */
  clientPhone?: string;
  clientPhoneE164?: string | null;
  /** On Today: the person's open automatic follow-ups this one stands for (several enquiries made several). */
  standsFor?: number;
}

export interface ClientEnquiry {
  id: string;
  kind: string;
  summary: string;
  createdAt: string;
  firstContactedAt: string | null;
}

/** `GET /api/admin/clients/:id`: the client, their timeline (newest first), open tasks and cards. */
export interface ClientDetails extends ClientSummary {
  /** Set when the id asked for was merged: the client it leads to is this one. */
  requestedId: string;
  possibleDuplicate: { id: string; name: string } | null;
  timeline: TimelineEntry[];
  tasks: ClientTask[];
  cards: { id: string; status: string; enquiryType: string | null; createdAt: string }[];
  /** The newest enquiry, for the WhatsApp and e-mail texts. */
  latestEnquiry: ClientEnquiry | null;
  /** The last merge into this client that can still be undone. */
  undoableMerge: { id: string; sourceId: string; sourceName: string; at: string } | null;
  /** The clients linked to this one (issue 31: the household), as this one sees them. */
  relations: Relation[];
  /** Details a later form or their portal added, waiting for the adviser (D31). */
  detailsToConfirm: ContactDetailToConfirm[];
  /** A detail this client gave that another has, or another gave of this one's. */
  contactClashes: ContactClash[];
  /** Their e-mail addresses for the address picker: only a confirmed one receives anything private. */
  emailAddresses: ClientEmailAddress[];
  /**
   * Whether the phone on their record is confirmed as theirs (D31): a message about them or a
   * private link goes by WhatsApp only then. A number they gave in their portal waits for the
   * adviser; one that is another client's stays that client's.
   */
  phoneConfirmed: boolean;
  /** Absent for a role that may not see identity (D29): it is part of the ID number. */
  dateOfBirth?: string | null;
  /** Who added them by hand (issue 43), or null when they came by an enquiry. */
  addedBy: string | null;
  /** Whether a policy of theirs is in force (a former client has none). */
  hasPolicyInForce: boolean;
}

const phoneField = z.string().trim().max(phoneMaxLength, tooLongMessage(phoneMaxLength));
const emailField = z
  .string()
  .trim()
  .max(emailMaxLength, tooLongMessage(emailMaxLength))
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Please enter a valid email address',
  );

/** `PATCH /api/admin/clients/:id`: the adviser corrects the details. */
export const clientUpdateSchema = z
  .object({
    name: requiredName('Name is required'),
    email: emailField,
    phone: phoneField,
    // No default: a change that does not name the ID number leaves it as it is.
    idNumber: z.string().trim().max(40, tooLongMessage(40)),
    adviserId: z.uuid({ error: 'Choose someone from the team' }).nullable(),
    /** Set by hand (D32): former client only when no policy of theirs is in force. */
    stage: z.enum(clientStages, { error: 'Choose prospect, client or former client' }),
    source: z.enum(clientSources, { error: 'Choose how they came to you' }),
    sourceDetail: z.string().trim().max(nameMaxLength, tooLongMessage(nameMaxLength)),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change');
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;

/** `POST /api/admin/clients/:id/merge`: the other client's records move into this one. */
export const clientMergeSchema = z
  .object({ sourceId: z.uuid({ error: 'Choose the client to merge' }) })
  .strict();

export const noteSchema = z.object({ body: requiredText('Write the note') }).strict();

export const contactChannels = ['call', 'whatsapp', 'email', 'meeting'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const contactChannelLabels: Record<ContactChannel, string> = {
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  meeting: 'Meeting',
};

/** A Windhoek wall-clock time, `2026-11-24T14:30` (the form's datetime-local value). */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose a date and time');

/** `POST /api/admin/clients/:id/contacts`: "Log a contact", with the next follow-up in the same step. */
export const contactLogSchema = z
  .object({
    channel: z.enum(contactChannels, { error: 'Choose how you made contact' }),
    outcome: requiredText('Say what came of it'),
    followUp: z
      .object({
        title: requiredName('Say what to do next'),
        dueAt: localDateTime,
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();
export type ContactLog = z.infer<typeof contactLogSchema>;

/** `POST /api/admin/tasks`. */
export const taskCreateSchema = z
  .object({
    clientId: z.uuid({ error: 'Choose a client' }),
    pipelineLeadId: z.uuid().nullable().default(null),
    title: requiredName('Say what to do'),
    dueAt: localDateTime,
  })
  .strict();
export type TaskCreate = z.infer<typeof taskCreateSchema>;

/** `PATCH /api/admin/tasks/:id`: done (or not), snoozed to a new time, or renamed. */
export const taskUpdateSchema = z
  .object({
    done: z.boolean(),
    dueAt: localDateTime,
    title: requiredName('Say what to do'),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change');
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

/** `GET /api/admin/today`: the adviser's day. */
export interface TodayAnswer {
  /** The first `todayFirstShown` of each list; `totals` says how many there are. */
  overdue: ClientTask[];
  dueToday: ClientTask[];
  nextSevenDays: ClientTask[];
  /**
   * Enquiries still waiting for the first contact, oldest first, of the first `todayFirstShown`
   * people (their site-made "Contact" tasks are not in the follow-up lists: one place each).
   */
  notContacted: NotContactedEntry[];
  /** How many each list holds (people, for those not contacted). */
  totals: { overdue: number; dueToday: number; nextSevenDays: number; notContacted: number };
  /** Contact details a later form or a portal added to a client, waiting to be confirmed (D31), newest first. */
  detailsToConfirm: DetailToConfirmItem[];
  detailsToConfirmTotal: number;
  /**
   * Policies lapsed in the last `lapsesWithinDays` days and lapsed still (issue 59), the latest
   * first: a call to save the cover, with the client's number.
   */
  lapses: LapsedPolicyItem[];
  /**
   * Policies in force whose insurer's latest recent statement pays nothing for them (issue 59): its
   * way of saying the premium did not come in. The largest expected first, at most
   * `unpaidPremiumsListed`; `unpaidPremiumsTotal` says how many.
   */
  unpaidPremiums: UnpaidPremiumItem[];
  unpaidPremiumsTotal: number;
}

/** Today lists this many (the commission report every one): Today is a day's calls, not the book. */
export const unpaidPremiumsListed = 25;

export interface UnpaidPremiumItem {
  policyId: string;
  clientId: string;
  clientName: string;
  /** "Funeral cover with Old Mutual Namibia, MO-1003". */
  policy: string;
  insurer: string;
  /** `YYYY-MM` of the statement. */
  month: string;
  /** What the terms expected that month. */
  expectedCents: number;
  /** What the statement paid: null for no line, negative for commission taken back. */
  receivedCents: number | null;
  phone: string;
  /** The number to dial, where it is confirmed as theirs (D35). */
  phoneE164: string | null;
}

/**
 * What the statement says of an unpaid premium, in the adviser's words: "Nothing paid on Old Mutual
 * Namibia’s statement for Nov 2026 (N$ 25.00 expected)", or "N$ 25.00 taken back on ...".
 */
export function unpaidPremiumText(
  item: Pick<UnpaidPremiumItem, 'insurer' | 'month' | 'expectedCents' | 'receivedCents'>,
): string {
  const statement = `${item.insurer}’s statement for ${monthLabel(item.month)}`;
  const expected = `${formatNad(item.expectedCents)} expected`;
  return item.receivedCents !== null && item.receivedCents < 0
    ? `${formatNad(-item.receivedCents)} taken back on ${statement} (${expected})`
    : `Nothing paid on ${statement} (${expected})`;
}

export const lapsesWithinDays = 90;

export interface LapsedPolicyItem {
  policyId: string;
  clientId: string;
  clientName: string;
  /** "Funeral cover with Old Mutual Namibia, MO-1003". */
  policy: string;
  /** YYYY-MM-DD. */
  lapsedOn: string;
  phone: string;
  /** The number to dial, where it is confirmed as theirs (D35). */
  phoneE164: string | null;
}

export const noteMaxLength = freeTextMaxLength;
export const clientNameMaxLength = nameMaxLength;

/** What the timeline calls each kind of enquiry. */
export const enquiryKindLabels: Record<string, string> = {
  'consultation-request': 'Consultation request',
  questionnaire: 'Questionnaire',
  'quote-request': 'Quote request',
  'workshop-registration': 'Workshop registration',
  'book-order': 'Book order',
  'checklist-download': 'Checklist download',
  'funeral-application': 'Funeral cover application',
  'fna-submission': 'Financial Needs Analysis',
  'needs-analysis': 'Needs analysis',
  newsletter: 'Newsletter subscription',
  'manual-lead': 'Lead added by hand',
};

export function enquiryKindLabel(kind: string): string {
  return enquiryKindLabels[kind] ?? kind;
}

/** Where a client's name is unknown (a newsletter signup), what the back office calls them. */
export function clientDisplayName(client: { name: string; email: string; phone: string }): string {
  return client.name || client.email || client.phone || 'Unnamed client';
}

/** The first name to greet a client by ('Maria' of 'Maria Shikongo'). */
export function greetingName(client: { name: string }): string {
  return firstNameOf(client.name);
}

/** 'your funeral cover application (N$ 250.00 a month for N$ 30,000 cover)': what they asked for, in a sentence. */
export function whatTheyAskedFor(enquiry: { kind: string; summary: string } | null): string {
  if (!enquiry) return 'your enquiry';
  const label = enquiryKindLabel(enquiry.kind);
  const prefix = `${label}: `;
  const detail = enquiry.summary.startsWith(prefix) ? enquiry.summary.slice(prefix.length).trim() : '';
  // 'Financial Needs Analysis' is the report's name; the rest read as ordinary words.
  const thing = `your ${enquiry.kind === 'fna-submission' ? label : label.toLowerCase()}`;
  return detail ? `${thing} (${detail})` : thing;
}

/** The WhatsApp message the client page prefills: the person by name and what they asked for. */
export function whatsAppGreeting(
  client: { name: string },
  latest: { kind: string; summary: string } | null,
  from: { adviserName: string; businessName: string },
): string {
  const name = greetingName(client);
  return `${name ? greeting(name) : 'Hello'}, this is ${from.adviserName} from ${from.businessName}, about ${whatTheyAskedFor(latest)}. When would be a good time to talk?`;
}

/** The subject of an e-mail from the client page. */
export function emailSubject(latest: { kind: string } | null, businessName: string): string {
  return latest
    ? `Your ${enquiryKindLabel(latest.kind).toLowerCase()} with ${businessName}`
    : `${businessName}: following up`;
}

/** The outbox's name for the adviser's daily digest, and what its row holds (issue 18). */
export const dailyDigestJob = 'daily-digest';
export interface DigestContent {
  /** The Windhoek date it is for. */
  date: string;
  overdue: { title: string; clientName: string; dueAt: string }[];
  dueToday: { title: string; clientName: string; dueAt: string }[];
  /** `contactBy`: when the first contact is due by (absent in digests queued before issue 44). */
  notContacted: { clientName: string; summary: string; createdAt: string; contactBy?: string | null }[];
  /** The site itself (issue 46; absent in digests queued before): the last backup, and what needs attention. */
  site?: { backupLine: string; warnings: string[] };
}

/** What a person asked, each request once: "Consultation request: Retirement Planning (twice)". */
export function requestsOnce(enquiries: readonly Pick<NotContactedEntry, 'summary' | 'kind'>[]): string {
  const counts = new Map<string, number>();
  for (const entry of enquiries) {
    const text = entry.summary || enquiryKindLabel(entry.kind);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts]
    .map(([text, count]) => (count === 1 ? text : `${text} (${count === 2 ? 'twice' : `${count} times`})`))
    .join('; ');
}

import { randomUUID } from 'node:crypto';
import { render, toPlainText } from '@react-email/render';
import type { CompiledQuery, Kysely } from 'kysely';
import type { SiteConfig } from '../../../content/site';
import { adminRecordPath, type DashboardTabId } from '../../../shared/admin';
import { type DigestContent, dailyDigestJob } from '../../../shared/clients';
import type { EnquiryType } from '../../../shared/pipeline';
import { reviewInvitationKind } from '../../../shared/reviews';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';
import type { CalendarFile } from './calendar';
import { bookingChangedEmail } from './templates/booking-changed';
import { bookingConfirmationEmail } from './templates/booking-confirmation';
import { bookingNoticeEmail } from './templates/booking-notice';
import { bookingReminderEmail } from './templates/booking-reminder';
import { clientEmail } from './templates/client-email';
import { adviceConfirmationEmail, portalCodeEmail } from './templates/client-links';
import { dailyDigestEmail } from './templates/daily-digest';
import { documentsRequestEmail } from './templates/documents-request';
import { enquiryConfirmationEmail } from './templates/enquiry-confirmation';
import { enquiryNoticeEmail } from './templates/enquiry-notice';
import { newsletterEmail } from './templates/newsletter';
import { newsletterConfirmationEmail } from './templates/newsletter-confirmation';
import { passwordChangedEmail } from './templates/password-changed';
import { passwordResetEmail } from './templates/password-reset';
import { reviewInvitationEmail } from './templates/review-invitation';
import { teamInvitationEmail } from './templates/team-invitation';
import type {
  BookingMailContext,
  ComposedEmail,
  EnquiryContent,
  MailContext,
  WorkshopMailContext,
} from './templates/types';
import { workshopCancelledEmail } from './templates/workshop-cancelled';
import { workshopConfirmationEmail } from './templates/workshop-confirmation';
import { workshopReminderEmail } from './templates/workshop-reminder';
import { workshopSeatFreeEmail } from './templates/workshop-seat-free';

export type {
  BookingMailContext,
  EnquiryContent,
  MailContext,
  NewsletterMailContext,
  WorkshopMailContext,
} from './templates/types';

/**
 * The e-mails an enquiry sends (issue 10): the adviser hears of every stored enquiry, with the
 * essentials and a link to the record; the visitor gets a confirmation when they gave an e-mail
 * address. Both are written to the outbox in the enquiry's own unit (stored together or not at
 * all) and written out as e-mails by the sender, with the site's details of that moment.
 */

export type Audience = 'adviser' | 'visitor';

const kinds: Record<EnquiryType, { label: string; tab: DashboardTabId; next: string }> = {
  'consultation-request': {
    label: 'consultation request',
    tab: 'consultations',
    next: 'Your adviser will call you to arrange a time that suits you.',
  },
  questionnaire: {
    label: 'questionnaire',
    tab: 'leads',
    next: 'Your adviser will look at your answers and contact you to talk them through.',
  },
  'quote-request': {
    label: 'quote request',
    tab: 'quotes',
    next: 'Your adviser will compare the insurers’ options and send you a quote.',
  },
  'workshop-registration': {
    label: 'workshop registration',
    tab: 'workshops',
    // The seat is decided as the registration is stored (issue 19): the e-mail covers both answers.
    next: 'If a seat was free, it is yours and you will receive the workshop details before it starts; if the workshop was full, you are on its waiting list and we will e-mail you when a seat opens.',
  },
  'book-order': {
    label: 'book order',
    tab: 'leads',
    next: 'We will contact you to arrange payment and delivery.',
  },
  'checklist-download': {
    // The checklist or another free guide the adviser offers (issue 58).
    label: 'download',
    tab: 'leads',
    next: 'If you would like help with anything in it, reply to this e-mail or call us.',
  },
  'funeral-application': {
    label: 'funeral cover application',
    tab: 'funeral',
    next: 'Your adviser will check your application and contact you to complete it.',
  },
  'fna-submission': {
    label: 'Financial Needs Analysis',
    tab: 'fna',
    next: 'Your adviser will study your analysis and contact you to discuss the report.',
  },
  'needs-analysis': {
    label: 'needs analysis',
    tab: 'needs',
    next: 'Your adviser will contact you within 24 hours to discuss your recommendations.',
  },
};

/** What an enquiry's two e-mails are made of (the pipeline's `WebsiteEnquiry` holds it all). */
export interface EnquiryForEmails {
  type: EnquiryType;
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The adviser's summary of what was asked. */
  notes: string;
  /** More for the visitor's confirmation e-mail only (a workshop registration's cancellation token). */
  confirmationExtras?: Record<string, string>;
}

/** The outbox rows of an enquiry: one for the adviser, and one for the visitor with an address. */
export function queueEnquiryEmails(
  db: Kysely<Database>,
  enquiry: EnquiryForEmails,
  now: string,
): CompiledQuery[] {
  const content: EnquiryContent = {
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    summary: enquiry.notes,
  };
  const audiences: [Audience, string][] = [['adviser', '']];
  if (enquiry.email) audiences.push(['visitor', enquiry.email]);
  return audiences.map(([audience, to]) =>
    insertRow(db, 'outbox_messages', {
      id: randomUUID(),
      enquiry_type: enquiry.type,
      enquiry_id: enquiry.id,
      audience,
      to_address: to,
      content: JSON.stringify(
        audience === 'visitor' ? { ...content, ...enquiry.confirmationExtras } : content,
      ),
      status: 'queued',
      attempts: 0,
      next_attempt_at: now,
      claimed_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    }),
  );
}

/** "Invite to a review" (issue 31): the e-mail to the client, filed in the outbox under their id. */
export function queueReviewInvitation(
  db: Kysely<Database>,
  client: { id: string; name: string; email: string; phone: string },
  now: string,
): CompiledQuery {
  const content: EnquiryContent = {
    name: client.name,
    email: client.email,
    phone: client.phone,
    summary: '',
  };
  return queueClientEmail(db, reviewInvitationKind, client.id, content, now);
}

/** The outbox's kind of a request for documents (issue 32), filed under the request's id. */
export const documentsRequestKind = 'documents-request';

/** "Request documents": the e-mail with the private link, in the request's own unit. */
export function queueDocumentsRequest(
  db: Kysely<Database>,
  request: {
    id: string;
    name: string;
    email: string;
    phone: string;
    note: string;
    link: string;
    kinds: string[];
    expiresAt: string;
  },
  now: string,
): CompiledQuery {
  const content: EnquiryContent = {
    name: request.name,
    email: request.email,
    phone: request.phone,
    summary: request.note,
    documentsLink: request.link,
    documentKinds: request.kinds,
    expiresAt: request.expiresAt,
  };
  return queueClientEmail(db, documentsRequestKind, request.id, content, now);
}

/** The outbox's kinds of the client's private links and codes (issue 32). */
export const adviceConfirmationKind = 'advice-confirmation';
export const portalCodeKind = 'portal-code';
/** The newsletter's confirmation link (issue 33), filed under the subscription's id. */
export const newsletterConfirmationKind = 'newsletter-confirmation';
/** A newsletter's copy to one subscriber (filed under the newsletter's id), and a test copy to the adviser. */
export const newsletterKind = 'newsletter';
export const newsletterTestKind = 'newsletter-test';
/** An e-mail the adviser wrote on a client's page (issue 33), filed under the client's id. */
export const clientEmailKind = 'client-email';
/** An invitation to the team (issue 34), filed under the invitation's id. */
export const teamInvitationKind = 'team-invitation';
/** A link to choose a new password, and the notice that a password changed (issue 56), filed under the account. */
export const passwordResetKind = 'password-reset';
export const passwordChangedKind = 'password-changed';
/** The e-mails whose content (a code, a private link) leaves the outbox once they are sent. */
export const blankedOnceSent: readonly string[] = [
  portalCodeKind,
  newsletterConfirmationKind,
  newsletterKind,
  teamInvitationKind,
  passwordResetKind,
];

/** An e-mail to a client (an invitation, a link, a code), to their address, filed under the record it is about. */
export function queueClientEmail(
  db: Kysely<Database>,
  kind:
    | typeof reviewInvitationKind
    | typeof documentsRequestKind
    | typeof adviceConfirmationKind
    | typeof portalCodeKind
    | typeof clientEmailKind
    | typeof newsletterTestKind
    | typeof teamInvitationKind
    | typeof passwordResetKind
    | typeof passwordChangedKind,
  recordId: string,
  content: EnquiryContent,
  now: string,
): CompiledQuery {
  return insertRow(db, 'outbox_messages', {
    id: randomUUID(),
    enquiry_type: kind,
    enquiry_id: recordId,
    audience: 'visitor',
    to_address: content.email,
    content: JSON.stringify(content),
    status: 'queued',
    attempts: 0,
    next_attempt_at: now,
    claimed_until: null,
    last_error: null,
    created_at: now,
    sent_at: null,
  });
}

export interface MailSettings {
  site: SiteConfig;
  /** Where the adviser's notifications go. */
  adviserEmail: string;
}

/** An e-mail ready for the transport: HTML with its plain-text alternative, and any calendar file. */
export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  calendar?: CalendarFile;
  headers?: Record<string, string>;
  replyTo?: string;
}

/** The e-mails about one booking (issue 20), named by the booking's id. */
export const bookingMailKinds = ['booking-changed', 'booking-reminder'] as const;

/** The e-mails about one workshop registration, whose details are read when they are sent. */
export const workshopMailKinds = [
  'workshop-registration',
  'workshop-seat-free',
  'workshop-cancelled',
  'workshop-reminder',
] as const;

export interface OutboxRowForMail {
  enquiry_type: string;
  enquiry_id: string;
  audience: string;
  to_address: string;
  content: string;
}

/**
 * An outbox row as a message: its address, subject and body (one template per message, under
 * `templates/`). `context` holds a workshop e-mail's current details when the sender found them.
 */
export function composeEmail(
  row: OutboxRowForMail,
  settings: MailSettings,
  details?: MailContext,
  stamp: Date = new Date(),
): { to: string } & ComposedEmail {
  const { site } = settings;
  const context: WorkshopMailContext | undefined = details && 'workshop' in details ? details : undefined;
  const booking: BookingMailContext | undefined = details && 'booking' in details ? details : undefined;
  // A newsletter (issue 33): its copy is made from the newsletter as it is when sent.
  if (details && 'newsletter' in details)
    return { to: row.to_address, ...newsletterEmail({ site, context: details }) };
  if (booking) {
    const bookingEmail = composeBookingEmail(row, settings, booking, stamp);
    if (bookingEmail) return bookingEmail;
  }
  if (row.enquiry_type === dailyDigestJob)
    return {
      to: settings.adviserEmail,
      ...dailyDigestEmail({ site, content: JSON.parse(row.content) as DigestContent }),
    };
  const content = JSON.parse(row.content) as EnquiryContent;
  if (row.enquiry_type === reviewInvitationKind)
    return { to: row.to_address, ...reviewInvitationEmail({ site, content }) };
  if (row.enquiry_type === documentsRequestKind)
    return { to: row.to_address, ...documentsRequestEmail({ site, content }) };
  if (row.enquiry_type === adviceConfirmationKind)
    return { to: row.to_address, ...adviceConfirmationEmail({ site, content }) };
  if (row.enquiry_type === portalCodeKind)
    return { to: row.to_address, ...portalCodeEmail({ site, content }) };
  if (row.enquiry_type === clientEmailKind) return { to: row.to_address, ...clientEmail({ site, content }) };
  if (row.enquiry_type === newsletterConfirmationKind)
    return { to: row.to_address, ...newsletterConfirmationEmail({ site, content }) };
  if (row.enquiry_type === teamInvitationKind)
    return { to: row.to_address, ...teamInvitationEmail({ site, content }) };
  if (row.enquiry_type === passwordResetKind)
    return { to: row.to_address, ...passwordResetEmail({ site, content }) };
  if (row.enquiry_type === passwordChangedKind)
    return { to: row.to_address, ...passwordChangedEmail({ site, content }) };
  const workshopInput = { site, content, stamp };
  if (row.enquiry_type === 'workshop-cancelled')
    return { to: row.to_address, ...workshopCancelledEmail({ ...workshopInput, context }) };
  if (row.enquiry_type === 'workshop-seat-free')
    return { to: row.to_address, ...workshopSeatFreeEmail({ ...workshopInput, context }) };
  if (row.enquiry_type === 'workshop-reminder' && context)
    return { to: row.to_address, ...workshopReminderEmail({ ...workshopInput, context }) };
  // A registration cancelled before its confirmation went out gets the plain receipt, no seat or invitation.
  if (
    row.enquiry_type === 'workshop-registration' &&
    row.audience === 'visitor' &&
    context &&
    context.seatStatus !== 'cancelled'
  )
    return { to: row.to_address, ...workshopConfirmationEmail({ ...workshopInput, context }) };
  const kind = kinds[row.enquiry_type as EnquiryType] ?? {
    label: 'enquiry',
    tab: 'leads' as const,
    next: 'Your adviser will contact you soon.',
  };
  if (row.audience === 'adviser') {
    const link = `${site.siteUrl}${adminRecordPath(kind.tab, row.enquiry_id)}`;
    return { to: settings.adviserEmail, ...enquiryNoticeEmail({ site, label: kind.label, content, link }) };
  }
  return {
    to: row.to_address,
    ...enquiryConfirmationEmail({ site, label: kind.label, next: kind.next, content }),
  };
}

/** A booking's e-mails (issue 20); null when the row is not about a booking. */
function composeBookingEmail(
  row: OutboxRowForMail,
  settings: MailSettings,
  context: BookingMailContext,
  stamp: Date,
): ({ to: string } & ComposedEmail) | null {
  const { site } = settings;
  const content = JSON.parse(row.content) as EnquiryContent & { hoursBefore?: number };
  if (row.enquiry_type === 'consultation-request' && row.audience === 'visitor')
    return { to: row.to_address, ...bookingConfirmationEmail({ site, content, context, stamp }) };
  if (row.enquiry_type === 'booking-reminder')
    return { to: row.to_address, ...bookingReminderEmail({ site, content, context }) };
  if (row.enquiry_type === 'booking-changed' && row.audience === 'visitor')
    return { to: row.to_address, ...bookingChangedEmail({ site, content, context, stamp }) };
  if (row.enquiry_type === 'booking-changed' && row.audience === 'adviser') {
    const link = `${site.siteUrl}${adminRecordPath('consultations', content.consultationRequestId ?? '')}`;
    return { to: settings.adviserEmail, ...bookingNoticeEmail({ site, context, link }) };
  }
  return null;
}

/** The plain-text alternative: the same HTML as text, a link as `label <address>` (RFC 3986's delimiters), headings as written. */
const textOptions = {
  wordwrap: false as const,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: '[data-skip-in-text=true]', format: 'skip' },
    {
      selector: 'a',
      options: { linkBrackets: ['<', '>'] as [string, string], hideLinkHrefIfSameAsText: true },
    },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'block' },
    { selector: 'ul', options: { itemPrefix: '- ' } },
  ],
};

/** An outbox row written out as an e-mail: HTML, the text made from it, and any calendar file. */
export async function renderEmail(
  row: OutboxRowForMail,
  settings: MailSettings,
  context?: MailContext,
  stamp: Date = new Date(),
): Promise<Email> {
  const composed = composeEmail(row, settings, context, stamp);
  const html = await render(composed.body);
  return {
    to: composed.to,
    subject: composed.subject,
    html,
    text: toPlainText(html, textOptions),
    ...(composed.calendar ? { calendar: composed.calendar } : {}),
    ...(composed.headers ? { headers: composed.headers } : {}),
    ...(composed.replyTo ? { replyTo: composed.replyTo } : {}),
  };
}

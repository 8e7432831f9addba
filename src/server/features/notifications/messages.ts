import { randomUUID } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import { type SiteConfig, whatsappHref } from '../../../content/site';
import { utcToWindhoekLocal } from '../../../domain/windhoek-time';
import { adminRecordPath, type DashboardTabId } from '../../../shared/admin';
import { type DigestContent, dailyDigestJob } from '../../../shared/clients';
import type { Database } from '../../db';
import { insertRow } from '../../db/statements';
import type { EnquiryType, WebsiteEnquiry } from '../pipeline';

/**
 * The e-mails an enquiry sends (issue 10): the adviser hears of every stored enquiry, with the
 * essentials and a link to the record; the visitor gets a confirmation when they gave an e-mail
 * address. Both are written to the outbox in the enquiry's own unit (stored together or not at
 * all) and written out as e-mails by the sender, with the site's details of that moment.
 */

export type Audience = 'adviser' | 'visitor';

/** What an outbox row holds about its enquiry (the `content` column). */
export interface EnquiryContent {
  name: string;
  email: string;
  phone: string;
  summary: string;
}

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
    label: 'checklist download',
    tab: 'leads',
    next: 'If you would like help with any point on the checklist, reply to this e-mail or call us.',
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

/** The outbox rows of an enquiry: one for the adviser, and one for the visitor with an address. */
export function queueEnquiryEmails(
  db: Kysely<Database>,
  enquiry: WebsiteEnquiry,
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
      content: JSON.stringify(content),
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

export interface MailSettings {
  site: SiteConfig;
  /** Where the adviser's notifications go. */
  adviserEmail: string;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
}

const windhoekTime = (iso: string) => `${utcToWindhoekLocal(iso).replace('T', ' ')}`;

/** The adviser's 07:00 digest (issue 18): what is overdue, due today and not contacted yet. */
function renderDigest(content: DigestContent, settings: MailSettings): Email {
  const task = (entry: DigestContent['overdue'][number]) =>
    `- ${entry.title} (${entry.clientName}), due ${windhoekTime(entry.dueAt)}`;
  const section = (title: string, lines: string[]) => (lines.length ? [title, ...lines, ''] : []);
  return {
    to: settings.adviserEmail,
    subject: `Your day, ${content.date}: ${content.overdue.length} overdue, ${content.dueToday.length} due today, ${content.notContacted.length} not contacted`,
    text: [
      `Good morning. This is your day in the back office (times in Windhoek).`,
      '',
      ...section(`Overdue (${content.overdue.length})`, content.overdue.map(task)),
      ...section(`Due today (${content.dueToday.length})`, content.dueToday.map(task)),
      ...section(
        `Not contacted yet, oldest first (${content.notContacted.length})`,
        content.notContacted.map(
          (entry) => `- ${entry.clientName}: ${entry.summary} (since ${windhoekTime(entry.createdAt)})`,
        ),
      ),
      `Open your day: ${settings.site.siteUrl}/admin/today`,
    ].join('\n'),
  };
}

/** A registrant's notice that their workshop is cancelled (issue 19). */
function renderCancellation(row: { to_address: string; content: string }, settings: MailSettings): Email {
  const content = JSON.parse(row.content) as EnquiryContent & { startsAt: string };
  const { site } = settings;
  return {
    to: row.to_address,
    subject: `Cancelled: ${content.summary} - ${site.businessName}`,
    text: [
      `Dear ${content.name || 'client'},`,
      '',
      `We are sorry: ${content.summary} on ${windhoekTime(content.startsAt)} (Windhoek time) is cancelled.`,
      'Anything you paid for it will be refunded, and you will hear from us first when we set a new date.',
      '',
      `Questions? Call ${site.phone} or send a WhatsApp message: ${whatsappHref(site.whatsappNumber)}`,
      '',
      site.adviserName,
      site.businessName,
      site.siteUrl,
    ].join('\n'),
  };
}

/** A seat freed for the first on the waiting list (issue 19). */
function renderSeatFree(row: { to_address: string; content: string }, settings: MailSettings): Email {
  const content = JSON.parse(row.content) as EnquiryContent & { startsAt: string };
  const { site } = settings;
  return {
    to: row.to_address,
    subject: `A seat is yours: ${content.summary} - ${site.businessName}`,
    text: [
      `Dear ${content.name || 'client'},`,
      '',
      `Good news: a seat came free at ${content.summary} on ${windhoekTime(content.startsAt)} (Windhoek time), and it is yours.`,
      'You will receive the workshop details before it starts. If you can no longer come, reply to this e-mail and we will give the seat to the next person waiting.',
      '',
      `Questions? Call ${site.phone} or send a WhatsApp message: ${whatsappHref(site.whatsappNumber)}`,
      '',
      site.adviserName,
      site.businessName,
      site.siteUrl,
    ].join('\n'),
  };
}

/** An outbox row written out as an e-mail. */
export function renderEmail(
  row: { enquiry_type: string; enquiry_id: string; audience: string; to_address: string; content: string },
  settings: MailSettings,
): Email {
  if (row.enquiry_type === dailyDigestJob)
    return renderDigest(JSON.parse(row.content) as DigestContent, settings);
  if (row.enquiry_type === 'workshop-cancelled') return renderCancellation(row, settings);
  if (row.enquiry_type === 'workshop-seat-free') return renderSeatFree(row, settings);
  const kind = kinds[row.enquiry_type as EnquiryType] ?? {
    label: 'enquiry',
    tab: 'leads' as const,
    next: 'Your adviser will contact you soon.',
  };
  const content = JSON.parse(row.content) as EnquiryContent;
  const { site } = settings;
  if (row.audience === 'adviser') {
    const link = `${site.siteUrl}${adminRecordPath(kind.tab, row.enquiry_id)}`;
    return {
      to: settings.adviserEmail,
      subject: `New ${kind.label}: ${content.name || 'website visitor'}`,
      text: [
        `A new ${kind.label} arrived on the website.`,
        '',
        `Name: ${content.name || 'not given'}`,
        `Email: ${content.email || 'not given'}`,
        `Phone: ${content.phone || 'not given'}`,
        '',
        content.summary,
        '',
        `Open it in the back office: ${link}`,
      ].join('\n'),
    };
  }
  return {
    to: row.to_address,
    subject: `We received your ${kind.label} - ${site.businessName}`,
    text: [
      `Dear ${content.name || 'client'},`,
      '',
      `Thank you for your ${kind.label}. This is what you sent us:`,
      '',
      content.summary,
      '',
      `What happens next: ${kind.next}`,
      '',
      `Questions in the meantime? Call ${site.phone} or send a WhatsApp message: ${whatsappHref(site.whatsappNumber)}`,
      '',
      `${site.adviserName}`,
      site.businessName,
      site.siteUrl,
    ].join('\n'),
  };
}

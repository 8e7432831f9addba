import { z } from 'zod';
import { groupThousands } from './field-rules';

/**
 * The newsletters the adviser writes and sends (issue 33): `POST /api/admin/newsletters`,
 * `PATCH` while it is a draft, `POST .../:id/send` with `{ at? }`, `POST .../:id/test`, and the
 * counts of a send (`GET .../:id`).
 */

export const newsletterIssueStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof newsletterIssueStatuses)[number];

export const newsletterIssueStatusLabels: Record<NewsletterIssueStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

export const subjectMaxLength = 150;
export const previewTextMaxLength = 200;
export const bodyMaxLength = 100_000;

/**
 * What a newsletter's Markdown may not carry: scripts, event handlers (`onerror=`), `javascript:`
 * addresses, frames, objects and style sheets. Refused with a message (the sanitiser would drop
 * them anyway: nothing unsafe reaches a subscriber either way).
 */
const unsafePatterns: [RegExp, string][] = [
  [/<\s*script\b/i, 'a <script> tag'],
  [/<[^>]*\son[a-z]+\s*=/i, 'an event handler such as onerror='],
  [/javascript\s*:/i, 'a javascript: address'],
  [/<\s*(iframe|object|embed|style|form|input|meta|link|base)\b/i, 'a frame, form or style tag'],
];

export function unsafeMarkdown(markdown: string): string | null {
  for (const [pattern, what] of unsafePatterns)
    if (pattern.test(markdown)) return `Remove ${what}: a newsletter cannot carry code.`;
  return null;
}

/**
 * The schemas of a newsletter's body, for the pages a newsletter may feature: the list is the
 * site's content (src/content/newsletter-features.ts builds the schemas with it; issue 57: this
 * layer does not read content).
 */
export function newsletterIssueSchemas(featureValues: readonly string[]) {
  const issueFields = {
    subject: z
      .string({ error: 'Enter a subject' })
      .trim()
      .min(1, 'Enter a subject')
      .max(subjectMaxLength, `Keep the subject to ${subjectMaxLength} characters`),
    previewText: z
      .string({ error: 'The preview text is text' })
      .trim()
      .max(previewTextMaxLength, `Keep the preview text to ${previewTextMaxLength} characters`),
    bodyMarkdown: z
      .string({ error: 'Write the newsletter' })
      .max(bodyMaxLength, `The newsletter is too long: at most ${groupThousands(bodyMaxLength)} characters`)
      .refine((value) => value.trim() !== '', 'Write the newsletter')
      .superRefine((value, context) => {
        const problem = unsafeMarkdown(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    workshops: z.boolean({ error: 'workshops is true or false' }),
    feature: z
      .string({ error: 'Choose a page to feature, or none' })
      .refine((value) => featureValues.includes(value), 'Choose a page to feature, or none')
      .nullable(),
  };

  const create = z.strictObject({
    subject: issueFields.subject,
    previewText: issueFields.previewText.default(''),
    bodyMarkdown: issueFields.bodyMarkdown,
    workshops: issueFields.workshops.default(false),
    feature: issueFields.feature.default(null),
  });
  const patch = z.strictObject({
    subject: issueFields.subject.optional(),
    previewText: issueFields.previewText.optional(),
    bodyMarkdown: issueFields.bodyMarkdown.optional(),
    workshops: issueFields.workshops.optional(),
    feature: issueFields.feature.optional(),
  });
  return { create, patch };
}

type NewsletterIssueSchemas = ReturnType<typeof newsletterIssueSchemas>;
export type NewsletterIssueInput = z.input<NewsletterIssueSchemas['create']>;
export type NewsletterIssueContent = z.output<NewsletterIssueSchemas['create']>;

/** `POST /api/admin/newsletters/:id/send`: now, or at a time (ISO with its offset; not in the past). */
export const newsletterSendSchema = z
  .strictObject({
    at: z.iso.datetime({ offset: true, error: 'Choose the date and time to send it' }).optional(),
  })
  // No body at all is "now".
  .default({});

export interface NewsletterIssueCounts {
  /** Confirmed subscribers it was queued for. */
  recipients: number;
  sent: number;
  failed: number;
  /** Queued, not sent yet. */
  waiting: number;
  /** Unsubscribed after it was queued (their copy is not sent if it had not gone yet). */
  unsubscribed: number;
}

export interface NewsletterIssue extends NewsletterIssueContent, NewsletterIssueCounts {
  id: string;
  status: NewsletterIssueStatus;
  /** When it goes (or went) out: ISO. */
  sendAt: string | null;
  queuedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The preview: the e-mail as a subscriber receives it. */
export interface NewsletterPreview {
  subject: string;
  html: string;
  text: string;
}

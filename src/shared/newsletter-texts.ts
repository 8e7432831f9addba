/**
 * The newsletter's texts and rules that the public pages use without the schemas (issue 33):
 * newsletter.ts holds the API's schemas (zod), which a public page must not load.
 */

export const newsletterStatuses = ['pending', 'active', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const newsletterStatusLabels: Record<NewsletterStatus, string> = {
  pending: 'Waiting for confirmation',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
};

/** How long a confirmation link works. */
export const confirmLinkDays = 7;
/** A second confirmation e-mail to one address waits this long after the first. */
export const confirmResendSeconds = 60;

/** What the newsletter is, as the sign-up box and the confirmation e-mail promise it. */
export const newsletterPromise =
  'One short e-mail a month: Namibian tax dates, savings ideas and new workshops.';

export const newsletterMessages = {
  /** The toast after subscribing (the spec's title; double opt-in, DECISIONS D25, changes what it says). */
  subscribed: {
    title: 'Success!',
    description: 'Almost there: confirm your subscription with the link we just e-mailed you.',
  },
  invalidConfirmLink: 'This confirmation link is not valid. Subscribe again below to get a new one.',
  expiredConfirmLink: `This confirmation link is older than ${confirmLinkDays} days. Subscribe again below to get a new one.`,
  invalidUnsubscribeLink:
    'This unsubscribe link is not valid. Reply to any of our e-mails and we will take you off the list.',
} as const;

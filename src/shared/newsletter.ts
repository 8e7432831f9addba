import { z } from 'zod';
import { honeypotField, invalidEmailMessage, requiredEmail } from './fields';

import { type NewsletterStatus, newsletterStatuses } from './newsletter-texts';

export { invalidEmailMessage } from './fields';

/** POST /api/newsletter-subscriptions (DECISIONS D5). The address is stored trimmed and lower-cased. */
export const newsletterSubscriptionRequestSchema = z.strictObject({
  email: requiredEmail(invalidEmailMessage),
  website: honeypotField,
});

export type NewsletterSubscriptionRequest = z.input<typeof newsletterSubscriptionRequestSchema>;

export const newsletterSubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** True for a confirmed subscription (`status` 'active'): the spec's field. */
  isActive: z.boolean(),
  status: z.enum(newsletterStatuses),
  createdAt: z.string(),
});

/** POST /api/newsletter/confirm: the token from the confirmation link. */
export const newsletterConfirmRequestSchema = z.strictObject({
  token: z
    .string({ error: 'token is the one from the confirmation link' })
    .min(1, 'token is the one from the confirmation link')
    .max(200, 'token is the one from the confirmation link'),
});

/** POST /api/newsletter/unsubscribe?token=...: the token of the newsletter's unsubscribe link. */
export const newsletterUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'token is the one from the unsubscribe link' })
    .min(1, 'token is the one from the unsubscribe link')
    .max(200, 'token is the one from the unsubscribe link'),
});

export interface NewsletterLinkAnswer {
  status: NewsletterStatus;
  email: string;
}

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

import { z } from 'zod';
import { honeypotField, invalidEmailMessage, requiredEmail } from './fields';

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
  isActive: z.boolean(),
  createdAt: z.string(),
});

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

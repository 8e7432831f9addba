import { z } from 'zod';

export const invalidEmailMessage = 'Please enter a valid email address';

/** POST /api/newsletter-subscriptions (DECISIONS D5). The address is stored trimmed and lower-cased. */
export const newsletterSubscriptionRequestSchema = z.object({
  email: z
    .string({ error: invalidEmailMessage })
    .trim()
    .toLowerCase()
    .max(254, invalidEmailMessage)
    .pipe(z.email({ error: invalidEmailMessage })),
});

export type NewsletterSubscriptionRequest = z.input<typeof newsletterSubscriptionRequestSchema>;

export const newsletterSubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

import { z } from 'zod';
import { freeTextMaxLength, groupThousands } from './field-rules';

/**
 * The adviser's message templates (issue 33, `/admin/templates`) and an e-mail written from a
 * client's page (`POST /api/admin/clients/:id/emails`).
 */

export interface MessageTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
  /** One of the four the site starts with: it can be changed, not deleted. */
  builtIn: boolean;
  updatedAt: string;
}

export const templateSchema = z.strictObject({
  name: z
    .string({ error: 'Name the template' })
    .trim()
    .min(1, 'Name the template')
    .max(80, 'Keep the name to 80 characters'),
  subject: z
    .string({ error: 'Write a subject' })
    .trim()
    .min(1, 'Write a subject')
    .max(150, 'Keep the subject to 150 characters'),
  body: z
    .string({ error: 'Write the message' })
    .trim()
    .min(1, 'Write the message')
    .max(freeTextMaxLength, `Keep the message to ${groupThousands(freeTextMaxLength)} characters`),
});
export type TemplateInput = z.infer<typeof templateSchema>;
export const templatePatchSchema = templateSchema.partial();

export const clientEmailSchema = z.strictObject({
  subject: templateSchema.shape.subject,
  body: templateSchema.shape.body,
  /** One of their confirmed addresses (D31); their main address when left out. */
  to: z.email('Please enter a valid email address').max(254).optional(),
});
export type ClientEmailInput = z.input<typeof clientEmailSchema>;

/** What the placeholders mean, as the template page explains them. */
export const placeholderHelp: [placeholder: string, meaning: string][] = [
  ['{firstName}', 'the client’s first name'],
  ['{adviserName}', 'your name'],
  ['{businessName}', 'the business’s name'],
  ['{phone}', 'the business’s phone number'],
  ['{email}', 'the business’s e-mail address'],
  ['{bookingLink}', 'the link that books a review'],
];

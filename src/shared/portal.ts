import { z } from 'zod';
import { bookingKinds } from '../domain/booking/slots';
import { requiredEmail, requiredPhone } from './fields';
import { portalMessages } from './portal-texts';

export * from './portal-texts';

/**
 * The client's own portal (issue 32, `/my`): signed in with their e-mail address and a 6-digit
 * code e-mailed to them; the API's shapes and the texts both sides show.
 */

export const portalCodeRequestSchema = z.strictObject({ email: requiredEmail() });

export const portalSignInSchema = z.strictObject({
  email: requiredEmail(),
  code: z
    .string({ error: portalMessages.codeFormat })
    .trim()
    .regex(/^\d{6}$/, portalMessages.codeFormat),
});
export type PortalSignIn = z.infer<typeof portalSignInSchema>;

export const portalContactSchema = z.strictObject({
  phone: requiredPhone(portalMessages.phone),
  address: z
    .string({ error: 'Write your address' })
    .trim()
    .max(300, 'Write at most 300 characters')
    .refine(
      (value) => !/[\p{Cc}<>]/u.test(value.replace(/\n/g, ' ')),
      'Write your address in words and numbers',
    )
    .default(''),
});
export type PortalContact = z.infer<typeof portalContactSchema>;

/** A new time for one of their consultations, or a yearly review booked from the portal. */
export const portalTimeSchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'Choose a time' }),
  kind: z.enum(bookingKinds, { error: 'Choose how to meet' }),
});
export type PortalTime = z.infer<typeof portalTimeSchema>;

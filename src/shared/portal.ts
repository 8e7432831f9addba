import { z } from 'zod';
import { bookingKinds } from '../domain/booking/slots';
import type { AdviceForClient } from './advice-records';
import type { BookingKind, ManagedBooking } from './booking';
import type { DocumentKind } from './document-kinds';
import { requiredEmail, requiredPhone } from './fields';

/**
 * The client's own portal (issue 32, `/my`): signed in with their e-mail address and a 6-digit
 * code e-mailed to them; the API's shapes and the texts both sides show.
 */

/** Minutes a code works, wrong codes before a lock, minutes a lock lasts, idle minutes a sign-in lasts. */
export const portalRules = { codeMinutes: 10, wrongCodes: 5, lockMinutes: 15, idleMinutes: 30 } as const;

export const portalMessages = {
  codeSent: `If this address is in our files, a 6-digit code is on its way to it. It works once, for ${portalRules.codeMinutes} minutes.`,
  wrongCode: 'That code is not right or has expired. Check the e-mail, or ask for a new code.',
  locked: `Too many wrong codes: signing in with this address is locked for ${portalRules.lockMinutes} minutes.`,
  signedOut: 'Your sign-in has ended. Sign in again to continue.',
  contactSaved: 'Your details are saved. Your adviser sees the change.',
} as const;

export const portalCodeRequestSchema = z.strictObject({ email: requiredEmail() });

export const portalSignInSchema = z.strictObject({
  email: requiredEmail(),
  code: z
    .string({ error: 'Type the 6-digit code from the e-mail' })
    .trim()
    .regex(/^\d{6}$/, 'Type the 6-digit code from the e-mail'),
});
export type PortalSignIn = z.infer<typeof portalSignInSchema>;

export const portalContactSchema = z.strictObject({
  phone: requiredPhone('Please enter your phone number'),
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

export interface PortalConsultation extends ManagedBooking {
  id: string;
}

export interface PortalHome {
  name: string;
  email: string;
  phone: string;
  address: string;
  consultations: PortalConsultation[];
  workshops: { id: string; title: string; startsAt: string | null; seat: 'confirmed' | 'waitlisted' }[];
  policies: {
    id: string;
    insurer: string;
    product: string;
    policyNumber: string;
    status: string;
    premiumCents: number;
    premiumFrequency: string;
    coverCents: number | null;
  }[];
  documents: {
    id: string;
    kind: DocumentKind;
    fileName: string;
    sizeBytes: number;
    createdAt: string;
    /** 'adviser': shared with them; 'client': they sent it. */
    source: 'adviser' | 'client';
  }[];
  requests: {
    id: string;
    note: string;
    expiresAt: string;
    items: { kind: DocumentKind; received: boolean }[];
  }[];
  advice: (Pick<AdviceForClient, 'fileName' | 'status' | 'confirmedName' | 'confirmedAt' | 'expiresAt'> & {
    id: string;
  })[];
}

export type { BookingKind };

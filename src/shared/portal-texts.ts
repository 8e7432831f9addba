import { addDays } from '../domain/book/calendar-dates';
import { calendarDateLabel } from '../domain/windhoek-time';
import type { AdviceForClient } from './advice-texts';
import type { BookingKind, ManagedBooking } from './booking';
import type { DocumentKind } from './document-kinds';

/**
 * The client's portal (issue 32): its rules, texts and shapes without the schemas
 * (shared/portal.ts), so `/my` needs no zod before it is interactive (issue 22).
 */

/** Minutes a code works, wrong codes before a lock, minutes a lock lasts, idle minutes a sign-in lasts. */
export const portalRules = { codeMinutes: 10, wrongCodes: 5, lockMinutes: 15, idleMinutes: 30 } as const;

export const portalMessages = {
  codeSent: `If this address is in our files, a 6-digit code is on its way to it. It works once, for ${portalRules.codeMinutes} minutes.`,
  wrongCode: 'That code is not right or has expired. Check the e-mail, or ask for a new code.',
  locked: `Too many wrong codes: signing in with this address is locked for ${portalRules.lockMinutes} minutes.`,
  signedOut: 'Your sign-in has ended. Sign in again to continue.',
  contactSaved: 'Your details are saved. Your adviser sees the change.',
  codeFormat: 'Type the 6-digit code from the e-mail',
  phone: 'Please enter your phone number',
} as const;

export interface PortalConsultation extends ManagedBooking {
  id: string;
}

export interface PortalHome {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Their yearly review's due day (`YYYY-MM-DD`), or null with no policy in force (issue 59). */
  reviewDueOn: string | null;
  consultations: PortalConsultation[];
  workshops: { id: string; title: string; startsAt: string | null; seat: 'confirmed' | 'waitlisted' }[];
  policies: {
    id: string;
    insurer: string;
    product: string;
    policyNumber: string;
    status: string;
    /** `YYYY-MM-DD`. */
    startDate: string;
    /** `YYYY-MM-DD` its present status took effect, when known (D33). */
    statusSince: string | null;
    /** Its status in words with its date, "Lapsed on 15 Jul 2026" (domain/book/policy-status-text.ts). */
    statusText: string;
    /** Whether it is cover now (in force). */
    cover: boolean;
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

/**
 * What the portal's sign-in says when it was opened from an invitation to a review (issue 44); here,
 * not beside the invitation's path, which every public page loads.
 */
export const reviewSignInNotice =
  'Sign in to book your yearly review: we e-mail you a 6-digit code, then you choose a time.';

/** How many days ahead the portal tells a client their yearly review falls due (issue 59). */
export const portalReviewNoticeDays = 30;

/** What the portal says above "Book your review" (issue 59). */
export const portalReviewWhy =
  'A yearly look at your cover and savings with your adviser, so they keep up with your life.';

/**
 * The portal's line about the client's yearly review (issue 59): when it is overdue or falls due
 * within 30 days, and no consultation of theirs is booked already; null otherwise.
 */
export function portalReviewNotice(
  dueOn: string | null,
  today: string,
  consultationBooked: boolean,
): { text: string; overdue: boolean } | null {
  if (dueOn === null || consultationBooked || dueOn > addDays(today, portalReviewNoticeDays)) return null;
  const overdue = dueOn < today;
  return {
    overdue,
    text: overdue
      ? `Your yearly review was due on ${calendarDateLabel(dueOn)}.`
      : `Your yearly review falls due on ${calendarDateLabel(dueOn)}.`,
  };
}

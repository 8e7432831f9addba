import type { ReactElement } from 'react';
import type { SiteConfig } from '../../../../content/site';
import type { CalendarFile } from '../calendar';

/** One message, composed: its subject, its body (HTML; the text is made from it) and any calendar file. */
export interface ComposedEmail {
  subject: string;
  body: ReactElement;
  calendar?: CalendarFile;
  /** Headers of its own (a newsletter's `List-Unsubscribe`). */
  headers?: Record<string, string>;
  /** Where replies go (an e-mail the adviser wrote: to them). */
  replyTo?: string;
}

/** A newsletter's copy for one subscriber (issue 33), read when it is sent. */
export interface NewsletterMailContext {
  newsletter: {
    id: string;
    subject: string;
    previewText: string;
    /** The Markdown as sanitised HTML (newsletter/render.ts). */
    bodyHtml: string;
    workshops: { title: string; when: string; href: string }[];
    feature: { title: string; summary: string; href: string } | null;
  };
  /** The page with the button (the visible link), and the address mail programs POST to. */
  unsubscribeUrl: string;
  oneClickUrl: string;
  /** False when the subscriber unsubscribed since it was queued: the copy is not sent. */
  deliver: boolean;
}

/** What an outbox row holds about its enquiry (the `content` column). */
export interface EnquiryContent {
  name: string;
  email: string;
  phone: string;
  summary: string;
  /** A workshop registration's cancellation token (its confirmation only). */
  cancelToken?: string;
  /** A workshop e-mail written by SQL: the workshop's start when it was queued. */
  startsAt?: string;
  /** A booking's manage link token (its confirmation, and a change made with the link). */
  manageToken?: string;
  bookingId?: string;
  /** A booking e-mail to the adviser: the record it opens. */
  consultationRequestId?: string;
  /** A request for documents (issue 32): its private link, the documents asked for, until when. */
  documentsLink?: string;
  documentKinds?: string[];
  expiresAt?: string;
  /** A portal sign-in code (issue 32); blanked once the e-mail is sent. */
  code?: string;
  /** A private link the e-mail carries (a newsletter confirmation, issue 33); blanked once it is sent. */
  link?: string;
  /** An e-mail the adviser wrote on the client's page (issue 33): as written, and their address for replies. */
  subject?: string;
  body?: string;
  replyTo?: string;
}

/** A workshop e-mail's details, read when it is sent (so the venue or link is the current one). */
export interface WorkshopMailContext {
  registrationId: string;
  seatStatus: 'confirmed' | 'waitlisted' | 'cancelled';
  workshop: {
    id: string;
    title: string;
    summary: string;
    format: 'in-person' | 'virtual';
    venue: string;
    joinUrl: string;
    startsAt: string;
    endsAt: string;
    status: 'draft' | 'published' | 'cancelled';
  };
}

export interface TemplateSettings {
  site: SiteConfig;
}

/** A booking e-mail's details, read when it is sent (issue 20): the time as it is then. */
export interface BookingMailContext {
  booking: {
    id: string;
    /** ISO instants (UTC). */
    startsAt: string;
    endsAt: string;
    kind: 'phone' | 'whatsapp-video' | 'office';
    status: 'booked' | 'cancelled';
    /** Raised with each change; the calendar entry's SEQUENCE. */
    sequence: number;
    name: string;
    email: string;
    phone: string;
    topic: string;
  };
}

export type MailContext = WorkshopMailContext | BookingMailContext | NewsletterMailContext;

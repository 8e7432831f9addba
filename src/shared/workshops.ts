import { z } from 'zod';
import { freeTextMaxLength, nameMaxLength, tooLongMessage } from './fields';
import { ownRegistrationMessages } from './workshop-texts';

export { ownRegistrationMessages, ownRegistrationPath, workshopFormatLabels } from './workshop-texts';

/** Workshops as records (issue 19, DECISIONS D22): the adviser's form and the API's shapes. */

export const workshopFormats = ['in-person', 'virtual'] as const;
export type WorkshopFormat = (typeof workshopFormats)[number];
export const workshopStatuses = ['draft', 'published', 'cancelled'] as const;
export type WorkshopStatus = (typeof workshopStatuses)[number];

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** `POST /api/admin/workshops`. Times are ISO-8601 with their offset (`2026-12-05T09:00:00+02:00`). */
export const workshopCreateSchema = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1, 'Give the workshop a title')
      .max(nameMaxLength, tooLongMessage(nameMaxLength)),
    summary: z.string().trim().min(1, 'Write a one-line summary').max(500, tooLongMessage(500)),
    description: z.string().trim().max(freeTextMaxLength, tooLongMessage(freeTextMaxLength)).default(''),
    format: z.enum(workshopFormats, { error: 'Choose in person or virtual' }),
    venue: z.string().trim().max(nameMaxLength, tooLongMessage(nameMaxLength)).default(''),
    joinUrl: z
      .string()
      .trim()
      .max(2000, tooLongMessage(2000))
      .refine(
        (value) => value === '' || /^https:\/\/\S+$/.test(value),
        'Give the joining link as an https:// address',
      )
      .default(''),
    startsAt: instant('Give the start as a date and time'),
    endsAt: instant('Give the end as a date and time'),
    registrationClosesAt: instant('Give the closing time as a date and time').nullable().default(null),
    priceCents: z
      .number({ error: 'Give the price in cents (0 for free)' })
      .int('Give the price in cents (0 for free)')
      .min(0, 'Give the price in cents (0 for free)')
      .max(100_000_000, 'That price is too high'),
    capacity: z
      .number({ error: 'Give the number of seats' })
      .int('Give the number of seats')
      .min(1, 'A workshop needs at least one seat')
      .max(10_000, 'At most 10,000 seats'),
    status: z.enum(workshopStatuses, { error: 'Choose draft, published or cancelled' }).default('draft'),
  })
  .superRefine((value, context) => {
    if (value.format === 'in-person' && !value.venue)
      context.addIssue({ code: 'custom', path: ['venue'], message: 'Say where it takes place' });
    if (value.format === 'virtual' && !value.joinUrl && value.status === 'published')
      context.addIssue({
        code: 'custom',
        path: ['joinUrl'],
        message: 'Give the joining link before publishing',
      });
    if (Date.parse(value.endsAt) <= Date.parse(value.startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must come after the start' });
    if (value.registrationClosesAt && Date.parse(value.registrationClosesAt) > Date.parse(value.startsAt))
      context.addIssue({
        code: 'custom',
        path: ['registrationClosesAt'],
        message: 'Registration must close by the start',
      });
  });
export type WorkshopCreate = z.infer<typeof workshopCreateSchema>;
export type WorkshopCreateInput = z.input<typeof workshopCreateSchema>;

/** A workshop as the public API answers it (`GET /api/workshops`): no joining link. */
export interface PublicWorkshop {
  id: string;
  title: string;
  summary: string;
  description: string;
  format: WorkshopFormat;
  venue: string;
  startsAt: string;
  endsAt: string;
  registrationClosesAt: string;
  priceCents: number;
  capacity: number | null;
  /** Seats not yet confirmed to anyone; null without a limit. 0: full, new registrations wait. */
  seatsLeft: number | null;
  /** Published and before its registration closing time. */
  registrationOpen: boolean;
}

/** The public workshops page (`GET /api/workshops/listing` and its server render). */
export interface WorkshopsListing {
  /** Published, not started, soonest first; the first is featured. */
  upcoming: PublicWorkshop[];
  /** Published and started, latest first (at most six). */
  past: PublicWorkshop[];
}

/** The adviser's view adds what the public does not see. */
export interface AdminWorkshop extends PublicWorkshop {
  joinUrl: string;
  status: WorkshopStatus;
  confirmed: number;
  waitlisted: number;
  createdAt: string;
  updatedAt: string;
}

/** What `POST /api/workshop-registrations` answers with the seat (issue 19). */
export const seatStatuses = ['confirmed', 'waitlisted'] as const;
export type SeatStatus = (typeof seatStatuses)[number];

/** One registration as the adviser sees it (`GET /api/admin/workshops/:id/registrations`). */
export interface WorkshopRegistrationItem {
  id: string;
  name: string;
  email: string;
  phone: string;
  seatStatus: 'confirmed' | 'waitlisted' | 'cancelled';
  /** Place on the waiting list (1 is next), null otherwise. */
  waitingPosition: number | null;
  paid: boolean;
  attended: boolean;
  clientId: string | null;
  createdAt: string;
}

/** `PATCH /api/admin/workshop-registrations/:id`: the adviser's marks. */
export const registrationMarksSchema = z
  .strictObject({ paid: z.boolean(), attended: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send paid or attended');
export type RegistrationMarks = z.infer<typeof registrationMarksSchema>;

/** `POST /api/workshop-registrations/lookup` and `/cancel`: the token from the e-mailed link. */
export const ownRegistrationSchema = z.strictObject({
  token: z
    .string({ error: ownRegistrationMessages.invalidLink })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, ownRegistrationMessages.invalidLink),
});

/** What the registrant sees on their cancellation page. */
export interface OwnRegistration {
  name: string;
  seatStatus: 'confirmed' | 'waitlisted' | 'cancelled';
  /** True until the workshop starts (and while it is not cancelled). */
  cancellable: boolean;
  workshop: Pick<PublicWorkshop, 'title' | 'format' | 'venue' | 'startsAt' | 'endsAt'> & {
    status: WorkshopStatus;
  };
}

import { z } from 'zod';
import {
  type AvailabilitySettings,
  type BookingKind,
  bookingKinds,
  minutesOfDay,
  type Slot,
  weekdays,
} from '../domain/booking/slots';
import { bookingMessages, manageMessages } from './booking-texts';
import { checkCustomTopic, consultationFields } from './consultation';

export { bookingKindLabels, bookingKindNextStep, bookingMessages, manageMessages } from './booking-texts';

/** Booking a consultation time (issue 20, DECISIONS D23): the API's shapes and the adviser's settings. */

export { type BookingKind, bookingKinds, type Slot };

/** `GET /api/booking/slots?from=YYYY-MM-DD&days=N`. */
export const slotsQuerySchema = z.strictObject({
  from: z.iso.date({ error: 'Give from as a date, YYYY-MM-DD' }),
  days: z.coerce
    .number({ error: 'Give days as a whole number from 1 to 62' })
    .int('Give days as a whole number from 1 to 62')
    .min(1, 'Give days as a whole number from 1 to 62')
    .max(62, 'Give days as a whole number from 1 to 62')
    .default(14),
});

export interface SlotsAnswer {
  slots: Slot[];
}

/** `POST /api/bookings`: a time, how to meet, and the consultation request's fields. */
export const bookingRequestSchema = z
  .strictObject({
    ...consultationFields,
    start: z.iso.datetime({ offset: true, error: bookingMessages.start }),
    kind: z.enum(bookingKinds, { error: bookingMessages.kind }),
  })
  .superRefine(checkCustomTopic);
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

export interface CreatedBooking {
  id: string;
  consultationRequestId: string;
  start: string;
  end: string;
  kind: BookingKind;
}

const time = z.string().refine((value) => Number.isFinite(minutesOfDay(value)), 'Give times as HH:MM');
const windowSchema = z
  .strictObject({ start: time, end: time })
  .refine((window) => minutesOfDay(window.end) > minutesOfDay(window.start), {
    message: 'The end must come after the start',
    path: ['end'],
  });

/** The adviser's availability (`PUT /api/admin/booking/settings`). */
export const availabilitySettingsSchema = z.strictObject({
  weeklyHours: z.strictObject(
    Object.fromEntries(
      weekdays.map((day) => [day, z.array(windowSchema).max(4, 'At most four stretches a day')]),
    ) as Record<(typeof weekdays)[number], z.ZodArray<typeof windowSchema>>,
  ),
  meetingMinutes: z.union([z.literal(30), z.literal(45), z.literal(60)], {
    error: 'Meetings last 30, 45 or 60 minutes',
  }),
  bufferMinutes: z
    .number()
    .int()
    .min(0, 'The buffer is 0 to 120 minutes')
    .max(120, 'The buffer is 0 to 120 minutes'),
  minimumNoticeMinutes: z
    .number()
    .int()
    .min(0, 'The notice is 0 to 14 days')
    .max(14 * 24 * 60, 'The notice is 0 to 14 days'),
  horizonDays: z.number().int().min(1, 'Offer 1 to 365 days ahead').max(365, 'Offer 1 to 365 days ahead'),
  kinds: z.array(z.enum(bookingKinds)).min(1, 'Offer at least one kind of meeting'),
  closedOnPublicHolidays: z.boolean(),
}) satisfies z.ZodType<AvailabilitySettings>;

/** A blocked time or day off (`POST /api/admin/booking/blocks`); a day off runs from one midnight to the next. */
export const bookingBlockSchema = z
  .strictObject({
    startsAt: z.iso.datetime({ offset: true, error: 'Give the start as a date and time' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Give the end as a date and time' }),
    reason: z.string().trim().max(200, 'At most 200 characters').default(''),
  })
  .refine((block) => Date.parse(block.endsAt) > Date.parse(block.startsAt), {
    message: 'The end must come after the start',
    path: ['endsAt'],
  });
export type BookingBlockInput = z.input<typeof bookingBlockSchema>;

export interface BookingBlock {
  id: string;
  startsAt: string;
  endsAt: string;
  reason: string;
}

const manageToken = z
  .string({ error: manageMessages.invalidLink })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, manageMessages.invalidLink);

/** `POST /api/bookings/manage/lookup` and `/cancel`: the token from the e-mailed link. */
export const manageTokenSchema = z.strictObject({ token: manageToken });

/** `POST /api/bookings/manage/reschedule`: the token, the new time and how to meet. */
export const rescheduleSchema = z.strictObject({
  token: manageToken,
  start: z.iso.datetime({ offset: true, error: bookingMessages.start }),
  kind: z.enum(bookingKinds, { error: bookingMessages.kind }),
});

/** The visitor's own booking, as their manage page shows it. */
export interface ManagedBooking {
  name: string;
  start: string;
  end: string;
  kind: BookingKind;
  status: 'booked' | 'cancelled';
  /** True until the minimum notice before the start. */
  changeable: boolean;
}

/** One entry of the adviser's calendar (`GET /api/admin/calendar`), times with Windhoek's offset. */
export interface CalendarItem {
  type: 'booking' | 'workshop' | 'block';
  id: string;
  start: string;
  end: string;
  title: string;
  detail: string;
  kind?: BookingKind;
  clientId?: string | null;
  consultationRequestId?: string;
  /** A booking's number as the visitor typed it, and in E.164 for call and WhatsApp links (issue 44). */
  phone?: string;
  phoneE164?: string | null;
}

export const calendarQuerySchema = z.strictObject({
  from: z.iso.date({ error: 'Give from as a date, YYYY-MM-DD' }),
  days: z.coerce
    .number({ error: 'Give days as a whole number from 1 to 31' })
    .int('Give days as a whole number from 1 to 31')
    .min(1, 'Give days as a whole number from 1 to 31')
    .max(31, 'Give days as a whole number from 1 to 31')
    .default(7),
});

/** `POST /api/admin/bookings/:id/reschedule`: the adviser moves a booking (the visitor is told). */
export const adminRescheduleSchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: bookingMessages.start }),
  kind: z.enum(bookingKinds, { error: bookingMessages.kind }),
});

import type { BookingKind } from '../domain/booking/slots';

/** Booking's texts (issue 20), apart from the schemas so that a page showing them does not load zod. */

export const bookingKindLabels: Record<BookingKind, string> = {
  phone: 'Phone call',
  'whatsapp-video': 'WhatsApp video call',
  office: 'At the office',
};

/** What happens at the booked time, after the adviser's name on the thank-you screen. */
export const bookingKindNextStep: Record<BookingKind, string> = {
  phone: 'will call you on the number you gave',
  'whatsapp-video': 'will start a WhatsApp video call to the number you gave',
  office: 'will meet you at the office',
};

export const bookingMessages = {
  slotTaken: 'Sorry, that time was just booked by someone else. Please choose another time.',
  start: 'Choose a time',
  kind: 'Choose how to meet',
  notOffered: 'That time is not available. Please choose one of the times shown.',
} as const;

export const manageMessages = {
  invalidLink: 'This link is not valid. Check that you opened the whole link from your e-mail, or call us.',
  tooLate: 'It is too close to the time to change the booking here. Please call us.',
  cancelled: 'This consultation is cancelled.',
} as const;

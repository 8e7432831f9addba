import type { SiteConfig } from '../../../../content/site';
import { windhoekDayLabel, windhoekTimeLabel } from '../../../../domain/windhoek-time';
import { bookingKindLabels } from '../../../../shared/booking';
import { type CalendarFile, calendarFile } from '../calendar';
import { Details } from './layout';
import type { BookingMailContext } from './types';

/** What the booking e-mails share (issue 20): the time, how to meet, the calendar entry, the manage link. */

type Booking = BookingMailContext['booking'];

/** 'Tuesday 1 December 2026 at 9:00 AM'. */
export function bookingWhen(booking: Pick<Booking, 'startsAt'>): string {
  return `${windhoekDayLabel(booking.startsAt)} at ${windhoekTimeLabel(booking.startsAt)}`;
}

export function bookingHow(site: SiteConfig, booking: Booking): string {
  if (booking.kind === 'office') return `At the office: ${site.streetAddress}`;
  if (booking.kind === 'whatsapp-video') return `WhatsApp video call to ${booking.phone}`;
  return `Phone call to ${booking.phone}`;
}

export function BookingDetails({ site, booking }: { site: SiteConfig; booking: Booking }) {
  return (
    <Details
      rows={[
        ['When (Windhoek time)', `${bookingWhen(booking)} to ${windhoekTimeLabel(booking.endsAt)}`],
        ['How', bookingHow(site, booking)],
        ['About', booking.topic],
      ]}
    />
  );
}

export function manageLink(site: SiteConfig, token: string): string {
  return `${site.siteUrl}/booking/manage?token=${encodeURIComponent(token)}`;
}

/**
 * The consultation in the visitor's calendar: one UID per booking, so a new time updates the same
 * entry (METHOD:REQUEST with a higher SEQUENCE) and a cancellation removes it (METHOD:CANCEL).
 */
export function bookingCalendar(
  site: SiteConfig,
  booking: Booking,
  method: 'REQUEST' | 'CANCEL',
  stamp: Date,
): CalendarFile {
  return calendarFile({
    uid: `booking-${booking.id}@${new URL(site.siteUrl).hostname}`,
    sequence: booking.sequence,
    method,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: `Consultation with ${site.adviserName} (${bookingKindLabels[booking.kind]})`,
    description: booking.topic,
    location: bookingHow(site, booking),
    url: site.siteUrl,
    organizer: { name: site.businessName, email: site.email },
    attendee: booking.email ? { name: booking.name, email: booking.email } : undefined,
    stamp,
  });
}

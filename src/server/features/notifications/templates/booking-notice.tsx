import type { SiteConfig } from '../../../../content/site';
import { BookingDetails, bookingWhen } from './booking-details';
import { ButtonLink, EmailLayout, Heading } from './layout';
import type { BookingMailContext, ComposedEmail } from './types';

/** The adviser hears of a booking moved or cancelled by the visitor (issue 20). */
export function bookingNoticeEmail(input: {
  site: SiteConfig;
  context: BookingMailContext;
  link: string;
}): ComposedEmail {
  const { site, context, link } = input;
  const { booking } = context;
  const cancelled = booking.status === 'cancelled';
  return {
    subject: cancelled
      ? `Booking cancelled: ${booking.name}, ${bookingWhen(booking)}`
      : `Booking moved: ${booking.name}, now ${bookingWhen(booking)}`,
    body: (
      <EmailLayout site={site} preview={`${booking.name}: ${bookingWhen(booking)}`}>
        <Heading>
          {cancelled
            ? `${booking.name} cancelled their consultation.`
            : `${booking.name} moved their consultation.`}
        </Heading>
        <BookingDetails site={site} booking={booking} />
        <ButtonLink href={link}>Open it in the back office</ButtonLink>
      </EmailLayout>
    ),
  };
}

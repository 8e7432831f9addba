import type { SiteConfig } from '../../../../content/site';
import { greeting } from '../../../../shared/greeting';
import { BookingDetails, bookingCalendar, bookingWhen, manageLink } from './booking-details';
import { ButtonLink, EmailLayout, Heading, Paragraph } from './layout';
import type { BookingMailContext, ComposedEmail, EnquiryContent } from './types';

/** A booking moved to a new time or cancelled (issue 20): the visitor's e-mail, with the calendar update. */
export function bookingChangedEmail(input: {
  site: SiteConfig;
  content: EnquiryContent;
  context: BookingMailContext;
  stamp: Date;
}): ComposedEmail {
  const { site, content, context, stamp } = input;
  const { booking } = context;
  const cancelled = booking.status === 'cancelled';
  return {
    subject: cancelled
      ? `Cancelled: your consultation on ${bookingWhen(booking)} - ${site.businessName}`
      : `New time for your consultation: ${bookingWhen(booking)} - ${site.businessName}`,
    body: (
      <EmailLayout
        site={site}
        preview={cancelled ? 'Your consultation is cancelled.' : 'Your consultation has a new time.'}
      >
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>
          {cancelled ? 'Your consultation is cancelled.' : 'Your consultation has a new time.'}
        </Heading>
        <BookingDetails site={site} booking={booking} />
        {cancelled ? (
          <Paragraph>
            The attached update removes it from your calendar. Book another time on our website whenever you
            like.
          </Paragraph>
        ) : (
          <Paragraph>The attached update moves it in your calendar.</Paragraph>
        )}
        {!cancelled && content.manageToken ? (
          <ButtonLink href={manageLink(site, content.manageToken)}>Change or cancel</ButtonLink>
        ) : null}
      </EmailLayout>
    ),
    calendar: bookingCalendar(site, booking, cancelled ? 'CANCEL' : 'REQUEST', stamp),
  };
}

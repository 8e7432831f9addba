import type { SiteConfig } from '../../../../content/site';
import { greeting } from '../../../../shared/greeting';
import { BookingDetails, bookingCalendar, bookingWhen, manageLink } from './booking-details';
import { ButtonLink, EmailLayout, Heading, Paragraph } from './layout';
import type { BookingMailContext, ComposedEmail, EnquiryContent } from './types';

/** The visitor's booked consultation (issue 20): the time, how, the invitation, and the link to change it. */
export function bookingConfirmationEmail(input: {
  site: SiteConfig;
  content: EnquiryContent;
  context: BookingMailContext;
  stamp: Date;
}): ComposedEmail {
  const { site, content, context, stamp } = input;
  const { booking } = context;
  return {
    subject: `Your consultation: ${bookingWhen(booking)} - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview={`Booked: ${bookingWhen(booking)} (Windhoek time)`}>
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>Your free consultation is booked.</Heading>
        <BookingDetails site={site} booking={booking} />
        <Paragraph>The attached invitation adds it to your calendar.</Paragraph>
        {content.manageToken ? (
          <>
            <Paragraph>Need another time, or can no longer make it? Change or cancel it here.</Paragraph>
            <ButtonLink href={manageLink(site, content.manageToken)}>Change or cancel</ButtonLink>
          </>
        ) : null}
      </EmailLayout>
    ),
    calendar: bookingCalendar(site, booking, 'REQUEST', stamp),
  };
}

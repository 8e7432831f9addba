import type { SiteConfig } from '../../../../content/site';
import { greeting } from '../../../../shared/greeting';
import { BookingDetails, bookingWhen } from './booking-details';
import { EmailLayout, Heading, Paragraph } from './layout';
import type { BookingMailContext, ComposedEmail, EnquiryContent } from './types';

/** The reminders 24 hours and 1 hour before a booked consultation (issue 20). */
export function bookingReminderEmail(input: {
  site: SiteConfig;
  content: EnquiryContent & { hoursBefore?: number };
  context: BookingMailContext;
}): ComposedEmail {
  const { site, content, context } = input;
  const { booking } = context;
  const soon = content.hoursBefore === 1 ? 'in an hour' : 'tomorrow';
  return {
    subject: `Reminder: your consultation ${soon}, ${bookingWhen(booking)} - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview={`Your consultation ${soon}`}>
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>{`Your consultation with ${site.adviserName} is ${soon}.`}</Heading>
        <BookingDetails site={site} booking={booking} />
        <Paragraph>
          Need another time? Use the link in your confirmation e-mail, or reply to this one.
        </Paragraph>
      </EmailLayout>
    ),
  };
}

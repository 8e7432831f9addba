import type { SiteConfig } from '../../../../content/site';
import { workshopWhenLabel } from '../../../../domain/workshops/workshops';
import { greeting } from '../../../../shared/greeting';
import { ButtonLink, EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent, WorkshopMailContext } from './types';
import { WorkshopDetails, workshopCalendar } from './workshop-details';

/** The reminder a day before (issue 19), with the venue or the joining link. */
export function workshopReminderEmail(input: {
  site: SiteConfig;
  content: EnquiryContent;
  context: WorkshopMailContext;
  stamp: Date;
}): ComposedEmail {
  const { site, content, context, stamp } = input;
  const { workshop } = context;
  const when = workshopWhenLabel(workshop.startsAt, workshop.endsAt);
  return {
    subject: `Reminder: ${workshop.title} starts ${when} - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview={`${workshop.title}: ${when}`}>
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>{`See you soon at ${workshop.title}.`}</Heading>
        <WorkshopDetails workshop={workshop} />
        {workshop.format === 'virtual' && workshop.joinUrl ? (
          <>
            <Paragraph>Join online from a few minutes before the start.</Paragraph>
            <ButtonLink href={workshop.joinUrl}>Join the workshop</ButtonLink>
          </>
        ) : (
          <Paragraph>{`Please arrive a few minutes early at ${workshop.venue}.`}</Paragraph>
        )}
        <Paragraph>
          Can no longer come? Use the link in your confirmation e-mail, or reply to this one, so someone
          waiting gets your seat.
        </Paragraph>
      </EmailLayout>
    ),
    calendar: workshopCalendar(site, context, 'PUBLISH', stamp),
  };
}

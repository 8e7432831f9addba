import type { SiteConfig } from '../../../../content/site';
import { windhoekDateLabel, windhoekTimeLabel } from '../../../../domain/workshops/workshops';
import { greeting } from '../../../../shared/greeting';
import { EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent, WorkshopMailContext } from './types';
import { WorkshopDetails, workshopCalendar } from './workshop-details';

/** A seat freed for the first on the waiting list (issue 19), with the calendar invitation. */
export function workshopSeatFreeEmail(input: {
  site: SiteConfig;
  content: EnquiryContent;
  context: WorkshopMailContext | undefined;
  stamp: Date;
}): ComposedEmail {
  const { site, content, context, stamp } = input;
  const title = context?.workshop.title ?? content.summary;
  const startsAt = context?.workshop.startsAt ?? content.startsAt ?? '';
  const when = startsAt ? ` on ${windhoekDateLabel(startsAt)} at ${windhoekTimeLabel(startsAt)}` : '';
  return {
    subject: `A seat is yours: ${title} - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview="A seat came free, and it is yours.">
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>{`Good news: a seat came free at ${title}${when} (Windhoek time), and it is yours.`}</Heading>
        {context ? <WorkshopDetails workshop={context.workshop} /> : null}
        <Paragraph>
          The attached invitation adds the workshop to your calendar. If you can no longer come, use the link
          in your confirmation e-mail or reply to this one, and we will give the seat to the next person
          waiting.
        </Paragraph>
      </EmailLayout>
    ),
    ...(context ? { calendar: workshopCalendar(site, context, 'PUBLISH', stamp) } : {}),
  };
}

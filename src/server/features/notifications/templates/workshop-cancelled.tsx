import type { SiteConfig } from '../../../../content/site';
import { windhoekDateLabel, windhoekTimeLabel } from '../../../../domain/workshops/workshops';
import { greeting } from '../../../../shared/greeting';
import { EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent, WorkshopMailContext } from './types';
import { workshopCalendar } from './workshop-details';

/** A registrant's notice that their workshop is cancelled (issue 19), removing it from their calendar. */
export function workshopCancelledEmail(input: {
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
    subject: `Cancelled: ${title} - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview={`${title} is cancelled.`}>
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>{`We are sorry: ${title}${when} (Windhoek time) is cancelled.`}</Heading>
        <Paragraph>
          Anything you paid for it will be refunded, and you will hear from us first when we set a new date.
        </Paragraph>
      </EmailLayout>
    ),
    ...(context?.seatStatus === 'confirmed'
      ? { calendar: workshopCalendar(site, context, 'CANCEL', stamp) }
      : {}),
  };
}

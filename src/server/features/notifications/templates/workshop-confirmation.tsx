import type { SiteConfig } from '../../../../content/site';
import { greeting } from '../../../../shared/greeting';
import { ButtonLink, EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent, WorkshopMailContext } from './types';
import { cancelLink, WorkshopDetails, workshopCalendar } from './workshop-details';

/**
 * A registrant's confirmation (issue 19): their seat with a calendar invitation, or their place
 * on the waiting list; either way the link to cancel it themselves.
 */
export function workshopConfirmationEmail(input: {
  site: SiteConfig;
  content: EnquiryContent;
  context: WorkshopMailContext;
  stamp: Date;
}): ComposedEmail {
  const { site, content, context, stamp } = input;
  const { workshop } = context;
  const confirmed = context.seatStatus === 'confirmed';
  const link = content.cancelToken ? cancelLink(site, content.cancelToken) : null;
  return {
    subject: confirmed
      ? `Your seat is confirmed: ${workshop.title} - ${site.businessName}`
      : `On the waiting list: ${workshop.title} - ${site.businessName}`,
    body: (
      <EmailLayout
        site={site}
        preview={confirmed ? 'Your seat is confirmed.' : 'The workshop is full: you are on its waiting list.'}
      >
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>{confirmed ? 'Your seat is confirmed.' : 'You are on the waiting list.'}</Heading>
        <WorkshopDetails workshop={workshop} withJoinLink={confirmed} />
        {confirmed ? (
          <Paragraph>
            The attached invitation adds the workshop to your calendar. If there is a fee, we will contact you
            about payment before the day.
          </Paragraph>
        ) : (
          <Paragraph>
            The workshop is full. If a seat opens, it goes to the first person waiting, and we will e-mail you
            the moment it is yours.
          </Paragraph>
        )}
        {link ? (
          <>
            <Paragraph>
              {confirmed
                ? 'Can no longer come? Cancel your registration so someone waiting gets your seat.'
                : 'Would you rather not wait? You can leave the waiting list.'}
            </Paragraph>
            <ButtonLink href={link}>
              {confirmed ? 'Cancel my registration' : 'Leave the waiting list'}
            </ButtonLink>
          </>
        ) : null}
      </EmailLayout>
    ),
    ...(confirmed ? { calendar: workshopCalendar(site, context, 'PUBLISH', stamp) } : {}),
  };
}

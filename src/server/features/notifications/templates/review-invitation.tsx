import type { SiteConfig } from '../../../../content/site';
import { greeting } from '../../../../shared/greeting';
import { reviewBookingPath } from '../../../../shared/reviews';
import { ButtonLink, EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/** "Invite to a review" (issue 31): the yearly review, with a link to book a time for it. */
export function reviewInvitationEmail(input: { site: SiteConfig; content: EnquiryContent }): ComposedEmail {
  const { site, content } = input;
  return {
    subject: `Time for your yearly review - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview="Book a time for your yearly review.">
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>It is time for your yearly review.</Heading>
        <Paragraph>
          Once a year we look at your cover and savings together: what has changed in your life and work,
          whether your policies still fit, and what to adjust. It takes about half an hour, in person, by
          phone or by video call.
        </Paragraph>
        <ButtonLink href={`${site.siteUrl}${reviewBookingPath}`}>Book a time for your review</ButtonLink>
        <Paragraph>{`If none of the times suits you, reply to this e-mail or call us on ${site.phone}.`}</Paragraph>
      </EmailLayout>
    ),
  };
}

import type { SiteConfig } from '../../../../content/site';
import { confirmLinkDays, newsletterPromise } from '../../../../shared/newsletter-texts';
import { ButtonLink, EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/** The newsletter's double opt-in (issue 33): the link that confirms a subscription. */
export function newsletterConfirmationEmail(input: {
  site: SiteConfig;
  content: EnquiryContent;
}): ComposedEmail {
  const { site, content } = input;
  return {
    subject: `Please confirm your subscription - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview="One click and our newsletter is on its way to you.">
        <Heading>Please confirm your subscription</Heading>
        <Paragraph>
          {`Someone, we hope you, asked to receive the ${site.businessName} newsletter at ${content.email}. ${newsletterPromise}`}
        </Paragraph>
        <ButtonLink href={content.link ?? site.siteUrl}>Confirm my subscription</ButtonLink>
        <Paragraph>
          {`The link works for ${confirmLinkDays} days. If you did not ask for this, ignore this e-mail: nothing will be sent to you. Every newsletter has a link to unsubscribe at once.`}
        </Paragraph>
      </EmailLayout>
    ),
  };
}

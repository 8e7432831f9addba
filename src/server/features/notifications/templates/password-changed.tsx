import type { SiteConfig } from '../../../../content/site';
import { EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/** Tells an account's owner that its password changed (issue 56), so a change they did not make is seen. */
export function passwordChangedEmail(input: { site: SiteConfig; content: EnquiryContent }): ComposedEmail {
  const { site, content } = input;
  return {
    subject: `Your ${site.businessName} back-office password was changed`,
    body: (
      <EmailLayout site={site} preview="Your password was changed.">
        <Heading>Your password was changed</Heading>
        <Paragraph>{`Hello ${content.name || content.email}. ${content.summary}`}</Paragraph>
        <Paragraph>
          If this was not you, ask for a new password from the sign-in page at once and tell the practice's
          owner: your other sign-ins have been signed out.
        </Paragraph>
      </EmailLayout>
    ),
  };
}

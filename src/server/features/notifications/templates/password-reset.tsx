import type { SiteConfig } from '../../../../content/site';
import { ButtonLink, EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/**
 * A one-time link to choose a new password (issue 56): asked for on the sign-in page, or sent by an
 * owner from Team. Its summary says who asked and how long it works.
 */
export function passwordResetEmail(input: { site: SiteConfig; content: EnquiryContent }): ComposedEmail {
  const { site, content } = input;
  return {
    subject: `Choose a new password for the ${site.businessName} back office`,
    body: (
      <EmailLayout site={site} preview="A link to choose a new password.">
        <Heading>Choose a new password</Heading>
        <Paragraph>{`Hello ${content.name || content.email}. ${content.summary}`}</Paragraph>
        <ButtonLink href={content.link ?? site.siteUrl}>Choose a new password</ButtonLink>
        <Paragraph>
          Your second factor (your passkey or authenticator app) is still asked when you sign in. If you did
          not ask for this, ignore this e-mail: your password stays as it is.
        </Paragraph>
      </EmailLayout>
    ),
  };
}

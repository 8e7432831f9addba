import type { SiteConfig } from '../../../../content/site';
import { invitationValidHours } from '../../../../shared/team';
import { ButtonLink, EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/** An invitation to the back office's team (issue 34): the link where they set a password and a second factor. */
export function teamInvitationEmail(input: { site: SiteConfig; content: EnquiryContent }): ComposedEmail {
  const { site, content } = input;
  return {
    subject: `You are invited to the ${site.businessName} back office`,
    body: (
      <EmailLayout site={site} preview={`${content.summary} Set your password to begin.`}>
        <Heading>{`Join the ${site.businessName} team`}</Heading>
        <Paragraph>{`Hello ${content.name || content.email}. ${content.summary}`}</Paragraph>
        <ButtonLink href={content.link ?? site.siteUrl}>Set my password</ButtonLink>
        <Paragraph>
          {`The link works for ${invitationValidHours} hours and once. You choose a password, then set up an authenticator app or a passkey as your second factor. If you did not expect this, ignore this e-mail.`}
        </Paragraph>
      </EmailLayout>
    ),
  };
}

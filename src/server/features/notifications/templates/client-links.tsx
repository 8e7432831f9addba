import type { SiteConfig } from '../../../../content/site';
import { windhoekDateLabel } from '../../../../domain/windhoek-time';
import { greeting } from '../../../../shared/greeting';
import { ButtonLink, EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/**
 * The e-mails that carry a client's private link or code (issue 32): "Ask to confirm" a record of
 * advice, and the 6-digit code that signs them in to their portal.
 */

export function adviceConfirmationEmail(input: { site: SiteConfig; content: EnquiryContent }): ComposedEmail {
  const { site, content } = input;
  return {
    subject: `Please confirm your record of advice - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview="Read your record of advice and confirm you received it.">
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>{`${site.adviserName} asks you to confirm your record of advice.`}</Heading>
        <Paragraph>
          {`Please read "${content.summary}", then type your full name to confirm that you received and understood the advice in it. The law asks us to keep this confirmation with your file.`}
        </Paragraph>
        <ButtonLink href={content.documentsLink ?? site.siteUrl}>Read and confirm</ButtonLink>
        <Paragraph>
          {`The link is yours alone and works until ${content.expiresAt ? windhoekDateLabel(content.expiresAt) : 'you confirm'}. If anything in it is unclear, reply to this e-mail or call us on ${site.phone} before you confirm.`}
        </Paragraph>
      </EmailLayout>
    ),
  };
}

export function portalCodeEmail(input: { site: SiteConfig; content: EnquiryContent }): ComposedEmail {
  const { site, content } = input;
  return {
    subject: `Your sign-in code: ${content.code ?? ''} - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview="Your code to sign in to your page.">
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>{`Your code is ${content.code ?? ''}`}</Heading>
        <Paragraph>
          Type it on the sign-in page to see your consultations, policies and documents. It works once, for 10
          minutes.
        </Paragraph>
        <Paragraph>{`If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code. Questions? Call us on ${site.phone}.`}</Paragraph>
      </EmailLayout>
    ),
  };
}

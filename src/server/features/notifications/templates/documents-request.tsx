import type { SiteConfig } from '../../../../content/site';
import { windhoekDateLabel } from '../../../../domain/windhoek-time';
import { type DocumentKind, documentKindLabels } from '../../../../shared/documents';
import { greeting } from '../../../../shared/greeting';
import { ButtonLink, EmailLayout, Heading, List, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/** "Request documents" (issue 32): what the adviser asks for, and the private link to send them. */
export function documentsRequestEmail(input: { site: SiteConfig; content: EnquiryContent }): ComposedEmail {
  const { site, content } = input;
  const kinds = (content.documentKinds ?? []).map((kind) => documentKindLabels[kind as DocumentKind] ?? kind);
  return {
    subject: `Documents for your file - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview="Send the documents we need from your phone.">
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Heading>{`${site.adviserName} asks you for these documents:`}</Heading>
        <List items={kinds} />
        {content.summary ? <Paragraph>{content.summary}</Paragraph> : null}
        <ButtonLink href={content.documentsLink ?? site.siteUrl}>Send your documents</ButtonLink>
        <Paragraph>
          {`Take a photo or choose a PDF for each. The link is yours alone and works until ${content.expiresAt ? windhoekDateLabel(content.expiresAt) : 'the request is complete'}; you can come back to it until everything is sent.`}
        </Paragraph>
      </EmailLayout>
    ),
  };
}

import type { SiteConfig } from '../../../../content/site';
import { ButtonLink, Details, EmailLayout, Heading, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/** The adviser hears of a new enquiry (issue 10): the essentials and a link to the record. */
export function enquiryNoticeEmail(input: {
  site: SiteConfig;
  label: string;
  content: EnquiryContent;
  link: string;
}): ComposedEmail {
  const { site, label, content, link } = input;
  return {
    subject: `New ${label}: ${content.name || 'website visitor'}`,
    body: (
      <EmailLayout site={site} preview={`${content.name || 'A visitor'}: ${content.summary}`}>
        <Heading>{`A new ${label} arrived on the website.`}</Heading>
        <Details
          rows={[
            ['Name', content.name || 'not given'],
            ['Email', content.email || 'not given'],
            ['Phone', content.phone || 'not given'],
          ]}
        />
        <Paragraph>{content.summary}</Paragraph>
        <ButtonLink href={link}>Open it in the back office</ButtonLink>
      </EmailLayout>
    ),
  };
}

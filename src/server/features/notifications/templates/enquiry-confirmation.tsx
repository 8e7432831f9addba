import type { SiteConfig } from '../../../../content/site';
import { greeting } from '../../../../shared/greeting';
import { EmailLayout, Paragraph } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/** The visitor's confirmation of what they sent (issue 10), what happens next, and how to reach the adviser. */
export function enquiryConfirmationEmail(input: {
  site: SiteConfig;
  label: string;
  next: string;
  content: EnquiryContent;
}): ComposedEmail {
  const { site, label, next, content } = input;
  return {
    subject: `We received your ${label} - ${site.businessName}`,
    body: (
      <EmailLayout site={site} preview={`Thank you for your ${label}. ${next}`}>
        <Paragraph>{`${greeting(content.name)},`}</Paragraph>
        <Paragraph>{`Thank you for your ${label}. This is what you sent us:`}</Paragraph>
        <Paragraph>{content.summary}</Paragraph>
        <Paragraph>{`What happens next: ${next}`}</Paragraph>
        <Paragraph>Questions in the meantime? Call us or send a WhatsApp message (below).</Paragraph>
      </EmailLayout>
    ),
  };
}

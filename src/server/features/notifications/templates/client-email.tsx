import type { SiteConfig } from '../../../../content/site';
import { EmailLayout } from './layout';
import type { ComposedEmail, EnquiryContent } from './types';

/**
 * An e-mail the adviser wrote on the client's page (issue 33): their subject and text as written
 * (paragraphs at blank lines, line breaks kept), in the site's frame, replies going to the adviser.
 */
export function clientEmail(input: { site: SiteConfig; content: EnquiryContent }): ComposedEmail {
  const { site, content } = input;
  const paragraphs = (content.body ?? '').split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return {
    subject: content.subject ?? site.businessName,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    body: (
      <EmailLayout site={site} preview={paragraphs[0]?.slice(0, 120) ?? ''}>
        {paragraphs.map((paragraph, index) => (
          <p
            // The paragraphs never move: their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text's paragraphs
            key={index}
            style={{
              fontSize: '16px',
              lineHeight: '24px',
              color: '#0f172a',
              margin: '0 0 16px',
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
            }}
          >
            {paragraph.trim()}
          </p>
        ))}
      </EmailLayout>
    ),
  };
}

import type { SiteConfig } from '../../../../content/site';
import { ButtonLink, EmailLayout, Paragraph, Subheading } from './layout';
import type { ComposedEmail, NewsletterMailContext } from './types';

/**
 * A newsletter (issue 33): the adviser's text (Markdown made safe HTML, render.ts), the next
 * workshops and a featured page when chosen, and the way out: a visible unsubscribe link, and the
 * `List-Unsubscribe` headers mail programs show as a button (one-click, RFC 8058).
 */
export function newsletterEmail(input: { site: SiteConfig; context: NewsletterMailContext }): ComposedEmail {
  const { site, context } = input;
  const { newsletter } = context;
  return {
    subject: newsletter.subject,
    headers: {
      'List-Unsubscribe': `<${context.oneClickUrl}>, <mailto:${site.email}?subject=${encodeURIComponent('Unsubscribe')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    body: (
      <EmailLayout site={site} preview={newsletter.previewText || newsletter.subject}>
        {/* Sanitised by render.ts: only an e-mail's tags, each with its inline style. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitize-html made it safe (render.ts) */}
        <div dangerouslySetInnerHTML={{ __html: newsletter.bodyHtml }} />
        {newsletter.workshops.length > 0 ? (
          <>
            <Subheading>Coming up</Subheading>
            {newsletter.workshops.map((workshop) => (
              <Paragraph key={workshop.href}>
                <a href={workshop.href} style={{ color: '#0f4c3a', fontWeight: 700 }}>
                  {workshop.title}
                </a>
                {` - ${workshop.when}`}
              </Paragraph>
            ))}
          </>
        ) : null}
        {newsletter.feature ? (
          <>
            <Subheading>{newsletter.feature.title}</Subheading>
            <Paragraph>{newsletter.feature.summary}</Paragraph>
            <ButtonLink href={newsletter.feature.href}>Read more</ButtonLink>
          </>
        ) : null}
        <p
          style={{
            fontSize: '13px',
            lineHeight: '20px',
            color: '#475569',
            margin: '24px 0 0',
            borderTop: '1px solid #e2e8f0',
            paddingTop: '16px',
          }}
        >
          {`You receive this because you subscribed to the ${site.businessName} newsletter. `}
          <a href={context.unsubscribeUrl} style={{ color: '#475569', textDecoration: 'underline' }}>
            Unsubscribe
          </a>
          {' with one click.'}
        </p>
      </EmailLayout>
    ),
  };
}

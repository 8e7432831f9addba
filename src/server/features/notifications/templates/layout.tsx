import type { ReactNode } from 'react';
import { type SiteConfig, whatsappHref } from '../../../../content/site';

/**
 * The frame of every e-mail the site sends (issue 19): one column at most 600 px wide that
 * narrows with a phone's screen, system fonts at a readable size, inline styles only (mail
 * programs drop style sheets), and the business's contact details at the foot. The plain-text
 * alternative is made from the same HTML (`renderEmail`), so both say the same.
 */

// Long addresses (a joining link) wrap instead of widening the message past a phone's screen.
const text = {
  fontSize: '16px',
  lineHeight: '24px',
  color: '#0f172a',
  margin: '0 0 16px',
  overflowWrap: 'anywhere',
} as const;
const brand = '#0f4c3a';

export function EmailLayout({
  site,
  preview,
  children,
}: {
  site: SiteConfig;
  /** The line mail programs show beside the subject. */
  preview: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          backgroundColor: '#f1f5f9',
          fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
        }}
      >
        <div data-skip-in-text="true" style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>
          {preview}
        </div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: '#f1f5f9' }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '16px 8px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: '600px', backgroundColor: '#ffffff', borderRadius: '12px' }}
                >
                  <tbody>
                    <tr>
                      <td
                        data-skip-in-text="true"
                        style={{
                          backgroundColor: brand,
                          color: '#ffffff',
                          padding: '16px 24px',
                          borderRadius: '12px 12px 0 0',
                          fontSize: '18px',
                          fontWeight: 700,
                        }}
                      >
                        {site.businessName}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '24px' }}>{children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 24px 24px', borderTop: '1px solid #e2e8f0' }}>
                        <p style={{ ...text, fontSize: '14px', lineHeight: '20px', color: '#475569' }}>
                          {site.adviserName}
                          <br />
                          {site.businessName}
                          <br />
                          Phone: {site.phone}
                          <br />
                          WhatsApp:{' '}
                          <a href={whatsappHref(site.whatsappNumber)}>{whatsappHref(site.whatsappNumber)}</a>
                          <br />
                          <a href={site.siteUrl}>{site.siteUrl}</a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={text}>{children}</p>;
}

export function Heading({ children }: { children: ReactNode }) {
  return <h1 style={{ ...text, fontSize: '22px', lineHeight: '30px', fontWeight: 700 }}>{children}</h1>;
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <h2 style={{ ...text, fontSize: '18px', lineHeight: '26px', fontWeight: 700, margin: '24px 0 8px' }}>
      {children}
    </h2>
  );
}

/** A large, finger-sized link; the text version writes it as `Label <address>`. */
export function ButtonLink({ href, children }: { href: string; children: string }) {
  return (
    <p style={{ margin: '0 0 16px' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          backgroundColor: brand,
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 700,
          padding: '12px 20px',
          borderRadius: '8px',
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** Labelled lines ("Phone: 081 ..."), one per row, so each reads "Label: value" as text too. */
export function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <p style={text}>
      {rows.map(([label, value], index) => (
        <span key={label}>
          {index > 0 ? <br /> : null}
          <strong>{label}:</strong> {value}
        </span>
      ))}
    </p>
  );
}

export function List({ items }: { items: string[] }) {
  return (
    <ul style={{ ...text, paddingLeft: '20px' }}>
      {items.map((item, index) => (
        // Lines may repeat (two tasks of one name): the position keeps keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once
        <li key={index} style={{ margin: '0 0 8px' }}>
          {item}
        </li>
      ))}
    </ul>
  );
}

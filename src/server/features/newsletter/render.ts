import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * A newsletter's Markdown as the HTML of an e-mail (issue 33): rendered by marked (CommonMark and
 * GitHub's tables and lists), then sanitised by sanitize-html to the tags an e-mail needs (no
 * scripts, event handlers, frames, forms or styles of the writer's own), links and images only by
 * http(s) address (links also mailto: and tel:), and each tag given the inline style mail programs
 * need: images never wider than the message, so nothing scrolls sideways on a phone.
 */

const marked = new Marked({ gfm: true, breaks: false, async: false });

const styles: Record<string, string> = {
  h1: 'font-size:24px;line-height:30px;margin:0 0 16px;color:#0f172a',
  h2: 'font-size:20px;line-height:26px;margin:24px 0 12px;color:#0f172a',
  h3: 'font-size:18px;line-height:24px;margin:20px 0 8px;color:#0f172a',
  h4: 'font-size:16px;line-height:22px;margin:16px 0 8px;color:#0f172a',
  p: 'font-size:16px;line-height:24px;margin:0 0 16px;color:#0f172a;overflow-wrap:anywhere',
  li: 'font-size:16px;line-height:24px;margin:0 0 6px;color:#0f172a',
  ul: 'margin:0 0 16px;padding-left:24px',
  ol: 'margin:0 0 16px;padding-left:24px',
  a: 'color:#0f4c3a;text-decoration:underline;overflow-wrap:anywhere',
  img: 'display:block;max-width:100%;height:auto;border:0;margin:0 0 16px',
  blockquote: 'margin:0 0 16px;padding:0 0 0 16px;border-left:4px solid #cbd5e1;color:#334155',
  pre: 'white-space:pre-wrap;overflow-wrap:anywhere;background:#f1f5f9;padding:12px;border-radius:8px;font-size:14px',
  code: 'font-family:Menlo,Consolas,monospace;font-size:14px',
  hr: 'border:0;border-top:1px solid #e2e8f0;margin:24px 0',
  table: 'border-collapse:collapse;width:100%;margin:0 0 16px',
  th: 'border:1px solid #e2e8f0;padding:6px;text-align:left;font-size:14px',
  td: 'border:1px solid #e2e8f0;padding:6px;font-size:14px',
};

const withStyle =
  (tag: string): sanitizeHtml.Transformer =>
  (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: styles[tag] ?? '' } });

export function markdownToEmailHtml(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: [...Object.keys(styles), 'strong', 'em', 'del', 'br', 'thead', 'tbody', 'tr'],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': ['style'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    // Scripts and styles go with what is inside them, not only their tags.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
    transformTags: Object.fromEntries(Object.keys(styles).map((tag) => [tag, withStyle(tag)])),
  });
}

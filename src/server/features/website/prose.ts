import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * A prose block of the public pages (issue 58) as HTML: the adviser's Markdown rendered by marked,
 * then sanitised by sanitize-html to the few tags prose needs (paragraphs, emphasis, lists, links):
 * no raw HTML of the writer's own survives (no scripts, event handlers, styles or frames), and links
 * go only to http(s), mailto: and tel: addresses (an ordinary link, opening in the same tab).
 */

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function proseHtml(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: ['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  }).trim();
}

import { describe, expect, it } from 'vitest';
import { markdownToEmailHtml } from './render';

describe('a newsletter’s Markdown as e-mail HTML', () => {
  it('renders headings, links, lists and images by address, each with its inline style', () => {
    const html = markdownToEmailHtml(
      '# Tax season\n\nFile by **30 June**: [the dates](https://example.com/dates).\n\n- one\n- two\n\n![A chart](https://example.com/chart.png)',
    );
    expect(html).toContain('<h1 style="font-size:24px;');
    expect(html).toContain('<strong>30 June</strong>');
    expect(html).toContain('<a href="https://example.com/dates" style="color:#0f4c3a;');
    expect(html).toContain('<li style=');
    // Never wider than the message: no sideways scrolling on a phone.
    expect(html).toContain(
      '<img src="https://example.com/chart.png" alt="A chart" style="display:block;max-width:100%;height:auto;',
    );
  });

  it.each([
    ['a script', 'Hello <script>alert(1)</script> there', ['<script', 'alert(1)']],
    ['an onerror handler', '<img src="https://example.com/x.png" onerror="alert(1)">', ['onerror', 'alert']],
    ['a javascript: link', '[click](javascript:alert(1))', ['javascript:']],
    ['a frame', '<iframe src="https://example.com"></iframe>', ['<iframe']],
    [
      'a style of its own',
      '<style>body{display:none}</style><p style="position:fixed">x</p>',
      ['display:none', 'position:fixed'],
    ],
    ['an image by data address', '![x](data:image/svg+xml;base64,PHN2Zz4=)', ['data:']],
  ])('drops %s', (_label, markdown, absent) => {
    const html = markdownToEmailHtml(markdown);
    for (const text of absent) expect(html).not.toContain(text);
  });
});

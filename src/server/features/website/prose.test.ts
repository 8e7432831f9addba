import { describe, expect, it } from 'vitest';
import { proseHtml } from './prose';

describe('a prose block as HTML', () => {
  it.each([
    ['plain text', 'Cover for your family.', '<p>Cover for your family.</p>'],
    [
      'bold and italic',
      'Cover **for life**, *paid monthly*.',
      '<p>Cover <strong>for life</strong>, <em>paid monthly</em>.</p>',
    ],
    [
      'a web link',
      'See [NAMFISA](https://www.namfisa.com.na).',
      '<p>See <a href="https://www.namfisa.com.na">NAMFISA</a>.</p>',
    ],
    ['a phone link', 'Call [us](tel:+26461000000).', '<p>Call <a href="tel:+26461000000">us</a>.</p>'],
    [
      'an e-mail link',
      '[Write](mailto:adviser@example.com)',
      '<p><a href="mailto:adviser@example.com">Write</a></p>',
    ],
    ['a list', '- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['two paragraphs', 'One.\n\nTwo.', '<p>One.</p>\n<p>Two.</p>'],
    // What is not prose goes, with what is inside a script.
    ['a script', 'Hi <script>alert(1)</script>there', '<p>Hi there</p>'],
    [
      'an event handler',
      '<a href="https://example.com" onclick="steal()">x</a>',
      '<p><a href="https://example.com">x</a></p>',
    ],
    ['a javascript: link', '[x](javascript:alert(1))', '<p><a>x</a></p>'],
    ['a data: link', '[x](data:text/html,hi)', '<p><a>x</a></p>'],
    ['a heading, kept as its text', '# Big', 'Big'],
    ['an image, left out', '![cat](https://example.com/cat.png)', '<p></p>'],
    ['a style', '<span style="color:red">red</span>', '<p>red</p>'],
  ])('%s', (_name, markdown, html) => {
    expect(proseHtml(markdown)).toBe(html);
  });
});

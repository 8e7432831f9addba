import { describe, expect, it } from 'vitest';
import { withIslandCode } from './frontend';

describe('withIslandCode', () => {
  const scripts = {
    calculators: ['/assets/hydrate-island-a.js', '/assets/CalculatorPicker-b.js'],
    'newsletter-box': ['/assets/hydrate-island-a.js', '/assets/NewsletterBox-c.js'],
  };

  it.each([
    {
      name: 'one island',
      html: '<div data-island="calculators" data-props="{}"><p>x</p></div>',
      expected:
        '<div data-island="calculators" data-code="/assets/hydrate-island-a.js /assets/CalculatorPicker-b.js" data-props="{}"><p>x</p></div>',
    },
    {
      name: 'two islands, each its own files',
      html: '<div data-island="calculators"></div><div class="a" data-island="newsletter-box"></div>',
      expected:
        '<div data-island="calculators" data-code="/assets/hydrate-island-a.js /assets/CalculatorPicker-b.js"></div>' +
        '<div class="a" data-island="newsletter-box" data-code="/assets/hydrate-island-a.js /assets/NewsletterBox-c.js"></div>',
    },
    {
      name: 'an island the build has no files for is left as it is',
      html: '<div data-island="unknown"></div>',
      expected: '<div data-island="unknown"></div>',
    },
    {
      name: 'text that only mentions the attribute is not an island',
      html: '<p>data-island="calculators"</p>',
      expected: '<p>data-island="calculators"</p>',
    },
  ])('$name', ({ html, expected }) => {
    expect(withIslandCode(html, scripts)).toBe(expected);
  });
});

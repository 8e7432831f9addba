import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from './site';
import { businessStructuredData, openingHours, structuredDataScript } from './structured-data';

describe('openingHours', () => {
  it.each([
    ['Mon-Fri 9AM-6PM', 'Mo-Fr 09:00-18:00'],
    ['Sat 9AM-2PM', 'Sa 09:00-14:00'],
    ['Mon-Sat 8:30AM-5:30PM', 'Mo-Sa 08:30-17:30'],
    ['Sun 12PM-12AM', 'Su 12:00-00:00'],
    ['By appointment', null],
    ['Mon-Xyz 9AM-6PM', null],
  ])('%s -> %s', (text, expected) => {
    expect(openingHours(text)).toBe(expected);
  });
});

describe('businessStructuredData', () => {
  it('describes the business from the site configuration', () => {
    const data = businessStructuredData(defaultSiteConfig);
    expect(data).toMatchObject({
      '@type': 'FinancialService',
      name: defaultSiteConfig.businessName,
      telephone: defaultSiteConfig.phone,
      address: { streetAddress: defaultSiteConfig.streetAddress, addressCountry: 'NA' },
      openingHours: ['Mo-Fr 09:00-18:00', 'Sa 09:00-14:00'],
    });
  });

  it('cannot be closed early by a value holding </script>', () => {
    const script = structuredDataScript({ name: '</script><script>alert(1)</script>' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, script.lastIndexOf('<')))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { closedAllWeek } from '../domain/website/hours';
import { defaultSiteConfig } from './site';
import { businessStructuredData, openingHours, structuredDataScript } from './structured-data';

const open = (from: string, to: string) => ({ open: from, close: to });

describe('openingHours', () => {
  it.each([
    [
      'weekdays and Saturday',
      {
        ...closedAllWeek,
        mon: open('09:00', '18:00'),
        tue: open('09:00', '18:00'),
        wed: open('09:00', '18:00'),
        thu: open('09:00', '18:00'),
        fri: open('09:00', '18:00'),
        sat: open('09:00', '14:00'),
      },
      ['Mo-Fr 09:00-18:00', 'Sa 09:00-14:00'],
    ],
    [
      'a late Wednesday',
      {
        ...closedAllWeek,
        mon: open('08:30', '17:30'),
        tue: open('08:30', '17:30'),
        wed: open('08:30', '20:00'),
        thu: open('08:30', '17:30'),
      },
      ['Mo-Tu 08:30-17:30', 'We 08:30-20:00', 'Th 08:30-17:30'],
    ],
    ['Sunday only', { ...closedAllWeek, sun: open('12:00', '16:00') }, ['Su 12:00-16:00']],
    ['by appointment (no day open)', closedAllWeek, []],
  ])('%s', (_name, hours, expected) => {
    expect(openingHours(hours)).toEqual(expected);
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

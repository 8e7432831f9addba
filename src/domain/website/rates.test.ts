import { describe, expect, it } from 'vitest';
import { noRates, type PublishedRates, rateAsOf, rateText, startingRate } from './rates';

const published: PublishedRates = {
  asOf: '2026-12-01',
  primeLending: 11.25,
  investmentReturn: 9,
  inflation: 3.6,
};

describe('published rates', () => {
  it.each([
    [11.25, '11.25'],
    [7, '7'],
    [3.6, '3.6'],
    // Rounded to two decimals as typed: 10.125 would not be one.
    [10.126, '10.13'],
    [0, '0'],
  ])('rate %s is typed as %s', (rate, text) => {
    expect(rateText(rate)).toBe(text);
  });

  it.each([
    ['primeLending', '', '11.25'],
    ['investmentReturn', '', '9'],
    ['inflation', '6', '3.6'],
  ] as const)('a field for %s starts at the published rate', (kind, fallback, text) => {
    expect(startingRate(published, kind, fallback)).toBe(text);
  });

  it('a field starts empty, or at its fallback, when no rate is published', () => {
    expect(startingRate(noRates, 'primeLending')).toBe('');
    expect(startingRate(noRates, 'investmentReturn', '8')).toBe('8');
    expect(startingRate({ ...published, inflation: null }, 'inflation', '6')).toBe('6');
  });

  it('names the rate and the day it was true', () => {
    expect(rateAsOf(published, 'primeLending')).toBe('Prime lending rate: 11.25 % as of 1 Dec 2026.');
    expect(rateAsOf(published, 'investmentReturn')).toBe(
      'Long-term investment return: 9 % as of 1 Dec 2026.',
    );
    expect(rateAsOf({ ...published, asOf: '' }, 'inflation')).toBe('Inflation: 3.6 %.');
  });

  it('says nothing about a rate not published', () => {
    expect(rateAsOf(noRates, 'primeLending')).toBeUndefined();
    expect(rateAsOf({ ...published, primeLending: null }, 'primeLending')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { policyAmountLabel, policyProducts, premiumText } from './policy-labels';

describe('what a policy’s amount is called (issue 59)', () => {
  it.each<[string, string]>([
    ['life', 'Cover'],
    ['disability', 'Cover'],
    ['dread-disease', 'Cover'],
    ['funeral', 'Cover'],
    ['medical-aid', 'Cover'],
    ['short-term', 'Cover'],
    ['other', 'Cover'],
    ['retirement-annuity', 'Fund value'],
    ['pension-preservation', 'Fund value'],
    ['investment', 'Fund value'],
    ['education', 'Fund value'],
  ])('%s: %s', (product, label) => {
    expect(policyAmountLabel(product)).toBe(label);
  });

  it('names every product the book knows', () => {
    expect(policyProducts.length).toBe(11);
  });
});

describe('premiumText', () => {
  it.each<[number, string, string]>([
    [45_000, 'monthly', 'N$ 450.00 monthly'],
    [120_000, 'annually', 'N$ 1,200.00 annually'],
    [36_000_000, 'single', 'N$ 360,000.00 single premium'],
  ])('%i %s: %s', (premiumCents, premiumFrequency, text) => {
    expect(premiumText({ premiumCents, premiumFrequency })).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { amortise, instalment, monthlyInterestCents } from './amortisation';

describe('monthlyInterestCents', () => {
  it.each([
    // 31,500,000 x 11.75 % / 12 = 308,437.5 exactly: half a cent rounds up
    [31_500_000, 11.75, 308_438],
    // 100 x 6 % / 12 = 0.5 -> 1
    [100, 6, 1],
    // 99 x 6 % / 12 = 0.495 -> 0
    [99, 6, 0],
    [1_000_000, 0, 0],
    [0, 12, 0],
    // 1,000,000 x 12 % / 12 = 10,000
    [1_000_000, 12, 10_000],
    // 123,456 x 22.5 % / 12 = 2,314.8 -> 2,315
    [123_456, 22.5, 2_315],
    // 10^11 cents (N$1 billion) x 40 % / 12 = 3,333,333,333.33 -> 3,333,333,333
    [100_000_000_000, 40, 3_333_333_333],
    // 7 x 10.1 % / 12 = 0.0589 -> 0; 600 x 10.1 % / 12 = 5.05 -> 5 (a float gives 5.049999...)
    [600, 10.1, 5],
  ])('%i cents at %d %% -> %i', (balance, rate, interest) => {
    expect(monthlyInterestCents(balance, rate)).toBe(interest);
  });
});

describe('instalment', () => {
  it.each([
    // 12 x 1,000 at 0 %: 1,000; with a 2,400 balloon: (12,000 - 2,400) / 12 = 800
    [12_000, 0, 12, 0, 1_000],
    [12_000, 0, 12, 2_400, 800],
    // principal as balloon: interest only, 12,000 x 1 % = 120
    [12_000, 0.01, 12, 12_000, 120],
  ])('%d over %i months at %d a month (balloon %d) -> %d', (principal, rate, months, balloon, expected) => {
    expect(instalment(principal, rate, months, balloon)).toBeCloseTo(expected, 9);
  });
});

describe('amortise', () => {
  it('pays a one-month loan in one instalment of principal plus interest', () => {
    // 100,000 cents at 12 %: one month's interest 1,000
    const loan = amortise({ principalCents: 100_000, yearlyRatePercent: 12, months: 1 });
    expect(loan).toMatchObject({
      paymentCents: 101_000,
      finalPaymentCents: 101_000,
      totalInterestCents: 1_000,
      totalInstalmentsCents: 101_000,
    });
  });
});

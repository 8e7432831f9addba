import { describe, expect, it } from 'vitest';
import type { Policy } from '../../../shared/book';
import {
  emptyPolicyForm,
  type PolicyFormValues,
  policyCreateBody,
  policyFormValues,
  policyPrefillFromCard,
  policyUpdateBody,
} from './policy-form';

const filled: PolicyFormValues = {
  ...emptyPolicyForm,
  insurer: 'Old Mutual Namibia',
  product: 'life',
  policyNumber: 'OM-123',
  startDate: '2026-03-01',
  premium: 'N$ 1,250.50',
  cover: '1 500 000',
};

describe('the policy form', () => {
  it('makes the API body: N$ as cents, no commission when none is given', () => {
    expect(policyCreateBody('client-1', filled)).toEqual({
      ok: true,
      body: {
        clientId: 'client-1',
        insurer: 'Old Mutual Namibia',
        product: 'life',
        policyNumber: 'OM-123',
        status: 'in-force',
        startDate: '2026-03-01',
        premiumCents: 125_050,
        premiumFrequency: 'monthly',
        coverCents: 150_000_000,
        commission: null,
      },
    });
  });

  it.each([
    [
      'a percentage paid over twelve months and an ongoing percentage',
      { firstYearKind: 'percent', firstYear: '75,5 %', firstYearPaid: 'over-12-months', ongoingPercent: '3' },
      { firstYearPercent: 75.5, firstYearPaid: 'over-12-months', ongoingPercent: 3 },
    ],
    [
      'an amount up front',
      { firstYearKind: 'amount', firstYear: '4 800.00', firstYearPaid: 'upfront' },
      { firstYearAmountCents: 480_000, firstYearPaid: 'upfront' },
    ],
    ['only an ongoing percentage', { ongoingPercent: '0.5' }, { ongoingPercent: 0.5 }],
  ] as const)('keeps commission terms: %s', (_name, typed, commission) => {
    const result = policyCreateBody('client-1', { ...filled, ...typed });
    expect(result.ok && result.body.commission).toEqual(commission);
  });

  it.each([
    ['an empty insurer', { insurer: ' ' }, 'insurer', 'Enter the insurer (2 to 80 characters)'],
    ['no product', { product: '' }, 'product', 'Choose the kind of product'],
    [
      'a start date that is not one',
      { startDate: '2026-02-30' },
      'startDate',
      'Enter the start date as a real date (YYYY-MM-DD)',
    ],
    ['a negative premium', { premium: '-450' }, 'premium', 'The premium cannot be negative'],
    [
      'a premium that is not an amount',
      { premium: 'about 400' },
      'premium',
      'Enter the premium in N$, e.g. 450.00',
    ],
    ['no premium', { premium: '' }, 'premium', 'Enter the premium'],
    ['a cover with three decimals', { cover: '10.005' }, 'cover', 'Enter the cover in N$, e.g. 450.00'],
    [
      'a percentage over 100',
      { firstYearKind: 'percent', firstYear: '120' },
      'firstYear',
      'The first-year commission is at most 100',
    ],
    [
      'a percentage that is not a number',
      { ongoingPercent: 'three' },
      'ongoingPercent',
      'The ongoing commission must be a percentage',
    ],
  ] as const)('names the field for %s', (_name, typed, field, message) => {
    const result = policyCreateBody('client-1', { ...filled, ...typed });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });

  it('shows a stored policy as typed values, and saves them back unchanged', () => {
    const policy: Policy = {
      id: 'p1',
      clientId: 'c1',
      clientName: 'Maria',
      insurer: 'Sanlam Namibia',
      product: 'funeral',
      policyNumber: 'SN-9',
      status: 'applied',
      statusSince: null,
      startDate: '2025-12-01',
      premiumCents: 18_000,
      premiumFrequency: 'quarterly',
      monthlyPremiumCents: 6_000,
      coverCents: null,
      commission: { firstYearPercent: 50, firstYearPaid: 'upfront', ongoingPercent: 2.5 },
      createdAt: '2025-11-01T00:00:00.000Z',
      updatedAt: '2025-11-01T00:00:00.000Z',
    };
    const values = policyFormValues(policy);
    expect(values).toMatchObject({
      premium: '180.00',
      cover: '',
      firstYearKind: 'percent',
      firstYear: '50',
      ongoingPercent: '2.5',
    });
    expect(policyUpdateBody(values)).toEqual({
      ok: true,
      body: {
        insurer: 'Sanlam Namibia',
        product: 'funeral',
        policyNumber: 'SN-9',
        status: 'applied',
        startDate: '2025-12-01',
        premiumCents: 18_000,
        premiumFrequency: 'quarterly',
        coverCents: null,
        commission: { firstYearPercent: 50, firstYearPaid: 'upfront', ongoingPercent: 2.5 },
      },
    });
  });

  it('shows the date of a status that changed, to correct, and sends it with the status', () => {
    const lapsed: Policy = {
      id: 'p2',
      clientId: 'c1',
      clientName: 'Maria',
      insurer: 'Hollard Namibia',
      product: 'life',
      policyNumber: 'HOL-7',
      status: 'lapsed',
      statusSince: '2026-08-10',
      startDate: '2025-01-01',
      premiumCents: 100_000,
      premiumFrequency: 'monthly',
      monthlyPremiumCents: 100_000,
      coverCents: null,
      commission: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2026-08-10T00:00:00.000Z',
    };
    const values = policyFormValues(lapsed);
    expect(values.statusDate).toBe('2026-08-10');
    const corrected = policyUpdateBody({ ...values, statusDate: '2026-07-20' });
    expect(corrected.ok && corrected.body).toMatchObject({ status: 'lapsed', statusDate: '2026-07-20' });
  });
});

describe('a policy recorded from a won card', () => {
  it.each([
    [
      'a funeral application: its product and yearly premium',
      { enquiryType: 'funeral-application', estimatedValueCents: 216_000 },
      {
        status: 'in-force',
        startDate: '2026-11-25',
        product: 'funeral',
        premium: '2160.00',
        premiumFrequency: 'annually',
      },
    ],
    [
      'a consultation request: in force from today, the rest to fill in',
      { enquiryType: 'consultation-request', estimatedValueCents: 500_000 },
      { status: 'in-force', startDate: '2026-11-25' },
    ],
    [
      'a card added by hand',
      { enquiryType: null, estimatedValueCents: null },
      { status: 'in-force', startDate: '2026-11-25' },
    ],
  ])('%s', (_name, card, prefill) => {
    expect(policyPrefillFromCard(card, '2026-11-25')).toEqual(prefill);
  });
});

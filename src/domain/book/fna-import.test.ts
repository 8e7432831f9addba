import { describe, expect, it } from 'vitest';
import { type FnaPolicyRow, fnaBookItems } from './fna-import';

const row = (overrides: Partial<FnaPolicyRow>): FnaPolicyRow => ({
  policyNumber: 'OM-1',
  company: 'Old Mutual Namibia',
  inception: '2019-04-01',
  premium: 0,
  annualPremium: 0,
  death: 0,
  disability: 0,
  dreadDisease: 0,
  ...overrides,
});

describe('an FNA’s policies and children for the book', () => {
  const items = fnaBookItems(
    {
      maritalStatus: 'Married',
      children: [
        { name: ' Tuli  Amutenya ', currentAge: 9 },
        { name: 'Ndapewa Amutenya', currentAge: 4 },
        { name: '', currentAge: 1 },
      ],
      lists: {
        lifeAssurance: [
          // N$ 450.10 a month for N$ 1.5 million at death: life cover, 45,010 cents.
          row({ premium: 450.1, death: 1_500_000 }),
          // Only disability cover: a disability policy for N$ 800,000.
          row({ policyNumber: 'SN-7', company: 'Sanlam Namibia', premium: 120, disability: 800_000 }),
          // Recorded already (another case and spaces): not again.
          row({ policyNumber: ' om-99 ', premium: 99 }),
          // No start date and no number: cannot be recorded as it is.
          row({ policyNumber: '', inception: '', premium: 50 }),
        ],
        retirementAnnuities: [
          // N$ 12,000 a year: an annual premium.
          row({ policyNumber: 'AG-RA-1', company: 'Allan Gray Namibia', annualPremium: 12_000 }),
        ],
        unitTrusts: [
          // Listed twice in the FNA: once.
          row({ policyNumber: 'UT-5', company: 'Capricorn Asset Management', premium: 500 }),
          row({ policyNumber: 'UT-5', company: 'Capricorn Asset Management', premium: 500 }),
        ],
      },
    },
    {
      policies: [{ insurer: 'OLD MUTUAL NAMIBIA', policyNumber: 'OM-99' }],
      relatedNames: ['ndapewa amutenya'],
    },
  );

  it('makes each listed policy a product with its premium in cents and its cover', () => {
    expect(
      items.policies.map(({ key, product, premiumCents, premiumFrequency, coverCents, state }) => [
        key,
        product,
        premiumCents,
        premiumFrequency,
        coverCents,
        state,
      ]),
    ).toEqual([
      ['lifeAssurance:0', 'life', 45_010, 'monthly', 150_000_000, 'new'],
      ['lifeAssurance:1', 'disability', 12_000, 'monthly', 80_000_000, 'new'],
      ['lifeAssurance:2', 'life', 9_900, 'monthly', null, 'there-already'],
      ['lifeAssurance:3', 'life', 5_000, 'monthly', null, 'incomplete'],
      ['retirementAnnuities:0', 'retirement-annuity', 1_200_000, 'annually', null, 'new'],
      ['unitTrusts:0', 'investment', 50_000, 'monthly', null, 'new'],
      ['unitTrusts:1', 'investment', 50_000, 'monthly', null, 'there-already'],
    ]);
    expect(items.policies[3]?.missing).toEqual(['the policy number', 'the start date']);
  });

  it('lists the children, those linked already (by name) and those without a name apart', () => {
    expect(items.children).toEqual([
      { key: 'child:0', name: 'Tuli Amutenya', age: 9, state: 'new' },
      { key: 'child:1', name: 'Ndapewa Amutenya', age: 4, state: 'there-already' },
      { key: 'child:2', name: '', age: 1, state: 'incomplete' },
    ]);
    expect(items.spouseMentioned).toBe(true);
  });

  it('is nothing for an FNA without policies or children', () => {
    expect(
      fnaBookItems({ maritalStatus: 'Single', children: [], lists: {} }, { policies: [], relatedNames: [] }),
    ).toEqual({
      policies: [],
      children: [],
      spouseMentioned: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { analyseFna } from '../../../domain/fna/analysis';
import { fnaSchema } from '../../../shared/fna';
import { completeFna } from '../../../shared/fna.fixtures';
import { figuresOf, startingValues, withDefaults } from './draft';

describe('FNA draft', () => {
  const defaults = startingValues({ name: 'Alex Example', code: 'EX-0001' }, '2026-11-23');

  it('starts with the spec’s defaults and the adviser from the configuration', () => {
    expect(defaults.assumptions).toMatchObject({
      premiumGrowth: 5,
      inflation: 6,
      investmentReturn: 10,
      retirementReturn: 10,
    });
    expect(defaults.personalParticulars?.retirementAge).toBe(60);
    expect(defaults.needs?.retirement?.escalationRate).toBe(5);
    expect(defaults.estatePlanning).toMatchObject({ deedsOfficeExpenses: 1810, advertisementCosts: 1500 });
    expect(defaults.personalInfo).toMatchObject({ advisorName: 'Alex Example', advisorCode: 'EX-0001' });
  });

  it('starts from the adviser’s published inflation and return, where set (issue 58)', () => {
    const published = startingValues({ name: 'Alex Example', code: 'EX-0001' }, '2026-12-06', {
      asOf: '2026-12-01',
      primeLending: 11.25,
      investmentReturn: 9.5,
      inflation: 3.6,
    });
    expect(published.assumptions).toMatchObject({
      inflation: 3.6,
      investmentReturn: 9.5,
      // Not a published rate: the spec's.
      retirementReturn: 10,
      // The income needed rises with inflation.
      death: { rate: 3.6 },
      disability: { rate: 3.6 },
    });
    const onlyInflation = startingValues({ name: 'A', code: '' }, '2026-12-06', {
      asOf: '2026-12-01',
      primeLending: null,
      investmentReturn: null,
      inflation: 4,
    });
    expect(onlyInflation.assumptions).toMatchObject({ inflation: 4, investmentReturn: 10 });
  });

  it('lays a draft over the defaults: missing fields keep their default, lists are the draft’s', () => {
    const merged = withDefaults(defaults, {
      assumptions: { inflation: 7 },
      beneficiaries: [{ relationship: 'Son' }],
    });
    expect(merged.assumptions).toMatchObject({ inflation: 7, investmentReturn: 10, death: { rate: 6 } });
    expect(merged.beneficiaries).toEqual([{ relationship: 'Son' }]);
    expect(merged.consentInfo?.advisorName).toBe('Alex Example');
  });

  it('gives the same figures as the server for a complete form', () => {
    const parsed = fnaSchema.parse(completeFna);
    expect(analyseFna(figuresOf(parsed))).toEqual(analyseFna(parsed));
  });

  it('reads what is not yet a number as 0', () => {
    const draft = withDefaults(defaults, { budgetInfo: { income: { salary: Number.NaN, otherIncome: '' } } });
    expect(analyseFna(figuresOf(draft)).budget.totalIncomeCents).toBe(0);
  });
});

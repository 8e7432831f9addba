import { describe, expect, it } from 'vitest';
import { type BoardLead, boardTotals, isFollowUpOverdue, matchesBoardFilter } from './board';

const lead = (overrides: Partial<BoardLead>): BoardLead => ({
  status: 'new-lead',
  priority: 'medium',
  name: 'Test Person',
  email: 'test@example.com',
  company: '',
  estimatedValueCents: null,
  nextFollowUp: null,
  ...overrides,
});

describe('boardTotals', () => {
  it('counts and sums each stage and the board, leads without a value counting N$ 0', () => {
    const leads = [
      lead({ status: 'new-lead', estimatedValueCents: 150_000 }),
      lead({ status: 'new-lead', estimatedValueCents: null }),
      lead({ status: 'quotation', estimatedValueCents: 1_234_56 }),
      lead({ status: 'quotation', estimatedValueCents: 1 }),
    ];
    const { byStage, total } = boardTotals(leads, ['new-lead', 'quotation', 'signature']);
    // new-lead: 150,000 + 0 = 150,000 cents (N$ 1,500.00); quotation: 123,456 + 1 = 123,457 cents.
    expect(byStage).toEqual({
      'new-lead': { count: 2, valueCents: 150_000 },
      quotation: { count: 2, valueCents: 123_457 },
      signature: { count: 0, valueCents: 0 },
    });
    // 150,000 + 123,457 = 273,457 cents: N$ 2,734.57.
    expect(total).toEqual({ count: 4, valueCents: 273_457 });
  });

  it('adds cents exactly where floating-point rands would not (0.1 + 0.2)', () => {
    const { total } = boardTotals(
      [lead({ estimatedValueCents: 10 }), lead({ estimatedValueCents: 20 })],
      ['new-lead'],
    );
    expect(total.valueCents).toBe(30);
  });

  it('an empty board is 0 leads and N$ 0', () => {
    expect(boardTotals([], ['new-lead']).total).toEqual({ count: 0, valueCents: 0 });
  });
});

describe('matchesBoardFilter', () => {
  const maria = lead({
    name: 'Maria Shikongo',
    email: 'maria@example.com',
    company: 'Oshana Traders',
    priority: 'high',
  });
  it.each([
    ['', 'all', true],
    ['maria', 'all', true],
    ['SHIKONGO', 'all', true],
    ['@example.com', 'all', true],
    ['oshana', 'all', true],
    ['  traders ', 'all', true],
    ['windhoek', 'all', false],
    ['', 'high', true],
    ['', 'low', false],
    ['maria', 'urgent', false],
  ])('search %j with priority %s: %s', (search, priority, expected) => {
    expect(matchesBoardFilter(maria, search, priority)).toBe(expected);
  });
});

describe('isFollowUpOverdue', () => {
  it.each([
    [null, '2026-11-23', false],
    ['', '2026-11-23', false],
    ['2026-11-22', '2026-11-23', true],
    ['2026-11-23', '2026-11-23', false],
    ['2026-11-24', '2026-11-23', false],
    ['2025-12-31', '2026-01-01', true],
  ])('%j on %s: %s', (date, today, expected) => {
    expect(isFollowUpOverdue(date, today)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { isFollowUpOverdue, moveCardOnBoard, type StageColumn } from './board';

type Card = { id: string; status: string; estimatedValueCents: number | null };

const board: StageColumn<Card>[] = [
  {
    id: 'new-lead',
    count: 3,
    // 150,000 + 0 (no value) + 1 = 150,001 cents; the third card is off the page (count 3, two shown).
    valueCents: 150_001,
    leads: [
      { id: 'a', status: 'new-lead', estimatedValueCents: 150_000 },
      { id: 'b', status: 'new-lead', estimatedValueCents: null },
    ],
  },
  {
    id: 'quotation',
    count: 1,
    valueCents: 123_456,
    leads: [{ id: 'c', status: 'quotation', estimatedValueCents: 123_456 }],
  },
  { id: 'signature', count: 0, valueCents: 0, leads: [] },
];

describe('moveCardOnBoard', () => {
  it('moves a card to the top of another stage with its value', () => {
    const moved = moveCardOnBoard(board, 'a', 'quotation');
    // new-lead: 3 - 1 = 2 cards, 150,001 - 150,000 = 1 cent; quotation: 2 cards, 123,456 + 150,000 = 273,456.
    expect(moved.map(({ id, count, valueCents }) => [id, count, valueCents])).toEqual([
      ['new-lead', 2, 1],
      ['quotation', 2, 273_456],
      ['signature', 0, 0],
    ]);
    expect(moved[1]!.leads.map((card) => [card.id, card.status])).toEqual([
      ['a', 'quotation'],
      ['c', 'quotation'],
    ]);
    expect(moved[0]!.leads.map((card) => card.id)).toEqual(['b']);
  });

  it('a card without a value moves N$ 0', () => {
    const moved = moveCardOnBoard(board, 'b', 'signature');
    expect(moved.map(({ count, valueCents }) => [count, valueCents])).toEqual([
      [2, 150_001],
      [1, 123_456],
      [1, 0],
    ]);
  });

  it.each([
    ['its own stage', 'a', 'new-lead'],
    ['an unknown stage', 'a', 'won'],
    ['an unknown card', 'zz', 'quotation'],
  ])('leaves the board as it is for %s', (_case, id, stage) => {
    expect(moveCardOnBoard(board, id, stage)).toEqual(board);
  });

  it('does not change the board it was given', () => {
    const before = structuredClone(board);
    moveCardOnBoard(board, 'a', 'quotation');
    expect(board).toEqual(before);
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

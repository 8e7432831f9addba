import { describe, expect, it } from 'vitest';
import { classifyStatement, parseStatementAmount } from './statement-import';

describe('an insurer’s statement amount', () => {
  it.each([
    ['1234.56', 123_456],
    ['1,234.56', 123_456],
    ['N$ 1 234.5', 123_450],
    ['n$250', 25_000],
    ['-250', -25_000],
    ['(250.00)', -25_000], // accountants' brackets: a clawback
    ['0.07', 7],
    ['12.345', null], // a fraction of a cent
    ['', null],
    ['twelve', null],
    ['1.2.3', null],
  ])('"%s" is %s cents', (text, expected) => {
    expect(parseStatementAmount(text)).toBe(expected);
  });
});

describe('sorting a statement’s lines', () => {
  const policies = [
    { id: 'p1', insurer: 'Old Mutual Namibia', policyNumber: 'OM-1', clientName: 'Maria' },
    { id: 'p2', insurer: 'Sanlam Namibia', policyNumber: 'SN-2', clientName: 'Johannes' },
  ];
  const line = (number: number, insurer: string, policyNumber: string, month: string, amount: string) => ({
    line: number,
    insurer,
    policyNumber,
    month,
    amount,
  });

  it('matched, unmatched, duplicates and invalid lines, each with its line number', () => {
    const sorted = classifyStatement(
      [
        line(2, 'Old Mutual Namibia', 'OM-1', '2026-10', '2,375.00'),
        line(3, ' old mutual namibia ', 'om-1', '2026-11', '2375'), // case and spaces do not matter
        line(4, 'Old Mutual Namibia', 'OM-1', '2026-10', '2375'), // the same month again in the file
        line(5, 'Sanlam Namibia', 'SN-2', '2026-09', '100'), // entered already
        line(6, 'Hollard', 'H-9', '2026-10', '50'), // no such policy
        line(7, 'Sanlam Namibia', 'SN-2', '2026-13', 'lots'),
        line(8, '', 'SN-2', '2026-10', '10'),
      ],
      policies,
      new Set(['p2\u00002026-09']),
    );
    expect(sorted.matched.map((row) => [row.line, row.policyId, row.month, row.amountCents])).toEqual([
      [2, 'p1', '2026-10', 237_500],
      [3, 'p1', '2026-11', 237_500],
    ]);
    expect(sorted.duplicates.map((row) => [row.line, row.reason])).toEqual([
      [4, 'twice-in-file'],
      [5, 'entered-already'],
    ]);
    expect(sorted.unmatched.map((row) => row.line)).toEqual([6]);
    expect(sorted.invalid).toEqual([
      {
        line: 7,
        message: 'Line 7: the month "2026-13" is not YYYY-MM; the amount "lots" is not an amount in N$',
      },
      { line: 8, message: 'Line 8: the insurer is empty' },
    ]);
  });
});

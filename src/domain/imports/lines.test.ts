import { describe, expect, it } from 'vitest';
import { type Column, formulaWithoutValueText, readLine } from './lines';

/** A policy sheet's line read (issue 56): a person without a policy, a formula without its value. */
const columns: Column[] = [
  { header: 'Name', field: 'name' },
  { header: 'Cell', field: 'phone' },
  { header: 'Insurer', field: 'insurer' },
  { header: 'Policy no.', field: 'policyNumber' },
  { header: 'Product', field: 'product' },
  { header: 'Start date', field: 'startDate' },
  { header: 'Premium', field: 'premium' },
  { header: 'Frequency', field: 'frequency' },
  { header: 'Cover', field: 'cover' },
];
const today = '2026-12-06';

describe('readLine on a policy sheet', () => {
  it('reads a person with every policy column empty as a person without a policy', () => {
    const read = readLine(
      'Policies',
      3,
      columns,
      ['Hilma Nakale', '081 555 4002', '', '', null, '', null, '', ''],
      today,
    );
    expect(read).toMatchObject({ personOnly: true, policy: null, problems: [], policyProblems: [] });
    expect(read.client?.name).toBe('Hilma Nakale');
  });

  it.each([
    ['a formula cell from a workbook', { problem: formulaWithoutValueText }],
    ['a formula typed into a CSV', '=1000*100'],
  ])('names %s in its column, as the policy’s problem, and calls nothing missing', (_name, cell) => {
    const read = readLine(
      'Policies',
      2,
      columns,
      [
        'Johanna Haufiku',
        '081 555 3001',
        'Sanlam',
        'SL-F1',
        'Life cover',
        '2024-01-01',
        cell,
        'Monthly',
        cell,
      ],
      today,
    );
    expect(read.policyProblems).toEqual([
      { column: 'Premium', why: formulaWithoutValueText },
      { column: 'Cover', why: formulaWithoutValueText },
    ]);
    expect(read.problems).toEqual(read.policyProblems);
    expect(read.policy).toBeNull();
  });

  it('keeps a line with only some policy columns a policy line to fix', () => {
    const read = readLine(
      'Policies',
      5,
      columns,
      ['Paulus Nakale', '081 555 4004', 'Old Mutual', 'OM-P4', '', '', '', '', ''],
      today,
    );
    expect(read.personOnly).toBeUndefined();
    expect(read.policyProblems.map((problem) => problem.column)).toEqual([
      'Product',
      'Start date',
      'Premium',
      'Frequency',
    ]);
  });
});

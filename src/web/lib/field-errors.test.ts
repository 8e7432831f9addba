import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, pathErrors } from './field-errors';

describe('fieldErrors', () => {
  it.each([
    [
      'an empty name: the first check’s message, not the refinements after it',
      { name: '' },
      { name: 'Type your name' },
    ],
    ['one word: only the failed refinement', { name: 'Maria' }, { name: 'First name and surname' }],
    ['two fields: one message each', { name: '', box: false }, { name: 'Type your name', box: 'Tick it' }],
  ])('%s', (_case, input, expected) => {
    const schema = z.object({
      name: z
        .string()
        .min(1, 'Type your name')
        .refine((value) => value.split(' ').length >= 2, 'First name and surname'),
      box: z.literal(true, { error: 'Tick it' }).optional(),
    });
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error?.issues ?? [])).toEqual(expected);
  });
});

describe('pathErrors', () => {
  const issues = [
    { path: ['hours', 'mon', 'open'], message: 'Use the 24-hour clock' },
    { path: ['hours', 'mon', 'open'], message: 'a later message' },
    { path: ['memberships', 1], message: 'Enter the association’s name' },
  ];
  it('names each field by its whole path, keeping the first message', () => {
    expect(pathErrors(issues)).toEqual({
      'hours.mon.open': 'Use the 24-hour clock',
      'memberships.1': 'Enter the association’s name',
    });
  });
  it('names a field as told (a list item’s message under its list)', () => {
    expect(
      pathErrors(issues, (path) => (path[0] === 'memberships' ? 'memberships' : path.join('.'))),
    ).toEqual({
      'hours.mon.open': 'Use the 24-hour clock',
      memberships: 'Enter the association’s name',
    });
  });
});

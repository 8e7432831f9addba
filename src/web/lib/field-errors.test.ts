import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors';

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

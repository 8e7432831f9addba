import { describe, expect, it } from 'vitest';
import { adviceConfirmSchema } from './advice-records';
import { adviceConfirmProblems, adviceMessages, confirmedLine, fullNameProblem } from './advice-texts';

describe('the typed full name of a confirmation', () => {
  it.each([
    ['', adviceMessages.fullName],
    ['Al', adviceMessages.fullName],
    ['Maria', adviceMessages.fullNameTwoWords],
    ['12 34', adviceMessages.fullNameLetters],
    ['<b>Maria</b> Shikongo', adviceMessages.fullNameLetters],
    [`${'x'.repeat(60)} ${'y'.repeat(60)}`, adviceMessages.fullNameTooLong],
    ['Maria Shikongo', undefined],
    ['Ndapewa !Nara-Goagoses', undefined],
    ['Lukas Müller', undefined],
  ])('"%s": %s', (name, expected) => {
    expect(fullNameProblem(name)).toBe(expected);
    // The API's schema says the same (after trimming).
    const parsed = adviceConfirmSchema.safeParse({ fullName: `  ${name} `, understood: true });
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(expected);
  });

  it('asks for the box as well, one message per field', () => {
    expect(adviceConfirmProblems({ fullName: ' ', understood: false })).toEqual({
      fullName: adviceMessages.fullName,
      understood: adviceMessages.understood,
    });
    expect(adviceConfirmProblems({ fullName: 'Maria Shikongo', understood: true })).toEqual({});
  });

  it('says who confirmed on which Windhoek day', () => {
    // 22:30 UTC on 2 December is 00:30 on 3 December in Windhoek (UTC+2).
    expect(confirmedLine('Maria Shikongo', '2026-12-02T22:30:00.000Z')).toBe(
      'Confirmed by Maria Shikongo on 3 December 2026',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('one greeting to a client', () => {
  it.each([
    ['Martha Shikongo', 'Dear Martha'],
    ['  Petrus   Nangolo ', 'Dear Petrus'],
    ['Johanna', 'Dear Johanna'],
    ['', 'Dear client'],
    [null, 'Dear client'],
  ])('%s is greeted "%s"', (name, text) => {
    expect(greeting(name)).toBe(text);
  });
});

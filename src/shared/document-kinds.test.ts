import { describe, expect, it } from 'vitest';
import { documentKindInSentence } from './document-kinds';

describe('a kind of document inside a sentence', () => {
  it.each([
    ['id-document', 'ID document'],
    ['proof-of-address', 'proof of address'],
    ['bank-statement', 'bank statement'],
    ['other', 'other'],
  ] as const)('%s reads "%s"', (kind, words) => {
    expect(documentKindInSentence(kind)).toBe(words);
  });
});

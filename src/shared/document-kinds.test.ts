import { describe, expect, it } from 'vitest';
import { documentKindInSentence, documentSizeText } from './document-kinds';

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

describe('documentSizeText', () => {
  it.each([
    [0, '1 KB'],
    [300, '1 KB'],
    // 250,000 / 1,024 = 244.1 -> 244 KB
    [250_000, '244 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1.0 MB'],
    // 5,242,880 + 524,288 bytes = 5.5 MB
    [5 * 1024 * 1024 + 512 * 1024, '5.5 MB'],
  ])('%i bytes: %s', (bytes, text) => {
    expect(documentSizeText(bytes)).toBe(text);
  });
});

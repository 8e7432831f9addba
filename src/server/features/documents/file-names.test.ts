import { describe, expect, it } from 'vitest';
import { attachmentName } from './advice-routes';
import { cleanFileName, lastCharacters } from './service';

/** File names as kept and offered again (issue 42): whole characters, no direction tricks, RFC 5987. */

const isWellFormed = (text: string) =>
  !/\p{Cs}/u.test(text) && Buffer.from(text, 'utf8').toString('utf8') === text;

describe('cleanFileName', () => {
  it.each([
    ['a plain name', 'payslip.pdf', 'payslip.pdf'],
    ['a Windows path', 'C:\\Users\\me\\payslip.pdf', 'payslip.pdf'],
    ['a path', '/tmp/x/statement.pdf', 'statement.pdf'],
    ['quotes and a tab', 'my "id"\t.pdf', 'my id.pdf'],
    // U+202E (right-to-left override) makes `fdp.exe` read as `exe.pdf`: it goes.
    ['a right-to-left override', 'invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['the isolates and marks', '\u2066a\u2069\u200eb\u200f\u061c.pdf', 'ab.pdf'],
    ['a lone surrogate half', 'bad\ud800.pdf', 'bad.pdf'],
    ['nothing left', '\u202e"', 'document'],
  ])('%s', (_what, given, kept) => {
    expect(cleanFileName(given)).toBe(kept);
  });

  it('keeps the last 120 characters, cutting between whole characters', () => {
    // An emoji then 119 letters: 120 characters but 121 UTF-16 units. The last 120 units would
    // start with the emoji's low half (invalid UTF-8 once stored); whole characters keep it all.
    const name = `😀${'c'.repeat(119)}`;
    expect(isWellFormed(name.slice(-120))).toBe(false);
    expect(cleanFileName(name)).toBe(name);
    // One character more: the first goes, whole.
    expect(cleanFileName(`x${name}`)).toBe(name);
    expect(cleanFileName(`😀${name}`)).toBe(name);
    expect(lastCharacters('😀😀😀', 2)).toBe('😀😀');
    const long = cleanFileName(`${'é😀'.repeat(100)}.pdf`);
    expect(Array.from(long)).toHaveLength(120);
    expect(isWellFormed(long)).toBe(true);
  });
});

describe('attachmentName', () => {
  it.each([
    ['payslip.pdf', `filename="payslip.pdf"; filename*=UTF-8''payslip.pdf`],
    // RFC 5987's attr-char has no ' ( ) *: encodeURIComponent leaves them, so they are encoded here.
    ["Maria's (copy)*.pdf", `filename="Maria's (copy)*.pdf"; filename*=UTF-8''Maria%27s%20%28copy%29%2A.pdf`],
    ['Ngūgī.pdf', `filename="Ng_g_.pdf"; filename*=UTF-8''Ng%C5%ABg%C4%AB.pdf`],
    ['a"b\\c.pdf', `filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`],
  ])('%s', (name, header) => {
    expect(attachmentName(name)).toBe(header);
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'Maria Shikongo', '"Maria Shikongo"'],
    ['empty', '', '""'],
    ['null', null, '""'],
    ['number', 1234.5, '"1234.5"'],
    ['quotes doubled', 'She said "yes"', '"She said ""yes"""'],
    ['comma and newline kept inside quotes', 'a,b\nc', '"a,b\nc"'],
    ['formula =', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['formula +', '+264 81 000 0000', '"\'+264 81 000 0000"'],
    ['formula -', '-2+3', '"\'-2+3"'],
    ['formula @', '@SUM(A1)', '"\'@SUM(A1)"'],
    ['tab start', '\tx', '"\'\tx"'],
    ['an = later is fine', 'a=b', '"a=b"'],
    ['unicode kept', 'Zoë Nangolo', '"Zoë Nangolo"'],
  ])('%s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('has a byte-order mark, a header row and CRLF line ends', () => {
    expect(
      toCsv(
        ['Name', 'Email'],
        [
          ['A', 'a@example.com'],
          ['B', ''],
        ],
      ),
    ).toBe('\uFEFF"Name","Email"\r\n"A","a@example.com"\r\n"B",""\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import { decodeCsv, readImportFile } from './read-file';

/** The CSV's text as its writer meant it (issue 56), whatever Excel saved it as. */
describe('decodeCsv', () => {
  it.each([
    ['UTF-8', Buffer.from('Désirée Köpler', 'utf8'), 'Désirée Köpler'],
    ['UTF-8 with its byte order mark', Buffer.from('\uFEFFDésirée Köpler', 'utf8'), 'Désirée Köpler'],
    // é is 0xE9 and ö 0xF6 in Windows-1252: not valid UTF-8 on their own.
    ['Windows-1252 (Excel on Windows)', Buffer.from([0x44, 0xe9, 0x73, 0x69, 0x72, 0xe9, 0x65]), 'Désirée'],
    // 0x80 is the euro sign in Windows-1252 (ISO-8859-1 has no character there).
    ['Windows-1252 beyond Latin-1', Buffer.from([0x80, 0x20, 0x35, 0x30]), '€ 50'],
    [
      'UTF-16 LE with its mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Zoë', 'utf16le')]),
      'Zoë',
    ],
    ['UTF-16 BE with its mark', Buffer.from([0xfe, 0xff, 0x00, 0x5a, 0x00, 0x6f, 0x00, 0xeb]), 'Zoë'],
  ])('%s', (_name, bytes, text) => {
    expect(decodeCsv(bytes)).toBe(text);
  });

  it('reads tab-separated UTF-16 (Excel’s "Unicode text") and semicolons as separators', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Surname\tE-mail\r\nMüller\ta@example.com\r\n', 'utf16le'),
    ]);
    expect(readImportFile(utf16, 'book.txt')[0]).toMatchObject({
      headers: ['Surname', 'E-mail'],
      rows: [{ line: 2, cells: ['Müller', 'a@example.com'] }],
    });
    const semicolons = Buffer.from('Surname;Premium\r\nHaufiku;1 250,50\r\n', 'latin1');
    expect(readImportFile(semicolons, 'book.csv')[0]?.rows[0]?.cells).toEqual(['Haufiku', '1 250,50']);
  });
});

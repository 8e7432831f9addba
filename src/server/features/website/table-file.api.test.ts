import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandsOf, specPremiumTable } from '../../../domain/funeral/dated-tables';
import { categoryLabels } from '../../../domain/funeral/premium-data';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { multipart } from '../../testing/documents';

/**
 * A funeral premium table from a spreadsheet (issue 58) on both databases: a CSV or an .xlsx is read
 * into bands with what is wrong on each line, the way the book's import reads files; nothing is
 * stored (the draft is as it was); an assistant is refused; a file that is none, or too large, is
 * refused naming the field.
 */

const header = ['Covers', 'From age', 'To age', 'Cover', 'Men', 'Women'];
/** The spec's table, a line per band and cover amount. */
const specRows = bandsOf(specPremiumTable).flatMap((band) =>
  band.amounts.map((amount, index) => [
    categoryLabels[band.category],
    band.minAge,
    band.maxAge,
    amount,
    (band.male[index] ?? 0) / 100,
    (band.female[index] ?? 0) / 100,
  ]),
);
/** An Excel workbook of one sheet, as the spreadsheet program saves it. */
function workbook(rows: (string | number)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Premiums');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
const csv = (rows: (string | number)[][]) =>
  Buffer.from([header, ...rows].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n'));

describe.each(dialects)('a premium table from a spreadsheet (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let assistant: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    owner = await signInAdmin(testApp, testAccounts.owner);
    assistant = await signInAdmin(testApp, testAccounts.assistant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (bytes: Buffer, name = 'table.csv', as: AdminClient = owner) => {
    const body = multipart({}, { name, bytes, type: 'text/csv' });
    return as.request({
      method: 'POST',
      url: '/api/admin/website/premium-table-file',
      payload: body.payload,
      headers: body.headers,
    });
  };
  const draft = async () => (await owner.request({ method: 'GET', url: '/api/admin/website' })).json().draft;

  it('reads the spec’s table from a CSV and from an .xlsx, storing nothing', async () => {
    const before = await draft();
    for (const [bytes, name] of [
      [csv(specRows), 'table.csv'],
      [workbook(specRows), 'table.xlsx'],
    ] as const) {
      const answer = await send(bytes, name);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        bands: bandsOf(specPremiumTable).map((band) => ({ ...band })),
        problems: [],
      });
    }
    expect(await draft()).toEqual(before);
  });

  it('says what is wrong on each line', async () => {
    const rows = specRows.map((row, index) =>
      index === 2 ? [...row.slice(0, 4), 'abc', row[5] ?? ''] : row,
    );
    const answer = await send(csv(rows));
    expect(answer.statusCode).toBe(200);
    // The headers are line 1: the third line of figures is line 4.
    expect(answer.json().problems).toEqual([{ line: 4, message: 'Men: "abc" is not an amount in N$' }]);
  });

  it.each<[string, () => Buffer, string, number]>([
    ['a picture', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'table.png', 400],
    ['an empty file', () => Buffer.alloc(0), 'table.csv', 400],
    [
      'a file over 1 MB',
      () => csv(Array.from({ length: 30_000 }, () => specRows[0] ?? [])),
      'table.csv',
      413,
    ],
  ])('refuses %s naming the field', async (_name, bytes, name, status) => {
    const answer = await send(bytes(), name);
    expect(answer.statusCode).toBe(status);
    expect(Object.keys(answer.json().error.fields)).toEqual(['file']);
  });

  it('refuses a body that is not a file upload, and an assistant', async () => {
    const plain = await owner.request({
      method: 'POST',
      url: '/api/admin/website/premium-table-file',
      payload: { file: 'x' },
    });
    expect(plain.statusCode).toBe(415);
    expect((await send(csv(specRows), 'table.csv', assistant)).statusCode).toBe(403);
  });
});

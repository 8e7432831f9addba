import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulaWithoutValueText } from '../../../domain/imports/lines';
import { type ImportPreview, importLimits } from '../../../shared/imports';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { multipart } from '../../testing/documents';
import { zipBombWorkbook } from '../../testing/zip-bomb';

/**
 * The import reads what advisers' spreadsheets really are (issue 56), through HTTP on each
 * database: a zip bomb refused at once with 413 naming the limit; a CSV saved by Excel on Windows
 * (Windows-1252) read as it was written; a formula saved without its value named as such in every
 * column, never stored as empty nor called missing; a policy sheet's line with a person and no
 * policy a prospect; the lines to fix counted as the file's lines.
 */

/** A workbook as a program that does not calculate writes it: `<f>` and no `<v>` where a formula is. */
function workbookXml(rows: string[]): Buffer {
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Policies" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    }),
  );
}

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
const number = (ref: string, value: number) => `<c r="${ref}"><v>${value}</v></c>`;
const formula = (ref: string, expression: string) => `<c r="${ref}"><f>${expression}</f></c>`;
const row = (r: number, ...cells: string[]) => `<row r="${r}">${cells.join('')}</row>`;
const headers = [
  'Name',
  'Cell',
  'Insurer',
  'Policy no.',
  'Product',
  'Start date',
  'Premium',
  'Frequency',
  'Cover',
];
const columns = 'ABCDEFGHI';
const headerRow = row(1, ...headers.map((header, index) => text(`${columns[index]}1`, header)));

describe.each(dialects)('reading advisers’ spreadsheets (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => new Date('2026-12-06T08:00:00.000Z') });
    owner = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const upload = (name: string, bytes: Buffer) =>
    owner.request({ method: 'POST', url: '/api/admin/imports', ...multipart({}, { name, bytes }) });
  const store = (id: string, skipInvalid = false) =>
    owner.request({
      method: 'POST',
      url: `/api/admin/imports/${id}/store`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ skipInvalid }),
    });

  it('refuses a workbook that unpacks to more than the limit at once, with 413 naming it', async () => {
    const bomb = await zipBombWorkbook(400 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload('book.xlsx', bomb);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.fields.file).toBe(
      `The workbook unpacks to more than ${importLimits.unpackedBytes / 1024 / 1024} MB, far more than a book's sheets hold: save it again from Excel as .xlsx, or as CSV.`,
    );
  });

  it('reads a CSV Excel saved on Windows (Windows-1252) as it was written, in the preview and the book', async () => {
    const csv = Buffer.from(
      'Surname;First name(s);E-mail\r\nKöpler;Désirée;desiree.kopler@example.com\r\nNdeitunga;Zoë;zoe@example.com\r\n',
      'latin1',
    );
    const preview = (await upload('clients.csv', csv)).json() as ImportPreview;
    expect(preview.lines.map((line) => line.label)).toEqual(['Désirée Köpler', 'Zoë Ndeitunga']);
    expect((await store(preview.id)).statusCode).toBe(201);
    const names = await testApp.database.handle.db
      .selectFrom('clients')
      .select('name')
      .orderBy('name')
      .execute();
    expect(names.map((each) => each.name)).toEqual(
      expect.arrayContaining(['Désirée Köpler', 'Zoë Ndeitunga']),
    );
    // UTF-8 stays UTF-8, with its byte order mark or without; UTF-16 ("Unicode text") reads too.
    const utf8 = (
      await upload('utf8.csv', Buffer.from('\uFEFFSurname,First name(s)\nNghifikwa,Ndinelao Søren\n', 'utf8'))
    ).json() as ImportPreview;
    expect(utf8.lines.map((line) => line.label)).toEqual(['Ndinelao Søren Nghifikwa']);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Surname\tFirst name(s)\r\nMüller\tAnnélie\r\n', 'utf16le'),
    ]);
    const wide = (await upload('unicode.txt.csv', utf16)).json() as ImportPreview;
    expect(wide.lines.map((line) => line.label)).toEqual(['Annélie Müller']);
  });

  it('names a formula saved without its value in every column, stores nothing empty in its place, and never calls it missing', async () => {
    const bytes = workbookXml([
      headerRow,
      // A cover worked out by a formula the file holds no value of.
      row(
        2,
        text('A2', 'Johanna Haufiku'),
        text('B2', '081 555 3001'),
        text('C2', 'Sanlam'),
        text('D2', 'SL-F1'),
        text('E2', 'Life cover'),
        text('F2', '2024-01-01'),
        number('G2', 250),
        text('H2', 'Monthly'),
        formula('I2', '1000*100'),
      ),
      // The insurer and the premium as formulas: named, not "missing".
      row(
        3,
        text('A3', 'Johanna Haufiku'),
        text('B3', '081 555 3001'),
        formula('C3', 'C2'),
        text('D3', 'SL-F2'),
        text('E3', 'Funeral'),
        text('F3', '2024-01-01'),
        formula('G3', 'G2*2'),
        text('H3', 'Monthly'),
      ),
    ]);
    const preview = (await upload('policies.xlsx', bytes)).json() as ImportPreview;
    const policyLines = preview.lines.filter((line) => line.kind === 'policy');
    expect(policyLines.map((line) => [line.line, line.status, line.problems])).toEqual([
      [2, 'invalid', [{ column: 'Cover', why: formulaWithoutValueText }]],
      [
        3,
        'invalid',
        [
          { column: 'Insurer', why: formulaWithoutValueText },
          { column: 'Premium', why: formulaWithoutValueText },
        ],
      ],
    ]);
    expect(JSON.stringify(preview)).not.toContain('missing');
    expect(preview.linesToFix).toBe(2);
    // Stored without the lines to fix: no policy stored with no cover.
    expect((await store(preview.id, true)).statusCode).toBe(201);
    const policies = await testApp.database.handle.db
      .selectFrom('policies')
      .select('policy_number')
      .where('policy_number', 'in', ['SL-F1', 'SL-F2'])
      .execute();
    expect(policies).toEqual([]);
  });

  it('takes a policy sheet’s line with a person and every policy column empty as a person without a policy, and counts the lines to fix as lines', async () => {
    const csv = [
      'Name,Cell,Insurer,Policy no.,Product,Start date,Premium,Frequency',
      'Tangeni Nakale,081 555 4001,Old Mutual,OM-P1,Life cover,2023-05-01,300,Monthly',
      // A prospect: no policy yet.
      'Hilma Nakale,081 555 4002,,,,,,',
      // Its holder and its policy are both wrong: one line to fix.
      ',not a number,Old Mutual,OM-P3,Life cover,2023-05-01,lots,Monthly',
      // A policy half written: one line to fix.
      'Paulus Nakale,081 555 4004,Old Mutual,OM-P4,,,,',
    ].join('\r\n');
    const preview = (await upload('book.csv', Buffer.from(csv))).json() as ImportPreview;
    const hilma = preview.lines.filter((line) => line.line === 3);
    expect(hilma).toEqual([
      expect.objectContaining({ kind: 'client', status: 'new', label: 'Hilma Nakale' }),
    ]);
    expect(
      preview.lines.filter((line) => line.status === 'invalid').map((line) => [line.line, line.kind]),
    ).toEqual([
      [4, 'client'],
      [4, 'policy'],
      [5, 'policy'],
    ]);
    expect(preview.counts.invalid).toBe(3);
    expect(preview.linesToFix).toBe(2);
    const refused = await store(preview.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('2 lines to fix: fix the file and read it again');
    expect((await store(preview.id, true)).statusCode).toBe(201);
    const hilmaRow = await testApp.database.handle.db
      .selectFrom('clients')
      .select(['name', 'stage'])
      .where('name', '=', 'Hilma Nakale')
      .executeTakeFirstOrThrow();
    expect(hilmaRow).toEqual({ name: 'Hilma Nakale', stage: 'prospect' });
  });
});

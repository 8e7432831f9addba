import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { Unzip, UnzipInflate } from 'fflate';
import iconv from 'iconv-lite';
import { formulaWithoutValueText, type SheetCell } from '../../../domain/imports/lines';
import { apiErrorCodes } from '../../../shared/api-error';
import { importLimits } from '../../../shared/imports';
import { HttpError } from '../../plugins/errors';

/**
 * An imported file's sheets (issue 43): a CSV (comma or semicolon, as Excel writes it where the
 * decimal is a comma) is one sheet; an Excel workbook (.xlsx) a sheet each. A cell is text or a
 * number (Excel's dates are day numbers), or what is wrong with it: a formula saved without its
 * value, an error value (#N/A). A cell formatted as a percentage is marked so (Excel keeps 7.5 %
 * as 0.075).
 */

export interface RawSheet {
  name: string;
  headers: string[];
  /** Per column: Excel showed it as a percentage. */
  percent: boolean[];
  rows: { line: number; cells: SheetCell[] }[];
}

const refused = (message: string, status = 400) =>
  new HttpError(
    status,
    status === 413 ? apiErrorCodes.payloadTooLarge : apiErrorCodes.validation,
    `file: ${message}`,
    {
      file: message,
    },
  );

const blankRow = (cells: readonly SheetCell[]) => cells.every((cell) => cell === null || cell === '');

function checkSize(sheets: RawSheet[]): RawSheet[] {
  let total = 0;
  for (const sheet of sheets) {
    if (sheet.rows.length > importLimits.linesPerSheet)
      throw refused(
        `The sheet "${sheet.name}" has ${sheet.rows.length.toLocaleString('en-US')} lines: at most 20,000 a sheet. Split it in two.`,
        413,
      );
    total += sheet.rows.length;
  }
  if (total > importLimits.linesPerFile)
    throw refused(
      `The workbook has ${total.toLocaleString('en-US')} lines: at most 60,000 in one file.`,
      413,
    );
  if (total === 0) throw refused('The file has no lines under its headers.');
  return sheets;
}

/**
 * A CSV's text (issue 56): UTF-8 (with or without its byte order mark); UTF-16 with its mark (Excel's
 * "Unicode text"); and what is not valid UTF-8 read as Windows-1252, as Excel on Windows saves "CSV
 * (Comma delimited)": "Désirée Köpler" was stored as "D\uFFFDsir\uFFFDe K\uFFFDpler". UTF-8 and UTF-16
 * are the platform's decoders; Windows-1252 is iconv-lite's: Node's own decodes it as Latin-1, which
 * has no euro sign, curly quotes or dashes at 0x80-0x9F.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252');
  }
}

/** The separator Excel wrote: the one the header line holds most of (comma, semicolon or tab; a comma on a tie). */
function separatorOf(firstLine: string): string {
  const counts = [',', ';', '\t'].map((candidate) => ({
    candidate,
    count: firstLine.split(candidate).length - 1,
  }));
  const best = counts.reduce((most, each) => (each.count > most.count ? each : most));
  return best.count > 0 ? best.candidate : ',';
}

function readCsv(bytes: Buffer, name: string): RawSheet[] {
  const text = decodeCsv(bytes);
  const firstLine = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : undefined);
  const delimiter = separatorOf(firstLine);
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refused(`The file is not a CSV that reads${line ? ` (line ${line})` : ''}.`);
  }
  const [headers = [], ...body] = rows;
  const sheet: RawSheet = {
    name,
    headers: headers.map((header) => header.trim()),
    percent: headers.map(() => false),
    rows: [],
  };
  body.forEach((cells, index) => {
    if (!blankRow(cells)) sheet.rows.push({ line: index + 2, cells });
  });
  return [sheet];
}

function cellOf(cell: XLSX.CellObject | null | undefined): SheetCell {
  if (!cell) return null;
  if (cell.t === 'e')
    return { problem: cell.f ? formulaWithoutValueText : `an error value (${cell.w ?? '#ERROR'})` };
  // A formula with no value saved (`<f>` and no `<v>`, as programs that do not calculate write it)
  // is a stub: without `sheetStubs` the reader left it out, and a Cover of =1000*100 was stored
  // as no cover (issue 56).
  if (cell.t === 'z' || cell.v === undefined || cell.v === null)
    return cell.f ? { problem: formulaWithoutValueText } : null;
  if (cell.t === 'n' || cell.t === 'b')
    return typeof cell.v === 'boolean' ? String(cell.v) : (cell.v as number);
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  return String(cell.v);
}

class UnpacksTooLarge extends Error {}

/**
 * Refuses a workbook that unpacks to more than `importLimits.unpackedBytes` before the spreadsheet
 * reader sees it (issue 56): a 1.5 MB zip bomb inflated to 1.6 GB there and held 3 GB of memory
 * before it was refused. Here its parts are inflated as a stream, fed a few kilobytes at a time so
 * that no piece inflates to more than a few megabytes, and counted; nothing is kept.
 */
function checkUnpackedSize(bytes: Buffer): void {
  let unpacked = 0;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw error;
      unpacked += chunk.length;
      if (unpacked > importLimits.unpackedBytes) throw new UnpacksTooLarge();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const slice = 16 * 1024;
  try {
    for (let at = 0; at < bytes.length; at += slice)
      unzip.push(bytes.subarray(at, at + slice), at + slice >= bytes.length);
  } catch (error) {
    if (error instanceof UnpacksTooLarge)
      throw refused(
        `The workbook unpacks to more than ${importLimits.unpackedBytes / 1024 / 1024} MB, far more than a book's sheets hold: save it again from Excel as .xlsx, or as CSV.`,
        413,
      );
    // Not a zip this reads: the spreadsheet reader says what it makes of it.
  }
}

function readWorkbook(bytes: Buffer): RawSheet[] {
  checkUnpackedSize(bytes);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellFormula: true,
      cellDates: false,
      cellNF: true,
      cellHTML: false,
      // Cells with a formula and no value come as stubs (`t: 'z'`), not left out.
      sheetStubs: true,
    });
  } catch {
    throw refused('The file is not an Excel workbook that reads: save it again as .xlsx, or as CSV.');
  }
  const sheets: RawSheet[] = [];
  for (const name of book.SheetNames) {
    const data = (book.Sheets[name] as XLSX.DenseWorkSheet | undefined)?.['!data'] ?? [];
    const [headerRow = [], ...body] = data;
    const headers = (headerRow ?? []).map((cell) =>
      cell && cell.t !== 'z' ? String(cell.v ?? '').trim() : '',
    );
    if (headers.every((header) => header === '')) continue;
    const percent = headers.map((_, column) =>
      body.slice(0, 50).some((row) => /%/.test(String(row?.[column]?.z ?? ''))),
    );
    const sheet: RawSheet = { name, headers, percent, rows: [] };
    body.forEach((row, index) => {
      const cells = headers.map((_, column) => cellOf(row?.[column]));
      if (!blankRow(cells)) sheet.rows.push({ line: index + 2, cells });
    });
    sheets.push(sheet);
  }
  return sheets;
}

/** The file's sheets, by what its bytes are (an .xlsx is a zip: "PK"), whatever its name says. */
export function readImportFile(bytes: Buffer, fileName: string): RawSheet[] {
  if (bytes.length === 0) throw refused('The file is empty.');
  if (bytes.length > importLimits.bytes) throw refused('The file is over 10 MB.', 413);
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip) return checkSize(readWorkbook(bytes));
  if (/\.(xls|xlsb|ods|numbers)$/i.test(fileName))
    throw refused('Save the workbook as .xlsx (Excel Workbook) or as CSV first.');
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!utf16 && bytes.includes(0)) throw refused('The file is neither a CSV nor an Excel workbook (.xlsx).');
  return checkSize(readCsv(bytes, fileName.replace(/\.[^.]*$/, '') || 'CSV'));
}

import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import type { SheetCell } from '../../../domain/imports/lines';
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

function readCsv(bytes: Buffer, name: string): RawSheet[] {
  const text = bytes.toString('utf8');
  const firstLine = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : undefined);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
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
    return {
      problem: cell.f
        ? 'a formula saved without its value: open the file in Excel and save it, or type the value'
        : `an error value (${cell.w ?? '#ERROR'})`,
    };
  if (cell.v === undefined || cell.v === null)
    return cell.f ? { problem: 'a formula saved without its value' } : null;
  if (cell.t === 'n' || cell.t === 'b')
    return typeof cell.v === 'boolean' ? String(cell.v) : (cell.v as number);
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  return String(cell.v);
}

function readWorkbook(bytes: Buffer): RawSheet[] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellFormula: true,
      cellDates: false,
      cellNF: true,
      cellHTML: false,
    });
  } catch {
    throw refused('The file is not an Excel workbook that reads: save it again as .xlsx, or as CSV.');
  }
  const sheets: RawSheet[] = [];
  for (const name of book.SheetNames) {
    const data = (book.Sheets[name] as XLSX.DenseWorkSheet | undefined)?.['!data'] ?? [];
    const [headerRow = [], ...body] = data;
    const headers = (headerRow ?? []).map((cell) => String(cell?.v ?? '').trim());
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
  if (bytes.includes(0)) throw refused('The file is neither a CSV nor an Excel workbook (.xlsx).');
  return checkSize(readCsv(bytes, fileName.replace(/\.[^.]*$/, '') || 'CSV'));
}

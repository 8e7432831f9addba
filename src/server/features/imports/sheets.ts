import { type ImportField, isImportField, recogniseHeader } from '../../../domain/imports/headers';
import { type Column, type ReadLine, readLine } from '../../../domain/imports/lines';
import { mappingKey } from '../../../shared/imports';
import type { RawSheet } from './read-file';

/**
 * An imported file's sheets read into lines (issue 43): in the import worker (read-worker.ts), or
 * in the server's thread where it is absent. Nothing here touches the database.
 */

/** The columns of each sheet: recognised by their header, or as the adviser mapped them. */
export function columnsOf(
  sheets: readonly RawSheet[],
  mapping: Record<string, string>,
): Map<string, Column[]> {
  const columns = new Map<string, Column[]>();
  for (const sheet of sheets)
    columns.set(
      sheet.name,
      sheet.headers.map((header, index) => {
        const mapped = mapping[mappingKey(sheet.name, header)];
        const field: ImportField | null = isImportField(mapped)
          ? mapped
          : header
            ? recogniseHeader(header)
            : 'ignore';
        return { header, field, percent: sheet.percent[index] === true };
      }),
    );
  return columns;
}

/** A sheet read into lines (in the import worker, or in this thread where it is absent). */
export interface ReadSheet {
  name: string;
  columns: Column[];
  lines: ReadLine[];
}

export function readSheets(
  sheets: readonly RawSheet[],
  mapping: Record<string, string>,
  today: string,
): ReadSheet[] {
  const columns = columnsOf(sheets, mapping);
  return sheets.map((sheet) => {
    const sheetColumns = columns.get(sheet.name) ?? [];
    return {
      name: sheet.name,
      columns: sheetColumns,
      lines: sheet.rows.map((row) => readLine(sheet.name, row.line, sheetColumns, row.cells, today)),
    };
  });
}

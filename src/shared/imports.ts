import type { ClientRelation } from '../domain/clients/relations';
import type { ImportField } from '../domain/imports/headers';

/**
 * Importing the practice's book (issue 43): `POST /api/admin/imports` (multipart `file`, and
 * `mapping` for the columns not recognised) answers this preview; nothing is stored until
 * `POST /api/admin/imports/:id/store`; `POST /api/admin/imports/:id/undo` takes it all back
 * within 7 days.
 */

export const importLimits = {
  /** A file of at most 10 MB. */
  bytes: 10 * 1024 * 1024,
  /** At most 20,000 lines in a sheet (a CSV file is one sheet). */
  linesPerSheet: 20_000,
  /** At most 60,000 lines in a workbook, all its sheets together. */
  linesPerFile: 60_000,
  /**
   * An .xlsx unpacks to at most 100 MB (issue 56): 40,000 lines of a book unpack to 14 MB, a
   * sheet of 20,000 lines and 30 columns of text to 40 MB; a zip bomb is refused at that point.
   */
  unpackedBytes: 100 * 1024 * 1024,
  /** An import can be undone for 7 days. */
  undoDays: 7,
} as const;

export const importLimitsText =
  'A CSV file or an Excel workbook (.xlsx) of at most 10 MB: up to 20,000 lines in a sheet and 60,000 in a workbook.';

export type ImportLineStatus = 'new' | 'matched' | 'duplicate' | 'invalid';
export const importStatusLabels: Record<ImportLineStatus, string> = {
  new: 'New',
  matched: 'Same as in the book',
  duplicate: 'Duplicate of an earlier line',
  invalid: 'Invalid',
};

/** Under a line whose holder was found by their name alone (`matchedBy: 'name'`). */
export const importMatchedByNameText =
  'Found by the name alone: this line has no e-mail, cell or ID number to confirm it is them.';

export interface ImportChange {
  field: string;
  from: string;
  to: string;
}

export interface ImportPreviewLine {
  sheet: string;
  /** The line's number in its sheet, as the spreadsheet shows it (the header is line 1). */
  line: number;
  kind: 'client' | 'policy';
  status: ImportLineStatus;
  /** The person's name, or the policy's insurer and number. */
  label: string;
  /** A policy line's client: a name, and the line that makes them when it is in this file. */
  client?: string;
  /** The client or policy in the book it is the same as. */
  matched?: { id: string; name: string };
  /**
   * A policy line's holder found by their name alone (no reference, e-mail, cell or ID number on
   * the line): only when one client in the book has the name, and said so for the adviser to check.
   */
  matchedBy?: 'name';
  /** What storing would change on it (only what differs). */
  changes?: ImportChange[];
  duplicateOf?: { sheet: string; line: number };
  /**
   * A client line with a household (issue 59): the household as the file names it, and what
   * storing makes of them in it ("main member", "spouse or partner of Johanna Nghipondoka").
   */
  household?: { name: string; role: string };
  problems?: { column: string; why: string }[];
}

export interface ImportColumn {
  sheet: string;
  header: string;
  /** The field it was recognised as or mapped to; null when the adviser still has to say. */
  field: ImportField | null;
}

export interface ImportPreview {
  id: string;
  fileName: string;
  createdAt: string;
  counts: Record<ImportLineStatus, number>;
  /**
   * The file's lines with something to fix (issue 56): a policy sheet's line is two entries of
   * `lines` (the holder and the policy) and one line of the file.
   */
  linesToFix: number;
  columns: ImportColumn[];
  lines: ImportPreviewLine[];
  /** What storing would make: people and policies new or changed. */
  willStore: {
    newClients: number;
    changedClients: number;
    newPolicies: number;
    changedPolicies: number;
    links: number;
  };
}

export interface ImportStored {
  id: string;
  storedAt: string;
  undoUntil: string;
  made: { clients: number; policies: number; links: number };
  changed: { clients: number; policies: number };
}

export interface ImportSummary {
  id: string;
  fileName: string;
  status: 'preview' | 'stored' | 'undone';
  by: string;
  createdAt: string;
  storedAt: string | null;
  undoneAt: string | null;
  counts: Record<ImportLineStatus, number>;
  /** Stored within 7 days and not undone. */
  undoable: boolean;
}

/**
 * Where a line is in the file: its number, and its sheet's name only where the file is a
 * workbook of several sheets (a CSV file's one "sheet" is named after the file).
 */
export function lineWhere(line: { line: number; sheet: string }, severalSheets: boolean): string {
  return severalSheets ? `Line ${line.line} of the sheet “${line.sheet}”` : `Line ${line.line}`;
}

/** How a household member of an imported file is linked to its main member, in a sentence. */
export const importRelationWords: Record<ClientRelation, string> = {
  spouse: 'spouse or partner',
  child: 'child',
  parent: 'parent',
  dependant: 'dependant',
  'business-partner': 'business partner',
};

/** The column mapping field of the upload: `{ "<sheet>\u0000<header>": field }` as JSON. */
export function mappingKey(sheet: string, header: string): string {
  return `${sheet}\u0000${header}`;
}

/** The templates' columns, which the exports use too (so export then import gives the same book). */
export const clientTemplateColumns = [
  'Client ref',
  'Surname',
  'First name(s)',
  'E-mail',
  'Cell',
  'ID number',
  'Date of birth',
  'Address',
  'Household',
  'Relationship',
  'Stage',
  'Referred by',
] as const;
export const policyTemplateColumns = [
  'Client ref',
  'Client',
  'Insurer',
  'Policy number',
  'Product',
  'Status',
  'Start date',
  'Premium',
  'Frequency',
  'Cover',
  'First-year commission %',
  'First-year commission (N$)',
  'First-year commission paid',
  'Ongoing commission %',
] as const;

/** "1 line to fix", "2 lines to fix": the file's lines, not the preview's entries (issue 56). */
export function linesToFixText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'line' : 'lines'} to fix`;
}

import { describe, expect, it } from 'vitest';
import { lineWhere } from './imports';

describe('lineWhere: where an imported line is, as the preview says it', () => {
  it.each([
    // A CSV file is one sheet named after the file: its name is not said (issue 59).
    [{ line: 5, sheet: 'book' }, false, 'Line 5'],
    [{ line: 2, sheet: 'Clients' }, false, 'Line 2'],
    // A workbook of several sheets names the sheet.
    [{ line: 5, sheet: 'Clients' }, true, 'Line 5 of the sheet “Clients”'],
    [{ line: 12, sheet: 'Policies 2026' }, true, 'Line 12 of the sheet “Policies 2026”'],
  ])('%o, several sheets %s: %s', (line, severalSheets, expected) => {
    expect(lineWhere(line, severalSheets)).toBe(expected);
  });
});

/**
 * CSV for spreadsheets (RFC 4180: CRLF lines, every cell quoted, quotes doubled), UTF-8 with a
 * byte-order mark so Excel reads accents right. A cell that starts with = + - @ (or a tab or
 * carriage return) gets a leading apostrophe, so a spreadsheet shows it as text instead of
 * running it as a formula (OWASP "CSV injection").
 */

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

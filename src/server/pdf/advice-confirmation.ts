import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { adviceStatement, confirmedMoment } from '../../shared/advice-records';

/**
 * A record of advice with the client's confirmation as its last page (issue 32): the original's
 * pages untouched, then one A4 page stating who confirmed what, when, from where, and the
 * SHA-256 of the document they read, so the copy proves which version was confirmed.
 */

export interface ConfirmationFacts {
  businessName: string;
  fileName: string;
  sha256: string;
  name: string;
  at: string;
  ip: string;
  browser: string;
}

/** True when a copy with a confirmation page can be made of the PDF (pdf-lib reads it and adds a page). */
export async function readablePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    await withConfirmationPage(bytes, {
      businessName: '',
      fileName: '',
      sha256: '',
      name: '',
      at: new Date(0).toISOString(),
      ip: '',
      browser: '',
    });
    return true;
  } catch {
    return false;
  }
}

/** The standard fonts write Windows-1252: letters with accents stay, others lose theirs or become "?". */
function printable(text: string): string {
  return Array.from(text)
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
    })
    .join('');
}

/** Lines of `text` at most `width` points wide (long words, like a hash or a browser, are cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export async function withConfirmationPage(original: Uint8Array, facts: ConfirmationFacts): Promise<Buffer> {
  const pdf = await PDFDocument.load(original, { ignoreEncryption: true, updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const left = 56;
  const width = 595.28 - left * 2;
  let y = 841.89 - 72;
  const write = (text: string, font: PDFFont, size: number, gap = 6) => {
    for (const line of wrap(text, font, size, width)) {
      page.drawText(line, { x: left, y, size, font, color: rgb(0.12, 0.16, 0.22) });
      y -= size + 4;
    }
    y -= gap;
  };
  write('Confirmation of receipt', bold, 20, 10);
  write(`${facts.businessName}: record of advice`, regular, 12, 18);
  write('The client confirmed:', bold, 12, 2);
  write(`"${adviceStatement}"`, regular, 12, 16);
  const rows: [string, string][] = [
    ['Name typed by the client', facts.name],
    ['Confirmed on', confirmedMoment(facts.at)],
    ['Document', facts.fileName],
    ['SHA-256 of the document read', facts.sha256],
    ['IP address', facts.ip],
    ['Browser', facts.browser || 'not given'],
  ];
  for (const [label, value] of rows) {
    write(label, bold, 10, 0);
    write(value, regular, 11, 10);
  }
  write(
    'This page was added when the client confirmed. The pages before it are the document as they read it: its SHA-256 above is of those pages alone, as first filed.',
    regular,
    9,
  );
  return Buffer.from(await pdf.save());
}

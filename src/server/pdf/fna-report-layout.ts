import type PDFDocument from 'pdfkit';
import { type CapitalNeedOutcome, shortfallText } from '../../domain/fna/needs';
import { formatNad, toCents } from '../../domain/money';

/** The FNA report's layout: its colours, amounts, and the page, section, table and field helpers. */

export const brand = '#0f5e4f';
export const ink = '#0f172a';
export const muted = '#475569';
export const rule = '#cbd5e1';

export const money = (amount: number) => formatNad(toCents(amount));
export const cents = (value: number) => formatNad(value);

export type Doc = InstanceType<typeof PDFDocument>;

export class Report {
  readonly left: number;
  readonly width: number;
  constructor(readonly doc: Doc) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  private room(height: number) {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  section(title: string) {
    this.doc.addPage();
    this.doc.fillColor(brand).font('Helvetica-Bold').fontSize(18).text(title, this.left, this.doc.y);
    this.doc
      .moveTo(this.left, this.doc.y + 2)
      .lineTo(this.left + this.width, this.doc.y + 2)
      .strokeColor(brand)
      .lineWidth(1.5)
      .stroke();
    this.doc.moveDown(0.8);
  }

  heading(title: string) {
    this.room(60);
    this.doc
      .moveDown(0.4)
      .fillColor(ink)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(title, this.left, this.doc.y);
    this.doc.moveDown(0.3);
  }

  paragraph(text: string) {
    this.room(30);
    this.doc
      .fillColor(ink)
      .font('Helvetica')
      .fontSize(10)
      .text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4);
  }

  /** Label and value pairs, two columns of text. */
  fields(pairs: readonly [string, string | number][]) {
    const labelWidth = 170;
    for (const [label, value] of pairs) {
      const text = value === '' ? '—' : String(value);
      const height = Math.max(
        this.doc
          .font('Helvetica')
          .fontSize(10)
          .heightOfString(text, { width: this.width - labelWidth }),
        14,
      );
      this.room(height + 4);
      const top = this.doc.y;
      this.doc
        .fillColor(muted)
        .font('Helvetica')
        .fontSize(10)
        .text(label, this.left, top, { width: labelWidth - 8 });
      this.doc.fillColor(ink).text(text, this.left + labelWidth, top, { width: this.width - labelWidth });
      this.doc.y = Math.max(this.doc.y, top + height) + 3;
    }
    this.doc.x = this.left;
  }

  /** A table: header row, body rows, an optional bold last row (totals). Numbers align right. */
  table(
    headers: readonly string[],
    rows: readonly (readonly string[])[],
    options: { widths?: number[]; totals?: readonly string[] } = {},
  ) {
    const widths = options.widths ?? headers.map(() => this.width / headers.length);
    const drawRow = (cells: readonly string[], font: string, fill?: string) => {
      this.doc.font(font).fontSize(9);
      const height =
        Math.max(
          ...cells.map((cell, index) =>
            this.doc.heightOfString(cell || '—', { width: (widths[index] ?? 60) - 8 }),
          ),
          10,
        ) + 6;
      this.room(height);
      const top = this.doc.y;
      if (fill) this.doc.rect(this.left, top, this.width, height).fill(fill);
      let x = this.left;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 60;
        const numeric = /^-?N\$|^\d[\d,.]*%?$|^-?\d/.test(cell) && index > 0;
        this.doc
          .fillColor(ink)
          .font(font)
          .text(cell || '—', x + 4, top + 3, { width: width - 8, align: numeric ? 'right' : 'left' });
        x += width;
      });
      this.doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .strokeColor(rule)
        .lineWidth(0.5)
        .stroke();
      this.doc.y = top + height;
    };
    drawRow(headers, 'Helvetica-Bold', '#e2efe9');
    for (const row of rows) drawRow(row, 'Helvetica');
    if (options.totals) drawRow(options.totals, 'Helvetica-Bold', '#f1f5f9');
    this.doc.x = this.left;
    this.doc.moveDown(0.6);
  }
}

export function needRows(label: string, outcome: CapitalNeedOutcome): string[] {
  return [
    label,
    cents(outcome.totalNeedCents),
    cents(outcome.totalProvisionCents),
    shortfallText(outcome.shortfallCents),
  ];
}

import PDFDocument from 'pdfkit';
import type { SiteConfig } from '../../content/site';
import { analyseFna, type FnaAnalysis } from '../../domain/fna/analysis';
import { type Fna, fnaSteps } from '../../shared/fna';
import { clientSections } from './fna-report-client';
import { financeSections } from './fna-report-finances';
import { brand, ink, muted, Report } from './fna-report-layout';

/**
 * The Financial Needs Analysis report (issue 8, DECISIONS D12): A4, selectable text, a cover, one
 * section per step of the wizard with the entered data in tables, the computed needs with their
 * shortfalls, the strategic asset allocation, the declarations, page numbers and the disclaimer.
 * Built from the stored form; every figure comes from `analyseFna`.
 */

export function buildFnaReport(
  form: Fna,
  meta: { id: string; submittedAt: Date; site: SiteConfig },
): Promise<Buffer> {
  const analysis: FnaAnalysis = analyseFna(form);
  const client =
    `${form.personalInfo.title} ${form.personalInfo.fullName} ${form.personalInfo.surname}`.trim();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: {
      Title: `Financial Needs Analysis: ${client}`,
      Author: meta.site.businessName,
      Subject: 'Financial Needs Analysis',
      CreationDate: meta.submittedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const report = new Report(doc);
  const date = meta.submittedAt.toISOString().slice(0, 10);

  // Cover
  doc
    .fillColor(brand)
    .font('Helvetica-Bold')
    .fontSize(28)
    .text('Financial Needs Analysis', report.left, 170, { width: report.width });
  doc
    .moveDown(0.5)
    .fillColor(ink)
    .font('Helvetica')
    .fontSize(14)
    .text(`Prepared for ${client}`, { width: report.width });
  doc.moveDown(1.5).fontSize(11).fillColor(muted);
  report.fields([
    ['Client', client],
    ['ID number', form.personalInfo.idNumber],
    [
      'Adviser',
      `${form.personalInfo.advisorName || meta.site.adviserName}${form.personalInfo.advisorCode ? ` (code ${form.personalInfo.advisorCode})` : ''}`,
    ],
    ['Practice', meta.site.businessName],
    ['Date', date],
    ['Reference', meta.id],
  ]);
  doc
    .moveDown(2)
    .fillColor(muted)
    .font('Helvetica')
    .fontSize(9)
    .text(meta.site.registration, report.left, doc.y, { width: report.width });

  const titles = fnaSteps.map((step, index) => `${index + 1}. ${step.title}`);
  clientSections(report, form, analysis, titles, client);
  financeSections(report, form, analysis, titles);

  // Page numbers on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.height - 35;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(muted)
      .font('Helvetica')
      .fontSize(8)
      .text(
        `${meta.site.businessName} · Financial Needs Analysis · ${client} · Page ${index + 1} of ${range.count}`,
        report.left,
        bottom,
        {
          width: report.width,
          align: 'center',
          lineBreak: false,
        },
      );
  }
  doc.end();
  return done;
}

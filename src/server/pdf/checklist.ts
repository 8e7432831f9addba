import PDFDocument from 'pdfkit';
import { checklistSections } from '../../content/checklist';
import { hoursText, type SiteConfig } from '../../content/site';

const brand = '#0f5e4f';

/**
 * The Financial Planning Checklist as a PDF (A4, selectable text, a tick box per item), with the
 * adviser's details from the site configuration.
 */
export function buildChecklistPdf(site: SiteConfig, now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: 'Financial Planning Checklist',
      Author: site.businessName,
      Subject: 'Financial planning',
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor(brand).font('Helvetica-Bold').fontSize(22).text('Financial Planning Checklist', left, 50);
  doc.moveDown(0.3).fillColor('#334155').font('Helvetica').fontSize(11);
  doc.text(`From ${site.businessName}. Tick what you have in place; the gaps are where to start.`, { width });
  doc.moveDown(0.8);

  for (const section of checklistSections) {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.fillColor(brand).font('Helvetica-Bold').fontSize(14).text(section.heading, left, doc.y);
    doc.moveDown(0.3);
    for (const item of section.items) {
      if (doc.y > doc.page.height - 90) doc.addPage();
      const top = doc.y;
      doc
        .lineWidth(1)
        .strokeColor('#64748b')
        .rect(left, top + 1, 10, 10)
        .stroke();
      doc
        .fillColor('#0f172a')
        .font('Helvetica')
        .fontSize(11)
        .text(item, left + 20, top, { width: width - 20 });
      doc.moveDown(0.35);
    }
    doc.moveDown(0.6);
  }

  if (doc.y > doc.page.height - 130) doc.addPage();
  doc
    .moveDown(0.5)
    .fillColor(brand)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Talk it through, free of charge', left, doc.y);
  doc.fillColor('#334155').font('Helvetica').fontSize(10);
  doc.text(`${site.adviserName}: ${site.phone} · ${site.email} · ${site.streetAddress}`, { width });
  doc.text(`${hoursText(site)}. ${site.registration}.`, { width });
  doc.moveDown(0.5).fontSize(9).fillColor('#64748b');
  doc.text(
    'This checklist is for general information only and is not investment advice. Speak to a qualified financial adviser about your own circumstances before you make any financial decision.',
    { width },
  );
  doc.end();
  return done;
}

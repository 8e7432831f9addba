/** Uploads in tests (issue 32): a multipart body as a browser's form sends it, and small made-up files. */

import { multipartBody } from '../features/demo';
import type { AdminClient } from './admin';

export { multipartBody as multipart } from '../features/demo';

/** A document uploaded to a client's file by the signed-in adviser, as the client page sends it. */
export function uploadDocument(
  admin: AdminClient,
  clientId: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipartBody>[1],
) {
  const body = multipartBody(fields, file);
  return admin.request({
    method: 'POST',
    url: `/api/admin/clients/${clientId}/documents`,
    headers: body.headers,
    payload: body.payload,
  });
}

/** A small PDF with a distinctive line in it (made up). */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% Identity document of Selma Nangolo-Testperson\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const sampleJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF proof of address of Selma Nangolo-Testperson'),
  Buffer.from([0xff, 0xd9]),
]);

/** A real one-page PDF (a record of advice for a made-up client), as pdf-lib can extend it. */
export async function adviceRecordPdf(
  line = 'Record of advice for Selma Nangolo-Testperson',
): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595.28, 841.89]).drawText(line, { x: 56, y: 760, size: 14, font });
  return Buffer.from(await pdf.save());
}

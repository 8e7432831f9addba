import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readPremiumTableSheet, type TableFileRead } from '../../../domain/funeral/table-file';
import { apiErrorCodes } from '../../../shared/api-error';
import { adminOnly } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { readImportFile } from '../imports';

/**
 * A funeral premium table from a spreadsheet (issue 58): `POST /api/admin/website/premium-table-file`
 * (multipart: `file`, a CSV or an .xlsx) answers the table's bands as read and what is wrong with
 * each line, the way the book's import reads a file; nothing is stored. The Website area shows the
 * problems, or puts the bands in its grid, where the adviser gives the day it takes effect and saves
 * it to the draft as one typed in (checked whole there). A table is some hundreds of lines: the
 * file may be 1 MB, read on the request's thread.
 */

export const tableFileMaxBytes = 1024 * 1024;
const fileMessage = 'Send one file: a CSV or an Excel workbook (.xlsx) of at most 1 MB';

async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  const refused = (status: number) =>
    new HttpError(
      status,
      status === 413
        ? apiErrorCodes.payloadTooLarge
        : status === 415
          ? apiErrorCodes.unsupportedMediaType
          : apiErrorCodes.validation,
      `file: ${fileMessage}`,
      { file: fileMessage },
    );
  if (!request.isMultipart()) throw refused(415);
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: tableFileMaxBytes, files: 1, fields: 0, parts: 1 },
    })) {
      if (part.type === 'file' && part.fieldname === 'file')
        file = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw refused((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? 413 : 400);
  }
  if (!file || file.bytes.length === 0) throw refused(400);
  return file;
}

export function registerPremiumTableFileRoute(app: FastifyInstance): void {
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/api/admin/website/premium-table-file', { config: adminOnly }, async (request, reply) => {
      const { fileName, bytes } = await readUpload(request);
      // The first sheet with lines: a workbook's other sheets (notes, the insurer's letter) are not read.
      const [sheet] = readImportFile(bytes, fileName).filter((found) => found.rows.length > 0);
      const read: TableFileRead = sheet
        ? readPremiumTableSheet(sheet.headers, sheet.rows)
        : { bands: [], problems: [{ line: 0, message: 'The file has no lines under its headers.' }] };
      return reply.header('cache-control', 'no-store').send(read);
    });
  });
}

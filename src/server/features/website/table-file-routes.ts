import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { readPremiumTableSheet, type TableFileRead } from '../../../domain/funeral/table-file';
import { adminOnly } from '../../plugins/admin-session';
import { readOneFile } from '../../plugins/one-file-upload';
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

export function registerPremiumTableFileRoute(app: FastifyInstance): void {
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/api/admin/website/premium-table-file', { config: adminOnly }, async (request, reply) => {
      const { fileName, bytes } = await readOneFile(request, {
        maxBytes: tableFileMaxBytes,
        message: fileMessage,
      });
      // The first sheet with lines: a workbook's other sheets (notes, the insurer's letter) are not read.
      const [sheet] = readImportFile(bytes, fileName).filter((found) => found.rows.length > 0);
      const read: TableFileRead = sheet
        ? readPremiumTableSheet(sheet.headers, sheet.rows)
        : { bands: [], problems: [{ line: 0, message: 'The file has no lines under its headers.' }] };
      return reply.header('cache-control', 'no-store').send(read);
    });
  });
}

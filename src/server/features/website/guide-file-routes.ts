import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { apiErrorCodes } from '../../../shared/api-error';
import { type GuideFile, guideFileMaxBytes, guideFileMessage } from '../../../shared/website-guides';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { readOneFile } from '../../plugins/one-file-upload';
import { sniffDocument } from '../documents';
import { insertGuideFileStatement } from './guide-files-repository';

/**
 * A guide's PDF (issue 58): `POST /api/admin/website/guide-files` (multipart: `file`) keeps it and
 * answers `{ id, name, bytes }` for the Website area to put in the guide (the draft names it; a
 * visitor gets it through the download that keeps their address, `POST /api/guide-downloads`).
 * Checked as a client's document is, by its content: a PDF that opens, without a password.
 */

const refused = (message: string) =>
  new HttpError(400, apiErrorCodes.validation, `file: ${message}`, { file: message });

async function checkedPdf(bytes: Buffer): Promise<void> {
  if (sniffDocument(bytes) !== 'application/pdf')
    throw refused('This file is not a PDF: save it as a PDF and send that');
  let pages: number;
  try {
    pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  } catch (error) {
    throw refused(
      (error as Error).name === 'EncryptedPDFError'
        ? 'This PDF is protected by a password, so visitors could not open it: send an open copy'
        : 'This PDF cannot be read: save it again as a PDF and send that',
    );
  }
  if (pages === 0) throw refused('This PDF has no pages');
}

export function registerGuideFileRoutes(app: FastifyInstance, context: AppContext): void {
  const { database } = context;
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/api/admin/website/guide-files', { config: adminOnly }, async (request, reply) => {
      const { fileName, bytes } = await readOneFile(request, {
        maxBytes: guideFileMaxBytes,
        message: guideFileMessage,
      });
      await checkedPdf(bytes);
      const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const name = fileName.trim().slice(0, 200) || 'guide.pdf';
      await database.write([
        insertGuideFileStatement(database.db, {
          id,
          file_name: name,
          content_type: 'application/pdf',
          size: bytes.length,
          content: bytes,
          uploaded_by: signedInAdmin(request).adminId,
          uploaded_at: context.now().toISOString(),
        }),
      ]);
      const answer: GuideFile = { id, name, bytes: bytes.length };
      return reply.code(201).header('cache-control', 'no-store').send(answer);
    });
  });
}

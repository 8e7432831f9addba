import type { FastifyRequest } from 'fastify';
import { apiErrorCodes } from '../../shared/api-error';
import { HttpError } from './errors';

/**
 * A multipart upload of one file named `file` and nothing else (the website's premium table and
 * guides, issue 58). Not multipart: 415; over `maxBytes`: 413; no file, an empty one or anything
 * more: 400, each naming the field `file` with `message`. The route's scope registers
 * `@fastify/multipart`.
 */
export async function readOneFile(
  request: FastifyRequest,
  { maxBytes, message }: { maxBytes: number; message: string },
): Promise<{ fileName: string; bytes: Buffer }> {
  const refused = (status: 400 | 413 | 415) =>
    new HttpError(
      status,
      status === 413
        ? apiErrorCodes.payloadTooLarge
        : status === 415
          ? apiErrorCodes.unsupportedMediaType
          : apiErrorCodes.validation,
      `file: ${message}`,
      { file: message },
    );
  if (!request.isMultipart()) throw refused(415);
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
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

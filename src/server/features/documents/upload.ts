import type { FastifyRequest } from 'fastify';
import { apiErrorCodes } from '../../../shared/api-error';
import { acceptedDocumentsText, documentMaxBytes } from '../../../shared/documents';
import { HttpError } from '../../plugins/errors';
import type { UploadedFile } from './service';

/** The upload's parts: the file (`file`) and the fields beside it, however they are ordered. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  if (!request.isMultipart())
    throw new HttpError(
      415,
      apiErrorCodes.unsupportedMediaType,
      'Send the document as multipart/form-data with the fields file, kind and expiresOn.',
    );
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: documentMaxBytes, files: 1, fields: 10, fieldSize: 1_000, parts: 12 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        413,
        apiErrorCodes.payloadTooLarge,
        `file: The file is over 10 MB: send ${acceptedDocumentsText}`,
        {
          file: `The file is over 10 MB: send ${acceptedDocumentsText}`,
        },
      );
    // Reading the parts touches nothing but the request: whatever else goes wrong (a form cut
    // short, a boundary never closed, too many parts) is the body's fault.
    throw new HttpError(400, apiErrorCodes.validation, `file: Send one file, ${acceptedDocumentsText}`, {
      file: `Send one file, ${acceptedDocumentsText}`,
    });
  }
  return { fields, ...(file ? { file } : {}) };
}

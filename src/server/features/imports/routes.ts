import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorCodes } from '../../../shared/api-error';
import { clientTemplateColumns, importLimits, policyTemplateColumns } from '../../../shared/imports';
import type { AppContext } from '../../context';
import { toCsv } from '../../csv';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { idParams } from '../../plugins/params';
import { bookWorkbook, clientsCsv, templateRows, workbook } from './export';
import { listImports, previewImport, previewOf, storeImport, undoImport } from './service';

const fileMessage = 'Send one file: a CSV or an Excel workbook (.xlsx) of at most 10 MB';

/** The upload: `file`, and `mapping` (JSON) for the columns the adviser mapped. */
async function readImportUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new HttpError(415, apiErrorCodes.unsupportedMediaType, `file: ${fileMessage}`, {
      file: fileMessage,
    });
  let file: { fileName: string; bytes: Buffer } | undefined;
  let mapping: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: importLimits.bytes, files: 1, fields: 2, fieldSize: 100_000, parts: 3 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
      } else if (part.fieldname === 'mapping') {
        try {
          const parsed = JSON.parse(String(part.value)) as unknown;
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
            throw new Error('not an object');
          mapping = Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
        } catch {
          throw new HttpError(400, apiErrorCodes.validation, 'mapping: Send the mapping as a JSON object', {
            mapping: 'Send the mapping as a JSON object',
          });
        }
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, apiErrorCodes.payloadTooLarge, 'file: The file is over 10 MB.', {
        file: 'The file is over 10 MB.',
      });
    throw new HttpError(400, apiErrorCodes.validation, `file: ${fileMessage}`, { file: fileMessage });
  }
  if (!file)
    throw new HttpError(400, apiErrorCodes.validation, `file: ${fileMessage}`, { file: fileMessage });
  return { file, mapping };
}

const templates = {
  'clients.csv': () => toCsv(clientTemplateColumns, templateRows.clients),
  'policies.csv': () => toCsv(policyTemplateColumns, templateRows.policies),
  'book.xlsx': () =>
    workbook([
      { name: 'Clients', header: clientTemplateColumns, rows: templateRows.clients },
      { name: 'Policies', header: policyTemplateColumns, rows: templateRows.policies },
    ]),
} as const;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Importing the book and exporting it in the same columns (issue 43): owner and adviser only. */
export function registerImportRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => ({ admin: signedInAdmin(request), ip: request.ip });
  const noStore = { 'cache-control': 'no-store' };
  const { database } = context;

  // Multipart bodies are read by this route alone, in a scope of its own (as documents' upload).
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/api/admin/imports', { config: adminOnly }, async (request, reply) => {
      const { file, mapping } = await readImportUpload(request);
      return reply
        .headers(noStore)
        .type('application/json; charset=utf-8')
        .send(await previewImport(database, file, mapping, actor(request), context.now()));
    });
  });

  routes.get('/api/admin/imports', { config: adminOnly }, async (request, reply) =>
    reply.headers(noStore).send(await listImports(database, actor(request), context.now())),
  );

  routes.get(
    '/api/admin/imports/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .type('application/json; charset=utf-8')
        .send(await previewOf(database, request.params.id, actor(request))),
  );

  routes.post(
    '/api/admin/imports/:id/store',
    {
      config: adminOnly,
      schema: {
        params: idParams,
        body: z.strictObject({ skipInvalid: z.boolean().default(false) }).default({ skipInvalid: false }),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await storeImport(database, request.params.id, request.body, actor(request), context.now())),
  );

  routes.post(
    '/api/admin/imports/:id/undo',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await undoImport(database, request.params.id, actor(request), context.now())),
  );

  routes.get(
    '/api/admin/imports/templates/:name',
    {
      config: adminOnly,
      schema: { params: z.object({ name: z.enum(['clients.csv', 'policies.csv', 'book.xlsx']) }) },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .header('content-type', request.params.name.endsWith('.xlsx') ? xlsxType : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="template-${request.params.name}"`)
        .send(templates[request.params.name]()),
  );

  routes.get('/api/admin/clients/export.csv', { config: adminOnly }, async (_request, reply) => {
    const day = context.now().toISOString().slice(0, 10);
    return reply
      .headers(noStore)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="clients-${day}.csv"`)
      .send(await clientsCsv(database));
  });

  routes.get('/api/admin/book/export.xlsx', { config: adminOnly }, async (_request, reply) => {
    const day = context.now().toISOString().slice(0, 10);
    return reply
      .headers(noStore)
      .header('content-type', xlsxType)
      .header('content-disposition', `attachment; filename="book-${day}.xlsx"`)
      .send(await bookWorkbook(database));
  });
}

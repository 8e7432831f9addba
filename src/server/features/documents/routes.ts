import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adviserFilterSchema } from '../../../shared/clients';
import { documentRequestSchema } from '../../../shared/document-requests';
import { identificationSchema } from '../../../shared/identification';
import type { AppContext } from '../../context';
import { adminOnly, mineOf, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { publicPostLimit } from '../../plugins/rate-limit';
import { fileNameFor } from '../../plugins/role-values';
import { attachmentName, registerAdviceRoutes } from './advice-routes';
import { documentsExpiring, identificationOf, saveIdentification } from './identification';
import {
  clientDocumentRequests,
  documentRequestForClient,
  documentsReceived,
  receiveRequestedDocument,
  requestDocuments,
  withdrawDocumentRequest,
} from './requests';
import { addDocument, clientDocuments, downloadDocument, removeDocument } from './service';
import { readUpload } from './upload';

/** Documents in a client's file (issue 32): admin only, every read of a file audited. */

/** A request link's token: what the link carries, nothing more. */
const tokenQuery = z.object({ token: z.string().trim().max(200).default('') });

export function registerDocumentRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const actor = (request: FastifyRequest) => ({ admin: signedInAdmin(request), ip: request.ip });
  const noStore = { 'cache-control': 'no-store' };
  registerAdviceRoutes(app, context);

  // Multipart bodies are read by this route alone, in a scope of its own: everywhere else such a
  // body still answers 415 (the public forms take JSON only).
  app.register(async (scope) => {
    await scope.register(multipart);
    const scoped = scope.withTypeProvider<ZodTypeProvider>();
    scoped.post(
      '/api/admin/clients/:id/documents',
      { config: adminOnly, schema: { params: idParams } },
      async (request, reply) => {
        const { fields, file } = await readUpload(request);
        const stored = await addDocument(
          database,
          request.params.id,
          fields,
          file,
          actor(request),
          context.now(),
        );
        return reply.code(201).headers(noStore).send({
          id: stored.id,
          kind: stored.kind,
          fileName: stored.fileName,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          mediaType: stored.mediaType,
          expiresOn: stored.expiresOn,
        });
      },
    );

    // The client's upload through a request's private link (public, limited like the other forms).
    scoped.post(
      '/api/document-requests/upload',
      { config: publicPostLimit(context.config.rateLimitPublicPost), schema: { querystring: tokenQuery } },
      async (request, reply) => {
        // A link that does not work is refused before the file is read.
        await documentRequestForClient(database, { token: request.query.token }, context.now());
        const { fields, file } = await readUpload(request);
        return reply.headers(noStore).send(
          await receiveRequestedDocument(database, { token: request.query.token }, fields, file, {
            ip: request.ip,
            now: context.now(),
          }),
        );
      },
    );
  });

  routes.get(
    '/api/admin/clients/:id/documents',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply.headers(noStore).send({
        items: (await clientDocuments(database, request.params.id)).map((item) =>
          fileNameFor(signedInAdmin(request).role, item),
        ),
      }),
  );

  routes.post(
    '/api/admin/clients/:id/document-requests',
    { config: adminOnly, schema: { params: idParams, body: documentRequestSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(
          await requestDocuments(database, request.params.id, request.body, actor(request), {
            now: context.now(),
            siteUrl: context.config.site.siteUrl,
            adviserName: context.config.site.adviserName,
          }),
        ),
  );

  routes.get(
    '/api/admin/clients/:id/document-requests',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply.headers(noStore).send({ items: await clientDocumentRequests(database, request.params.id) }),
  );

  routes.post(
    '/api/admin/document-requests/:id/withdraw',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      await withdrawDocumentRequest(database, request.params.id, actor(request), context.now());
      return reply.code(204).headers(noStore).send();
    },
  );

  routes.get(
    '/api/document-requests/current',
    { config: publicPostLimit(context.config.rateLimitPublicPost), schema: { querystring: tokenQuery } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await documentRequestForClient(database, { token: request.query.token }, context.now())),
  );

  routes.get(
    '/api/admin/documents/received',
    { config: adminOnly, schema: { querystring: z.object({ adviser: adviserFilterSchema }) } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await documentsReceived(database, 7, context.now(), mineOf(request, request.query.adviser)).then(
            ({ items }) => ({ items: items.map((item) => fileNameFor(signedInAdmin(request).role, item)) }),
          ),
        ),
  );

  routes.get(
    '/api/admin/clients/:id/identification',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply.headers(noStore).send(await identificationOf(database, request.params.id, context.now())),
  );

  routes.put(
    '/api/admin/clients/:id/identification',
    { config: adminOnly, schema: { params: idParams, body: identificationSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await saveIdentification(database, request.params.id, request.body, actor(request), context.now()),
        ),
  );

  // Before /api/admin/documents/:id: a path of its own, not an id.
  routes.get(
    '/api/admin/documents/expiring',
    {
      config: adminOnly,
      schema: {
        querystring: z.object({
          within: z.coerce
            .number({ error: 'within is a number of days from 0 to 365' })
            .int('within is a number of days from 0 to 365')
            .min(0, 'within is a number of days from 0 to 365')
            .max(365, 'within is a number of days from 0 to 365')
            .default(30),
          adviser: adviserFilterSchema,
        }),
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(
        await documentsExpiring(
          database,
          request.query.within,
          context.now(),
          mineOf(request, request.query.adviser),
        ).then((answer) => ({
          ...answer,
          items: answer.items.map((item) => fileNameFor(signedInAdmin(request).role, item)),
        })),
      ),
  );

  routes.get(
    '/api/admin/documents/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      const { document, bytes } = await downloadDocument(
        database,
        request.params.id,
        actor(request),
        context.now(),
      );
      // A photo opens in the browser, a PDF (and a HEIC, which browsers do not show) downloads;
      // either way nothing in it runs: no sniffing, and a sandbox with nothing allowed.
      const inline = ['image/jpeg', 'image/png', 'image/webp'].includes(document.mediaType);
      return reply
        .headers({
          'cache-control': 'no-store, private',
          'content-type': document.mediaType,
          'content-disposition': `${inline ? 'inline' : 'attachment'}; ${attachmentName(document.fileName ?? 'document')}`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
        })
        .send(bytes);
    },
  );

  routes.delete(
    '/api/admin/documents/:id',
    { config: adminOnly, schema: { params: z.object({ id: idParams.shape.id }) } },
    async (request, reply) => {
      await removeDocument(database, request.params.id, actor(request), context.now());
      return reply.code(204).headers(noStore).send();
    },
  );
}

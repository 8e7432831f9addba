import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adviceConfirmSchema, adviceRequestSchema } from '../../../shared/advice-records';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { publicPostLimit } from '../../plugins/rate-limit';
import {
  adviceDocument,
  adviceForClient,
  askToConfirm,
  clientAdviceRecords,
  confirmAdvice,
  withdrawAdviceConfirmation,
} from './advice';
import { shareDocument } from './service';

/** Records of advice confirmed by the client, and documents shared with them (issue 32). */

const tokenQuery = z.object({ token: z.string().trim().max(200).default('') });
const noStore = { 'cache-control': 'no-store' };

/**
 * RFC 6266: an ASCII fallback and the UTF-8 name, percent-encoded as RFC 5987 asks (`encodeURIComponent`
 * leaves `' ( ) *` as they are, which are not attr-chars there).
 */
export function attachmentName(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A PDF handed to a client: a download, never sniffed, nothing in it run. */
export function pdfDownloadHeaders(fileName: string) {
  return {
    'cache-control': 'no-store, private',
    'content-type': 'application/pdf',
    'content-disposition': `attachment; ${attachmentName(fileName)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  };
}

export function registerAdviceRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const actor = (request: FastifyRequest) => ({ admin: signedInAdmin(request), ip: request.ip });
  const limit = publicPostLimit(context.config.rateLimitPublicPost);

  routes.post(
    '/api/admin/clients/:id/advice-confirmations',
    { config: adminOnly, schema: { params: idParams, body: adviceRequestSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(
          await askToConfirm(database, request.params.id, request.body, actor(request), {
            now: context.now(),
            siteUrl: context.config.site.siteUrl,
            reports: { renderer: context.reports, site: context.config.site },
          }),
        ),
  );

  routes.get(
    '/api/admin/clients/:id/advice-confirmations',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply.headers(noStore).send(await clientAdviceRecords(database, request.params.id)),
  );

  routes.post(
    '/api/admin/advice-confirmations/:id/withdraw',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      await withdrawAdviceConfirmation(database, request.params.id, actor(request), context.now());
      return reply.code(204).headers(noStore).send();
    },
  );

  routes.put(
    '/api/admin/documents/:id/shared',
    {
      config: adminOnly,
      schema: {
        params: idParams,
        body: z.strictObject({ shared: z.boolean({ error: 'shared is true or false' }) }),
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await shareDocument(
            database,
            request.params.id,
            request.body.shared,
            actor(request),
            context.now(),
          ),
        ),
  );

  routes.get(
    '/api/advice/current',
    { config: limit, schema: { querystring: tokenQuery } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await adviceForClient(database, { token: request.query.token }, context.now())),
  );

  routes.get(
    '/api/advice/document',
    { config: limit, schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const { fileName, bytes } = await adviceDocument(
        database,
        { token: request.query.token },
        context.now(),
      );
      return reply.headers(pdfDownloadHeaders(fileName)).send(bytes);
    },
  );

  routes.post(
    '/api/advice/confirm',
    { config: limit, schema: { querystring: tokenQuery, body: adviceConfirmSchema } },
    async (request, reply) =>
      reply.headers(noStore).send(
        await confirmAdvice(database, { token: request.query.token }, request.body, {
          ip: request.ip,
          browser: request.headers['user-agent'] ?? '',
          now: context.now(),
          businessName: context.config.site.businessName,
        }),
      ),
  );
}

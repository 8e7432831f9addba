import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientEmailSchema, templatePatchSchema, templateSchema } from '../../../shared/message-templates';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { emailClient } from './client-email';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './templates';

/** The adviser's message templates and e-mails from a client's page (issue 33): admin only, audited. */
export function registerMessageRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const actor = (request: Parameters<typeof signedInAdmin>[0]) => ({
    admin: signedInAdmin(request),
    ip: request.ip,
  });
  const noStore = { 'cache-control': 'no-store' };

  routes.get('/api/admin/templates', { config: adminOnly }, async (_request, reply) =>
    reply.headers(noStore).send({ items: await listTemplates(database) }),
  );
  routes.post(
    '/api/admin/templates',
    { config: adminOnly, schema: { body: templateSchema } },
    async (request, reply) =>
      reply.code(201).send(await createTemplate(database, request.body, actor(request), context.now())),
  );
  routes.patch(
    '/api/admin/templates/:id',
    { config: adminOnly, schema: { params: idParams, body: templatePatchSchema } },
    async (request) =>
      updateTemplate(database, request.params.id, request.body, actor(request), context.now()),
  );
  routes.delete(
    '/api/admin/templates/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      await deleteTemplate(database, request.params.id, actor(request), context.now());
      return reply.code(204).send();
    },
  );
  routes.post(
    '/api/admin/clients/:id/emails',
    { config: adminOnly, schema: { params: idParams, body: clientEmailSchema } },
    async (request, reply) =>
      reply
        .code(202)
        .send(await emailClient(database, request.params.id, request.body, actor(request), context.now())),
  );
}

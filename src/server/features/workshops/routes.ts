import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { workshopCreateSchema } from '../../../shared/workshops';
import type { AppContext } from '../../app';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { createWorkshop, listAdminWorkshops, listPublicWorkshops } from './service';

/** Workshops (issue 19): the public list with seats left, and the adviser's records. */
export function registerWorkshopRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/workshops', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await listPublicWorkshops(context.database, context.now())),
  );

  routes.get('/api/admin/workshops', { config: adminOnly }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await listAdminWorkshops(context.database)),
  );

  routes.post(
    '/api/admin/workshops',
    { config: adminOnly, schema: { body: workshopCreateSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createWorkshop(
            context.database,
            request.body,
            { admin: signedInAdmin(request), ip: request.ip },
            context.now(),
          ),
        ),
  );
}

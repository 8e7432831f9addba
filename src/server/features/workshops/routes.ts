import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ownRegistrationSchema,
  registrationMarksSchema,
  workshopCreateSchema,
} from '../../../shared/workshops';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import {
  cancelOwnRegistration,
  cancelRegistration,
  markRegistration,
  ownRegistration,
  registrationsCsv,
  workshopRegistrations,
} from './registrations';
import {
  cancelWorkshop,
  createWorkshop,
  duplicateWorkshop,
  listAdminWorkshops,
  listPublicWorkshops,
  updateWorkshop,
  workshopsListing,
} from './service';

/** Workshops (issue 19): the public list with seats left, and the adviser's records. */
export function registerWorkshopRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof signedInAdmin>[0]) => ({
    admin: signedInAdmin(request),
    ip: request.ip,
  });

  routes.get('/api/workshops', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await listPublicWorkshops(context.database, context.now())),
  );

  // The public page's data: what its server render shows, for a visit that arrives by a link inside the site.
  routes.get('/api/workshops/listing', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await workshopsListing(context.database, context.now())),
  );

  // The registrant's own link (issue 19): the token in a body, so it is in no URL a log could keep.
  routes.post(
    '/api/workshop-registrations/lookup',
    { schema: { body: ownRegistrationSchema } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await ownRegistration(context.database, request.body.token, context.now())),
  );

  routes.post(
    '/api/workshop-registrations/cancel',
    { schema: { body: ownRegistrationSchema } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await cancelOwnRegistration(context.database, request.body.token, request.ip, context.now())),
  );

  routes.get('/api/admin/workshops', { config: adminOnly }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await listAdminWorkshops(context.database, context.now())),
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

  routes.patch(
    '/api/admin/workshops/:id',
    { config: adminOnly, schema: { params: idParams, body: workshopCreateSchema } },
    async (request) =>
      updateWorkshop(context.database, request.params.id, request.body, actor(request), context.now()),
  );

  routes.post(
    '/api/admin/workshops/:id/duplicate',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await duplicateWorkshop(context.database, request.params.id, actor(request), context.now())),
  );

  routes.post(
    '/api/admin/workshops/:id/cancel',
    { config: adminOnly, schema: { params: idParams } },
    async (request) => cancelWorkshop(context.database, request.params.id, actor(request), context.now()),
  );

  routes.get(
    '/api/admin/workshops/:id/registrations',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await workshopRegistrations(context.database, request.params.id)),
  );

  routes.get(
    '/api/admin/workshops/:id/registrations.csv',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      const csv = await registrationsCsv(context.database, request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="workshop-registrations-${context.now().toISOString().slice(0, 10)}.csv"`,
        )
        .send(csv);
    },
  );

  routes.patch(
    '/api/admin/workshop-registrations/:id',
    { config: adminOnly, schema: { params: idParams, body: registrationMarksSchema } },
    async (request) =>
      markRegistration(context.database, request.params.id, request.body, actor(request), context.now()),
  );

  routes.post(
    '/api/admin/workshop-registrations/:id/cancel',
    { config: adminOnly, schema: { params: idParams } },
    async (request) => cancelRegistration(context.database, request.params.id, actor(request), context.now()),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reviewCreateSchema, reviewsDueQuerySchema } from '../../../shared/reviews';
import type { AppContext } from '../../context';
import { adminOnly, mineOf, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { clientReviews, inviteToReview, logReview, reviewsDue } from './service';

/** The yearly review (issue 31): admin only, audited. */
export function registerReviewRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };
  const { database } = context;

  routes.post(
    '/api/admin/clients/:id/reviews',
    { config: adminOnly, schema: { params: idParams, body: reviewCreateSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(
          await logReview(
            database,
            request.params.id,
            request.body,
            { admin: signedInAdmin(request), ip: request.ip },
            context.now(),
          ),
        ),
  );

  routes.post(
    '/api/admin/clients/:id/reviews/invite',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(
          await inviteToReview(
            database,
            request.params.id,
            { admin: signedInAdmin(request), ip: request.ip },
            context.now(),
          ),
        ),
  );

  routes.get(
    '/api/admin/clients/:id/reviews',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => reply.headers(noStore).send(await clientReviews(database, request.params.id)),
  );

  routes.get(
    '/api/admin/reviews',
    { config: adminOnly, schema: { querystring: reviewsDueQuerySchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await reviewsDue(
            database,
            request.query.within,
            context.now(),
            request.query.page,
            mineOf(request, request.query.adviser),
            request.query.part,
          ),
        ),
  );
}

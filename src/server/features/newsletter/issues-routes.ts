import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsletterIssueCreateSchema,
  newsletterIssuePatchSchema,
} from '../../../content/newsletter-features';
import { newsletterSendSchema } from '../../../shared/newsletter-issues';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import {
  allIssues,
  createIssue,
  getIssue,
  previewIssue,
  sendIssue,
  sendTest,
  unscheduleIssue,
  updateIssue,
} from './issues';
import { confirmedSubscriberCount } from './issues-repository';

/**
 * The newsletters (issue 33): admin only, audited. A body may be up to 2 MB here, so that an
 * over-long newsletter is refused naming its field rather than as a request too large.
 */
export function registerNewsletterIssueRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const actor = (request: Parameters<typeof signedInAdmin>[0]) => ({
    admin: signedInAdmin(request),
    ip: request.ip,
  });
  const noStore = { 'cache-control': 'no-store' };
  const bodyLimit = 2 * 1024 * 1024;

  routes.get('/api/admin/newsletters', { config: adminOnly }, async (_request, reply) =>
    reply.headers(noStore).send({
      items: await allIssues(database),
      confirmedSubscribers: await confirmedSubscriberCount(database.db),
    }),
  );
  routes.post(
    '/api/admin/newsletters',
    { config: adminOnly, bodyLimit, schema: { body: newsletterIssueCreateSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await createIssue(database, request.body, actor(request), context.now())),
  );
  routes.post(
    '/api/admin/newsletters/preview',
    { config: adminOnly, bodyLimit, schema: { body: newsletterIssueCreateSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await previewIssue(
            database,
            request.body,
            { site: context.config.site, adviserEmail: context.config.mail.notifyEmail },
            context.now(),
          ),
        ),
  );
  routes.get(
    '/api/admin/newsletters/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => reply.headers(noStore).send(await getIssue(database, request.params.id)),
  );
  routes.patch(
    '/api/admin/newsletters/:id',
    { config: adminOnly, bodyLimit, schema: { params: idParams, body: newsletterIssuePatchSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await updateIssue(database, request.params.id, request.body, actor(request), context.now())),
  );
  routes.post(
    '/api/admin/newsletters/:id/test',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply.code(202).send(await sendTest(database, request.params.id, actor(request), context.now())),
  );
  routes.post(
    '/api/admin/newsletters/:id/send',
    { config: adminOnly, schema: { params: idParams, body: newsletterSendSchema } },
    async (request, reply) =>
      reply
        .code(202)
        .headers(noStore)
        .send(
          await sendIssue(
            database,
            request.params.id,
            request.body.at,
            actor(request),
            context.now(),
            context.config.newsletter.perMinute,
          ),
        ),
  );
  routes.post(
    '/api/admin/newsletters/:id/unschedule',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await unscheduleIssue(database, request.params.id, actor(request), context.now())),
  );
}

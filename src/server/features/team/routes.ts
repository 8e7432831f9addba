import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invitationAcceptSchema,
  invitationSchema,
  invitationTokenSchema,
  myNameSchema,
  teamMemberUpdateSchema,
} from '../../../shared/team';
import type { AppContext } from '../../context';
import { adminOnly, refuseForeignOrigin, sessionCookie, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { publicPostLimit } from '../../plugins/rate-limit';
import { authenticate, sessionAbsoluteMs, sessionState } from '../admin';
import {
  acceptInvitation,
  changeRole,
  invite,
  previewInvitation,
  renameSelf,
  setActive,
  signOutEverywhere,
  teamOverview,
  teamPeople,
  withdrawInvitation,
} from './service';

/**
 * `/admin/team` (issue 34). Who may use each route is the route table's (`plugins/route-access.ts`):
 * the team's own routes are the owner's; the list of people to choose an adviser from is everyone's.
 * The invitation's two routes are open: the link's token is the key.
 */
export function registerTeamRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const noStore = { 'cache-control': 'no-store' };
  const actor = (request: FastifyRequest) => ({ admin: signedInAdmin(request), ip: request.ip });

  routes.get('/api/admin/team', { config: adminOnly }, async (_request, reply) =>
    reply.headers(noStore).send(await teamOverview(database, context.now())),
  );
  // Issue 43: one's own name, as the timeline, Today, the team and one's e-mails show it.
  routes.patch(
    '/api/admin/me',
    { config: adminOnly, schema: { body: myNameSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await renameSelf(database, request.body.name, actor(request), context.now())),
  );
  routes.get('/api/admin/team/people', { config: adminOnly }, async (_request, reply) =>
    reply.headers(noStore).send(await teamPeople(database)),
  );
  routes.post(
    '/api/admin/team/invitations',
    { config: adminOnly, schema: { body: invitationSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invite(database, request.body, actor(request), context.config.site.siteUrl, context.now()),
        ),
  );
  routes.post(
    '/api/admin/team/invitations/:id/withdraw',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      await withdrawInvitation(database, request.params.id, actor(request), context.now());
      return reply.code(204).send();
    },
  );
  routes.patch(
    '/api/admin/team/:id',
    { config: adminOnly, schema: { params: idParams, body: teamMemberUpdateSchema } },
    async (request) => {
      await changeRole(database, request.params.id, request.body.role, actor(request), context.now());
      return teamOverview(database, context.now());
    },
  );
  routes.post(
    '/api/admin/team/:id/sign-out',
    { config: adminOnly, schema: { params: idParams } },
    async (request) => {
      await signOutEverywhere(database, request.params.id, actor(request), context.now());
      return teamOverview(database, context.now());
    },
  );
  for (const [path, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const)
    routes.post(
      `/api/admin/team/:id/${path}`,
      { config: adminOnly, schema: { params: idParams } },
      async (request) => {
        await setActive(database, request.params.id, active, actor(request), context.now());
        return teamOverview(database, context.now());
      },
    );

  const limit = publicPostLimit(context.config.rateLimitPublicPost);
  routes.post(
    '/api/admin/invitations/open',
    { config: limit, schema: { body: invitationTokenSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await previewInvitation(
            database,
            request.body.token,
            context.config.site.businessName,
            context.now(),
          ),
        ),
  );
  routes.post(
    '/api/admin/invitations/accept',
    { config: limit, schema: { body: invitationAcceptSchema } },
    async (request, reply) => {
      if (refuseForeignOrigin(request, reply, context.config.site.siteUrl)) return reply;
      const token = await acceptInvitation(
        database,
        {
          ...request.body,
          ip: request.ip,
          browser: request.headers['user-agent'] ?? '',
        },
        context.now(),
      );
      void reply.header('set-cookie', sessionCookie(request, token, sessionAbsoluteMs / 1000));
      void reply.header('cache-control', 'no-store');
      const identity = await authenticate(database, token, context.now());
      if (!identity) throw new Error('a session just made was not found');
      return sessionState(database, identity, context.config.requireSecondFactor);
    },
  );
}

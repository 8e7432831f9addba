import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordSetSchema,
  passwordTexts,
  passwordTokenSchema,
} from '../../../shared/passwords';
import type { AppContext } from '../../context';
import { adminOnly, refuseForeignOrigin, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { publicPostLimit } from '../../plugins/rate-limit';
import {
  changeOwnPassword,
  openPasswordLink,
  requestPasswordReset,
  sendPasswordResetFromTeam,
  setPasswordFromLink,
} from './passwords-service';

/**
 * Passwords (issue 56): one's own changed on `/admin/security`; a forgotten one reset by a link
 * e-mailed to the account's own address, or sent by an owner from Team. Registered by the admin
 * feature's routes. The link's three routes are open (its token is the key), rate-limited as
 * public forms are, and refuse a foreign Origin.
 */
export function registerPasswordRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    browser: request.headers['user-agent'] ?? '',
  });
  const noStore = { 'cache-control': 'no-store' };

  routes.post(
    '/api/admin/me/password',
    { config: adminOnly, schema: { body: passwordChangeSchema } },
    async (request, reply) => {
      await changeOwnPassword(database, signedInAdmin(request), request.body, meta(request), context.now());
      return reply.headers(noStore).send({ message: passwordTexts.changed });
    },
  );

  // An owner sends a person of the team the link, to that person's own address (the route table
  // gives it to the team's area: owners only).
  routes.post(
    '/api/admin/team/:id/password-reset',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await sendPasswordResetFromTeam(
            database,
            request.params.id,
            { admin: signedInAdmin(request), ip: request.ip },
            context.config.site.siteUrl,
            context.now(),
          ),
        ),
  );

  const limit = publicPostLimit(context.config.rateLimitPublicPost);
  routes.post(
    '/api/admin/password-reset',
    { config: limit, schema: { body: passwordResetRequestSchema } },
    async (request, reply) => {
      if (refuseForeignOrigin(request, reply, context.config.site.siteUrl)) return reply;
      await requestPasswordReset(
        database,
        request.body.email,
        meta(request),
        context.config.site.siteUrl,
        context.now(),
      );
      // The same answer whether or not the address has an account.
      return reply.code(202).headers(noStore).send({ message: passwordTexts.resetRequested });
    },
  );
  routes.post(
    '/api/admin/password-reset/open',
    { config: limit, schema: { body: passwordTokenSchema } },
    async (request, reply) =>
      reply.headers(noStore).send(await openPasswordLink(database, request.body.token, context.now())),
  );
  routes.post(
    '/api/admin/password-reset/complete',
    { config: limit, schema: { body: passwordSetSchema } },
    async (request, reply) => {
      if (refuseForeignOrigin(request, reply, context.config.site.siteUrl)) return reply;
      await setPasswordFromLink(database, request.body, meta(request), context.now());
      return reply.headers(noStore).send({ message: passwordTexts.set });
    },
  );
}

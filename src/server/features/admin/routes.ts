import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginSchema, invalidCredentialsMessage } from '../../../shared/admin';
import { apiErrorCodes } from '../../../shared/api-error';
import { auditQuerySchema } from '../../../shared/audit';
import type { AppContext } from '../../context';
import {
  adminOnly,
  refuseForeignOrigin,
  secondFactorStep,
  sessionCookie,
  signedInAdmin,
} from '../../plugins/admin-session';
import { sendError } from '../../plugins/errors';
import { auditCsv, auditLog } from './audit';
import { registerPasswordRoutes } from './password-routes';
import { authenticate, sessionAbsoluteMs, signIn, signOut } from './service';
import { registerTwoFactorRoutes } from './two-factor/routes';
import { sessionState } from './two-factor/service';

export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/admin/login', { schema: { body: adminLoginSchema } }, async (request, reply) => {
    if (refuseForeignOrigin(request, reply, context.config.site.siteUrl)) return reply;
    const result = await signIn(
      context.database,
      { ...request.body, ip: request.ip, browser: request.headers['user-agent'] ?? '' },
      context.now(),
      { requireSecondFactor: context.config.requireSecondFactor },
    );
    if (result.outcome === 'locked') {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      void reply.header('retry-after', String(result.retryAfterSeconds));
      return sendError(
        reply,
        429,
        apiErrorCodes.rateLimited,
        `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    if (result.outcome === 'invalid')
      return sendError(reply, 401, apiErrorCodes.unauthorized, invalidCredentialsMessage);
    void reply.header('set-cookie', sessionCookie(request, result.token, sessionAbsoluteMs / 1000));
    void reply.header('cache-control', 'no-store');
    const identity = await authenticate(context.database, result.token, context.now());
    if (!identity) throw new Error('a session just made was not found');
    return sessionState(context.database, identity, context.config.requireSecondFactor);
  });

  // Who is signed in, and whether the second factor is still to come (issue 21).
  routes.get('/api/admin/verify', { config: secondFactorStep }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return sessionState(context.database, signedInAdmin(request), context.config.requireSecondFactor);
  });

  // Signing out works half-way through the sign-in too.
  routes.post('/api/admin/logout', { config: secondFactorStep }, async (request, reply) => {
    await signOut(context.database, signedInAdmin(request), request.ip, context.now());
    return reply
      .header('set-cookie', sessionCookie(request, '', 0))
      .code(204)
      .send();
  });

  registerTwoFactorRoutes(app, context);
  registerPasswordRoutes(app, context);

  // The audit log (issue 21): reading it is not itself audited, as elsewhere in the back office.
  routes.get(
    '/api/admin/audit',
    { config: adminOnly, schema: { querystring: auditQuerySchema } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await auditLog(context.database, request.query)),
  );

  routes.get(
    '/api/admin/audit.csv',
    { config: adminOnly, schema: { querystring: auditQuerySchema } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(await auditCsv(context.database, request.query)),
  );
}

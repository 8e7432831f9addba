import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginSchema, invalidCredentialsMessage } from '../../../shared/admin';
import { apiErrorCodes } from '../../../shared/api-error';
import { auditQuerySchema } from '../../../shared/audit';
import type { AppContext } from '../../app';
import { adminOnly, refuseForeignOrigin, sessionCookie, signedInAdmin } from '../../plugins/admin-session';
import { sendError } from '../../plugins/errors';
import { auditCsv, auditLog } from './audit';
import { sessionAbsoluteMs, signIn, signOut } from './service';

export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/admin/login', { schema: { body: adminLoginSchema } }, async (request, reply) => {
    if (refuseForeignOrigin(request, reply, context.config.site.siteUrl)) return reply;
    const result = await signIn(
      context.database,
      { ...request.body, ip: request.ip, browser: request.headers['user-agent'] ?? '' },
      context.now(),
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
    return { email: result.email };
  });

  routes.get('/api/admin/verify', { config: adminOnly }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { email: signedInAdmin(request).email };
  });

  routes.post('/api/admin/logout', { config: adminOnly }, async (request, reply) => {
    await signOut(context.database, signedInAdmin(request), request.ip, context.now());
    return reply
      .header('set-cookie', sessionCookie(request, '', 0))
      .code(204)
      .send();
  });

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

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '../../../shared/api-error';
import { mayUse, refusalMessage } from '../../../shared/roles';
import type { AppContext } from '../../context';
import {
  readSessionCookie,
  refuseForeignOrigin,
  secondFactorRequiredMessage,
  sessionRequiredMessage,
  withHook,
} from '../../plugins/admin-session';
import { sendError } from '../../plugins/errors';
import { redaction } from '../../plugins/redact';
import { routeArea } from '../../plugins/route-access';
import { authenticate, secondFactorSatisfied } from './service';

/**
 * The back office's gate (DECISIONS D2, D3), as the admin feature keeps the sessions it checks: the
 * route options and helpers the other features use (`adminOnly`, `signedInAdmin`, the cookie) are in
 * `plugins/admin-session.ts`, which imports no feature.
 */
export function registerAdminGuard(app: FastifyInstance, context: AppContext): void {
  app.decorate('registeredRoutes', []);
  app.decorateRequest('admin', null);
  // The gate runs on the back office's routes only, as their own hook (issue 45: a hook on every
  // request, a page's too, cost its promise even when it had nothing to do).
  const gate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config?.admin !== true) return;
    const token = readSessionCookie(request);
    const admin = token ? await authenticate(context.database, token, context.now()) : null;
    if (!admin) return sendError(reply, 401, apiErrorCodes.unauthorized, sessionRequiredMessage);
    // After the password, nothing but the second step is served until the second factor is given.
    if (
      request.routeOptions.config.secondFactorStep !== true &&
      !secondFactorSatisfied(admin, context.config.requireSecondFactor)
    )
      return sendError(reply, 401, apiErrorCodes.unauthorized, secondFactorRequiredMessage);
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      refuseForeignOrigin(request, reply, context.config.site.siteUrl)
    )
      return reply;
    const area = routeArea(request.method, request.routeOptions.url ?? '');
    if (!area || !mayUse(admin.role, area))
      return sendError(reply, 403, apiErrorCodes.forbidden, refusalMessage(admin.role, area ?? 'team'));
    request.admin = admin;
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.admin === true) {
      route.onRequest = withHook(route.onRequest, gate);
      route.preValidation = withHook(route.preValidation, redaction.preValidation);
      route.preSerialization = withHook(route.preSerialization, redaction.preSerialization);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Every back-office route says which roles may use it (issue 34): one not in the table is a mistake.
      if (route.config?.admin === true && !routeArea(method, route.url))
        throw new Error(`${method} ${route.url} is not in the route table (plugins/route-access.ts)`);
      app.registeredRoutes.push({
        method,
        url: route.url,
        admin: route.config?.admin === true,
        secondFactorStep: route.config?.secondFactorStep === true,
        portal: (route.config as { portal?: boolean } | undefined)?.portal === true,
      });
    }
  });
}

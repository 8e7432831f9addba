import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '../../shared/api-error';
import { mayUse, refusalMessage } from '../../shared/roles';
import type { AppContext } from '../context';
import { type AdminIdentity, authenticate, secondFactorSatisfied } from '../features/admin';
import { sendError } from './errors';
import { redaction } from './redact';
import { routeArea } from './route-access';

/**
 * The back office's gate (DECISIONS D2, D3). A route registered with `config: adminOnly` answers
 * 401 without a live session cookie, and a state-changing one 403 unless its Origin is the site's
 * own, and 403 to a role the route table (`route-access.ts`, issue 34) does not let use it. Every
 * route the app registers is listed in `app.registeredRoutes`, so a test can prove that each one
 * not meant for the public is closed.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    admin?: boolean;
    /** The sign-in's second step (issue 21): open to a session that has not given its second factor yet. */
    secondFactorStep?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in admin on an `adminOnly` route; null elsewhere. */
    admin: AdminIdentity | null;
  }
  interface FastifyInstance {
    registeredRoutes: {
      method: string;
      url: string;
      admin: boolean;
      secondFactorStep: boolean;
      /** Behind the client portal's own sign-in (issue 32). */
      portal: boolean;
    }[];
  }
}

export const adminOnly = { admin: true } as const;
/** For the routes that give or enrol the second factor: a session past its password is enough. */
export const secondFactorStep = { admin: true, secondFactorStep: true } as const;
export const sessionCookieName = 'adviser_admin';

/** The value of the cookie `name` on a request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    // A value that is not valid percent-encoding (`%`) is no session: the caller answers 401.
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return readCookie(request, sessionCookieName);
}

/** A session cookie: HttpOnly, SameSite=Strict, sent to `path` only; Secure whenever the request came over HTTPS. */
export function sessionCookieHeader(
  request: FastifyRequest,
  cookie: { name: string; path: string },
  token: string,
  maxAgeSeconds: number,
): string {
  const parts = [
    `${cookie.name}=${token}`,
    `Path=${cookie.path}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

/**
 * The paths the back office's session cookie is sent to: the API, and the back office's pages,
 * which the server renders for the person signed in (issue 34). Not the public pages or assets.
 */
export const sessionCookiePaths = ['/api', '/admin', '/pipeline'] as const;

/** The back office's session cookie, one per path it is sent to (`Set-Cookie` headers). */
export function sessionCookie(request: FastifyRequest, token: string, maxAgeSeconds: number): string[] {
  return sessionCookiePaths.map((path) =>
    sessionCookieHeader(request, { name: sessionCookieName, path }, token, maxAgeSeconds),
  );
}

/** True when the request's Origin is the configured site or the origin it was sent to. */
export function originAllowed(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === new URL(siteUrl).origin || origin === `${request.protocol}://${request.host}`;
}

export function refuseForeignOrigin(request: FastifyRequest, reply: FastifyReply, siteUrl: string): boolean {
  if (originAllowed(request, siteUrl)) return false;
  void sendError(reply, 403, apiErrorCodes.forbidden, 'This request must come from the site itself.');
  return true;
}

export const sessionRequiredMessage = 'Sign in to continue.';
export const secondFactorRequiredMessage = 'Confirm your sign-in with your second factor to continue.';

/** A route's `onRequest` hooks with one more at the end (once: a HEAD route shares its GET's options). */
export function withHook<Hook>(hooks: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  const list = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  return list.includes(hook) ? list : [...list, hook];
}

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

/** The admin of a request that passed the gate (for route handlers behind `adminOnly`). */
export function signedInAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new Error('adminOnly route reached without a session');
  return request.admin;
}

/** The signed-in person's id when a list asks for `mine` (issue 34), else null (everyone's). */
export function mineOf(request: FastifyRequest, adviser: 'anyone' | 'mine'): string | null {
  return adviser === 'mine' ? signedInAdmin(request).adminId : null;
}

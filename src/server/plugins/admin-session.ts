import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '../../shared/api-error';
import type { AdminIdentity } from '../context';
import { sendError } from './errors';

/**
 * The back office's gate (DECISIONS D2, D3): what routes and their handlers use of it. A route
 * registered with `config: adminOnly` answers 401 without a live session cookie, and a
 * state-changing one 403 unless its Origin is the site's own, and 403 to a role the route table
 * (`route-access.ts`, issue 34) does not let use it. Every route the app registers is listed in
 * `app.registeredRoutes`, so a test can prove that each one not meant for the public is closed.
 * The gate itself is `features/admin/guard.ts`, beside the sessions it checks: this module
 * imports no feature.
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

/** The admin of a request that passed the gate (for route handlers behind `adminOnly`). */
export function signedInAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new Error('adminOnly route reached without a session');
  return request.admin;
}

/** The signed-in person's id when a list asks for `mine` (issue 34), else null (everyone's). */
export function mineOf(request: FastifyRequest, adviser: 'anyone' | 'mine'): string | null {
  return adviser === 'mine' ? signedInAdmin(request).adminId : null;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. No inline scripts anywhere in the built pages, so the CSP can
 * forbid them. Inline style attributes stay allowed: Radix and charts position popovers with them.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
} satisfies Record<string, string[]>;

/**
 * The headers helmet would set, computed once by running helmet's own middleware against a
 * recording response. They never vary per request, and setting them in one call instead of
 * running the middleware each time is what lets a page answer at over half the speed of a bare
 * node:http server (docs/architecture.md, "Security headers").
 */
export function securityHeaders(options: { httpsSite: boolean }): Record<string, string> {
  const directives: Record<string, string[]> = { ...contentSecurityPolicy };
  // A laptop serving plain http on localhost must not tell the browser to upgrade to https.
  if (!options.httpsSite) delete directives['upgrade-insecure-requests'];
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.httpsSite ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: { httpsSite: boolean }): void {
  const headers = securityHeaders(options);
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    // API answers hold personal data: never cached anywhere. A route may still set its own.
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}

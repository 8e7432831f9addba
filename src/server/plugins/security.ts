import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** `httpsSite`: the public address is https (SITE_URL), so browsers may be told to insist on it. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { httpsSite: boolean }) {
  const directives: Record<string, string[]> = { ...contentSecurityPolicy };
  // A laptop serving plain http on localhost must not tell the browser to upgrade to https.
  if (!options.httpsSite) delete directives['upgrade-insecure-requests'];
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.httpsSite ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
}

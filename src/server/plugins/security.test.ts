import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security';

describe('securityHeaders', () => {
  it('forbids inline scripts and framing, and sets the strict headers', () => {
    const headers = securityHeaders({ httpsSite: false });
    const csp = headers['content-security-policy']!;
    expect(csp.split(';')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]),
    );
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('tells browsers to insist on https only when the site is served over https', () => {
    const http = securityHeaders({ httpsSite: false });
    expect(http['strict-transport-security']).toBeUndefined();
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const https = securityHeaders({ httpsSite: true });
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

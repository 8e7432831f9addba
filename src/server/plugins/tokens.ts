import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secret tokens handed to a browser (the admin session, the FNA report link): 256 random bits,
 * stored only as their SHA-256, compared in constant time.
 */

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** True when `token` is the one whose hash was stored. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash);
  const given = Buffer.from(hashToken(token));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Admin passwords (DECISIONS D2): Node's scrypt with OWASP's parameters (N=2^17, r=8, p=1), a
 * random 16-byte salt per user, a 32-byte key, compared in constant time. The parameters are
 * stored with the hash, so raising them later does not lock anyone out.
 */

export const minimumPasswordLength = 12;

/** OWASP's parameters: what every hash outside the test runner is made with. */
export const productionCost = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * The cost new hashes are made with. Under the test runner (vitest sets VITEST, and NODE_ENV to
 * test, in its workers and the servers they start) N is 2^10: the suite signs in well over a
 * thousand times, and each N=2^17 hash is 0.7 s of a core on the CI machine (about a quarter of the
 * API tests' time). Only the work changes: the scheme, the salt, the stored parameters and the
 * constant-time check are the same, and passwords.test.ts holds production to OWASP's cost.
 */
export function costFor(env: NodeJS.ProcessEnv): { N: number; r: number; p: number } {
  return env.VITEST && env.NODE_ENV === 'test' ? { N: 2 ** 10, r: 8, p: 1 } : productionCost;
}

const defaults = costFor(process.env);
const keyLength = 32;

/** scrypt needs 128 * N * r bytes (128 MiB here); Node's default ceiling is 32 MiB. */
function options(N: number, r: number, p: number): ScryptOptions {
  return { N, r, p, maxmem: 256 * N * r };
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options(N, r, p), (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, defaults.N, defaults.r, defaults.p);
  return [
    'scrypt',
    defaults.N,
    defaults.r,
    defaults.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when `password` matches `stored`. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of a random password, made once: checking a sign-in for an unknown e-mail against it
 * takes as long as checking a real account, so the answer's timing does not say which e-mails exist.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}

/** The rule for new passwords (the CLI and ADMIN_PASSWORD); '' when it is fine. */
export function passwordProblem(password: string): string {
  if (password.length < minimumPasswordLength)
    return `The password must be at least ${minimumPasswordLength} characters.`;
  if (password.length > 1024) return 'The password must be at most 1,024 characters.';
  return '';
}

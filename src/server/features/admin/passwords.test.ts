import { describe, expect, it } from 'vitest';
import { costFor, hashPassword, productionCost, verifyPassword } from './passwords';

describe('admin password hashes', () => {
  it('are made with OWASP’s scrypt cost everywhere but under the test runner', () => {
    expect(productionCost).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(costFor({ NODE_ENV: 'production' })).toBe(productionCost);
    expect(costFor({})).toBe(productionCost);
    // Both are needed: a production server started with NODE_ENV=test alone keeps the full cost.
    expect(costFor({ NODE_ENV: 'test' })).toBe(productionCost);
    expect(costFor({ VITEST: 'true', NODE_ENV: 'production' })).toBe(productionCost);
    expect(costFor({ VITEST: 'true', NODE_ENV: 'test' })).toEqual({ N: 1024, r: 8, p: 1 });
  });

  it('verifies a hash made with the production cost, the parameters read from the hash', async () => {
    // A hash stored by a production server: scrypt$131072$8$1$salt$key (made here the same way).
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('a long enough password', salt, 32, {
      N: 131_072,
      r: 8,
      p: 1,
      maxmem: 256 * 131_072 * 8,
    });
    const stored = ['scrypt', 131_072, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('a long enough password', stored)).toBe(true);
    expect(await verifyPassword('another password', stored)).toBe(false);
  });

  it('store the parameters they were made with, and a new salt each time', async () => {
    const first = await hashPassword('a long enough password');
    const second = await hashPassword('a long enough password');
    const [scheme, N, r, p, salt] = first.split('$');
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual(['scrypt', costFor(process.env).N, 8, 1]);
    expect(second.split('$')[4]).not.toBe(salt);
    expect(await verifyPassword('a long enough password', first)).toBe(true);
    expect(await verifyPassword('a long enough password', 'scrypt$1024$8$1$$')).toBe(false);
  });
});

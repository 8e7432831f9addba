import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin, signInAdmin, testAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { saveAccount } from './service';

/**
 * The sign-in lockout (DECISIONS D2) through HTTP, on an injected clock: per account, under
 * parallel attempts, per address. Its own file, so that it runs beside the rest of the gate's tests:
 * every attempt that is not locked costs a real scrypt check (about 0.4 s of a core here), up to 10 s
 * for the 20 failures from one address on two busy cores, hence the 60 s timeout.
 */

const minute = 60_000;

describe.each(dialects)(
  'admin sign-in lockout (%s)',
  (dialect) => {
    let testApp: TestApp;
    let clock = Date.parse('2026-11-23T08:00:00.000Z');
    beforeAll(async () => {
      testApp = await createTestApp(dialect, { now: () => new Date(clock) });
      await signInAdmin(testApp); // creates the account
    });
    afterAll(async () => {
      await testApp.close();
    });

    const login = (body: unknown, options: { ip?: string } = {}) => postLogin(testApp, body, options);

    it('locks an account for 15 minutes after 5 failures within 15 minutes, even for the right password', async () => {
      const email = 'locked@example.com';
      await saveAccount(
        testApp.database.handle,
        { email, password: 'the right long password', mode: 'create', by: 'test' },
        new Date(clock),
      );
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login({ email, password: `wrong password ${attempt}` })).statusCode).toBe(401);
        clock += minute;
      }
      const locked = await login({ email, password: 'the right long password' });
      expect(locked.statusCode).toBe(429);
      // The 5th failure was 1 minute ago: 14 minutes left.
      expect(Number(locked.headers['retry-after'])).toBe(14 * 60);
      expect(locked.json().error.message).toBe('Too many sign-in attempts. Please try again in 14 minutes.');
      clock += 14 * minute;
      expect((await login({ email, password: 'the right long password' })).statusCode).toBe(200);
    });

    it('holds the account lock under parallel attempts: at most 5 passwords are checked', async () => {
      const email = 'parallel@example.com';
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => login({ email, password: `guess number ${index}` })),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
      expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(7);
      clock += 30 * minute;
    });

    it('locks an IP address after 20 failures within 15 minutes, whatever the e-mail', async () => {
      const ip = '10.99.0.1';
      // Four at a time (scrypt runs on Node's four worker threads): fewer than 20 never lock each other out.
      for (let batch = 0; batch < 5; batch += 1) {
        const answers = await Promise.all(
          [0, 1, 2, 3].map((index) =>
            login({ email: `user${batch * 4 + index}@example.com`, password: 'wrong password' }, { ip }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
      }
      expect((await login(testAdmin, { ip })).statusCode).toBe(429);
      expect((await login(testAdmin, { ip: '10.99.0.2' })).statusCode).toBe(200);
      clock += 30 * minute;
    });
  },
  60_000,
);

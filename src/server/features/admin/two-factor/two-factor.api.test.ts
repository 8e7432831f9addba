import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongRecoveryCodeMessage, wrongTotpMessage } from '../../../../shared/two-factor';
import { type AdminClient, postLogin, signInAdmin } from '../../../testing/admin';
import { createTestApp, type TestApp } from '../../../testing/app';
import { dialects } from '../../../testing/databases';
import { saveAccount } from '../service';
import { resetSecondFactor } from './enrol';
import { totpCode } from './totp';

/**
 * Two-factor sign-in (issue 21) through HTTP on both databases, on an injected clock: with
 * ADMIN_REQUIRE_2FA on, the password alone serves no admin data; an authenticator app is enrolled
 * with a computed code, gives ten recovery codes once, each good once; wrong codes count toward the
 * lockout; the CLI's reset takes an account back to enrolment. (Passkeys: e2e/admin-two-factor.)
 */

const minute = 60_000;

describe.each(dialects)(
  'two-factor sign-in (%s)',
  (dialect) => {
    let testApp: TestApp;
    let clock = Date.parse('2026-11-23T08:00:00.000Z');
    const account = (name: string) => ({
      email: `${name}@example.com`,
      password: 'correct horse battery staple',
    });
    const createAccount = (name: string) =>
      saveAccount(testApp.database.handle, { ...account(name), mode: 'create', by: 'test' }, new Date(clock));

    beforeAll(async () => {
      testApp = await createTestApp(dialect, {
        now: () => new Date(clock),
        env: { ADMIN_REQUIRE_2FA: 'true' },
      });
    });
    afterAll(async () => {
      await testApp.close();
    });

    const post = (client: AdminClient, url: string, body: unknown = {}) =>
      client.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    /** Password, then the authenticator app set up with a code computed from the secret it shows. */
    async function enrolTotp(name: string) {
      await createAccount(name);
      const client = await signInAdmin(testApp, account(name));
      const setup = await post(client, '/api/admin/two-factor/enrol/totp');
      expect(setup.statusCode).toBe(200);
      const { secret, uri, qrSvg } = setup.json();
      expect(uri).toContain(`secret=${secret}`);
      expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      const confirmed = await post(client, '/api/admin/two-factor/enrol/totp/confirm', {
        code: totpCode(secret, new Date(clock)),
      });
      expect(confirmed.statusCode).toBe(200);
      return { client, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
    }

    it('serves nothing but the second step after the password, until a factor is enrolled', async () => {
      await createAccount('new');
      const login = await postLogin(testApp, account('new'));
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({
        email: 'new@example.com',
        role: 'owner',
        name: 'new@example.com',
        secondFactor: 'enrol',
        methods: { passkey: false, totp: false },
      });
      const client = await signInAdmin(testApp, account('new'));
      for (const url of [
        '/api/admin/stats',
        '/api/admin/audit',
        '/api/admin/two-factor',
        '/api/admin/clients',
      ]) {
        const refused = await client.request({ method: 'GET', url });
        expect(refused.statusCode, url).toBe(401);
        expect(refused.json().error.message).toBe(
          'Confirm your sign-in with your second factor to continue.',
        );
      }
      expect((await client.request({ method: 'GET', url: '/api/admin/verify' })).json().secondFactor).toBe(
        'enrol',
      );
      // A wrong code at enrolment is refused, naming the field.
      await post(client, '/api/admin/two-factor/enrol/totp');
      const wrong = await post(client, '/api/admin/two-factor/enrol/totp/confirm', { code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ code: wrongTotpMessage });
      const malformed = await post(client, '/api/admin/two-factor/enrol/totp/confirm', { code: '12' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.fields.code).toBe('Enter the 6-digit code from your authenticator app');
    });

    it('enrols an authenticator app, shows ten recovery codes once, then lets the admin in', async () => {
      const { client, recoveryCodes } = await enrolTotp('enrols');
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect((await client.request({ method: 'GET', url: '/api/admin/verify' })).json().secondFactor).toBe(
        'done',
      );
      expect((await client.request({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(200);
      const overview = (await client.request({ method: 'GET', url: '/api/admin/two-factor' })).json();
      expect(overview).toMatchObject({
        required: true,
        totp: { createdAt: new Date(clock).toISOString() },
        passkeys: [],
        recoveryCodesLeft: 10,
      });
      // The app's secret is stored encrypted (DATA_KEY), not as the app holds it.
      const secrets = await testApp.database.handle.db.selectFrom('admin_totp').select('secret').execute();
      expect(secrets.length).toBeGreaterThan(0);
      expect(secrets.every((row) => row.secret.startsWith('enc1:'))).toBe(true);
      // Stored hashed: no code is in the table.
      const stored = await testApp.database.handle.db
        .selectFrom('admin_recovery_codes')
        .select('code_hash')
        .execute();
      for (const code of recoveryCodes)
        expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
    });

    it('asks for the code at the next sign-in, accepts it once, and never lets a second enrolment in first', async () => {
      const { secret } = await enrolTotp('returns');
      clock += minute;
      const client = await signInAdmin(testApp, account('returns'));
      expect((await client.request({ method: 'GET', url: '/api/admin/verify' })).json()).toMatchObject({
        email: 'returns@example.com',
        role: 'owner',
        name: 'returns@example.com',
        secondFactor: 'verify',
        methods: { passkey: false, totp: true },
      });
      // An attacker with the password cannot enrol a factor of their own.
      expect((await post(client, '/api/admin/two-factor/enrol/totp')).statusCode).toBe(403);
      expect((await post(client, '/api/admin/two-factor/enrol/passkey-options')).statusCode).toBe(403);
      const code = totpCode(secret, new Date(clock));
      const given = await post(client, '/api/admin/two-factor/verify/totp', { code });
      expect(given.statusCode).toBe(200);
      expect(given.json().secondFactor).toBe('done');
      expect((await client.request({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(200);
      // The same code again, in another session: refused (used once).
      const other = await signInAdmin(testApp, account('returns'));
      const replay = await post(other, '/api/admin/two-factor/verify/totp', { code });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error.fields.code).toBe(wrongTotpMessage);
      // The code of the next 30 seconds works.
      clock += 30_000;
      const next = await post(other, '/api/admin/two-factor/verify/totp', {
        code: totpCode(secret, new Date(clock)),
      });
      expect(next.statusCode).toBe(200);
    });

    it('takes each recovery code once, even sent twice at the same time', async () => {
      const { recoveryCodes } = await enrolTotp('recovers');
      clock += minute;
      const first = await signInAdmin(testApp, account('recovers'));
      const second = await signInAdmin(testApp, account('recovers'));
      const typed = (recoveryCodes[0] as string).toLowerCase().replaceAll('-', ' ');
      const answers = await Promise.all([
        post(first, '/api/admin/two-factor/verify/recovery-code', { code: typed }),
        post(second, '/api/admin/two-factor/verify/recovery-code', { code: recoveryCodes[0] }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(refused?.json().error.fields.code).toBe(wrongRecoveryCodeMessage);
      expect(answers.find((answer) => answer.statusCode === 200)?.json().recoveryCodesLeft).toBe(9);
      const used = await testApp.database.handle.db
        .selectFrom('admin_recovery_codes')
        .innerJoin('admin_users', 'admin_users.id', 'admin_recovery_codes.admin_id')
        .select('admin_recovery_codes.used_at')
        .where('admin_users.email', '=', 'recovers@example.com')
        .where('admin_recovery_codes.used_at', 'is not', null)
        .execute();
      expect(used).toHaveLength(1);
    });

    it('counts wrong codes toward the lockout and audits every step', async () => {
      const { secret } = await enrolTotp('guessed');
      clock += 20 * minute;
      const client = await signInAdmin(testApp, account('guessed'));
      for (let guess = 0; guess < 5; guess += 1) {
        const wrong = await post(client, '/api/admin/two-factor/verify/totp', {
          code: String(100000 + guess),
        });
        expect(wrong.statusCode).toBe(400);
      }
      const locked = await post(client, '/api/admin/two-factor/verify/totp', {
        code: totpCode(secret, new Date(clock)),
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
      // The password alone does not end the run of failures: the account stays locked.
      expect((await postLogin(testApp, account('guessed'))).statusCode).toBe(429);
      clock += 16 * minute;
      const later = await signInAdmin(testApp, account('guessed'));
      expect(
        (await post(later, '/api/admin/two-factor/verify/totp', { code: totpCode(secret, new Date(clock)) }))
          .statusCode,
      ).toBe(200);

      const audit = (
        await later.request({ method: 'GET', url: '/api/admin/audit?account=guessed@example.com' })
      ).json();
      const actions = audit.items.map((item: { action: string }) => item.action);
      expect(actions).toContain('second-factor-failed');
      expect(actions).toContain('sign-in-locked');
      expect(actions).toContain('sign-in-password');
      expect(actions).toContain('two-factor-enrolled');
      const signIn = audit.items.find((item: { action: string }) => item.action === 'sign-in');
      expect(signIn.details).toMatchObject({ method: 'totp' });
    });

    it('renews recovery codes, keeps the last factor, and the CLI reset takes the account back to enrolment', async () => {
      const { client } = await enrolTotp('resets');
      const renewed = await post(client, '/api/admin/two-factor/recovery-codes');
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().recoveryCodes).toHaveLength(10);
      const last = await client.request({ method: 'DELETE', url: '/api/admin/two-factor/totp' });
      expect(last.statusCode).toBe(409);
      const unknown = await client.request({ method: 'DELETE', url: '/api/admin/two-factor/passkeys/nope' });
      expect(unknown.statusCode).toBe(404);

      await resetSecondFactor(testApp.database.handle, 'Resets@Example.com', new Date(clock));
      // Its sessions ended; the next sign-in enrols again.
      expect((await client.request({ method: 'GET', url: '/api/admin/verify' })).statusCode).toBe(401);
      const again = await postLogin(testApp, account('resets'));
      expect(again.json().secondFactor).toBe('enrol');
      await expect(
        resetSecondFactor(testApp.database.handle, 'nobody@example.com', new Date(clock)),
      ).rejects.toThrow('There is no account for nobody@example.com.');
    });

    it('refuses a passkey answer that is not one', async () => {
      const { client } = await enrolTotp('nopasskey');
      clock += minute;
      const pending = await signInAdmin(testApp, account('nopasskey'));
      expect((await post(pending, '/api/admin/two-factor/verify/passkey-options')).statusCode).toBe(400);
      const forged = await post(pending, '/api/admin/two-factor/verify/passkey', {
        response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {}, clientExtensionResults: {} },
      });
      expect(forged.statusCode).toBe(400);
      expect((await pending.request({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
      expect((await client.request({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(200);
    });
  },
  60_000,
);

describe('without ADMIN_REQUIRE_2FA', () => {
  it('lets an account with no factor in on its password, and still asks one that has a factor', async () => {
    const clock = Date.parse('2026-11-23T08:00:00.000Z');
    const testApp = await createTestApp('sqlite', { now: () => new Date(clock) });
    try {
      const client = await signInAdmin(testApp);
      expect((await client.request({ method: 'GET', url: '/api/admin/verify' })).json().secondFactor).toBe(
        'done',
      );
      const setup = (
        await client.request({
          method: 'POST',
          url: '/api/admin/two-factor/enrol/totp',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).json();
      const confirmed = await client.request({
        method: 'POST',
        url: '/api/admin/two-factor/enrol/totp/confirm',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ code: totpCode(setup.secret, new Date(clock)) }),
      });
      expect(confirmed.json().recoveryCodes).toHaveLength(10);
      const next = await signInAdmin(testApp);
      expect((await next.request({ method: 'GET', url: '/api/admin/verify' })).json().secondFactor).toBe(
        'verify',
      );
      expect((await next.request({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
      // Not required: the only factor may be removed.
      expect((await client.request({ method: 'DELETE', url: '/api/admin/two-factor/totp' })).statusCode).toBe(
        204,
      );
    } finally {
      await testApp.close();
    }
  });
});

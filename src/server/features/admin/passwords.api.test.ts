import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTexts } from '../../../shared/passwords';
import { type AdminClient, postLogin, signInAdmin, siteOrigin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { firstOwnerSetupLink } from './passwords-service';
import { saveAccount } from './service';
import { totpCode } from './two-factor/totp';

/**
 * Passwords belong to their owners (issue 56), through HTTP on both databases with the clock moved:
 * one's own changed (current first, other sessions out, audited, e-mailed); a forgotten one reset by
 * a one-time link to the account's own address (30 minutes, once, the newest only, the same answer
 * for an unknown address, the second factor still asked); an owner sending the link from Team; the
 * installer's first owner made once with no password; ADMIN_EMAIL/ADMIN_PASSWORD never resetting.
 */
describe.each(dialects)('passwords (%s)', (dialect) => {
  let clock = Date.parse('2026-12-06T08:00:00.000Z');
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = { 'content-type': 'application/json' };
  let address = 0;
  const open = (url: string, body: unknown, origin = siteOrigin(testApp)) => {
    address += 1;
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...json, origin },
      payload: JSON.stringify(body),
      remoteAddress: `10.56.3.${address}`,
    });
  };
  const account = (name: string) => ({ email: `${name}@example.com`, password: `${name}’s first password` });
  const changePassword = (client: AdminClient, body: unknown) =>
    client.request({
      method: 'POST',
      url: '/api/admin/me/password',
      headers: json,
      payload: JSON.stringify(body),
    });
  /** The e-mails of `kind` queued to `to` since the last look, newest last. */
  const mails = async (kind: string, to: string) =>
    (
      await testApp.database.handle.db
        .selectFrom('outbox_messages')
        .select(['content', 'to_address'])
        .where('enquiry_type', '=', kind)
        .where('to_address', '=', to)
        .orderBy('created_at')
        .execute()
    ).map((row) => JSON.parse(row.content) as { link?: string; summary: string });
  const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';
  const audits = async (action: string) =>
    testApp.database.handle.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  it('changes one’s own password: the current one first, then the new; other sessions end, this one stays; audited and e-mailed', async () => {
    const me = account('changer');
    const here = await signInAdmin(testApp, me);
    const elsewhere = await signInAdmin(testApp, me);

    const wrong = await changePassword(here, {
      currentPassword: 'not my password at all',
      newPassword: 'a brand new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: passwordTexts.wrongCurrent });
    const short = await changePassword(here, { currentPassword: me.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().error.fields)).toEqual(['newPassword']);
    const same = await changePassword(here, { currentPassword: me.password, newPassword: me.password });
    expect(same.json().error.fields).toEqual({ newPassword: passwordTexts.sameAsCurrent });
    expect((await changePassword(here, { newPassword: 'a brand new password' })).statusCode).toBe(400);

    const changed = await changePassword(here, {
      currentPassword: me.password,
      newPassword: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: passwordTexts.changed });
    expect((await here.request({ method: 'GET', url: '/api/admin/verify' })).statusCode).toBe(200);
    expect((await elsewhere.request({ method: 'GET', url: '/api/admin/verify' })).statusCode).toBe(401);
    expect((await postLogin(testApp, me)).statusCode).toBe(401);
    expect((await postLogin(testApp, { email: me.email, password: 'a brand new password' })).statusCode).toBe(
      200,
    );

    const [entry] = await audits('password-changed');
    expect(entry?.ip).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain('a brand new password');
    expect(await audits('password-change-failed')).toHaveLength(1);
    const [notice] = await mails('password-changed', me.email);
    expect(notice?.summary).toContain(
      `The password of your account (${me.email}) was changed on 6 December 2026 at 10:00 AM`,
    );
  });

  it('counts wrong current passwords toward the sign-in lockout: the sixth in 15 minutes is 429', async () => {
    const me = account('guesser');
    const client = await signInAdmin(testApp, me);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (
          await changePassword(client, {
            currentPassword: `guess number ${attempt}`,
            newPassword: 'whatever it is now',
          })
        ).statusCode,
      ).toBe(400);
    const locked = await changePassword(client, {
      currentPassword: me.password,
      newPassword: 'whatever it is now',
    });
    expect(locked.statusCode).toBe(429);
    clock += 16 * 60_000;
  });

  it('e-mails a one-time link to the account’s own address, answering an unknown address the same; the link sets the password once, ends every session, and the second factor is still asked', async () => {
    const me = account('forgetful');
    const client = await signInAdmin(testApp, me);
    // A second factor enrolled: the reset does not take it away.
    const setup = await client.request({
      method: 'POST',
      url: '/api/admin/two-factor/enrol/totp',
      headers: json,
      payload: '{}',
    });
    const { secret } = setup.json() as { secret: string };
    const confirmed = await client.request({
      method: 'POST',
      url: '/api/admin/two-factor/enrol/totp/confirm',
      headers: json,
      payload: JSON.stringify({ code: totpCode(secret, new Date(clock)) }),
    });
    expect(confirmed.statusCode).toBe(200);

    const known = await open('/api/admin/password-reset', { email: ' Forgetful@Example.com ' });
    const unknown = await open('/api/admin/password-reset', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: passwordTexts.resetRequested });
    expect(unknown.json()).toEqual(known.json());
    expect(await mails('password-reset', 'nobody-here@example.com')).toEqual([]);
    const [mail] = await mails('password-reset', me.email);
    expect(mail?.link).toMatch(/\/admin\/reset-password\?token=[A-Za-z0-9_-]{40,}$/);
    const token = tokenOf(mail?.link);

    const preview = await open('/api/admin/password-reset/open', { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ email: me.email, purpose: 'reset' });
    expect(
      (await open('/api/admin/password-reset/open', { token: `${token.slice(0, -4)}AAAA` })).statusCode,
    ).toBe(404);
    const weak = await open('/api/admin/password-reset/complete', { token, password: 'too short' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().error.fields)).toEqual(['password']);
    expect(
      (
        await open(
          '/api/admin/password-reset/complete',
          { token, password: 'my chosen new password' },
          'https://evil.example',
        )
      ).statusCode,
    ).toBe(403);

    const set = await open('/api/admin/password-reset/complete', {
      token,
      password: 'my chosen new password',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message: passwordTexts.set });
    // Once.
    const again = await open('/api/admin/password-reset/complete', {
      token,
      password: 'another new password',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe(passwordTexts.linkGone);
    expect((await client.request({ method: 'GET', url: '/api/admin/verify' })).statusCode).toBe(401);
    expect((await postLogin(testApp, me)).statusCode).toBe(401);
    const signIn = await postLogin(testApp, { email: me.email, password: 'my chosen new password' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().secondFactor).toBe('verify');
    expect(await audits('password-reset')).toHaveLength(1);
    expect((await mails('password-changed', me.email)).at(-1)?.summary).toContain(
      'reset with an e-mailed link',
    );
  });

  it('keeps a link 30 minutes and the newest one only; a deactivated account gets none; five an hour at most', async () => {
    const me = account('patient');
    await saveAccount(testApp.database.handle, { ...me, mode: 'create', by: 'test' }, new Date(clock));
    await open('/api/admin/password-reset', { email: me.email });
    await open('/api/admin/password-reset', { email: me.email });
    const [older, newer] = (await mails('password-reset', me.email)).map((mail) => tokenOf(mail.link));
    expect((await open('/api/admin/password-reset/open', { token: older })).statusCode).toBe(410);
    expect((await open('/api/admin/password-reset/open', { token: newer })).statusCode).toBe(200);
    clock += 31 * 60_000;
    const late = await open('/api/admin/password-reset/complete', {
      token: newer,
      password: 'too late a password',
    });
    expect(late.statusCode).toBe(410);

    for (let index = 0; index < 5; index += 1) await open('/api/admin/password-reset', { email: me.email });
    expect(await mails('password-reset', me.email)).toHaveLength(5);
    clock += 61 * 60_000;

    const owner = await signInAdmin(testApp, testAccounts.owner);
    const gone = account('gone');
    await saveAccount(testApp.database.handle, { ...gone, mode: 'create', by: 'test' }, new Date(clock));
    const goneRow = await testApp.database.handle.db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', gone.email)
      .executeTakeFirstOrThrow();
    expect(
      (await owner.request({ method: 'POST', url: `/api/admin/team/${goneRow.id}/deactivate` })).statusCode,
    ).toBe(200);
    expect((await open('/api/admin/password-reset', { email: gone.email })).statusCode).toBe(202);
    expect(await mails('password-reset', gone.email)).toEqual([]);
  });

  it('lets an owner send a person of the team the link, to that person’s own address; nobody else may', async () => {
    const owner = await signInAdmin(testApp, testAccounts.owner);
    const assistant = await signInAdmin(testApp, testAccounts.assistant);
    const member = await testApp.database.handle.db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', testAccounts.assistant.email)
      .executeTakeFirstOrThrow();
    const refused = await assistant.request({
      method: 'POST',
      url: `/api/admin/team/${member.id}/password-reset`,
    });
    expect(refused.statusCode).toBe(403);
    const sent = await owner.request({ method: 'POST', url: `/api/admin/team/${member.id}/password-reset` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: passwordTexts.teamLinkSent(testAccounts.assistant.email) });
    const [mail] = await mails('password-reset', testAccounts.assistant.email);
    expect(mail?.summary).toContain('sent you this link');
    expect(await audits('team-password-reset-sent')).toHaveLength(1);
    expect(
      (await owner.request({ method: 'POST', url: '/api/admin/team/no-such-person/password-reset' }))
        .statusCode,
    ).toBe(404);
  });

  it('makes the installer’s first owner once, with no password anyone can sign in with, and a set-up link', async () => {
    const other = await createTestApp(dialect, { now: () => new Date(clock) });
    try {
      const siteUrl = other.config.site.siteUrl;
      const first = await firstOwnerSetupLink(
        other.database.handle,
        'First.Owner@example.com',
        siteUrl,
        new Date(clock),
      );
      expect(first).toMatchObject({ outcome: 'link', created: true });
      const row = await other.database.handle.db
        .selectFrom('admin_users')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect([row.email, row.role, row.password_hash, Number(row.requires_second_factor)]).toEqual([
        'first.owner@example.com',
        'owner',
        '',
        1,
      ]);
      // No password signs in to it.
      const empty = await other.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { ...json, origin: siteOrigin(other) },
        payload: JSON.stringify({ email: 'first.owner@example.com', password: 'anything at all' }),
      });
      expect(empty.statusCode).toBe(401);
      // Run again before it is used: a fresh link, the first withdrawn.
      const second = await firstOwnerSetupLink(
        other.database.handle,
        'first.owner@example.com',
        siteUrl,
        new Date(clock),
      );
      expect(second).toMatchObject({ outcome: 'link', created: false });
      const token = (link: typeof first) => (link.outcome === 'link' ? tokenOf(link.link) : '');
      const openOther = (url: string, body: unknown) =>
        other.app.inject({
          method: 'POST',
          url,
          headers: { ...json, origin: siteOrigin(other) },
          payload: JSON.stringify(body),
        });
      expect((await openOther('/api/admin/password-reset/open', { token: token(first) })).statusCode).toBe(
        410,
      );
      const preview = await openOther('/api/admin/password-reset/open', { token: token(second) });
      expect(preview.json()).toMatchObject({ purpose: 'setup', email: 'first.owner@example.com' });
      expect(
        (
          await openOther('/api/admin/password-reset/complete', {
            token: token(second),
            password: 'the first owner’s own',
          })
        ).statusCode,
      ).toBe(200);
      const signedIn = await other.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { ...json, origin: siteOrigin(other) },
        payload: JSON.stringify({ email: 'first.owner@example.com', password: 'the first owner’s own' }),
      });
      expect(signedIn.json().secondFactor).toBe('enrol');
      // Made once: with a password set, nothing more.
      expect(
        await firstOwnerSetupLink(other.database.handle, 'first.owner@example.com', siteUrl, new Date(clock)),
      ).toEqual({ outcome: 'exists' });
      expect(
        await firstOwnerSetupLink(
          other.database.handle,
          'someone.else@example.com',
          siteUrl,
          new Date(clock),
        ),
      ).toEqual({ outcome: 'exists' });
    } finally {
      await other.close();
    }
  });

  it('never resets a password from ADMIN_EMAIL and ADMIN_PASSWORD: they only create an account that does not exist', async () => {
    const me = account('settled');
    const save = (password: string) =>
      saveAccount(
        testApp.database.handle,
        { email: me.email, password, mode: 'create-if-missing', by: 'ADMIN_EMAIL at start' },
        new Date(clock),
      );
    expect(await save(me.password)).toBe('created');
    expect(await save('a password from the settings file')).toBe('unchanged');
    expect((await postLogin(testApp, me)).statusCode).toBe(200);
    expect(
      (await postLogin(testApp, { email: me.email, password: 'a password from the settings file' }))
        .statusCode,
    ).toBe(401);
  });
});

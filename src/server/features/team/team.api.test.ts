import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamAnswer } from '../../../shared/team';
import { type AdminClient, signInAdmin, siteOrigin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { totpCode } from '../admin';

/**
 * The team (issue 34), on both databases: the owner invites (a link valid 72 hours, once), the
 * invited person sets a password and a second factor; roles change, sessions end, accounts are
 * deactivated; nobody but the owner manages the team, and the last owner stays one.
 */
describe.each(dialects)('the team (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let clock = Date.parse('2026-11-26T08:00:00.000Z');

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => new Date(clock) });
    owner = await signInAdmin(testApp, testAccounts.owner);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const json = (client: AdminClient, method: 'POST' | 'PATCH', url: string, body: unknown = {}) =>
    client.request({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const open = (url: string, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: siteOrigin(testApp) },
      payload: JSON.stringify(body),
    });
  const team = async () =>
    (await owner.request({ method: 'GET', url: '/api/admin/team' })).json() as TeamAnswer;

  /** The token of the newest invitation e-mail to `email`, as the outbox holds it until it is sent. */
  async function invitationToken(email: string): Promise<string> {
    const rows = await testApp.database.handle.db
      .selectFrom('outbox_messages')
      .select(['content', 'created_at'])
      .where('enquiry_type', '=', 'team-invitation')
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .execute();
    const link = (JSON.parse(rows[0]?.content ?? '{}') as { link?: string }).link ?? '';
    expect(link).toMatch(/\/admin\/invitation\?token=/);
    return new URL(link).searchParams.get('token') ?? '';
  }

  async function acceptWithTotp(token: string, password: string) {
    const accepted = await open('/api/admin/invitations/accept', { token, password });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cookie = String(accepted.headers['set-cookie']).split(';')[0] as string;
    const client: AdminClient = {
      cookie,
      origin: siteOrigin(testApp),
      request: (options) =>
        testApp.app.inject({
          ...options,
          headers: { origin: siteOrigin(testApp), cookie, ...(options.headers ?? {}) },
        }),
    };
    return { answer: accepted.json(), client };
  }

  it('invites a person who sets a password and a second factor before anything else', async () => {
    const invited = await json(owner, 'POST', '/api/admin/team/invitations', {
      name: 'Selma Nangolo',
      email: 'Selma.Nangolo@example.com',
      role: 'assistant',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      email: 'selma.nangolo@example.com',
      role: 'assistant',
      status: 'waiting',
    });
    const token = await invitationToken('selma.nangolo@example.com');
    expect((await open('/api/admin/invitations/open', { token })).json()).toMatchObject({
      name: 'Selma Nangolo',
      email: 'selma.nangolo@example.com',
      role: 'assistant',
    });

    const short = await open('/api/admin/invitations/accept', { token, password: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('The password must be at least 12 characters.');

    const { answer, client } = await acceptWithTotp(token, 'Selma’s long password');
    // Her second factor first, whatever the site requires of others.
    expect(answer).toMatchObject({ role: 'assistant', name: 'Selma Nangolo', secondFactor: 'enrol' });
    expect((await client.request({ method: 'GET', url: '/api/admin/clients' })).statusCode).toBe(401);
    const setup = await json(client, 'POST', '/api/admin/two-factor/enrol/totp');
    expect(setup.statusCode).toBe(200);
    const confirmed = await json(client, 'POST', '/api/admin/two-factor/enrol/totp/confirm', {
      code: totpCode(setup.json().secret, new Date(clock)),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await client.request({ method: 'GET', url: '/api/admin/clients' })).statusCode).toBe(200);

    // Once only.
    const again = await open('/api/admin/invitations/accept', { token, password: 'another long password' });
    expect(again.statusCode).toBe(410);
    const member = (await team()).members.find((person) => person.email === 'selma.nangolo@example.com');
    expect(member).toMatchObject({ role: 'assistant', secondFactor: true, deactivatedAt: null });
    expect((await team()).invitations[0]).toMatchObject({
      email: 'selma.nangolo@example.com',
      status: 'accepted',
    });
  });

  it('lets an invitation expire after 72 hours, and a new one replace it', async () => {
    await json(owner, 'POST', '/api/admin/team/invitations', {
      name: 'Petrus Amukoto',
      email: 'petrus@example.com',
      role: 'adviser',
    });
    const first = await invitationToken('petrus@example.com');
    clock += 72 * 3_600_000 + 1000;
    // Three days on, the owner signs in again (sessions end after 8 idle hours).
    owner = await signInAdmin(testApp, testAccounts.owner);
    const late = await open('/api/admin/invitations/open', { token: first });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.message).toBe(
      'This invitation has expired or was used already. Ask the owner to invite you again.',
    );
    expect((await team()).invitations.find((item) => item.email === 'petrus@example.com')?.status).toBe(
      'expired',
    );

    await json(owner, 'POST', '/api/admin/team/invitations', {
      name: 'Petrus Amukoto',
      email: 'petrus@example.com',
      role: 'adviser',
    });
    const second = await invitationToken('petrus@example.com');
    expect(second).not.toBe(first);
    // A newer invitation withdraws the older one still open: only the newest link works.
    await json(owner, 'POST', '/api/admin/team/invitations', {
      name: 'Petrus Amukoto',
      email: 'petrus@example.com',
      role: 'adviser',
    });
    expect((await open('/api/admin/invitations/open', { token: second })).statusCode).toBe(410);
    expect((await open('/api/admin/invitations/open', { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await open('/api/admin/invitations/open', {})).statusCode).toBe(400);
  });

  it('refuses an invitation to someone with an account, and bad input, naming the field', async () => {
    const taken = await json(owner, 'POST', '/api/admin/team/invitations', {
      name: 'Me again',
      email: testAccounts.owner.email,
      role: 'adviser',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email).toBe('There is an account for this e-mail already');
    const bad = await json(owner, 'POST', '/api/admin/team/invitations', {
      name: '',
      email: 'nope',
      role: 'boss',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'name', 'role']);
  });

  it('keeps the team to the owner, naming what the role may not do', async () => {
    const adviser = await signInAdmin(testApp, testAccounts.adviser);
    const assistant = await signInAdmin(testApp, testAccounts.assistant);
    for (const [client, message] of [
      [adviser, 'An adviser may not manage the team.'],
      [assistant, 'An assistant may not manage the team.'],
    ] as const) {
      const listed = await client.request({ method: 'GET', url: '/api/admin/team' });
      expect(listed.statusCode).toBe(403);
      expect(listed.json().error).toEqual({ code: 'FORBIDDEN', message });
      const invited = await json(client, 'POST', '/api/admin/team/invitations', {
        name: 'Anyone',
        email: 'anyone@example.com',
        role: 'owner',
      });
      expect(invited.statusCode).toBe(403);
      // The people to choose a client's adviser from are everyone's to see.
      const people = await client.request({ method: 'GET', url: '/api/admin/team/people' });
      expect(people.statusCode).toBe(200);
    }
  });

  it('changes a role at once, signs a person out everywhere, deactivates and reactivates', async () => {
    const assistant = await signInAdmin(testApp, testAccounts.assistant);
    const id =
      (await team()).members.find((member) => member.email === testAccounts.assistant.email)?.id ?? '';
    expect((await assistant.request({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(403);
    const changed = await json(owner, 'PATCH', `/api/admin/team/${id}`, { role: 'adviser' });
    expect(changed.statusCode, changed.body).toBe(200);
    // The same session, the new role.
    expect((await assistant.request({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(200);
    await json(owner, 'PATCH', `/api/admin/team/${id}`, { role: 'assistant' });

    const signedOut = await json(owner, 'POST', `/api/admin/team/${id}/sign-out`);
    expect(signedOut.statusCode).toBe(200);
    expect((await assistant.request({ method: 'GET', url: '/api/admin/verify' })).statusCode).toBe(401);

    const again = await signInAdmin(testApp, testAccounts.assistant);
    await json(again, 'POST', '/api/admin/clients/00000000-0000-4000-8000-000000000000/notes', { body: 'x' });
    const deactivated = await json(owner, 'POST', `/api/admin/team/${id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(
      (deactivated.json() as TeamAnswer).members.find((member) => member.id === id)?.deactivatedAt,
    ).toBeTruthy();
    expect((await again.request({ method: 'GET', url: '/api/admin/verify' })).statusCode).toBe(401);
    await expect(signInAdmin(testApp, testAccounts.assistant)).rejects.toThrow(/sign-in failed: 401/);
    // Their records stay theirs in the audit log.
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('admin_id', '=', id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['sign-in', 'sign-in-failed']));

    expect((await json(owner, 'POST', `/api/admin/team/${id}/reactivate`)).statusCode).toBe(200);
    await signInAdmin(testApp, testAccounts.assistant);
  });

  it('keeps one active owner: the last cannot be demoted or deactivated, nor deactivate themselves', async () => {
    const ownerId =
      (await team()).members.find((member) => member.email === testAccounts.owner.email)?.id ?? '';
    const demoted = await json(owner, 'PATCH', `/api/admin/team/${ownerId}`, { role: 'adviser' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error.message).toBe(
      'The role stays owner: the practice needs at least one active owner.',
    );
    const self = await json(owner, 'POST', `/api/admin/team/${ownerId}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('You cannot deactivate your own account.');
    expect(
      (await json(owner, 'PATCH', '/api/admin/team/00000000-0000-4000-8000-000000000000', { role: 'owner' }))
        .statusCode,
    ).toBe(404);
    expect((await json(owner, 'PATCH', `/api/admin/team/${ownerId}`, { role: 'king' })).statusCode).toBe(400);
  });
});

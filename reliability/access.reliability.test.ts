import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeArea, routeTable } from '../src/server/plugins/route-access';
import { hashToken } from '../src/server/plugins/tokens';
import { testAccounts } from '../src/server/testing/admin';
import { createTestApp } from '../src/server/testing/app';
import { createTestDatabase, type TestDatabase } from '../src/server/testing/databases';
import { freePort } from '../src/server/testing/postgres-server';
import { mayUse, refusalMessage, roles } from '../src/shared/roles';
import { kill, requireBuild, type Server, startServer } from './support';

/**
 * Access (issue 10), over HTTP against the built server: every admin route is refused without a
 * valid session (none, made up, logged out, idle too long, past its 7 days, fixed by an attacker
 * before sign-in) and every admin write without the site's Origin; each role gets exactly the
 * routes the route table gives it (issue 34); the brute-force lockout holds under parallel attempts.
 */

requireBuild();

const admin = { email: 'adviser@example.com', password: 'correct horse battery staple' };
const unknownId = '00000000-0000-4000-8000-000000000000';
let database: TestDatabase;
let server: Server;
let origin = '';
let adminRoutes: { method: string; url: string; secondFactorStep: boolean }[] = [];

beforeAll(async () => {
  // The route list, from the app itself: every route it registers as admin only.
  const inProcess = await createTestApp('sqlite');
  adminRoutes = inProcess.app.registeredRoutes.filter((route) => route.admin && route.method !== 'HEAD');
  origin = new URL(inProcess.config.site.siteUrl).origin;
  await inProcess.close();
  database = await createTestDatabase('sqlite');
  if (database.target.dialect !== 'sqlite') throw new Error('sqlite expected');
  server = await startServer(database.target.filename, await freePort(), {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});

afterAll(async () => {
  if (server) await kill(server);
  await database?.drop();
});

async function signIn(
  extraCookie?: string,
  account: { email: string; password: string } = admin,
): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      ...(extraCookie ? { cookie: extraCookie } : {}),
    },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

function call(route: { method: string; url: string }, headers: Record<string, string>) {
  const write = route.method !== 'GET';
  return fetch(`${server.baseUrl}${route.url.replace(':id', unknownId)}`, {
    method: route.method,
    headers: { ...(write ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(write ? { body: '{}' } : {}),
    redirect: 'manual',
  });
}

describe('access to the back office', () => {
  it('refuses every admin route without a live session', async () => {
    expect(adminRoutes.length).toBeGreaterThan(20);
    const loggedOut = await signIn();
    const logout = await fetch(`${server.baseUrl}/api/admin/logout`, {
      method: 'POST',
      headers: { cookie: loggedOut, origin },
    });
    expect(logout.status).toBe(204);

    // Idle for more than 8 hours, and past its 7 days: aged in the database. And one still waiting
    // for its second factor (issue 21), as after the password of an account that has one.
    const idle = await signIn();
    const expired = await signIn();
    const halfway = await signIn();
    const { db } = database.handle;
    await db
      .updateTable('admin_sessions')
      .set({ second_factor: null })
      .where('token_hash', '=', hashToken(halfway.split('=')[1]!))
      .execute();
    const hoursAgo = (count: number) => new Date(Date.now() - count * 3_600_000).toISOString();
    await db
      .updateTable('admin_sessions')
      .set({ last_seen_at: hoursAgo(8.1) })
      .where('token_hash', '=', hashToken(idle.split('=')[1]!))
      .execute();
    await db
      .updateTable('admin_sessions')
      .set({ expires_at: hoursAgo(0.01) })
      .where('token_hash', '=', hashToken(expired.split('=')[1]!))
      .execute();

    const cases: [string, Record<string, string>][] = [
      ['no cookie', { origin }],
      ['a made-up token', { cookie: 'adviser_admin=made-up-token', origin }],
      ['a logged-out token', { cookie: loggedOut, origin }],
      ['an idle session', { cookie: idle, origin }],
      ['an expired session', { cookie: expired, origin }],
    ];
    for (const route of adminRoutes)
      for (const [name, headers] of cases) {
        const response = await call(route, headers);
        expect(response.status, `${route.method} ${route.url} with ${name}`).toBe(401);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      }
    // Half-way through the sign-in, only the second step's own routes answer.
    const stepRoutes = adminRoutes.filter((route) => route.secondFactorStep);
    expect(stepRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of adminRoutes.filter((entry) => !entry.secondFactorStep)) {
      const response = await call(route, { cookie: halfway, origin });
      expect(response.status, `${route.method} ${route.url} before the second factor`).toBe(401);
    }
    expect(
      (await call({ method: 'GET', url: '/api/admin/verify' }, { cookie: halfway, origin })).status,
    ).toBe(200);
  });

  it('refuses every admin write without the site’s Origin', async () => {
    const cookie = await signIn();
    for (const route of adminRoutes.filter((entry) => entry.method !== 'GET')) {
      const forged = await call(route, { cookie, origin: 'https://evil.example' });
      expect(forged.status, `${route.method} ${route.url} with a forged Origin`).toBe(403);
      const none = await call(route, { cookie });
      expect(none.status, `${route.method} ${route.url} without an Origin`).toBe(403);
    }
  });

  it('gives each role exactly the routes the route table gives it, and says why it refuses', async () => {
    // The table names every admin route the app registers, and nothing else.
    expect(
      routeTable()
        .map((entry) => entry.route)
        .sort(),
    ).toEqual(adminRoutes.map((route) => `${route.method} ${route.url}`).sort());
    const { saveAccount } = await import('../src/server/features/admin');
    for (const role of ['adviser', 'assistant'] as const)
      await saveAccount(database.handle, { ...testAccounts[role], mode: 'create', by: 'test' }, new Date());
    const accounts = { owner: admin, adviser: testAccounts.adviser, assistant: testAccounts.assistant };
    // Logging out ends the session the walk uses: it goes last.
    const walk = [...adminRoutes].sort(
      (a, b) => Number(a.url === '/api/admin/logout') - Number(b.url === '/api/admin/logout'),
    );
    for (const role of roles) {
      const cookie = await signIn(undefined, accounts[role]);
      let refused = 0;
      for (const route of walk) {
        const area = routeArea(route.method, route.url);
        expect(area, `${route.method} ${route.url} in the table`).toBeDefined();
        const response = await call(route, { cookie, origin });
        const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
        const label = `${role}: ${route.method} ${route.url} (${area})`;
        expect(response.status, label).not.toBe(401);
        expect(response.status, label).toBeLessThan(500);
        if (area && mayUse(role, area)) {
          expect(answer.error?.message ?? '', label).not.toMatch(/ may not /);
        } else {
          refused += 1;
          expect(response.status, label).toBe(403);
          expect(answer.error?.message, label).toBe(refusalMessage(role, area ?? 'team'));
        }
      }
      // The owner may do everything; an adviser all but the team and publishing the website (issue
      // 58); an assistant a good deal less.
      if (role === 'owner') expect(refused).toBe(0);
      if (role === 'adviser')
        expect(refused).toBe(
          routeTable().filter((entry) => entry.area === 'team' || entry.area === 'websitePublish').length,
        );
      if (role === 'assistant') expect(refused).toBeGreaterThan(30);
    }
  });

  it('gives a new token at sign-in: a token planted before (session fixation) is worth nothing', async () => {
    const planted = 'adviser_admin=attacker-chosen-token-0123456789abcdef';
    const cookie = await signIn(planted);
    expect(cookie).not.toBe(planted);
    expect(cookie).toMatch(/^adviser_admin=/);
    const me = (headers: Record<string, string>) => fetch(`${server.baseUrl}/api/admin/verify`, { headers });
    expect((await me({ cookie })).status).toBe(200);
    expect((await me({ cookie: planted })).status).toBe(401);
  });

  it('checks at most 5 passwords of an account in 15 minutes, however the attempts are sent', async () => {
    const target = 'locked-owner@example.com';
    const { saveAccount } = await import('../src/server/features/admin');
    await saveAccount(
      database.handle,
      { email: target, password: 'the owner’s long password', mode: 'create', by: 'test' },
      new Date(),
    );
    const attempt = (password: string) =>
      fetch(`${server.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: target, password }),
      }).then((response) => response.status);
    // Three bursts of 30 at once.
    const statuses: number[] = [];
    for (let burst = 0; burst < 3; burst += 1)
      statuses.push(...(await Promise.all(Array.from({ length: 30 }, () => attempt('a wrong password')))));
    // A burst can lock itself with fewer than 5 checked (its attempts wait on each other); one at a
    // time, the remaining checks are used up.
    const checked = () => statuses.filter((status) => status === 401).length;
    for (let tries = 0; tries < 10 && checked() < 5; tries += 1)
      statuses.push(await attempt('another wrong password'));
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // 401: the password was checked (and wrong); 429: refused unchecked. Never more than 5 checks.
    expect(checked()).toBe(5);
    // Locked now: the right password is refused too.
    expect(await attempt('the owner’s long password')).toBe(429);
  });
});

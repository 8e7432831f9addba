import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postLogin, signInAdmin, testAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { costFor, decoyHash, verifyPassword } from './passwords';

// The real password checks, watched: which stored hash each sign-in was checked against.
vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

/**
 * The back office's gate (DECISIONS D2, D3): sign-in, sessions, lockout, Origin, audit, and every
 * admin route closed without a session.
 */

/** Routes anyone may call. Any other route the app registers must be admin only. */
const publicRoutes = [
  'GET /api/health',
  'HEAD /api/health',
  // The website's published pictures (issue 58): named by their content's hash, shown on every page.
  'GET /media/:name',
  'HEAD /media/:name',
  'POST /api/newsletter-subscriptions',
  // A team invitation's link (issue 34): its token is the key.
  'POST /api/admin/invitations/open',
  'POST /api/admin/invitations/accept',
  // A forgotten password's link (issue 56): asked for by address, its token the key.
  'POST /api/admin/password-reset',
  'POST /api/admin/password-reset/open',
  'POST /api/admin/password-reset/complete',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  'GET /api/newsletter/unsubscribe',
  'HEAD /api/newsletter/unsubscribe',
  'POST /api/consultation-requests',
  'POST /api/leads',
  'POST /api/quote-requests',
  'POST /api/workshop-registrations',
  'POST /api/workshop-registrations/lookup',
  'POST /api/workshop-registrations/cancel',
  'GET /api/workshops',
  'HEAD /api/workshops',
  'GET /api/workshops/listing',
  'HEAD /api/workshops/listing',
  'GET /api/booking/slots',
  'HEAD /api/booking/slots',
  'POST /api/bookings',
  'POST /api/bookings/manage/lookup',
  'POST /api/bookings/manage/reschedule',
  'POST /api/bookings/manage/cancel',
  'GET /api/calendar-feed/:file',
  'HEAD /api/calendar-feed/:file',
  'POST /api/book-orders',
  'POST /api/checklist-downloads',
  'POST /api/guide-downloads',
  'POST /api/funeral-cover-applications',
  'POST /api/fna/submit',
  'POST /api/fna/generate-pdf',
  'POST /api/client-needs-analysis',
  'PATCH /api/client-needs-analysis/:id',
  'POST /api/client-needs-analysis/:id/complete',
  'POST /api/admin/login',
  // A request for documents, through its private link (issue 32).
  'GET /api/document-requests/current',
  'HEAD /api/document-requests/current',
  'POST /api/document-requests/upload',
  // Records of advice confirmed by the client (issue 32): the private link's page, file and answer.
  'GET /api/advice/current',
  'HEAD /api/advice/current',
  'GET /api/advice/document',
  'HEAD /api/advice/document',
  'POST /api/advice/confirm',
  // The client portal's sign-in (issue 32).
  'POST /api/my/code',
  'POST /api/my/sign-in',
  'POST /api/my/sign-out',
];

const unknownId = '00000000-0000-4000-8000-000000000000';
const minute = 60_000;

describe.each(dialects)('admin sign-in and gate (%s)', (dialect) => {
  let testApp: TestApp;
  let clock = Date.parse('2026-11-23T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const login = (body: unknown, options: { ip?: string; origin?: string | null } = {}) =>
    postLogin(testApp, body, options);
  const verify = (cookie?: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/admin/verify', headers: cookie ? { cookie } : {} });
  const auditActions = async () =>
    (
      await testApp.database.handle.db
        .selectFrom('audit_log')
        .select(['action', 'admin_id'])
        .orderBy('created_at')
        .execute()
    ).map((row) => row.action);

  it('signs in with the right password only; the same 401 for a wrong e-mail and a wrong password', async () => {
    const admin = await signInAdmin(testApp); // creates the account
    expect((await verify(admin.cookie)).json()).toMatchObject({
      email: testAdmin.email,
      secondFactor: 'done',
    });

    const wrongPassword = await login({ email: testAdmin.email, password: 'not the password' });
    const wrongEmail = await login({ email: 'nobody@example.com', password: testAdmin.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
    expect(wrongPassword.json().error.message).toBe('Invalid credentials');
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();

    const right = await login({ email: '  Adviser@Example.COM ', password: testAdmin.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ email: testAdmin.email, secondFactor: 'done' });
    // One cookie per path it is sent to: the API and the back office's pages (issue 34: the server
    // renders those for the person signed in), never the public pages.
    const cookies = right.headers['set-cookie'] as string[];
    expect(cookies.map((each) => /Path=([^;]+)/.exec(each)?.[1])).toEqual(['/api', '/admin', '/pipeline']);
    for (const each of cookies) {
      expect(each).toMatch(/^adviser_admin=[A-Za-z0-9_-]{43};/);
      expect(each).toContain('HttpOnly');
      expect(each).toContain('SameSite=Strict');
    }
    expect(new Set(cookies.map((each) => each.split(';')[0])).size).toBe(1);
    const cookie = cookies[0] as string;
    // The database keeps only a hash of the token.
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const sessions = await testApp.database.handle.db
      .selectFrom('admin_sessions')
      .select('token_hash')
      .execute();
    expect(sessions.map((session) => session.token_hash)).not.toContain(token);
    expect(await auditActions()).toEqual(expect.arrayContaining(['sign-in', 'sign-in-failed']));
  });

  it('does the same scrypt work for an unknown e-mail as for a wrong password', async () => {
    await signInAdmin(testApp); // creates the account
    const stored = await testApp.database.handle.db
      .selectFrom('admin_users')
      .select('password_hash')
      .where('email', '=', testAdmin.email)
      .executeTakeFirstOrThrow();
    const checks = vi.mocked(verifyPassword);
    checks.mockClear();
    expect(
      (await login({ email: 'someone-else@example.com', password: 'a wrong password' })).statusCode,
    ).toBe(401);
    expect((await login({ email: testAdmin.email, password: 'a wrong password' })).statusCode).toBe(401);
    // One check each: the unknown e-mail against the decoy, the known one against its own hash.
    const decoy = await decoyHash();
    expect(checks.mock.calls).toEqual([
      ['a wrong password', decoy],
      ['a wrong password', stored.password_hash],
    ]);
    // Both hashes carry the same scheme and cost (scrypt, N, r, p) and key length, so each check
    // derives a key with the same work; the salts differ.
    const [decoyScheme, decoyN, decoyR, decoyP, decoySalt, decoyKey] = decoy.split('$');
    const [scheme, N, r, p, salt, key] = stored.password_hash.split('$');
    // The cost is the test runner's (passwords.test.ts holds production to OWASP's N=2^17).
    const cost = costFor(process.env);
    expect([decoyScheme, decoyN, decoyR, decoyP]).toEqual([
      'scrypt',
      String(cost.N),
      String(cost.r),
      String(cost.p),
    ]);
    expect([scheme, N, r, p]).toEqual([decoyScheme, decoyN, decoyR, decoyP]);
    expect(decoySalt).not.toBe(salt);
    expect(Buffer.from(decoyKey!, 'base64url')).toHaveLength(Buffer.from(key!, 'base64url').length);
  });

  it('checks the form as the spec says: valid e-mail, at least 6 characters', async () => {
    const response = await login({ email: 'not-an-email', password: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'Valid email is required',
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses a sign-in without the site Origin (403)', async () => {
    expect((await login(testAdmin, { origin: null })).statusCode).toBe(403);
    expect((await login(testAdmin, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('ends a session at logout, after 8 idle hours and 7 days after sign-in', async () => {
    const admin = await signInAdmin(testApp);
    const logout = await admin.request({ method: 'POST', url: '/api/admin/logout' });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.headers['set-cookie'] as string[];
    expect(cleared).toHaveLength(3);
    for (const each of cleared) expect(each).toContain('Max-Age=0');
    expect((await verify(admin.cookie)).statusCode).toBe(401);

    const idle = await signInAdmin(testApp);
    clock += 8 * 60 * minute - 1000;
    expect((await verify(idle.cookie)).statusCode).toBe(200);
    clock += 8 * 60 * minute - 1000; // seen 8 h minus a second ago: still alive
    expect((await verify(idle.cookie)).statusCode).toBe(200);
    clock += 8 * 60 * minute;
    expect((await verify(idle.cookie)).statusCode).toBe(401);

    // Used every 7 hours: never idle for 8, but 7 days (168 h) after sign-in it ends all the same.
    const busy = await signInAdmin(testApp);
    for (let step = 0; step < 23; step += 1) {
      clock += 7 * 60 * minute;
      expect((await verify(busy.cookie)).statusCode).toBe(200);
    }
    clock += 6 * 60 * minute; // 167 h
    expect((await verify(busy.cookie)).statusCode).toBe(200);
    clock += 60 * minute; // 168 h
    expect((await verify(busy.cookie)).statusCode).toBe(401);
    expect(await auditActions()).toContain('sign-out');
  });

  it('keeps every route but the public ones behind the session', async () => {
    const routes = testApp.app.registeredRoutes;
    // The portal's routes have a gate of their own (the client's sign-in), proven in portal.api.test.ts.
    const open = routes
      .filter((route) => !route.admin && !route.portal)
      .map((route) => `${route.method} ${route.url}`);
    expect(open.sort()).toEqual([...publicRoutes].sort());
    const adminRoutes = routes.filter((route) => route.admin);
    expect(adminRoutes.length).toBeGreaterThan(20);

    const ended = await signInAdmin(testApp);
    await ended.request({ method: 'POST', url: '/api/admin/logout' });
    const forged = await signInAdmin(testApp);
    for (const route of adminRoutes) {
      const url = route.url.replace(':id', unknownId);
      const method = route.method as 'GET';
      const payload = route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}';
      const headers = payload ? { 'content-type': 'application/json' } : {};
      const without = await testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(without.statusCode, `${route.method} ${url} without a cookie`).toBe(401);
      const afterLogout = await testApp.app.inject({
        method,
        url,
        headers: { ...headers, cookie: ended.cookie, origin: ended.origin },
        ...(payload ? { payload } : {}),
      });
      expect(afterLogout.statusCode, `${route.method} ${url} after logout`).toBe(401);
      const madeUp = await testApp.app.inject({
        method,
        url,
        headers: { ...headers, cookie: 'adviser_admin=made-up-token', origin: ended.origin },
        ...(payload ? { payload } : {}),
      });
      expect(madeUp.statusCode, `${route.method} ${url} with a made-up token`).toBe(401);
      if (payload) {
        const foreign = await forged.request({
          method,
          url,
          headers: { ...headers, origin: 'https://evil.example' },
          payload,
        });
        expect(foreign.statusCode, `${route.method} ${url} with a forged Origin`).toBe(403);
        const noOrigin = await testApp.app.inject({
          method,
          url,
          headers: { ...headers, cookie: forged.cookie },
          payload,
        });
        expect(noOrigin.statusCode, `${route.method} ${url} without an Origin`).toBe(403);
      }
    }
  });

  it('npm run admin -- create makes an account that can sign in', async () => {
    const target = testApp.database.target;
    const databaseUrl = target.dialect === 'sqlite' ? target.filename : target.connectionString;
    const email = `cli-${dialect}@example.com`;
    const password = 'a long CLI password';
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/admin.ts', 'create', email], {
      env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password, NODE_ENV: 'test' },
    });
    expect(stdout).toContain(`Created the admin account ${email} (owner).`);
    expect((await login({ email, password })).statusCode).toBe(200);
    // An assistant (issue 34): the role is the account's, and shows at sign-in.
    const assistant = `cli-assistant-${dialect}@example.com`;
    const made = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/admin.ts', 'create', assistant, '--role', 'assistant', '--name', 'Anna Example'],
      { env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password, NODE_ENV: 'test' } },
    );
    expect(made.stdout).toContain(`Created the admin account ${assistant} for Anna Example (assistant).`);
    // Issue 43: the name the team sees, from the start.
    expect((await login({ email: assistant, password })).json()).toMatchObject({
      role: 'assistant',
      name: 'Anna Example',
    });
    const wrongRole = promisify(execFile)(
      'npx',
      ['tsx', 'scripts/admin.ts', 'create', 'x@example.com', '--role', 'boss'],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password, NODE_ENV: 'test' },
      },
    );
    await expect(wrongRole).rejects.toMatchObject({
      stderr: expect.stringContaining('--role owner|adviser|assistant'),
    });
    const short = promisify(execFile)('npx', ['tsx', 'scripts/admin.ts', 'create', 'short@example.com'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'too short', NODE_ENV: 'test' },
    });
    await expect(short).rejects.toMatchObject({ stderr: expect.stringContaining('at least 12 characters') });
    // Four processes started and three scrypt hashes at full cost: 10 to 20 s on two busy cores.
  }, 90_000);
});

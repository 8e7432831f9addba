import { createServer, type Server as HttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../src/server/testing/app';
import { createTestDatabase, type TestDatabase } from '../src/server/testing/databases';
import { validConsultation } from '../src/server/testing/enquiry-fixtures';
import { freePort } from '../src/server/testing/postgres-server';
import type { PipelineBoard } from '../src/shared/pipeline';
import { kill, requireBuild, type Server, startServer } from './support';

/**
 * Two servers on one PostgreSQL database behind a small round-robin proxy (issue 10): a session
 * made on one is honoured by the other, the login lockout and the rate limits count across both
 * (their state is in the database), and enquiries taken by both show on one board.
 */

requireBuild();

const admin = { email: 'adviser@example.com', password: 'correct horse battery staple' };
const publicPostLimit = 10;
let database: TestDatabase;
const servers: Server[] = [];
let proxy: HttpServer;
let proxyUrl = '';
let origin = '';

/**
 * The load balancer: each request goes to the next server in turn, with the client's address
 * added to X-Forwarded-For as a real proxy does, and the answer says which server gave it.
 */
function startProxy(upstreams: string[]): Promise<HttpServer> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end('{"message":"Bad gateway"}');
    });
    incoming.pipe(upstream);
  });
  return new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(server)));
}

beforeAll(async () => {
  const inProcess = await createTestApp('sqlite');
  origin = new URL(inProcess.config.site.siteUrl).origin;
  await inProcess.close();
  database = await createTestDatabase('postgres');
  if (database.target.dialect !== 'postgres') throw new Error('postgres expected');
  const env = {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: 'true',
    RATE_LIMIT_PUBLIC_POST: String(publicPostLimit),
  };
  // One after the other: the first creates the admin account, the second finds it as it is.
  for (let index = 0; index < 2; index += 1)
    servers.push(await startServer(database.target.connectionString, await freePort(), env));
  proxy = await startProxy(servers.map((server) => server.baseUrl));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((closed) => (proxy ? proxy.close(closed) : closed(undefined)));
  for (const server of servers) await kill(server);
  await database?.drop();
});

function login(password: string, visitor: string) {
  return fetch(`${proxyUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': visitor },
    body: JSON.stringify({ email: admin.email, password }),
  });
}

let people = 0;
/** A person each, with their own e-mail and number (one person's requests of one need share a card, issue 59). */
function consultation(name: string, visitor: string) {
  people += 1;
  return fetch(`${proxyUrl}/api/consultation-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({
      ...validConsultation,
      fullName: name,
      email: `balanced.${people}@example.com`,
      phone: `+264 81 4${String(people).padStart(6, '0')}`,
      details: 'Asked through the load balancer.',
    }),
  });
}

describe('two servers on one PostgreSQL database', () => {
  let cookie = '';

  it('honours a session made on one server on the other', async () => {
    const signedIn = await login(admin.password, '203.0.113.10');
    expect(signedIn.status).toBe(200);
    cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const madeOn = signedIn.headers.get('x-upstream');

    // The next two calls go to each server in turn: both know the session.
    const answeredBy = new Set<string>();
    for (let call = 0; call < 2; call += 1) {
      const me = await fetch(`${proxyUrl}/api/admin/verify`, { headers: { cookie } });
      expect(me.status).toBe(200);
      answeredBy.add(me.headers.get('x-upstream') ?? '');
    }
    expect([...answeredBy].sort()).toEqual(['0', '1']);
    expect(answeredBy.has(madeOn ?? '')).toBe(true);

    // Signed out on one, refused by both.
    const logout = await fetch(`${proxyUrl}/api/admin/logout`, {
      method: 'POST',
      headers: { cookie, origin },
    });
    expect(logout.status).toBe(204);
    for (const server of servers)
      expect((await fetch(`${server.baseUrl}/api/admin/verify`, { headers: { cookie } })).status).toBe(401);

    const again = await login(admin.password, '203.0.113.10');
    expect(again.status).toBe(200);
    cookie = (again.headers.get('set-cookie') ?? '').split(';')[0]!;
  });

  it('counts one rate limit across both servers, and shows their enquiries on one board', async () => {
    const visitor = '198.51.100.7';
    // Rate limits count in one-minute windows: a burst must not straddle two of them.
    const second = new Date().getUTCSeconds();
    if (second >= 50) await new Promise((done) => setTimeout(done, (61 - second) * 1000));
    const answers = await Promise.all(
      Array.from({ length: publicPostLimit }, (_, index) =>
        consultation(`Balanced Visitor ${index + 1}`, visitor),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(publicPostLimit).fill(201));
    // Each server took half: alone, neither has reached the limit.
    const byServer = answers.map((answer) => answer.headers.get('x-upstream'));
    expect(byServer.filter((index) => index === '0')).toHaveLength(publicPostLimit / 2);
    expect(byServer.filter((index) => index === '1')).toHaveLength(publicPostLimit / 2);

    // Together they have: the next request is refused, whichever server it reaches.
    for (let call = 0; call < 2; call += 1) {
      const refused = await consultation('One Too Many', visitor);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toContain('application/json');
    }
    // Another visitor is not held back by the first one's count.
    expect((await consultation('Another Visitor', '198.51.100.8')).status).toBe(201);

    // The board, asked of either server, shows every card from both.
    for (let call = 0; call < 2; call += 1) {
      const response = await fetch(`${proxyUrl}/api/pipeline-board?q=Visitor`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const board = (await response.json()) as PipelineBoard;
      const names = board.stages.flatMap((stage) => stage.leads.map((lead) => lead.name)).sort();
      expect(names).toEqual(
        [
          'Another Visitor',
          ...Array.from({ length: publicPostLimit }, (_, index) => `Balanced Visitor ${index + 1}`),
        ].sort(),
      );
    }
    const { db } = database.handle;
    const stored = await db
      .selectFrom('consultation_requests')
      .select(db.fn.countAll<string>().as('count'))
      .where('full_name', '=', 'One Too Many')
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(0);
  });

  it('locks the account on both servers after 5 wrong passwords sent to either', async () => {
    const visitor = '192.0.2.44';
    // One after the other (parallel attempts may lock with fewer checks; the access suite covers that).
    const wrong: Response[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      wrong.push(await login('not the password at all', visitor));
    expect(wrong.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(wrong.map((answer) => answer.headers.get('x-upstream')))).toEqual(new Set(['0', '1']));
    // The right password is refused now, unchecked, by each server.
    for (const server of servers) {
      const locked = await fetch(`${server.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(admin),
      });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A session made before the lockout still works: the lock stops guessing, not work.
    expect((await fetch(`${proxyUrl}/api/admin/verify`, { headers: { cookie } })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../src/server/testing/app';
import { createTestDatabase, type TestDatabase } from '../src/server/testing/databases';
import { freePort } from '../src/server/testing/postgres-server';
import { kill, requireBuild, type Server, startServer } from './support';

/**
 * Publishing the website (issue 58) with two servers on one PostgreSQL database: an owner
 * publishes through one, and both serve the new pages without a restart; while a publish renders
 * and swaps the pages, every request is answered, each page whole from one version or the other.
 */

requireBuild();

const admin = { email: 'owner@example.com', password: 'correct horse battery staple' };
let database: TestDatabase;
const servers: Server[] = [];
let origin = '';
let cookie = '';

/** The phone number a page shows in its contact details and states in its site data block. */
function phonesOf(html: string): { shown: string[]; block: string | undefined } {
  const block = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)?.[1];
  return {
    shown: [...html.matchAll(/href="tel:(\+\d+)"/g)].map((match) => match[1] as string),
    block: block ? (JSON.parse(block) as { phone: string }).phone : undefined,
  };
}

async function api(server: Server, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { cookie, origin, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function changePhoneAndPublish(server: Server, phone: string) {
  expect((await api(server, 'PATCH', '/api/admin/website/draft', { details: { phone } })).status).toBe(200);
  const published = await api(server, 'POST', '/api/admin/website/publish');
  expect(published.status).toBe(200);
  return published.body.version as number;
}

/**
 * Asks for `/` until it shows `phone` (the state the test waits for), at most `attempts` times: a
 * minute and more, room for a render on a busy machine (about 5 s here).
 */
async function waitForPhone(server: Server, phone: string, attempts = 600) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    if (phonesOf(html).block === phone) return html;
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error(`${server.baseUrl} never showed ${phone}`);
}

beforeAll(async () => {
  const inProcess = await createTestApp('sqlite');
  origin = new URL(inProcess.config.site.siteUrl).origin;
  await inProcess.close();
  database = await createTestDatabase('postgres');
  if (database.target.dialect !== 'postgres') throw new Error('postgres expected');
  const env = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  // One after the other: the first creates the owner's account, the second finds it.
  for (let index = 0; index < 2; index += 1)
    servers.push(await startServer(database.target.connectionString, await freePort(), env));
  const signedIn = await fetch(`${servers[0]!.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(admin),
  });
  expect(signedIn.status).toBe(200);
  cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
});

afterAll(async () => {
  for (const server of servers) await kill(server);
  await database?.drop();
});

describe('publishing the website with two servers on one database', () => {
  it('shows a publish made through one server on both, without a restart', async () => {
    const [first, second] = servers as [Server, Server];
    const before = phonesOf(await (await fetch(`${second.baseUrl}/`)).text());
    expect(before.block).toBe('+264 61 000 0000');

    const version = await changePhoneAndPublish(first, '+264 61 222 3333');
    expect(version).toBe(1);
    // The server that published answers once it shows the new pages.
    const onFirst = phonesOf(await (await fetch(`${first.baseUrl}/`)).text());
    expect(onFirst.block).toBe('+264 61 222 3333');
    expect(new Set(onFirst.shown)).toEqual(new Set(['+264612223333']));
    // The other follows by itself; every page, the footer's number included.
    const onSecond = phonesOf(await waitForPhone(second, '+264 61 222 3333'));
    expect(new Set(onSecond.shown)).toEqual(new Set(['+264612223333']));
    const calculators = await (await fetch(`${second.baseUrl}/calculators?calc=mortgage`)).text();
    expect(phonesOf(calculators).block).toBe('+264 61 222 3333');
    expect(calculators).toContain('+264 61 222 3333');
    // The page rendered from current data follows too.
    expect(await (await fetch(`${second.baseUrl}/workshops`)).text()).toContain('+264 61 222 3333');
  });

  it('answers every request during a publish, each page whole from one version', async () => {
    const [first, second] = servers as [Server, Server];
    const pages: string[] = [];
    const failures: string[] = [];
    let publishing = true;
    const load = async (server: Server) => {
      while (publishing) {
        try {
          const response = await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
          if (response.status !== 200) failures.push(`${server.baseUrl}: ${response.status}`);
          pages.push(await response.text());
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const loads = [load(first), load(first), load(second), load(second)];
    await changePhoneAndPublish(first, '+264 61 444 5555');
    await waitForPhone(second, '+264 61 444 5555');
    publishing = false;
    await Promise.all(loads);

    expect(failures).toEqual([]);
    expect(pages.length).toBeGreaterThan(10);
    const versions = new Map<string, number>();
    for (const html of pages) {
      const { shown, block } = phonesOf(html);
      // One version's number throughout the page: never the old in one place and the new in another.
      expect(new Set(shown).size).toBe(1);
      expect(block?.replace(/[^0-9+]/g, '')).toBe(shown[0]);
      versions.set(block ?? '', (versions.get(block ?? '') ?? 0) + 1);
    }
    expect([...versions.keys()].sort()).toEqual(['+264 61 222 3333', '+264 61 444 5555']);
  });
});

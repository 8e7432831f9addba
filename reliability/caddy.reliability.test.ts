import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopServer } from '../src/server/testing/built-server';
import { validConsultation } from '../src/server/testing/enquiry-fixtures';
import { freePort } from '../src/server/testing/postgres-server';
import { siteUpdating } from '../src/shared/api-error';
import { requireBuild, type Server, startServer } from './support';

/**
 * The built site behind Caddy (Debian's package) as deploy/install.sh sets it up (issue 46), from
 * deploy/Caddyfile.template with `local_certs` (Caddy's own CA instead of Let's Encrypt) and test
 * ports: HTTPS answers with HSTS and Secure cookies, HTTP is redirected, a name that is not the
 * site's is refused, the rate limit and the audit log see the visitor's address (not Caddy's, nor
 * one the visitor makes up), and a browser trusting Caddy's CA signs in to the back office.
 */

requireBuild();

const repo = resolve(import.meta.dirname, '..');
const host = 'site.test';
const admin = { email: 'owner@example.com', password: 'a long test password' };
const publicPostLimit = 3;

let folder: string;
let site: Server;
let caddy: ChildProcess;
const caddyOutput: string[] = [];
let httpPort = 0;
let httpsPort = 0;
let origin = '';
let rootCertificate = '';
let browser: Browser | undefined;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request to Caddy as a visitor at `from` (a loopback address of its own) would make it. */
function visit(
  scheme: 'http' | 'https',
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    from?: string;
    name?: string;
  } = {},
): Promise<Answer> {
  const name = options.name ?? host;
  const port = scheme === 'https' ? httpsPort : httpPort;
  return new Promise((done, fail) => {
    const call = (scheme === 'https' ? httpsRequest : httpRequest)(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        headers: { host: `${name}:${port}`, ...options.headers },
        ...(scheme === 'https' ? { servername: name, ca: rootCertificate } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    call.on('error', fail);
    call.end(options.body);
  });
}

/** deploy/Caddyfile.template as the installer fills it, with the test's ports and Caddy's own CA. */
function caddyfile(sitePort: number, storage: string): string {
  return readFileSync(join(repo, 'deploy/Caddyfile.template'), 'utf8')
    .replaceAll('__SITE_HOST__', host)
    .replaceAll('__SITE_PORT__', String(sitePort))
    .replace(
      'email __ACME_EMAIL__',
      [
        'email certificates@example.com',
        '\tlocal_certs',
        '\tskip_install_trust',
        '\tadmin off',
        `\thttp_port ${httpPort}`,
        `\thttps_port ${httpsPort}`,
        `\tstorage file_system ${storage}`,
      ].join('\n'),
    );
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'adviser-caddy-'));
  [httpPort, httpsPort] = [await freePort(), await freePort()];
  origin = `https://${host}:${httpsPort}`;
  // The build, with the address it is served at (a build is made for its SITE_* values).
  const dist = join(folder, 'dist');
  mkdirSync(dist);
  for (const entry of ['client', 'pages', 'prerender', 'server'])
    symlinkSync(join(repo, 'dist', entry), join(dist, entry));
  const builtSite = JSON.parse(readFileSync(join(repo, 'dist/site-config.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(join(dist, 'site-config.json'), JSON.stringify({ ...builtSite, siteUrl: origin }));
  const sitePort = await freePort();
  site = await startServer(join(folder, 'app.db'), sitePort, {
    DIST_DIR: dist,
    SITE_URL: origin,
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_REQUIRE_2FA: 'false',
    RATE_LIMIT_PUBLIC_POST: String(publicPostLimit),
  });

  const storage = join(folder, 'caddy');
  writeFileSync(join(folder, 'Caddyfile'), caddyfile(sitePort, storage));
  caddy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', join(folder, 'Caddyfile')], {
    env: {
      ...process.env,
      HOME: folder,
      XDG_DATA_HOME: join(folder, 'data'),
      XDG_CONFIG_HOME: join(folder, 'config'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout?.on('data', (chunk) => caddyOutput.push(String(chunk)));
  caddy.stderr?.on('data', (chunk) => caddyOutput.push(String(chunk)));
  const rootPath = join(storage, 'pki/authorities/local/root.crt');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyOutput.join('')}`);
    if (existsSync(rootPath)) {
      rootCertificate = readFileSync(rootPath, 'utf8');
      const answer = await visit('https', '/api/health').catch(() => undefined);
      if (answer?.status === 200) break;
    }
    if (Date.now() > deadline) throw new Error(`Caddy did not serve HTTPS in 30 s:\n${caddyOutput.join('')}`);
    await new Promise((done) => setTimeout(done, 100));
  }
});

afterAll(async () => {
  await browser?.close();
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((done) => caddy.once('exit', done));
    caddy.kill('SIGTERM');
    await exited;
  }
  if (site) await stopServer(site, 'SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

describe('the site behind Caddy', () => {
  it('answers over HTTPS with HSTS and its own compression, redirects HTTP, and refuses other names', async () => {
    const page = await visit('https', '/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The site's Brotli copy made at build time, passed through as it is: Caddy compresses nothing.
    expect(page.headers['content-encoding']).toBe('br');
    expect(String(page.headers.etag)).toMatch(/-br"$/);

    const plain = await visit('http', '/calculators?calc=mortgage');
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toBe(`https://${host}/calculators?calc=mortgage`);

    for (const scheme of ['http', 'https'] as const) {
      const other = await visit(scheme, '/', { headers: { host: 'other.test' } });
      expect([scheme, other.status, other.body]).toEqual([scheme, 421, 'Unknown site']);
    }
    // A name this server has no certificate for gets no TLS at all.
    await expect(visit('https', '/', { name: 'other.test' })).rejects.toThrow();
  });

  it('lets the rate limit and the audit log see the visitor’s address, not Caddy’s nor one the visitor sends', async () => {
    const enquire = (from: string, spoofed: string) =>
      visit('https', '/api/consultation-requests', {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': spoofed },
        body: JSON.stringify(validConsultation),
      });
    // One visitor (127.0.0.2) claiming a new address each time: still one visitor, limited.
    for (let index = 0; index < publicPostLimit; index += 1)
      expect((await enquire('127.0.0.2', `203.0.113.${index + 1}`)).status).toBe(201);
    expect((await enquire('127.0.0.2', '203.0.113.99')).status).toBe(429);
    // Another visitor through the same Caddy is not.
    expect((await enquire('127.0.0.3', '203.0.113.1')).status).toBe(201);

    const login = await visit('https', '/api/admin/login', {
      method: 'POST',
      from: '127.0.0.4',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
    const database = new SqliteDatabase(join(folder, 'app.db'), { readonly: true });
    try {
      const addresses = database.prepare('select distinct ip from audit_log').all() as { ip: string }[];
      expect(addresses.map((row) => row.ip)).toContain('127.0.0.4');
      expect(addresses.map((row) => row.ip)).not.toContain('198.51.100.7');
      expect(addresses.map((row) => row.ip)).not.toContain('127.0.0.1');
    } finally {
      database.close();
    }
  });

  it('signs a browser in to the back office over HTTPS, trusting Caddy’s CA', async () => {
    // Chromium accepts a chain that holds Caddy's intermediate (its key, pinned), and no other.
    const intermediate = new X509Certificate(
      readFileSync(join(folder, 'caddy/pki/authorities/local/intermediate.crt')),
    );
    const pin = createHash('sha256')
      .update(intermediate.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        `--host-resolver-rules=MAP ${host} 127.0.0.1`,
        `--ignore-certificate-errors-spki-list=${pin}`,
      ],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${origin}/admin`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/today');
    // Sent to the API and the back office's pages only (not to `/`).
    const session = (await context.cookies()).filter((cookie) => cookie.name.startsWith('adviser_admin'));
    expect(session.map((cookie) => cookie.path).sort()).toEqual(['/admin', '/api', '/pipeline']);
    for (const cookie of session) expect([cookie.name, cookie.secure]).toEqual([cookie.name, true]);
    await context.close();
  });
});

describe('the site stopped behind Caddy (an upgrade, issue 56)', () => {
  it('answers 503 with Retry-After and the words the forms show while the site is down: JSON for the API, a page for people', async () => {
    await stopServer(site, 'SIGTERM');
    const enquiry = await visit('https', '/api/consultation-requests', {
      method: 'POST',
      from: '127.0.0.5',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(validConsultation),
    });
    expect(enquiry.status).toBe(503);
    expect(enquiry.headers['retry-after']).toBe('60');
    expect(enquiry.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(enquiry.body)).toEqual({
      error: { code: siteUpdating.code, message: siteUpdating.message },
    });
    const page = await visit('https', '/calculators');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('60');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('We are updating the site');
  });
});

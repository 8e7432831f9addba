import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../testing/admin';
import { createTestApp, type TestApp } from '../testing/app';
import { type FrontendManifest, loadFrontendBuild, type PageRenderer } from './frontend';

/** A small build of the shape scripts/build.ts writes, so the page server is tested without a real build. */
function writeFakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'adviser-dist-'));
  const client = join(dist, 'client');
  const pages = join(dist, 'pages');
  mkdirSync(join(client, 'assets'), { recursive: true });
  mkdirSync(pages, { recursive: true });
  const write = (path: string, body: string, compressed = true) => {
    writeFileSync(path, body);
    if (compressed) {
      writeFileSync(`${path}.gz`, gzipSync(body));
      writeFileSync(`${path}.br`, brotliCompressSync(body));
    }
  };
  write(join(client, 'index.html'), '<html>template</html>', false);
  write(join(client, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify('x'.repeat(500))});`);
  write(join(client, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n', false);
  write(join(pages, 'index.html'), '<html><h1>Home page</h1></html>');
  write(join(pages, 'calculators.html'), '<html><h1>Financial Calculators</h1></html>');
  write(
    join(pages, 'calculators--calc-mortgage.html'),
    '<html><h1>Financial Calculators</h1>Mortgage</html>',
  );
  write(join(pages, 'shell.html'), '<html><div id="root"></div></html>');
  write(join(pages, '404.html'), '<html><h1>404 Page Not Found</h1></html>');
  write(
    join(pages, 'shell.template.html'),
    '<html><title>__BACK_OFFICE_TITLE__</title><div id="root"><!--app--></div><!--page-data--></html>',
    false,
  );
  const manifest: FrontendManifest = {
    pages: { '/': 'index.html', '/calculators': 'calculators.html' },
    shellRoutes: ['/admin', '/pipeline', '/admin/clients/:id'],
    shell: 'shell.html',
    shellTemplate: 'shell.template.html',
    notFound: '404.html',
    pageVariants: {
      '/calculators': { param: 'calc', pages: { mortgage: 'calculators--calc-mortgage.html' } },
    },
  };
  writeFileSync(join(pages, 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('serving the built front end', () => {
  let testApp: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeFakeBuild();
    testApp = await createTestApp('sqlite', { frontend: loadFrontendBuild(dist) });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('serves a prerendered page with status 200, no-cache and the security headers', async () => {
    const response = await get('/calculators');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Financial Calculators</h1>');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the query string out of the page lookup', async () => {
    expect((await get('/calculators?utm_source=facebook')).statusCode).toBe(200);
  });

  it('answers a link to one calculator with the page prerendered for it (issue 45)', async () => {
    const mortgage = await get('/calculators?calc=mortgage&homePrice=1500000', { 'accept-encoding': 'br' });
    expect(mortgage.statusCode).toBe(200);
    expect(mortgage.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(mortgage.rawPayload).toString()).toContain('Mortgage');
    expect(mortgage.headers['cache-control']).toBe('no-cache');
    // An unknown value, a repeated parameter or none: the page itself.
    for (const url of [
      '/calculators?calc=unknown',
      '/calculators?calc=mortgage&calc=retirement',
      '/calculators',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('Mortgage');
    }
  });

  it('sends the brotli or gzip copy the browser accepts', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Home page</h1>');
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>Home page</h1>');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Home page</h1>');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves robots.txt but not the unrendered template', async () => {
    expect((await get('/robots.txt')).body).toContain('Disallow: /admin');
    expect((await get('/index.html')).statusCode).toBe(404);
  });

  it('answers the back-office routes with the app shell, 200 and noindex', async () => {
    for (const path of ['/admin', '/pipeline']) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it.each(['/no-such-page', '/services/no-such-service', '/assets/missing.js', '/admin/anything'])(
    'answers %s with the 404 page and status 404',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('404 Page Not Found');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    const response = await get('/calculators/?tab=mortgage');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/calculators?tab=mortgage');
  });

  it('still answers unknown API paths with JSON', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses to start without a build, saying what to run', () => {
    expect(() => loadFrontendBuild(join(dist, 'nowhere'))).toThrow(/npm run build/);
  });
});

/**
 * A back-office page rendered for the person signed in (issue 34), with a renderer standing in for
 * the build's: what it reads goes through the app's own routes with the request's cookie.
 */
describe('a back-office page rendered on the server', () => {
  let testApp: TestApp;
  let dist: string;
  const renderer: PageRenderer = {
    renderPage: async () => '',
    dynamicPageData: () => '',
    async renderBackOfficePage(url, read) {
      if (url.startsWith('/admin/clients/broken')) throw new Error('a page that cannot be rendered');
      const session = await read('/api/admin/verify');
      if (session.status !== 200) return null;
      const { email } = session.body as { email: string };
      const refused = await read('/api/admin/no-such-route');
      return {
        body: `<h1>Signed in as ${email} at ${url}</h1><p>${refused.status}</p>`,
        data: '<script type="application/json" id="page-data">{}</script>',
        title: 'Clients & <more> | Example',
      };
    },
  };
  beforeAll(async () => {
    dist = writeFakeBuild();
    testApp = await createTestApp('sqlite', { frontend: loadFrontendBuild(dist), pageRenderer: renderer });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders it with the session of the cookie: private, not stored, its title escaped', async () => {
    const admin = await signInAdmin(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/admin/clients/abc?tab=notes',
      headers: { cookie: admin.cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Compressed once, the way this request takes it.
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<title>Clients &amp; &lt;more&gt; | Example</title>');
    expect(html).toContain('<h1>Signed in as adviser@example.com at /admin/clients/abc?tab=notes</h1>');
    // A read the page may not make is answered as the API answers it.
    expect(html).toContain('<p>404</p>');
    expect(html).toContain('<div id="root"><h1>');
    expect(html).toContain('id="page-data"');
  });

  it('serves the bare shell without a session, with one that has ended, and when rendering fails', async () => {
    for (const cookie of [undefined, 'adviser_admin=not-a-session']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/admin',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    }
    const admin = await signInAdmin(testApp);
    const broken = await testApp.app.inject({
      method: 'GET',
      url: '/admin/clients/broken',
      headers: { cookie: admin.cookie },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
  });
});

describe('the front door (issue 45): pages and assets answered before Fastify, as its route answers', () => {
  let testApp: TestApp;
  let dist: string;
  let base = '';
  beforeAll(async () => {
    dist = writeFakeBuild();
    testApp = await createTestApp('sqlite', { frontend: loadFrontendBuild(dist) });
    base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** An answer over a real connection, as its bytes came (no decompression). */
  const raw = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', fail)
        .end();
    });
  const perRequest = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
  const comparable = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !perRequest.includes(name))
        .map(([name, value]): [string, string] => [name, String(value)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );

  it.each([
    ['/', 'gzip, deflate, br, zstd'],
    ['/', 'gzip'],
    ['/', ''],
    ['/calculators', 'br'],
    ['/assets/main-abc123.js', 'gzip, deflate, br, zstd'],
    ['/robots.txt', 'gzip'],
  ])('%s asked with "%s": the same status, headers and bytes as the route', async (path, encoding) => {
    const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
    const door = await raw(path, headers);
    const route = await testApp.app.inject({ method: 'GET', url: path, headers });
    expect(door.status).toBe(200);
    expect(door.status).toBe(route.statusCode);
    expect(door.body.equals(route.rawPayload)).toBe(true);
    expect(comparable(door.headers)).toEqual(comparable(route.headers));
    // The security headers are there, as on every answer.
    expect(door.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 304 to its validator and a HEAD without a body, as the route does', async () => {
    const first = await raw('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await raw('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    const route = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(route.statusCode).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await raw('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(first.body.length));
  });

  it('leaves to Fastify what it does not hold: a query, the back office, the API, an unknown path', async () => {
    const withQuery = await raw('/?utm_source=test', {});
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.toString()).toContain('Home page');
    const shell = await raw('/admin', {});
    expect(shell.status).toBe(200);
    expect(shell.headers['x-robots-tag']).toBe('noindex, nofollow');
    const api = await raw('/api/health', {});
    expect(api.status).toBe(200);
    const missing = await raw('/no-such-page', {});
    expect(missing.status).toBe(404);
    const post = await raw('/', {}, 'POST');
    expect(post.status).toBe(404);
  });
});

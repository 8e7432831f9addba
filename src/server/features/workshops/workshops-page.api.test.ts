import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkshopCreateInput, WorkshopsListing } from '../../../shared/workshops';
import { type FrontendManifest, loadFrontendBuild, type PageRenderer } from '../../plugins/frontend';
import { type AdminClient, signInAdmin } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';

/**
 * The public workshops page is rendered by the server from current data (issue 19) and kept
 * until a workshop or its seats change. The renderer here stands in for the build's React
 * renderer (the browser tests run the real one): it writes the data it was given.
 */

const now = new Date('2026-11-24T08:00:00.000Z');

function writeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'adviser-dist-'));
  const pages = join(dist, 'pages');
  mkdirSync(join(dist, 'client'), { recursive: true });
  mkdirSync(pages, { recursive: true });
  writeFileSync(
    join(pages, 'workshops.html'),
    '<html><h1>Workshops</h1><p>Loading the workshops...</p></html>',
  );
  writeFileSync(
    join(pages, 'workshops.template.html'),
    '<html><head></head><body><div id="root"><!--app--></div><!--page-data--></body></html>',
  );
  writeFileSync(join(pages, 'shell.html'), '<html></html>');
  writeFileSync(join(pages, '404.html'), '<html><h1>404</h1></html>');
  const manifest: FrontendManifest = {
    pages: { '/workshops': 'workshops.html' },
    shellRoutes: [],
    shell: 'shell.html',
    notFound: '404.html',
    dynamicPages: { '/workshops': 'workshops.template.html' },
  };
  writeFileSync(join(pages, 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

class RecordingRenderer implements PageRenderer {
  renders = 0;
  failing = false;
  async renderPage(url: string, data: unknown): Promise<string> {
    if (this.failing) throw new Error('renderer broke');
    this.renders += 1;
    const listing = data as WorkshopsListing;
    // A `$` pattern in the page must come out as written (every price has a `$`).
    return `<h1>${url}</h1>${listing.upcoming
      .map(
        (workshop) => `<p>${workshop.title}: ${workshop.seatsLeft} left, N$' $& ${workshop.priceCents}</p>`,
      )
      .join('')}`;
  }
  dynamicPageData(url: string, data: unknown): string {
    return `<script type="application/json" id="page-data">${JSON.stringify({ path: url, data })}</script>`;
  }
}

const workshop: WorkshopCreateInput = {
  title: 'Budgeting Basics',
  summary: 'A budget that lasts the month.',
  format: 'in-person',
  venue: 'Hall B, Windhoek',
  startsAt: '2026-12-05T09:00:00+02:00',
  endsAt: '2026-12-05T11:00:00+02:00',
  priceCents: 9_950,
  capacity: 2,
  status: 'published',
};

describe.each(dialects)('the workshops page rendered from current data (%s)', (dialect) => {
  let testApp: TestApp;
  let admin: AdminClient;
  let dist: string;
  const renderer = new RecordingRenderer();
  beforeAll(async () => {
    dist = writeBuild();
    testApp = await createTestApp(dialect, {
      exampleWorkshops: true,
      now: () => now,
      frontend: loadFrontendBuild(dist),
      pageRenderer: renderer,
    });
    admin = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/workshops', headers });

  it('shows what is scheduled now, renders once per change, and follows the seats', async () => {
    const empty = await page();
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-cache');
    const served = JSON.parse(/id="page-data">(.*?)<\/script>/.exec(empty.body)![1]!) as {
      data: WorkshopsListing;
    };
    expect(served.data.upcoming).toEqual([]);
    // The spec's four are past workshops.
    expect(served.data.past.map((item) => item.title)).toContain('Retirement Planning Masterclass');
    const rendersBefore = renderer.renders;

    const created = await admin.request({
      method: 'POST',
      url: '/api/admin/workshops',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(workshop),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    const first = await page({ 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(first.rawPayload).toString();
    expect(html).toContain("<p>Budgeting Basics: 2 left, N$' $& 9950</p>");
    expect(renderer.renders).toBe(rendersBefore + 1);

    // Nothing changed: the same page, not rendered again, and a 304 for the browser's copy.
    const again = await page({ 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(renderer.renders).toBe(rendersBefore + 1);

    // A registration takes a seat: the next visitor sees it.
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/workshop-registrations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        workshopId: id,
        fullName: 'Page Reader',
        email: 'page.reader@example.com',
        phone: '081 555 0101',
      }),
    });
    expect(registered.statusCode).toBe(201);
    const after = await page({ 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Budgeting Basics: 1 left');
    expect(renderer.renders).toBe(rendersBefore + 2);
    expect(after.headers.etag).not.toBe(first.headers.etag);

    // The API the page asks after a registration answers the same data.
    const listing = await testApp.app.inject({ method: 'GET', url: '/api/workshops/listing' });
    expect(listing.json<WorkshopsListing>().upcoming).toEqual([
      expect.objectContaining({ id, seatsLeft: 1, registrationOpen: true, priceCents: 9_950 }),
    ]);
  });

  it('serves the prerendered copy when rendering fails', async () => {
    // A change, so the page must be rendered again, with a renderer that fails.
    await admin.request({
      method: 'POST',
      url: '/api/admin/workshops',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...workshop, title: 'Second workshop' }),
    });
    renderer.failing = true;
    try {
      const response = await page();
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Loading the workshops...');
      expect(testApp.logs).toContainEqual(
        expect.objectContaining({
          msg: 'rendering a page from current data failed; serving its prerendered copy',
        }),
      );
    } finally {
      renderer.failing = false;
    }
    expect((await page()).body).toContain('Second workshop');
  });
});

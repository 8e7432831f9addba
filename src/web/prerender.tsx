import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { calculators, defaultCalculator } from '../content/calculators';
import { linkPagePaths } from '../content/pages';
import { services } from '../content/services';
import type { SiteConfig } from '../content/site';
import { structuredDataScript, workshopEventsStructuredData } from '../content/structured-data';
import type { WorkshopsListing } from '../shared/workshops';
import { IslandCollector, IslandCollectorProvider, type PendingIsland } from './islands/island';
import { PageDataProvider, pageDataScript } from './lib/page-data';
import { StaticRouter } from './lib/router';
import { setSiteConfig, siteConfig } from './lib/site-config';
import { App, preloadPage } from './routes';

export { backOfficePages } from '../content/back-office-pages';
export { documentTitle, notFoundPage, pages } from '../content/pages';
export { renderBackOfficePage } from './back-office-render';
export { islandModules } from './islands/registry';
export { pageModules } from './routes';

/**
 * The public pages built as islands (issue 45): in the browser only their islands are hydrated.
 * The others are hydrated whole (web/hydrate.tsx), as before.
 */
export const islandPages: ReadonlySet<string> = new Set([
  '/',
  '/calculators',
  '/resources',
  '/workshops',
  '/budget',
  '/funeral-cover',
  '/fna',
  '/quote',
  '/client-needs-analysis',
  '/privacy',
  '/terms',
  '/compliance',
  // The portal and the pages opened from a link (issue 59).
  ...linkPagePaths,
  ...services.map((service) => `/services/${service.slug}`),
]);

/**
 * Renders the page at `url` to HTML: at build time for every public page (scripts/build.ts), and
 * on the server for the pages rendered from current data (`dynamicPages`, with their `data`).
 * The page's code is loaded first, so nothing suspends and the whole page is in the string.
 * A page of `islandPages` is rendered as islands (issue 45, web/islands/island.tsx).
 * `renderToString` rather than the streaming `prerender`: React 19.2's streaming renderer moves
 * boundaries over 500 bytes into hidden segments revealed by inline scripts, which our CSP (no
 * inline scripts) rightly blocks.
 */
export async function renderPage(url: string, data?: unknown): Promise<string> {
  await preloadPage(url);
  const pageData = data === undefined ? null : { path: url, data };
  const collector = islandPages.has(new URL(url, 'http://site.invalid').pathname)
    ? new IslandCollector(pageData)
    : null;
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <PageDataProvider value={pageData}>
          <IslandCollectorProvider value={collector}>
            <App />
          </IslandCollectorProvider>
        </PageDataProvider>
      </StaticRouter>
    </StrictMode>,
  );
  if (!collector) return html;
  // Each island is rendered on its own, as the browser hydrates it: its ids carry its own prefix.
  const { renderIsland } = await islandRenderer();
  let page = html;
  for (const [index, island] of collector.islands.entries()) {
    const islandHtml = await renderIsland(island);
    page = page.replace(IslandCollector.marker(index), () => islandHtml);
  }
  return page;
}

type RenderIsland = (island: PendingIsland) => Promise<string>;
type IslandRenderer = { renderIsland: RenderIsland; setSiteConfig(site: SiteConfig): void };
let islandRendererLoaded: Promise<IslandRenderer> | undefined;

/**
 * The site the pages speak for from now on (issue 58: the details published in the back office),
 * in this module's pages and in the islands' own bundle.
 */
export async function setSite(site: SiteConfig): Promise<void> {
  setSiteConfig(site);
  (await islandRenderer()).setSiteConfig(site);
}

/** The site the pages speak for now. */
export function currentSite(): SiteConfig {
  return structuredClone(siteConfig);
}

/**
 * The islands run on Preact in the browser (issue 45): in the build their HTML comes from their own
 * bundle, run by Preact too (`dist/prerender/islands/render-island.js`, beside this file; the
 * server loads this file for the dynamic pages). Where this file runs from its source (tests, the
 * dev server) React renders them, as it runs them there.
 */
function islandRenderer(): Promise<IslandRenderer> {
  islandRendererLoaded ??= import.meta.env.PROD
    ? (import(
        /* @vite-ignore */ new URL('./islands/render-island.js', import.meta.url).href
      ) as Promise<IslandRenderer>)
    : import('./islands/render-island');
  return islandRendererLoaded;
}

/**
 * Pages prerendered once more for each value of a query parameter (issue 45): a link to one
 * calculator (`/calculators?calc=mortgage`, as the site's own links and shared results are) is
 * answered with that calculator's HTML. The default value is the page itself.
 */
export const pageVariants: Record<string, { param: string; values: readonly string[] }> = {
  '/calculators': {
    param: 'calc',
    values: calculators.map((calculator) => calculator.id).filter((id) => id !== defaultCalculator),
  },
};

/**
 * Pages the server renders from current data, cached until that data changes (issue 19: the
 * workshops page shows today's workshops and seats without a rebuild). The build prerenders each
 * without data too, as the copy served if rendering fails.
 */
export const dynamicPages = ['/workshops'] as const;

/** What the server adds after a dynamic page (end of body): its data block, and its schema.org data. */
export function dynamicPageData(url: string, data: unknown): string {
  const parts = [pageDataScript({ path: url, data })];
  if (url === '/workshops') {
    for (const event of workshopEventsStructuredData(siteConfig, (data as WorkshopsListing).upcoming))
      parts.push(structuredDataScript(event));
  }
  return parts.join('\n    ');
}

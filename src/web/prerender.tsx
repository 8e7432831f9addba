import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { structuredDataScript, workshopEventsStructuredData } from '../content/structured-data';
import type { WorkshopsListing } from '../shared/workshops';
import { PageDataProvider, pageDataScript } from './lib/page-data';
import { StaticRouter } from './lib/router';
import { siteConfig } from './lib/site-config';
import { App, preloadPage } from './routes';

export { backOfficePages } from '../content/back-office-pages';
export { documentTitle, notFoundPage, pages } from '../content/pages';
export { renderBackOfficePage } from './back-office-render';
export { pageModules } from './routes';

/**
 * Renders the page at `url` to HTML: at build time for every public page (scripts/build.ts), and
 * on the server for the pages rendered from current data (`dynamicPages`, with their `data`).
 * The page's code is loaded first, so nothing suspends and the whole page is in the string.
 * `renderToString` rather than the streaming `prerender`: React 19.2's streaming renderer moves
 * boundaries over 500 bytes into hidden segments revealed by inline scripts, which our CSP (no
 * inline scripts) rightly blocks.
 */
export async function renderPage(url: string, data?: unknown): Promise<string> {
  await preloadPage(url);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <PageDataProvider value={data === undefined ? null : { path: url, data }}>
          <App />
        </PageDataProvider>
      </StaticRouter>
    </StrictMode>,
  );
}

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

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App, preloadPage } from './routes';

export { documentTitle, notFoundPage, pages } from '../content/pages';
export { pageModules } from './routes';

/**
 * Renders the page at `url` to HTML at build time (scripts/build.ts). The page's code is loaded
 * first, so nothing suspends and the whole page is in the string. `renderToString` rather than
 * the streaming `prerender`: React 19.2's streaming renderer moves boundaries over 500 bytes into
 * hidden segments revealed by inline scripts, which our CSP (no inline scripts) rightly blocks.
 */
export async function renderPage(url: string): Promise<string> {
  await preloadPage(url);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

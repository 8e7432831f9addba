import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './routes';

export { documentTitle, notFoundPage, pages } from '../content/pages';
export { pageModules } from './routes';

/** Renders the page at `url` to HTML at build time, lazy chunks resolved (scripts/build.ts). */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

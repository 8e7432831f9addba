import { dehydrate, type Query, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { documentTitle } from '../content/pages';
import type { AdminSessionAnswer } from '../shared/two-factor';
import type { BackOfficePageData } from './back-office';
import { PageDataProvider, pageDataScript } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { StaticRouter } from './lib/router';
import { siteConfig } from './lib/site-config';
import { App, preloadPage } from './routes';

/** What the server's API answered a GET: its status and, when 200, its JSON. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A back-office page rendered for the person signed in: the page, its data block and its title. */
export interface RenderedBackOfficePage {
  body: string;
  data: string;
  title: string;
}

const sessionPath = '/api/admin/verify';

/** A read the page would make of the back office's API, not yet answered. */
function unanswered(query: Query, asked: Set<string>): string | undefined {
  const [url, ...rest] = query.queryKey;
  if (rest.length > 0 || typeof url !== 'string' || !url.startsWith('/api/admin/')) return undefined;
  if (query.state.status !== 'pending' || asked.has(url)) return undefined;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (enabled === false || (typeof enabled === 'function' && enabled(query) === false)) return undefined;
  return url;
}

/** Rounds of render, read, render again: the session, then the page's reads, then what those reveal. */
const maxRounds = 5;

/**
 * Renders the back-office page at `url` as the person whose session `read` carries would see it
 * (issue 34: the page and its largest part arrive with the HTML instead of after four round
 * trips). The page is rendered; the reads of the API it would make are answered through `read`
 * (the server's own routes, with the request's cookie: the same guard and the same fields left
 * out for the role); it is rendered again until it asks for nothing new. Reads that fail stay
 * unanswered: the page shows them loading, as the browser's first render will, and asks again
 * once hydrated. Null when nobody is fully signed in (the sign-in is rendered in the browser).
 */
export async function renderBackOfficePage(
  url: string,
  read: (apiUrl: string) => Promise<ApiAnswer>,
): Promise<RenderedBackOfficePage | null> {
  const pathname = url.split('?', 1)[0] ?? url;
  await preloadPage(pathname);
  const { backOfficePageAt } = await import('./back-office');
  const page = backOfficePageAt(pathname);
  if (!page) return null;

  const queryClient = createQueryClient();
  const render = () =>
    renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <QueryClientProvider client={queryClient}>
            <PageDataProvider value={null}>
              <App />
            </PageDataProvider>
          </QueryClientProvider>
        </StaticRouter>
      </StrictMode>,
    );

  const session = await read(sessionPath);
  if (session.status !== 200 || (session.body as AdminSessionAnswer).secondFactor !== 'done') return null;
  queryClient.setQueryData([sessionPath], session.body);
  const asked = new Set([sessionPath]);

  let body = render();
  for (let round = 1; round < maxRounds; round += 1) {
    const wanted = [
      ...new Set(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => unanswered(query, asked))
          .filter((wanted) => wanted !== undefined),
      ),
    ];
    if (wanted.length === 0) break;
    const answers = await Promise.all(wanted.map((apiUrl) => read(apiUrl)));
    for (const [index, apiUrl] of wanted.entries()) {
      asked.add(apiUrl);
      const answer = answers[index] as ApiAnswer;
      if (answer.status === 200) queryClient.setQueryData([apiUrl], answer.body);
    }
    body = render();
  }

  const data: BackOfficePageData = { queries: dehydrate(queryClient) };
  return {
    body,
    data: pageDataScript({ path: pathname, data }),
    title: documentTitle(page.title, siteConfig.businessName),
  };
}

import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { backOfficePages } from '../content/back-office-pages';
import type { PageMeta } from '../content/pages';
import { adminPages } from './admin-pages';
import { NotFound } from './layout/NotFound';
import { BackOfficePageContext } from './lib/back-office-page';
import type { PageData } from './lib/page-data';
import { getQueryClient } from './lib/query-client';
import { matchPath, Route, Routes } from './lib/router';

type PageComponent = ComponentType<{ page: PageMeta }>;

const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>(
  backOfficePages.map((page) => [page.path, lazy(adminPages[page.path as keyof typeof adminPages])]),
);

/** Pages whose code is already here: they render at once, without suspending (a page the server rendered). */
const loadedPages = new Map<string, PageComponent>();

/** The back-office page whose route matches `pathname`, if any. */
export function backOfficePageAt(pathname: string): PageMeta | undefined {
  return backOfficePages.find((page) => matchPath(page.path, pathname) !== null);
}

/** The data a back-office page was rendered with on the server (issue 34): the answers of its reads. */
export interface BackOfficePageData {
  queries: DehydratedState;
}

/**
 * Before a page the server rendered is hydrated: its code is loaded (a lazy component would
 * suspend on its first render and throw the server's HTML away), and, in the browser, the answers
 * it was rendered from go into the query cache, so the first render is exactly the HTML and
 * nothing is asked for again.
 */
export async function prepare(pathname: string, pageData?: PageData | null): Promise<void> {
  const page = backOfficePageAt(pathname);
  const data = pageData?.path === pathname ? (pageData.data as BackOfficePageData | null) : null;
  if (data?.queries) {
    // In the browser, the code every page shares (the gate, the clients' schemas) is run first, in
    // a task of its own, and the page's own after a pause: run at once, a client's page's code was
    // one task of over 100 ms on a slow phone, with the page on screen and not yet answering.
    await Promise.all([import('./features/admin'), import('../shared/clients')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (page && !loadedPages.has(page.path))
    loadedPages.set(page.path, (await adminPages[page.path as keyof typeof adminPages]()).default);
  if (data?.queries) hydrate(getQueryClient(), data.queries);
}

/**
 * The back office's routes: this module and the list of its pages load only when a back-office
 * page opens (routes.tsx), so the public pages' first JavaScript does not carry them.
 */
export default function BackOffice() {
  return (
    <Routes>
      {backOfficePages.map((page) => {
        const Page =
          loadedPages.get(page.path) ?? (lazyPages.get(page.path) as LazyExoticComponent<PageComponent>);
        return (
          <Route
            key={page.path}
            path={page.path}
            element={
              <BackOfficePageContext.Provider value={page}>
                <Page page={page} />
              </BackOfficePageContext.Provider>
            }
          />
        );
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

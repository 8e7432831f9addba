import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { backOfficePages } from '../content/back-office-pages';
import type { PageMeta } from '../content/pages';
import { adminPages } from './admin-pages';
import { BackOfficePageContext } from './features/admin/page-context';
import { NotFound } from './layout/NotFound';
import { Route, Routes } from './lib/router';

type PageComponent = ComponentType<{ page: PageMeta }>;

const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>(
  backOfficePages.map((page) => [page.path, lazy(adminPages[page.path as keyof typeof adminPages])]),
);

/**
 * The back office's routes: this module and the list of its pages load only when a back-office
 * page opens (routes.tsx), so the public pages' first JavaScript does not carry them.
 */
export default function BackOffice() {
  return (
    <Routes>
      {backOfficePages.map((page) => {
        const Page = lazyPages.get(page.path) as LazyExoticComponent<PageComponent>;
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

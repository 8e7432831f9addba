import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { type PageMeta, pages } from '../content/pages';
import { ConsultationProvider } from './features/consultation';
import ComingSoon from './features/placeholder/ComingSoon';
import { NotFound } from './layout/NotFound';
import { Shell } from './layout/Shell';
import { Toaster } from './ui/Toaster';

type PageComponent = ComponentType<{ page: PageMeta }>;
type PageModule = { default: PageComponent };

/**
 * Each built page is its own chunk, loaded when its route is visited. A route without an entry
 * here shows the "coming soon" section until its issue lands.
 */
export const pageModules: Record<string, { source: string; load: () => Promise<PageModule> }> = {
  // `source` lets the build add a modulepreload link for the page's chunk to its prerendered HTML.
  '/': { source: 'src/web/features/home/HomePage.tsx', load: () => import('./features/home/HomePage') },
};

const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();
for (const [path, module] of Object.entries(pageModules)) lazyPages.set(path, lazy(module.load));

/** Loads the chunk of the page at `path` (before hydration, so the first render needs no extra request). */
export async function preloadPage(path: string): Promise<void> {
  await pageModules[path]?.load();
}

function PageElement({ page }: { page: PageMeta }) {
  const Page = lazyPages.get(page.path) ?? ComingSoon;
  return <Page page={page} />;
}

export function App() {
  return (
    <ConsultationProvider>
      <Shell>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={<PageElement page={page} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Shell>
      <Toaster />
    </ConsultationProvider>
  );
}

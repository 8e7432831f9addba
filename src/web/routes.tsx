import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';
import { isBackOfficePath, type PageMeta, pages } from '../content/pages';
import { services } from '../content/services';
import { loadBudgetPage } from './features/budget';
import { loadCalculatorsPage } from './features/calculators';
import { loadAdviceConfirmationPage, loadRequestedDocumentsPage } from './features/client-documents';
import { ConsultationProvider, loadManageBookingPage } from './features/consultation';
import { loadFnaPage } from './features/fna';
import { loadFuneralCoverPage } from './features/funeral';
import { loadHomePage } from './features/home';
import { loadLegalPage } from './features/legal';
import { loadNeedsAnalysisPage } from './features/needs-analysis';
import { loadNewsletterLinkPage } from './features/newsletter';
import { loadMyPage } from './features/portal';
import { QuestionnaireProvider } from './features/questionnaire';
import { loadQuotePage } from './features/quote';
import { loadResourcesPage } from './features/resources';
import { loadServicePage } from './features/services';
import { loadOwnRegistrationPage, loadWorkshopsPage } from './features/workshops';
import { NotFound } from './layout/NotFound';
import { Shell } from './layout/Shell';
import type { PageData } from './lib/page-data';
import { Route, Routes, useLocation } from './lib/router';
import { LazyToaster } from './ui/LazyToaster';

type PageComponent = ComponentType<{ page: PageMeta }>;
type PageModule = { default: PageComponent };

/**
 * Each page is its own chunk, loaded when its route is visited (a unit test checks that every
 * page of content/pages.ts has one).
 */
export const pageModules: Record<string, { source: string; load: () => Promise<PageModule> }> = {
  // `source` tells the build which chunk is the page's (its list of scripts, dist/pages/
  // manifest.json). Only the prerender bundle keeps it: in the browser's, Vite makes
  // import.meta.env.SSR false and the strings fold away (issue 22: 0.3 KB gzip on every page).
  '/': {
    source: import.meta.env.SSR ? 'src/web/features/home/HomePage.tsx' : '',
    load: loadHomePage,
  },
  '/resources': {
    source: import.meta.env.SSR ? 'src/web/features/resources/ResourcesPage.tsx' : '',
    load: loadResourcesPage,
  },
  '/workshops': {
    source: import.meta.env.SSR ? 'src/web/features/workshops/WorkshopsPage.tsx' : '',
    load: loadWorkshopsPage,
  },
  '/workshops/cancel': {
    source: import.meta.env.SSR ? 'src/web/features/workshops/OwnRegistrationPage.tsx' : '',
    load: loadOwnRegistrationPage,
  },
  ...Object.fromEntries(
    ['/newsletter/confirm', '/newsletter/unsubscribe'].map((path) => [
      path,
      {
        source: import.meta.env.SSR ? 'src/web/features/newsletter/NewsletterLinkPage.tsx' : '',
        load: loadNewsletterLinkPage,
      },
    ]),
  ),
  '/documents': {
    source: import.meta.env.SSR ? 'src/web/features/client-documents/RequestedDocumentsPage.tsx' : '',
    load: loadRequestedDocumentsPage,
  },
  '/my': {
    source: import.meta.env.SSR ? 'src/web/features/portal/MyPage.tsx' : '',
    load: loadMyPage,
  },
  '/advice': {
    source: import.meta.env.SSR ? 'src/web/features/client-documents/AdviceConfirmationPage.tsx' : '',
    load: loadAdviceConfirmationPage,
  },
  '/booking/manage': {
    source: import.meta.env.SSR ? 'src/web/features/consultation/ManageBookingPage.tsx' : '',
    load: loadManageBookingPage,
  },
  '/calculators': {
    source: import.meta.env.SSR ? 'src/web/features/calculators/CalculatorsPage.tsx' : '',
    load: loadCalculatorsPage,
  },
  '/budget': {
    source: import.meta.env.SSR ? 'src/web/features/budget/BudgetPage.tsx' : '',
    load: loadBudgetPage,
  },
  '/funeral-cover': {
    source: import.meta.env.SSR ? 'src/web/features/funeral/FuneralCoverPage.tsx' : '',
    load: loadFuneralCoverPage,
  },
  '/fna': {
    source: import.meta.env.SSR ? 'src/web/features/fna/FnaPage.tsx' : '',
    load: loadFnaPage,
  },
  '/client-needs-analysis': {
    source: import.meta.env.SSR ? 'src/web/features/needs-analysis/NeedsAnalysisPage.tsx' : '',
    load: loadNeedsAnalysisPage,
  },
  '/quote': {
    source: import.meta.env.SSR ? 'src/web/features/quote/QuotePage.tsx' : '',
    load: loadQuotePage,
  },
  ...Object.fromEntries(
    ['/privacy', '/terms', '/compliance'].map((path) => [
      path,
      {
        source: import.meta.env.SSR ? 'src/web/features/legal/LegalPage.tsx' : '',
        load: loadLegalPage,
      },
    ]),
  ),
  // One template for the 20 service pages.
  ...Object.fromEntries(
    services.map((service) => [
      `/services/${service.slug}`,
      {
        source: import.meta.env.SSR ? 'src/web/features/services/ServicePage.tsx' : '',
        load: loadServicePage,
      },
    ]),
  ),
};

const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();
for (const [path, module] of Object.entries(pageModules)) lazyPages.set(path, lazy(module.load));

/** Pages whose code is already here: they render at once, without suspending. */
const loadedPages = new Map<string, PageComponent>();

/**
 * Loads the code of the page at `path` before the first render: at build time before it is
 * prerendered, in the browser before hydration. A lazy component always suspends on its first
 * render, which would make React stream the page through inline scripts that the CSP forbids.
 */
export async function preloadPage(path: string, pageData?: PageData | null): Promise<void> {
  // A back-office page the server rendered for the person signed in (issue 34): the back office,
  // its page's code, and (in the browser) the data block it came with.
  if (isBackOfficePath(path)) return (await loadBackOffice()).prepare(path, pageData);
  const module = pageModules[path];
  if (module && !loadedPages.has(path)) loadedPages.set(path, (await module.load()).default);
}

function PageElement({ page }: { page: PageMeta }) {
  const Page = loadedPages.get(page.path) ?? lazyPages.get(page.path);
  if (!Page) return <NotFound />;
  return <Page page={page} />;
}

/** The back office: its routes and their list load with it (back-office.tsx). */
let loadedBackOffice: typeof import('./back-office') | undefined;
async function loadBackOffice() {
  loadedBackOffice = await import('./back-office');
  return loadedBackOffice;
}
const BackOffice = lazy(loadBackOffice);

function BackOfficeOrNotFound() {
  const Page = loadedBackOffice?.default ?? BackOffice;
  return isBackOfficePath(useLocation().pathname) ? <Page /> : <NotFound />;
}

export function App() {
  // Marks the document once the first render (the hydration of a prerendered page) is committed
  // and every handler is attached: browser tests wait for it before they touch anything.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ConsultationProvider>
      <QuestionnaireProvider>
        <Shell>
          <Routes>
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={<PageElement page={page} />} />
            ))}
            <Route path="*" element={<BackOfficeOrNotFound />} />
          </Routes>
        </Shell>
      </QuestionnaireProvider>
      <LazyToaster />
    </ConsultationProvider>
  );
}

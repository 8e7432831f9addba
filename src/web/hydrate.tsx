import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PageDataProvider, readPageData } from './lib/page-data';
import { BrowserRouter } from './lib/router';
import { zodJitless } from './lib/zod-jitless';
import { App, preloadPage } from './routes';

// Before any page's code parses a form; the server keeps zod's compiled parsers (its fast path).
zodJitless();

/** Renders the app into the page: hydrates a prerendered page, or renders the back office's shell. */
export async function hydrate(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const pageData = readPageData(document);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <PageDataProvider value={pageData}>
          <App />
        </PageDataProvider>
      </BrowserRouter>
    </StrictMode>
  );

  if (container.hasChildNodes()) {
    // A prerendered page, or a back-office page the server rendered for the person signed in
    // (issue 34): its code first, so hydration matches the HTML without a second pass. Hydrated
    // as a transition: React hydrates in slices, yielding to the browser between them, instead of
    // one long task over a page of a thousand elements.
    await preloadPage(window.location.pathname, pageData).catch(() => {});
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A back-office page the server could not render (nobody signed in): its bare shell, rendered here.
    createRoot(container).render(app);
  }
}

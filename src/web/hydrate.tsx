import { StrictMode } from 'react';
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

  const app = (
    <StrictMode>
      <BrowserRouter>
        <PageDataProvider value={readPageData(document)}>
          <App />
        </PageDataProvider>
      </BrowserRouter>
    </StrictMode>
  );

  if (container.hasChildNodes()) {
    // A prerendered page: fetch its chunk first so hydration matches the HTML without a second pass.
    await preloadPage(window.location.pathname).catch(() => {});
    hydrateRoot(container, app);
  } else {
    // The back office is served as the bare shell and rendered here.
    createRoot(container).render(app);
  }
}

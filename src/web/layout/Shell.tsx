import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { findPage, isBackOfficePath } from '../../content/pages';
import { useIslandPage } from '../islands/island';
import { useLocation } from '../lib/router';
import { ErrorBoundary } from './ErrorBoundary';
import { FloatingCta } from './FloatingCta';
import { Footer } from './Footer';
import { Header } from './Header';

function PageLoading() {
  return (
    <output className="mx-auto flex max-w-6xl justify-center px-4 py-24">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">Loading page…</span>
    </output>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const page = findPage(pathname);
  const isBackOffice = isBackOfficePath(pathname);
  const islands = useIslandPage();

  // After a client-side navigation, start at the top and move focus to the new page's content,
  // so keyboard and screen-reader users are not left on the link they chose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    // `data-islands`: the browser hydrates only this page's islands (issue 45, web/islands/).
    <div className="flex min-h-dvh flex-col" data-islands={islands ? '' : undefined}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* The back office has its own frame (issue 34): no public header or footer there. */}
      {isBackOffice ? null : <Header />}
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      {isBackOffice ? null : <Footer />}
      {/* The back office has its own navigation; a page that is a form keeps its fields clear (issue 20). */}
      {isBackOffice || page?.formPage ? null : <FloatingCta />}
    </div>
  );
}

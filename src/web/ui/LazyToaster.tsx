import { lazy, Suspense, useEffect, useState } from 'react';
import { currentToasts, subscribeToasts } from './toast-store';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast region (Radix Toast and the primitives under it, about 18 KB gzip) is not needed for
 * the first paint (issue 22): it mounts once the page is idle after hydration, or at the first
 * toast if that comes sooner (at once when one was raised before it), and shows any toast raised
 * before it was there. Not rendered on the server, so hydration matches.
 */
export function LazyToaster() {
  // Mounted because a toast was raised (a page built as islands): at once.
  const [wanted, setWanted] = useState(() => typeof window !== 'undefined' && currentToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = subscribeToasts(want);
    // Safari has no requestIdleCallback: a timer stands in.
    const idleSupported = typeof window.requestIdleCallback === 'function';
    const idle = idleSupported
      ? window.requestIdleCallback(want, { timeout: 3000 })
      : window.setTimeout(want, 1500);
    return () => {
      unsubscribe();
      if (idleSupported) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

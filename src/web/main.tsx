import './styles.css';

/**
 * The browser entry (issue 22): only the style sheet and this loader. A prerendered page is
 * readable as soon as its HTML and CSS arrive; React and the page's code are fetched once the
 * page has loaded and its first contentful paint is on screen, so on a slow connection they do
 * not compete with it. The page is hydrated then: links and buttons work from that moment
 * (browser tests wait for the `data-hydrated` mark).
 */
const hydrateSoon = () => {
  void import('./hydrate').then(({ hydrate }) => hydrate());
};

/** Calls `then` once the browser reports the first contentful paint (at once if it has), or after 2 s. */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  window.setTimeout(once, 2000);
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    once();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      once();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (!document.getElementById('root')?.hasChildNodes()) {
  // The back office's bare shell: nothing to show until React renders it.
  hydrateSoon();
} else {
  const start = () => afterFirstPaint(hydrateSoon);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

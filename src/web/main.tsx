import './styles.css';
import { startIslands } from './islands/loader';

/**
 * The browser entry (issue 22): only the style sheet and this loader. A prerendered page is
 * readable as soon as its HTML and CSS arrive; React and the page's code are fetched once the
 * page has loaded and the browser reports its first contentful paint (2 s at most; a browser
 * without paint timing waits those 2 s), so on a slow connection they do not compete with it.
 * The page is hydrated then: links and buttons work from that moment (browser tests wait for the
 * `data-hydrated` mark). The back office's bare shell has nothing to paint: it starts at once.
 */
const hydrate = () => void import('./hydrate').then((module) => module.hydrate());

// A public page built as islands (issue 45): no React runs on it until one of them is touched.
if (document.querySelector('[data-islands]')) startIslands();
else if (!document.getElementById('root')?.hasChildNodes()) hydrate();
else {
  const afterFirstPaint = () => {
    let started = false;
    const once = () => {
      if (started) return;
      started = true;
      hydrate();
    };
    setTimeout(once, 2000);
    if (typeof PerformanceObserver === 'function')
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) once();
      }).observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else addEventListener('load', afterFirstPaint, { once: true });
}

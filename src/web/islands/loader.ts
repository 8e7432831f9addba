/**
 * The browser's code on a page built as islands (issue 45), part of the entry (no React here):
 * - wakes an island (loads its code and hydrates it) at the first touch inside it (a pointer
 *   down, a focus, a key), or at once when it says `data-hydrate="load"` (or `"query"` and the
 *   address has one), when it comes into view with `"visible"` (at once with a query too), or at
 *   once when this browser keeps what the visitor typed there before (`data-stored-as`: a budget,
 *   a needs-analysis draft);
 * - holds a click or a form's submission inside an island that is not hydrated yet, and replays it
 *   once it is (a link still works as a link), so a tap on a control that is not ready still works;
 * - runs the page's few actions that need no React: the small-screen menu, and the buttons that
 *   open the consultation wizard or a questionnaire (their dialogs load at that moment).
 */

import type { QuestionnaireFlowId } from '../../shared/questionnaire';

type Action = (button: HTMLElement) => void;

/**
 * The islands' own bundle (scripts/build.ts): their code runs on Preact, not React, and this
 * entry (built with React's bundle) knows its two entries by address. The dev server serves the
 * sources as they are, with React.
 */
declare const __ISLAND_RUNTIME__: { hydrateIsland: string; dialogHost: string };

const hydration = (): Promise<typeof import('./hydrate-island')> =>
  import.meta.env.DEV
    ? import('./hydrate-island')
    : import(/* @vite-ignore */ __ISLAND_RUNTIME__.hydrateIsland);

const dialogHost = (): Promise<typeof import('./dialog-host')> =>
  import.meta.env.DEV ? import('./dialog-host') : import(/* @vite-ignore */ __ISLAND_RUNTIME__.dialogHost);

const actions: Record<string, Action> = {
  consultation: () => void dialogHost().then((host) => host.openConsultation()),
  questionnaire: (button) => {
    const flow = button.dataset.flow;
    if (flow) void dialogHost().then((host) => host.openQuestionnaire(flow as QuestionnaireFlowId));
  },
  menu: (button) => setMenuOpen(button, button.getAttribute('aria-expanded') !== 'true'),
};

function setMenuOpen(button: HTMLElement, open: boolean): void {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) return;
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
  menu.hidden = !open;
}

function closeMenus(): void {
  for (const button of document.querySelectorAll<HTMLElement>('[data-action="menu"][aria-expanded="true"]'))
    setMenuOpen(button, false);
}

const woken = new WeakMap<HTMLElement, Promise<void>>();

function islandOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
}

function isReady(island: HTMLElement): boolean {
  return island.dataset.hydrated === 'true';
}

/** Loads and hydrates `island` once; the promise settles when it is ready. */
function wake(island: HTMLElement): Promise<void> {
  let ready = woken.get(island);
  if (!ready) {
    // The island's own files are asked for beside the hydration's (Preact), not after it.
    preloadCodeOf(island);
    ready = hydration()
      .then((module) => module.hydrateIsland(island))
      .then(() => {
        island.dataset.hydrated = 'true';
      });
    ready.catch((error: unknown) => {
      // Its code could not be loaded (a dropped connection): the next touch tries again.
      woken.delete(island);
      island.dataset.hydrated = 'failed';
      console.error(error);
    });
    woken.set(island, ready);
  }
  return ready;
}

/** True when this browser keeps something under `key` (false where storage is refused). */
function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

const preloaded = new Set<string>();

/**
 * Asks for an island's files (`modulepreload`, without running them), as its HTML lists them
 * (`data-code`, written by the build); each file once.
 */
function preloadCodeOf(island: HTMLElement, priority: 'low' | 'high' = 'high'): void {
  const links: HTMLLinkElement[] = [];
  for (const href of (island.dataset.code ?? '').split(' ')) {
    if (!href || preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.setAttribute('fetchpriority', priority);
    links.push(link);
  }
  // In one change of the head: the browser looks at the head's links again after each.
  if (links.length > 0) document.head.append(...links);
}

/**
 * Once the page has loaded and the browser is idle, the code of the islands in view (and of those
 * that come into view) is fetched ahead, at low priority, without running it: a first touch then
 * waits for the island to start, not for the network. Not at the load event itself: a module
 * preloaded is compiled on the main thread, and at the load event that cost Lighthouse's total
 * blocking time 56 ms on /calculators and 75 on /fna (0-12 when idle), for no gain measurable in
 * a tap 50 ms after the load event.
 */
function fetchAheadInView(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (islands.length === 0 || typeof IntersectionObserver !== 'function') return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      preloadCodeOf(entry.target as HTMLElement, 'low');
    }
  });
  for (const island of islands) if (!isReady(island)) observer.observe(island);
}

/**
 * Wakes `island` when it comes into view, once the page has painted its first content (a
 * calculator, whose first tap must compute at once: issue 45's tap, 50 ms after the load event).
 * Not before that paint: its files would be fetched beside what the paint needs (Lighthouse's
 * simulated first paint on /calculators was 1.37-1.40x the copy's when they were asked for as the
 * entry ran, or at the observer's first report, in the frame that paints).
 */
function wakeInView(island: HTMLElement): void {
  if (typeof IntersectionObserver !== 'function') {
    void wake(island);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    afterFirstContentfulPaint(() => {
      if (!isReady(island)) void wake(island);
    });
  });
  observer.observe(island);
}

function afterFirstContentfulPaint(run: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || typeof PerformanceObserver !== 'function') {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const paints = new PerformanceObserver(() => {
    if (!painted()) return;
    paints.disconnect();
    once();
  });
  try {
    paints.observe({ type: 'paint', buffered: true });
  } catch {
    once();
    return;
  }
  // A browser that reports no paint: at most a second later.
  setTimeout(once, 1000);
}

function whenIdleAfterLoad(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 500);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function startIslands(): void {
  whenIdleAfterLoad(fetchAheadInView);
  const onTouch = (event: Event) => {
    const island = islandOf(event.target);
    if (island && !isReady(island)) void wake(island);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    document.addEventListener(type, onTouch, { capture: true, passive: true });

  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event.target);
      if (island) {
        if (isReady(island) || (event.target as Element).closest('a[href]')) return;
        // Held until the island runs, then clicked again on the same element.
        event.preventDefault();
        event.stopImmediatePropagation();
        const target = event.target as Element;
        void wake(island).then(() => {
          if (target.isConnected)
            target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        });
        return;
      }
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-action]');
      const action = button && actions[button.dataset.action ?? ''];
      if (button && action) {
        event.preventDefault();
        action(button);
      } else if ((event.target as Element | null)?.closest('a[href]')) closeMenus();
    },
    true,
  );

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const island = islandOf(form);
      if (!island || isReady(island)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = (event as SubmitEvent).submitter;
      void wake(island).then(() => {
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
      });
    },
    true,
  );

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeMenus();
  });

  // A campaign's tags (`utm_source`, a click id) are for the analytics, not for a page to read.
  const query = [...new URLSearchParams(window.location.search).keys()].filter(
    (key) => !/^(utm_\w+|fbclid|gclid|msclkid)$/.test(key),
  );
  for (const island of document.querySelectorAll<HTMLElement>('[data-island][data-hydrate]')) {
    const quiet = (island.dataset.quietParams ?? '').split(' ');
    const when = island.dataset.hydrate;
    if (when === 'load' || (when !== 'touch' && query.some((key) => !quiet.includes(key)))) void wake(island);
    else if (when === 'visible') wakeInView(island);
  }
  for (const island of document.querySelectorAll<HTMLElement>('[data-island][data-stored-as]')) {
    if (stored(island.dataset.storedAs ?? '')) void wake(island);
  }
  // A link that opens the wizard (`?book=review`, issue 31): its provider reads it when mounted.
  if (new URLSearchParams(window.location.search).has('book'))
    void dialogHost().then((host) => host.mountDialogHost());

  // Browser tests wait for this mark before they act: every listener above is in place.
  document.documentElement.dataset.hydrated = 'true';
}

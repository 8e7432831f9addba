import * as runtime from 'react';
import {
  type ComponentType,
  type Context,
  createContext,
  type ReactNode,
  StrictMode,
  useContext,
  useEffect,
  useId,
} from 'react';
import { type PageData, PageDataProvider } from '../lib/page-data';
import { BrowserRouter, StaticRouter, useLocation } from '../lib/router';
import { AddressAsRenderedProvider } from '../lib/url-state';
import type { IslandName } from './names';

/**
 * Islands (issue 45): a public page is prerendered whole, but in the browser only its islands (a
 * calculator, a form, a menu with state) are hydrated, each as a root of its own (run by Preact
 * in the build: islands/preact-react.js), when it is
 * first touched (`touch`), at once (`load`), at once when the address has a query (`query`: a
 * form opened from a link that holds its inputs), or when it comes into view (`visible`, and at
 * once with a query: the calculators). The rest of the page is HTML that never runs.
 * `islands/loader.ts` wakes them; `islands/hydrate-island.tsx` hydrates one.
 */
export type IslandHydrate = 'touch' | 'load' | 'query' | 'visible';

/** An island as the prerender finds it in the page, to be rendered on its own (islands/render-island.tsx). */
export interface PendingIsland {
  name: IslandName;
  props: IslandProps;
  /** The page's address (path and query). */
  location: string;
  pageData: PageData | null;
  identifierPrefix: string;
}

/**
 * Given by the prerender to a page built as islands: collects each island's tree, which the
 * prerender renders on its own (with its own id prefix, as the browser hydrates it) into the
 * place the page left for it.
 */
export class IslandCollector {
  readonly islands: PendingIsland[] = [];
  constructor(readonly pageData: PageData | null) {}
  /** The marker the page's HTML holds where island `index` goes. */
  static marker(index: number): string {
    return `<!--island:${index}-->`;
  }
  add(island: PendingIsland): number {
    this.islands.push(island);
    return this.islands.length - 1;
  }
}

const IslandCollectorContext = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = IslandCollectorContext.Provider;

/** True while the page is rendered as islands (no React runs on it in the browser outside them). */
export function useIslandPage(): boolean {
  return useContext(IslandCollectorContext) !== null;
}

/**
 * What surrounds an island on the server and in the browser alike, so the two trees (and the
 * ids `useId` gives) match: the router (a link to another page loads it), the page's data.
 */
export function IslandFrame({
  location,
  pageData,
  idPrefix,
  renderedAt,
  onReady,
  children,
}: {
  /** The page's address on the server; in the browser the window's. */
  location?: string;
  /** In the browser: the address the island's HTML was rendered for (`data-location`). */
  renderedAt?: string;
  pageData: PageData | null;
  /** The island's ids' prefix, where the runtime is Preact (islands/preact-react.js); React takes it as `identifierPrefix`. */
  idPrefix?: string;
  onReady?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onReady?.(), [onReady]);
  const IdPrefix = (runtime as { IslandIdPrefix?: Context<string> }).IslandIdPrefix;
  const content = (
    <PageDataProvider value={pageData}>
      {IdPrefix && idPrefix !== undefined ? (
        <IdPrefix.Provider value={idPrefix}>{children}</IdPrefix.Provider>
      ) : (
        children
      )}
    </PageDataProvider>
  );
  const asRendered =
    location === undefined &&
    renderedAt !== undefined &&
    renderedAt === `${window.location.pathname}${window.location.search}`;
  return (
    <StrictMode>
      {location === undefined ? (
        <BrowserRouter documentNavigation>
          <AddressAsRenderedProvider value={asRendered}>{content}</AddressAsRenderedProvider>
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>{content}</StaticRouter>
      )}
    </StrictMode>
  );
}

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** Island props travel in the HTML as JSON: plain data only. */
type IslandProps = { readonly [key: string]: Json };

/**
 * A part of a page that runs in the browser. On a page rendered as one React app (the back office,
 * a page reached by a link inside it) it is simply its component; on a page built as islands it is
 * a `<div data-island>` holding the component's HTML, its props and the ids' prefix.
 */
export function Island<Props extends IslandProps>({
  name,
  component: Component,
  props,
  hydrate = 'touch',
  storedAs,
  quietParams,
  className,
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
  hydrate?: IslandHydrate;
  /** The localStorage key of what the visitor kept (a budget, a draft): when it is there, woken at once to show it. */
  storedAs?: string;
  /** With `query`: parameters the prerendered HTML already shows (a page's variant), which wake nothing. */
  quietParams?: readonly string[];
  className?: string;
}) {
  const collector = useContext(IslandCollectorContext);
  const id = useId();
  const { pathname, search } = useLocation();
  if (!collector) {
    return (
      <div className={className}>
        <Component {...props} />
      </div>
    );
  }
  const identifierPrefix = `${name}${id.replace(/[^\w]/g, '')}-`;
  const index = collector.add({
    name,
    props,
    location: `${pathname}${search}`,
    pageData: collector.pageData,
    identifierPrefix,
  });
  return (
    <div
      className={className}
      data-island={name}
      data-props={JSON.stringify(props)}
      data-location={`${pathname}${search}`}
      data-id-prefix={identifierPrefix}
      data-hydrate={hydrate}
      data-stored-as={storedAs}
      data-quiet-params={quietParams?.join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a marker the prerender replaces with the island's own HTML
      dangerouslySetInnerHTML={{ __html: IslandCollector.marker(index) }}
    />
  );
}

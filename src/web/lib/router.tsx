import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/**
 * The site's router (issue 22): what the pages use of react-router, in about 1 KB instead of 14 KB
 * gzip of the first paint's JavaScript. History API navigation inside startTransition (the old
 * page stays while the next page's code loads, as with react-router), path patterns with `:name`
 * segments and a `*` fallback, Link and NavLink (with `aria-current="page"`), useLocation,
 * useNavigate, useParams and useSearchParams; StaticRouter for the prerender.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Accepted for react-router's signature; this router never resets the scroll itself. */
  preventScrollReset?: boolean;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  navigate: Navigate;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Record<string, string>>({});

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('used outside a router');
  return router;
}

function parse(to: string): Location {
  const url = new URL(to, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * A change that only replaces the address within the same page (typing into a calculator writes its
 * inputs there) is written once the browser has painted what it changed, once for several: what
 * was typed before an island ran is handed over field by field, and each `history.replaceState`
 * costs a phone 5-12 ms at 4x, in the way of a result's first paint (issue 45's tap). Until it is
 * written, the address is read from here; it is written before the page is left or another entry
 * is pushed, and dropped when Back or Forward leaves the entry it was for.
 */
let pendingReplace: string | null = null;

function writePendingReplace(): void {
  if (pendingReplace === null) return;
  const href = pendingReplace;
  pendingReplace = null;
  window.history.replaceState(null, '', href);
}

function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    setTimeout(run);
  };
  // A hidden page draws no frame: at most a tenth of a second later.
  setTimeout(once, 100);
  requestAnimationFrame(once);
}

if (typeof window !== 'undefined') {
  addEventListener('pagehide', writePendingReplace);
  addEventListener('popstate', () => {
    pendingReplace = null;
  });
}

function writeAddress(href: string, replace: boolean): void {
  if (replace && parse(href).pathname === currentLocation().pathname) {
    if (pendingReplace === null) afterNextPaint(writePendingReplace);
    pendingReplace = href;
    return;
  }
  writePendingReplace();
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
}

/** The address as this page last set it (written or about to be). */
function currentLocation(): Location {
  if (pendingReplace !== null) return parse(pendingReplace);
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/**
 * `documentNavigation` (a page built as islands, issue 45): only a change of query or hash stays
 * in the page; a link to another path loads that page, since no router renders the others here.
 */
export function BrowserRouter({
  children,
  documentNavigation = false,
}: {
  children: ReactNode;
  documentNavigation?: boolean;
}) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(currentLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const next = parse(to);
      const href = `${next.pathname}${next.search}${next.hash}`;
      if (documentNavigation && next.pathname !== currentLocation().pathname) {
        writePendingReplace();
        if (options.replace) window.location.replace(href);
        else window.location.assign(href);
        return;
      }
      writeAddress(href, options.replace === true);
      startTransition(() => setLocation(next));
    },
    [documentNavigation],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A fixed location, for rendering a page to HTML. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(
    () => ({
      location: parse(location),
      navigate: () => {
        throw new Error('no navigation while rendering to HTML');
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

export function useSearchParams(): [
  URLSearchParams,
  (
    next: URLSearchParams | ((previous: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams | ((previous: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => {
      const current = currentLocation();
      const resolved = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next;
      const search = resolved.toString();
      navigate(`${current.pathname}${search ? `?${search}` : ''}${current.hash}`, options);
    },
    [navigate],
  );
  return [params, set];
}

/** The params of `pattern` ('/admin/clients/:id', '*') for `pathname`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  const normalised = given.length === 1 ? [''] : given;
  if (wanted.length !== normalised.length && !(pattern === '/' && pathname === '/')) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = normalised[index] ?? '';
    if (part.startsWith(':')) {
      if (!value) return null;
      params[part.slice(1)] = decodeURIComponent(value);
    } else if (part !== value) return null;
  }
  return params;
}

export function Route(_props: { path: string; element: ReactNode }): null {
  return null;
}

/** The element of the first route whose path matches the location. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const { path, element } = (child as ReactElement<{ path: string; element: ReactNode }>).props;
    const params = matchPath(path, pathname);
    if (params) return <ParamsContext.Provider value={params}>{element}</ParamsContext.Provider>;
  }
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

function isOwnNavigation(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(to);
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (external || !isOwnNavigation(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}

export function NavLink({
  className,
  end,
  ...props
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}) {
  const { pathname } = useLocation();
  const target = parse(props.to).pathname.replace(/\/+$/, '') || '/';
  const here = pathname.replace(/\/+$/, '') || '/';
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

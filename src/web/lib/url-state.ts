import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useSearchParams } from './router';

/**
 * False while React hydrates the prerendered HTML, true after. The build prerenders pages without
 * a query string, so anything read from the URL's query must wait for this to match that HTML.
 * `readable`: true from the start (no second render once hydrated).
 */
export function useHydrated(readable = false): boolean {
  const [hydrated, setHydrated] = useState(readable);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * True in an island whose HTML was rendered for the very address the browser shows (islands/
 * island.tsx): its query can be read while hydrating, the HTML already shows it (a calculator's
 * page prerendered for `?calc=mortgage`), and the island needs no second render to read it.
 */
const AddressAsRendered = createContext(false);
export const AddressAsRenderedProvider = AddressAsRendered.Provider;

const noParams = new URLSearchParams();

/**
 * Form values kept in the URL's query string, so a result can be shared or bookmarked. Typing
 * replaces the history entry; `push` (a change of calculator) adds one, so Back works.
 */
export function useUrlState(): {
  params: URLSearchParams;
  hydrated: boolean;
  update: (changes: Record<string, string | string[] | null>, options?: { push?: boolean }) => void;
  replaceAll: (next: Record<string, string | string[]>, options?: { push?: boolean }) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated(useContext(AddressAsRendered));
  const update = useCallback(
    (changes: Record<string, string | string[] | null>, options?: { push?: boolean }) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            next.delete(key);
            if (value === null) continue;
            for (const item of Array.isArray(value) ? value : [value])
              if (item !== '') next.append(key, item);
          }
          return next;
        },
        { replace: !options?.push, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  const replaceAll = useCallback(
    (values: Record<string, string | string[]>, options?: { push?: boolean }) => {
      const next = new URLSearchParams();
      for (const [key, value] of Object.entries(values)) {
        for (const item of Array.isArray(value) ? value : [value]) if (item !== '') next.append(key, item);
      }
      setSearchParams(next, { replace: !options?.push, preventScrollReset: true });
    },
    [setSearchParams],
  );
  return { params: hydrated ? searchParams : noParams, hydrated, update, replaceAll };
}

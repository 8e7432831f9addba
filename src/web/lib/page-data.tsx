import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * Data a page was rendered with on the server (the workshops page, issue 19). The server writes
 * it after the page (end of body) as a JSON data block (`<script type="application/json" id="page-data">`,
 * which the CSP does not treat as a script); the browser reads it before hydrating, so the
 * hydrated page starts from exactly what the HTML shows.
 */
export interface PageData {
  path: string;
  data: unknown;
}

export const pageDataElementId = 'page-data';

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ value, children }: { value: PageData | null; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

/** The page head's data block, or null on a page without one. */
export function readPageData(document: Document): PageData | null {
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}

/** The data block as the server writes it: `<` escaped so no text can close the element. */
export function pageDataScript(value: PageData): string {
  return `<script type="application/json" id="${pageDataElementId}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

// The data describes the page as it was when this document was served: a page reached later by
// a link inside the site asks the API for fresh data instead.
let servedDataUsed = false;

/** The server's data for `path` on the first render after load; null after, or without it. */
export function usePageData<T>(path: string): T | null {
  const value = useContext(PageDataContext);
  const [data] = useState(() => (!servedDataUsed && value?.path === path ? (value.data as T) : null));
  useEffect(() => {
    servedDataUsed = true;
  }, []);
  return data;
}

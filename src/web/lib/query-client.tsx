import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { getQueryFn } from './request';

/** The spec's query defaults: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let sharedClient: QueryClient | undefined;

/** The one cache of the browser session, so a change made in one feature refreshes another's list. */
export function getQueryClient(): QueryClient {
  sharedClient ??= createQueryClient();
  return sharedClient;
}

/**
 * Wraps the lazily loaded features that talk to the API (forms, back office). It is not at the
 * root so that pages which only show text do not download the query library (bundle budget).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // A page rendered on the server brings its own cache, one per request (issue 34): the browser's
  // one cache must never hold one person's answers for another's page.
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

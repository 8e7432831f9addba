import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminIdentityAnswer, AdminLogin } from '../../../../shared/admin';
import { type Area, mayUse } from '../../../../shared/roles';
import { apiRequest, getQueryFn } from '../../../lib/request';

/**
 * The admin session (DECISIONS D2): an HttpOnly cookie the browser cannot read, so the page asks
 * the server who is signed in. Nothing is kept in browser storage.
 */

export const verifyKey = ['/api/admin/verify'] as const;

function forgetAllButSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== verifyKey[0] });
}

/** The signed-in admin's e-mail, or null when nobody is signed in (401). */
export function useAdminSession() {
  return useQuery({
    queryKey: verifyKey,
    queryFn: getQueryFn<AdminIdentityAnswer>({ on401: 'returnNull' }),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLogin) =>
      apiRequest<AdminIdentityAnswer>('/api/admin/login', { method: 'POST', body }),
    onSuccess: (identity) => {
      // Whatever was cached belonged to nobody (or someone else): start clean. (The session
      // query itself stays: the gate is watching it.)
      forgetAllButSession(queryClient);
      queryClient.setQueryData(verifyKey, identity);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('/api/admin/logout', { method: 'POST' });
      } catch (error) {
        // Already signed out (an expired session): the outcome the admin asked for.
        if (!(error instanceof Error && error.message.startsWith('401'))) throw error;
      }
    },
    onSuccess: () => {
      forgetAllButSession(queryClient);
      queryClient.setQueryData(verifyKey, null);
    },
  });
}

/**
 * Whether the signed-in person's role may use an area of the back office (issue 34), to leave out
 * what the server would refuse. The server decides: this only keeps the page from offering it.
 */
export function useMayUse(area: Area): boolean {
  const session = useAdminSession();
  return session.data ? mayUse(session.data.role, area) : false;
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardCounts, ListPage, RecordStatus } from '../../../../shared/admin';
import { apiRequest } from '../../../lib/request';

/** The dashboard's reads (server-side search and paging, 50 a page) and the status change. */

export type RecordItem = Record<string, unknown> & { id: string; createdAt: string };

export interface ReadableField {
  label: string;
  value: string;
  kind?: 'datetime' | 'status' | 'longtext';
}
export interface RecordDetails {
  record: Record<string, unknown>;
  readable: { fields: ReadableField[]; lists: { title: string; items: ReadableField[][] }[] };
}

export function useDashboardCounts() {
  return useQuery<DashboardCounts>({ queryKey: ['/api/admin/stats'] });
}

export function listUrl(listPath: string, search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${listPath}?${query}` : listPath;
}

export function useRecordList(listPath: string, search: string, page: number) {
  return useQuery<ListPage<RecordItem>>({
    queryKey: [listUrl(listPath, search, page)],
    // Typing in the search box keeps the last page on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useRecordDetails(path: string, id: string | null) {
  return useQuery<RecordDetails>({ queryKey: [`/api/${path}/${id}`], enabled: id !== null });
}

export function useSetRecordStatus(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RecordStatus }) =>
      apiRequest<{ id: string; status: RecordStatus }>(`/api/${path}/${id}`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientStageFilter } from '../../../../domain/clients/stages';
import { type AdviserFilter, withAdviserFilter } from '../../../../shared/adviser-filter';
import type { ClientAppointments } from '../../../../shared/client-appointments';
import type {
  ClientDetails,
  ClientFilter,
  ClientList,
  ClientTask,
  ClientUpdate,
  ContactLog,
  TaskCreate,
  TaskUpdate,
  TodayAnswer,
  TodaySection,
  TodaySectionPage,
} from '../../../../shared/clients';
import type { ContactDetailAction } from '../../../../shared/contact-details';
import type { ClientCreateInput } from '../../../../shared/new-client';
import { apiRequest } from '../../../lib/request';

/** The client book's calls (issue 18). Every change refreshes what shows clients, tasks or cards. */

export function clientListUrl(
  search: string,
  sort: string,
  filter: ClientFilter,
  page: number,
  adviser: AdviserFilter = 'anyone',
  stage: ClientStageFilter = 'current',
): string {
  const params = new URLSearchParams();
  if (stage !== 'current') params.set('stage', stage);
  if (search) params.set('q', search);
  if (sort !== 'activity') params.set('sort', sort);
  if (filter !== 'all') params.set('filter', filter);
  if (adviser !== 'anyone') params.set('adviser', adviser);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/api/admin/clients?${query}` : '/api/admin/clients';
}

export function useClientList(
  search: string,
  sort: string,
  filter: ClientFilter,
  page: number,
  enabled = true,
  adviser: AdviserFilter = 'anyone',
  stage: ClientStageFilter = 'current',
) {
  return useQuery<ClientList>({
    queryKey: [clientListUrl(search, sort, filter, page, adviser, stage)],
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useClient(id: string) {
  return useQuery<ClientDetails>({ queryKey: [`/api/admin/clients/${encodeURIComponent(id)}`] });
}

/** A page of one of the day's lists (issue 44); not asked for until `enabled`. */
export function useTodaySection(
  section: TodaySection,
  page: number,
  adviser: AdviserFilter,
  enabled: boolean,
) {
  return useQuery<TodaySectionPage>({
    queryKey: [withAdviserFilter(`/api/admin/today/${section}?page=${page}`, adviser)],
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A client's booked consultations and workshop seats (issue 44). */
export function useClientAppointments(id: string) {
  return useQuery<ClientAppointments>({
    queryKey: [`/api/admin/clients/${encodeURIComponent(id)}/appointments`],
  });
}

export function useToday(adviser: AdviserFilter = 'anyone') {
  return useQuery<TodayAnswer>({
    queryKey: [withAdviserFilter('/api/admin/today', adviser)],
    placeholderData: keepPreviousData,
  });
}

/** A mutation whose success refreshes every query (clients, the day, the board, the dashboard). */
function useChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries() });
}

/** `POST /api/admin/clients` (issue 43): a 409 carries the likely duplicate. */
export const useCreateClient = () =>
  useChange((input: ClientCreateInput) =>
    apiRequest<{ id: string }>('/api/admin/clients', { method: 'POST', body: input }),
  );

export const useUpdateClient = (id: string) =>
  useChange((changes: ClientUpdate) =>
    apiRequest<ClientDetails>(`/api/admin/clients/${id}`, { method: 'PATCH', body: changes }),
  );

export const useMergeClient = (id: string) =>
  useChange((sourceId: string) =>
    apiRequest<ClientDetails>(`/api/admin/clients/${id}/merge`, { method: 'POST', body: { sourceId } }),
  );

export const useUndoMerge = (id: string) =>
  useChange((mergeId: string) =>
    apiRequest<ClientDetails>(`/api/admin/clients/${id}/merges/${mergeId}/undo`, { method: 'POST' }),
  );

/** D31: confirm a detail a later form or the portal added, file its enquiry as a new person, or remove it. */
export const useContactDetailAction = (clientId: string) =>
  useChange(({ action, key }: { action: ContactDetailAction; key: string }) =>
    apiRequest<ClientDetails>(`/api/admin/clients/${clientId}/contact-details/${action}`, {
      method: 'POST',
      body: { key },
    }),
  );

/** A clash (a number one client gave in their portal that another has) the adviser has dealt with. */
export const useResolveClash = (clientId: string) =>
  useChange((clashId: string) =>
    apiRequest<ClientDetails>(`/api/admin/clients/${clientId}/contact-clashes/${clashId}/resolve`, {
      method: 'POST',
    }),
  );

export const useAddNote = (clientId: string) =>
  useChange((body: string) =>
    apiRequest(`/api/admin/clients/${clientId}/notes`, { method: 'POST', body: { body } }),
  );

export const useEditNote = () =>
  useChange(({ id, body }: { id: string; body: string }) =>
    apiRequest(`/api/admin/notes/${id}`, { method: 'PATCH', body: { body } }),
  );

export const useDeleteNote = () =>
  useChange((id: string) => apiRequest(`/api/admin/notes/${id}`, { method: 'DELETE' }));

export const useLogContact = (clientId: string) =>
  useChange((contact: ContactLog) =>
    apiRequest(`/api/admin/clients/${clientId}/contacts`, { method: 'POST', body: contact }),
  );

export const useCreateTask = () =>
  useChange((task: TaskCreate) => apiRequest<ClientTask>('/api/admin/tasks', { method: 'POST', body: task }));

export const useUpdateTask = () =>
  useChange(({ id, changes }: { id: string; changes: TaskUpdate }) =>
    apiRequest<ClientTask>(`/api/admin/tasks/${id}`, { method: 'PATCH', body: changes }),
  );

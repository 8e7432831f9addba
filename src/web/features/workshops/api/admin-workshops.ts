import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminWorkshop,
  RegistrationMarks,
  WorkshopCreateInput,
  WorkshopRegistrationItem,
} from '../../../../shared/workshops';
import { apiRequest } from '../../../lib/request';

/** The adviser's workshop calls (issue 19); every change refreshes the list. */

export function useAdminWorkshops() {
  return useQuery<AdminWorkshop[]>({ queryKey: ['/api/admin/workshops'] });
}

function useChange<Input>(call: (input: Input) => Promise<AdminWorkshop>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries() });
}

export const useSaveWorkshop = () =>
  useChange(({ id, body }: { id: string | null; body: WorkshopCreateInput }) =>
    id
      ? apiRequest<AdminWorkshop>(`/api/admin/workshops/${id}`, { method: 'PATCH', body })
      : apiRequest<AdminWorkshop>('/api/admin/workshops', { method: 'POST', body }),
  );

export const useDuplicateWorkshop = () =>
  useChange((id: string) =>
    apiRequest<AdminWorkshop>(`/api/admin/workshops/${id}/duplicate`, { method: 'POST' }),
  );

export const useCancelWorkshop = () =>
  useChange((id: string) =>
    apiRequest<AdminWorkshop>(`/api/admin/workshops/${id}/cancel`, { method: 'POST' }),
  );

export function useWorkshopRegistrations(workshopId: string) {
  return useQuery<WorkshopRegistrationItem[]>({
    queryKey: [`/api/admin/workshops/${workshopId}/registrations`],
  });
}

export function useMarkRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, marks }: { id: string; marks: RegistrationMarks }) =>
      apiRequest(`/api/admin/workshop-registrations/${id}`, { method: 'PATCH', body: marks }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ id: string; promoted: string | null }>(`/api/admin/workshop-registrations/${id}/cancel`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

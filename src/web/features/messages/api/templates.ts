import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientEmailInput, MessageTemplate, TemplateInput } from '../../../../shared/message-templates';
import { apiRequest } from '../../../lib/request';

/** The adviser's templates and e-mails to clients (issue 33); every change refreshes what shows them. */

export function useTemplates() {
  return useQuery<{ items: MessageTemplate[] }>({ queryKey: ['/api/admin/templates'] });
}

function useChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries() });
}

export const useSaveTemplate = () =>
  useChange(({ id, body }: { id: string | null; body: TemplateInput }) =>
    id
      ? apiRequest<MessageTemplate>(`/api/admin/templates/${id}`, { method: 'PATCH', body })
      : apiRequest<MessageTemplate>('/api/admin/templates', { method: 'POST', body }),
  );

export const useDeleteTemplate = () =>
  useChange((id: string) => apiRequest<void>(`/api/admin/templates/${id}`, { method: 'DELETE' }));

export const useEmailClient = (clientId: string) =>
  useChange((body: ClientEmailInput) =>
    apiRequest<{ contactId: string; to: string }>(`/api/admin/clients/${clientId}/emails`, {
      method: 'POST',
      body,
    }),
  );

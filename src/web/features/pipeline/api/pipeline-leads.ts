import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PipelineLead,
  PipelineLeadCreateInput,
  PipelineLeadUpdate,
  PipelineStage,
} from '../../../../shared/pipeline';
import { apiRequest } from '../../../lib/request';

/** The board's calls (spec doc 2, section 7). Every change refreshes the board and the dashboard. */

export const pipelineLeadsKey = ['/api/pipeline-leads'] as const;

export function usePipelineLeads() {
  return useQuery<PipelineLead[]>({ queryKey: pipelineLeadsKey });
}

export function useCreatePipelineLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PipelineLeadCreateInput) =>
      apiRequest<PipelineLead>('/api/pipeline-leads', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useUpdatePipelineLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
    }: {
      id: string;
      changes: Partial<Record<keyof PipelineLeadUpdate, unknown>>;
    }) => apiRequest<PipelineLead>(`/api/pipeline-leads/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/**
 * A card dragged to another stage: shown there at once; put back if the server refuses. The
 * caller gets the outcome to toast it.
 */
export function useMovePipelineLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PipelineStage }) =>
      apiRequest<PipelineLead>(`/api/pipeline-leads/${id}`, { method: 'PATCH', body: { status } }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: pipelineLeadsKey });
      const before = queryClient.getQueryData<PipelineLead[]>(pipelineLeadsKey);
      queryClient.setQueryData<PipelineLead[]>(pipelineLeadsKey, (leads) =>
        leads?.map((lead) => (lead.id === id ? { ...lead, status } : lead)),
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(pipelineLeadsKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useDeletePipelineLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/pipeline-leads/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

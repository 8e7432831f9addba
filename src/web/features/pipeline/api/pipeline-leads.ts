import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moveCardOnBoard } from '../../../../domain/pipeline/board';
import type {
  PipelineBoard,
  PipelineLead,
  PipelineLeadCreateInput,
  PipelineLeadUpdate,
  PipelineStage,
} from '../../../../shared/pipeline';
import { apiRequest } from '../../../lib/request';

/** The board's calls (spec doc 2, section 7). Every change refreshes the board and the dashboard. */

/** The board's query: the spec's search and priority filter, the newest `limit` cards of each stage. */
export function boardUrl(search: string, priority: string, limit: number, clients = 'all'): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (priority !== 'all') params.set('priority', priority);
  if (clients !== 'all') params.set('clients', clients);
  if (limit !== 100) params.set('limit', String(limit));
  const query = params.toString();
  return query ? `/api/pipeline-board?${query}` : '/api/pipeline-board';
}

export function usePipelineBoard(search: string, priority: string, limit: number, clients = 'all') {
  return useQuery<PipelineBoard>({
    queryKey: [boardUrl(search, priority, limit, clients)],
    // A new search keeps the board on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
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
 * A card dragged to another stage: shown there at once (on the board query `boardKey`); put back
 * if the server refuses. The caller gets the outcome to toast it.
 */
export function useMovePipelineLead(boardKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PipelineStage }) =>
      apiRequest<PipelineLead>(`/api/pipeline-leads/${id}`, { method: 'PATCH', body: { status } }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const before = queryClient.getQueryData<PipelineBoard>(boardKey);
      queryClient.setQueryData<PipelineBoard>(boardKey, (board) =>
        board
          ? { ...board, stages: moveCardOnBoard(board.stages, id, status) as PipelineBoard['stages'] }
          : board,
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(boardKey, context.before);
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

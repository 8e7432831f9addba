import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebsiteDraftPatch, WebsiteState } from '../../../../shared/website';
import { apiRequest } from '../../../lib/request';

/** The Website area (issue 58): the draft and what is published. */
export const websiteKey = ['/api/admin/website'] as const;

export function useWebsite() {
  return useQuery<WebsiteState>({ queryKey: websiteKey });
}

/** Keeps a change to the draft; the answer is the draft as it now stands. */
export function useChangeDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: WebsiteDraftPatch) =>
      apiRequest<WebsiteState>('/api/admin/website/draft', { method: 'PATCH', body: patch }),
    onSuccess: (state) => queryClient.setQueryData(websiteKey, state),
  });
}
